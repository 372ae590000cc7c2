import { type ReviewSort, reviewSortLabel, type ShopReview } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoginCardDialog } from '@/components/login-card.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { formatRating, Stars } from '@/components/ui/stars.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDate, formatNumber } from '@/lib/format.ts';
import { isLoggedIn, useSession } from '@/lib/session.ts';
import { productReviewsQuery, REVIEWS_PAGE_SIZE, reviewPhotosQuery } from './api.ts';

/**
 * The 리뷰 tab: loaded when the tab opens (never server-rendered), the average and count, the photo
 * strip, 최신순 / 별점순, 포토리뷰만, pages of review cards with their photos and the operator's reply.
 */
export function ProductReviews({
  _product,
  average,
  count,
}: {
  _product: string;
  average: number;
  count: number;
}) {
  const [sort, setSort] = useState<ReviewSort>('RECENT');
  const [photo, setPhoto] = useState(false);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const [loginCard, setLoginCard] = useState(false);
  const loggedIn = useSession(isLoggedIn);
  const list = useQuery(productReviewsQuery(_product, sort, photo, page));
  const photos = useQuery(reviewPhotosQuery(_product));
  const pageCount = Math.max(1, Math.ceil((list.data?.summary.totalCount ?? 0) / REVIEWS_PAGE_SIZE));

  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="sr-only">
        리뷰
      </h2>
      <div className="flex flex-col items-center gap-2 rounded-card bg-surface px-6 py-8 text-center">
        <p className="text-sm text-muted">구매 고객 평점</p>
        <p className="text-4xl font-extrabold text-ink tabular-nums">{formatRating(average)}</p>
        <Stars average={average} showAverage={false} size={22} />
        <p className="text-sm text-muted">리뷰 {formatNumber(count)}개</p>
        {loggedIn ? (
          <Link
            to="/mypage/reviews"
            className={buttonClass({ variant: 'outline', size: 'sm', className: 'mt-2' })}
          >
            리뷰 쓰기
          </Link>
        ) : (
          <button
            type="button"
            onClick={() => setLoginCard(true)}
            className={buttonClass({ variant: 'outline', size: 'sm', className: 'mt-2' })}
          >
            리뷰 쓰기
          </button>
        )}
      </div>
      <LoginCardDialog
        open={loginCard}
        onOpenChange={setLoginCard}
        message="리뷰는 구매확정한 회원만 작성할 수 있습니다. 로그인해주세요."
      />

      {photos.data && photos.data.images.length > 0 ? (
        <ul aria-label="리뷰 사진" className="mt-4 flex gap-2 overflow-x-auto pb-1">
          {photos.data.images.map((image) => (
            <li key={`${image._review}-${image.index}`} className="shrink-0">
              <button type="button" onClick={() => setViewing(image.detail)} aria-label="리뷰 사진 크게 보기">
                <img
                  src={image.card}
                  alt=""
                  className="size-20 rounded-lg object-cover sm:size-24"
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-b border-line pb-3">
        <fieldset aria-label="정렬" className="flex gap-1">
          {(['RECENT', 'STAR'] as const).map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={sort === s}
              onClick={() => {
                setSort(s);
                setPage(1);
              }}
              className={cn(
                'rounded-full px-3 py-1.5 text-sm',
                sort === s ? 'bg-ink font-semibold text-white' : 'text-muted hover:bg-surface',
              )}
            >
              {reviewSortLabel[s]}
            </button>
          ))}
        </fieldset>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={photo}
            onChange={(e) => {
              setPhoto(e.target.checked);
              setPage(1);
            }}
            className="size-4 accent-brand-600"
          />
          포토리뷰만
        </label>
      </div>

      {list.isPending ? (
        <Loading className="py-12" />
      ) : list.isError ? (
        <Empty message="리뷰를 불러오지 못했습니다" className="mt-4" />
      ) : list.data.reviews.length === 0 ? (
        <Empty message={photo ? '포토리뷰가 없습니다' : '아직 작성된 리뷰가 없습니다'} className="mt-4" />
      ) : (
        <ul className="divide-y divide-line">
          {list.data.reviews.map((review) => (
            <ReviewCard key={review._id} review={review} onView={setViewing} />
          ))}
        </ul>
      )}

      {pageCount > 1 ? (
        <nav aria-label="리뷰 페이지" className="mt-4 flex items-center justify-center gap-3 text-sm">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
            className={buttonClass({ variant: 'outline', size: 'sm' })}
          >
            이전
          </button>
          <span className="tabular-nums text-muted">
            {page} / {pageCount}
          </span>
          <button
            type="button"
            disabled={page >= pageCount}
            onClick={() => setPage((p) => p + 1)}
            className={buttonClass({ variant: 'outline', size: 'sm' })}
          >
            다음
          </button>
        </nav>
      ) : null}

      <Dialog open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        {viewing ? (
          <DialogContent title="리뷰 사진" className="sm:w-[min(960px,calc(100vw-2rem))]">
            <img src={viewing} alt="리뷰 사진" className="mx-auto max-h-[70vh] w-auto rounded-lg" />
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}

function ReviewCard({ review, onView }: { review: ShopReview; onView: (url: string) => void }) {
  return (
    <li className="py-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Stars average={review.star} showAverage={false} size={16} />
        <span className="font-medium text-ink">{review.author.name}</span>
        <span className="text-subtle">{formatDate(review.createdAt)}</span>
      </div>
      {review.optionLabel ? <p className="mt-1 text-xs text-muted">{review.optionLabel}</p> : null}
      <p className="mt-2 font-semibold text-ink">{review.subject}</p>
      <p className="mt-1 text-[15px] whitespace-pre-line text-ink">{review.content}</p>
      {review.images.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {review.images.map((image) => (
            <li key={image.index}>
              <button type="button" onClick={() => onView(image.detail)} aria-label="리뷰 사진 크게 보기">
                <img src={image.card} alt="" className="size-24 rounded-lg object-cover" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <div className="mt-3 rounded-lg bg-surface px-4 py-3 text-sm">
          <p className="font-semibold text-brand-700">판매자 답변</p>
          <p className="mt-1 whitespace-pre-line text-ink">{review.reply}</p>
        </div>
      ) : null}
    </li>
  );
}
