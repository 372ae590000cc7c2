import type { MyReview, WritableReview } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Stars } from '@/components/ui/stars.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDate, formatNumber } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';
import { MY_REVIEWS_PAGE_SIZE, myReviewsQuery, writableReviewsQuery } from '../api/reviews.ts';
import { ReviewDialog } from '../components/reviews/review-dialog.tsx';

type Tab = 'writable' | 'written';
type Editing = { productName: string; target: { _purchase: string } | { review: MyReview } };

function Thumb({ url, name }: { url: string | null; name: string }) {
  return url ? (
    <img src={url} alt="" className="size-16 shrink-0 rounded-lg object-cover" />
  ) : (
    <div aria-hidden="true" className="size-16 shrink-0 rounded-lg bg-surface" title={name} />
  );
}

/** /mypage/reviews: 작성 가능한 리뷰 (confirmed purchases in the window) and 작성한 리뷰. */
export function ReviewsPage() {
  const [params] = useSearchParams();
  const tab: Tab = params.get('tab') === 'written' ? 'written' : 'writable';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const _user = useSession((s) => s.payload?._user);
  const writable = useQuery({ ...writableReviewsQuery(_user, tab === 'writable' ? page : 1) });
  const written = useQuery({ ...myReviewsQuery(_user, tab === 'written' ? page : 1) });
  const [editing, setEditing] = useState<Editing | null>(null);
  const current = tab === 'writable' ? writable : written;

  const tabLink = (t: Tab, label: string, count?: number) => (
    <Link
      to={t === 'written' ? '/mypage/reviews?tab=written' : '/mypage/reviews'}
      aria-current={tab === t ? 'page' : undefined}
      className={cn(
        'flex-1 border-b-2 py-3 text-center text-[15px]',
        tab === t ? 'border-ink font-bold text-ink' : 'border-transparent text-muted hover:text-ink',
      )}
    >
      {label} {count !== undefined ? <span className="tabular-nums">{formatNumber(count)}</span> : null}
    </Link>
  );

  return (
    <section aria-labelledby="reviews-title">
      <h1 id="reviews-title" className="border-b-2 border-ink pb-3 text-xl font-bold text-ink sm:text-2xl">
        나의 리뷰
      </h1>
      <nav aria-label="리뷰 구분" className="mt-2 flex border-b border-line">
        {tabLink('writable', '작성 가능한 리뷰', writable.data?.summary.totalCount)}
        {tabLink('written', '작성한 리뷰', written.data?.summary.totalCount)}
      </nav>
      <div className="mt-4">
        {current.isPending ? (
          <Loading />
        ) : current.isError ? (
          <ErrorState error={current.error} onRetry={() => current.refetch()} />
        ) : tab === 'writable' ? (
          <WritableList purchases={writable.data?.purchases ?? []} onWrite={setEditing} />
        ) : (
          <WrittenList reviews={written.data?.reviews ?? []} onEdit={setEditing} />
        )}
        {current.data ? (
          <Pagination
            className="mt-8"
            page={page}
            pageSize={MY_REVIEWS_PAGE_SIZE}
            totalCount={current.data.summary.totalCount}
            hrefFor={(p) => {
              const next = new URLSearchParams(params);
              next.set('page', String(p));
              return `/mypage/reviews?${next.toString()}`;
            }}
          />
        ) : null}
      </div>
      {editing ? (
        <ReviewDialog
          key={'review' in editing.target ? editing.target.review._id : editing.target._purchase}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          productName={editing.productName}
          target={editing.target}
        />
      ) : null}
    </section>
  );
}

function WritableList({
  purchases,
  onWrite,
}: {
  purchases: WritableReview[];
  onWrite: (e: Editing) => void;
}) {
  if (purchases.length === 0) return <Empty message="작성 가능한 리뷰가 없습니다" />;
  return (
    <ul className="divide-y divide-line">
      {purchases.map((p) => (
        <li key={p._purchase} className="flex items-center gap-3 py-4">
          <Thumb url={p.product.thumbUrl} name={p.product.name} />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-ink">{p.product.name}</p>
            {p.optionLabel ? <p className="text-xs text-muted">{p.optionLabel}</p> : null}
            <p className="mt-1 text-xs text-subtle">
              구매확정 {formatDate(p.confirmedAt)} · {formatDate(p.writableUntil)}까지 작성 가능
            </p>
          </div>
          <Button
            size="sm"
            onClick={() => onWrite({ productName: p.product.name, target: { _purchase: p._purchase } })}
          >
            리뷰 쓰기
          </Button>
        </li>
      ))}
    </ul>
  );
}

function WrittenList({ reviews, onEdit }: { reviews: MyReview[]; onEdit: (e: Editing) => void }) {
  if (reviews.length === 0) return <Empty message="작성한 리뷰가 없습니다" />;
  return (
    <ul className="divide-y divide-line">
      {reviews.map((r) => (
        <li key={r._id} className="py-4">
          <div className="flex items-center gap-3">
            <Thumb url={r.product.thumbUrl} name={r.product.name} />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-ink">{r.product.name}</p>
              <div className="mt-1 flex items-center gap-2 text-xs text-subtle">
                <Stars average={r.star} showAverage={false} size={14} />
                {formatDate(r.createdAt)}
                {r.hidden ? <span className="text-sale">숨김 처리됨: {r.hiddenReason}</span> : null}
              </div>
            </div>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onEdit({ productName: r.product.name, target: { review: r } })}
            >
              수정
            </Button>
          </div>
          <p className="mt-3 font-semibold text-ink">{r.subject}</p>
          <p className="mt-1 text-sm whitespace-pre-line text-ink">{r.content}</p>
          {r.images.length > 0 ? (
            <ul className="mt-2 flex gap-2">
              {r.images.map((i) => (
                <li key={i.index}>
                  <img src={i.card} alt="" className="size-16 rounded-lg object-cover" />
                </li>
              ))}
            </ul>
          ) : null}
          {r.reply ? (
            <div className="mt-3 rounded-lg bg-surface px-4 py-3 text-sm">
              <p className="font-semibold text-brand-700">판매자 답변</p>
              <p className="mt-1 whitespace-pre-line">{r.reply}</p>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
