import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { ChevronDownIcon } from '@/components/ui/icons.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { formatDate, formatNumber } from '@/lib/format.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { noticeQuery } from '../api/center.ts';
import { type NoticeListState, noticeHref, noticeListHref, readPage, readSearch } from '../board-params.ts';
import { CenterTitle } from '../components/board-search.tsx';
import { CenterProse } from '../components/center-prose.tsx';

type Neighbour = { _id: string; subject: string } | null;

/** 이전글 / 다음글: the neighbour's subject as a link, or a quiet line when there is none. */
function NeighbourRow({
  label,
  neighbour,
  from,
  up,
}: {
  label: '이전글' | '다음글';
  neighbour: Neighbour;
  from: NoticeListState;
  up: boolean;
}) {
  return (
    <li className="flex min-h-13 items-center gap-3 px-1 text-[15px] sm:gap-5 sm:px-4">
      <span className="flex w-16 shrink-0 items-center gap-1 text-sm font-semibold text-muted">
        <ChevronDownIcon aria-hidden="true" className={cn('size-4', up && 'rotate-180')} />
        {label}
      </span>
      {neighbour ? (
        <Link
          to={noticeHref(neighbour._id, from)}
          aria-label={`${label}: ${neighbour.subject}`}
          className="min-w-0 flex-1 truncate text-ink hover:text-brand-700 hover:underline hover:underline-offset-2"
        >
          {neighbour.subject}
        </Link>
      ) : (
        <span className="min-w-0 flex-1 text-subtle">{label}이 없습니다</span>
      )}
    </li>
  );
}

/** /center/notice/:_notification: one notice, its neighbours, and the way back to its list page. */
export function NoticePage() {
  const { _notification = '' } = useParams();
  const [params] = useSearchParams();
  const from: NoticeListState = {
    page: readPage(params.get('page')),
    searchValue: readSearch(params.get('searchValue')),
  };
  const notice = useQuery(noticeQuery(_notification));
  useDocumentTitle(notice.data?.notification.subject);
  const backToList = (
    <ButtonLink to={noticeListHref(from)} variant="outline" className="min-w-28">
      목록
    </ButtonLink>
  );

  if (notice.isPending) return <Loading className="min-h-80" />;
  if (notice.isError) {
    const missing = isApiError(notice.error) && (notice.error.status === 404 || notice.error.status === 400);
    return (
      <section aria-labelledby="notice-title">
        <CenterTitle id="notice-title" title="공지사항" />
        <div className="mt-6">
          {missing ? (
            <Empty
              message={
                <>
                  공지사항을 찾을 수 없습니다.
                  <br />
                  삭제되었거나 주소가 바뀐 공지입니다.
                </>
              }
            >
              {backToList}
            </Empty>
          ) : (
            <ErrorState error={notice.error} onRetry={() => notice.refetch()} />
          )}
        </div>
      </section>
    );
  }

  const { notification, previous, next } = notice.data;
  return (
    <article aria-labelledby="notice-subject">
      <header className="border-b border-line border-t-2 border-t-ink px-1 py-5 sm:px-4 sm:py-6">
        {notification.isPinned && <Badge tone="brand">공지</Badge>}
        <h1
          id="notice-subject"
          className={cn(
            'text-lg leading-snug font-bold break-keep text-ink sm:text-[22px]',
            notification.isPinned && 'mt-2',
          )}
        >
          {notification.subject}
        </h1>
        <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-[13px] text-muted sm:text-sm">
          <div className="flex gap-1.5">
            <dt>등록일</dt>
            <dd className="tabular-nums">{formatDate(notification.createdAt)}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt>조회</dt>
            <dd className="tabular-nums">{formatNumber(notification.views)}</dd>
          </div>
        </dl>
      </header>
      <CenterProse
        html={notification.content}
        className="min-h-40 border-b border-line px-1 py-8 sm:px-4 sm:py-10"
      />
      <nav aria-label="이전글과 다음글">
        <ul className="divide-y divide-line border-b border-line">
          <NeighbourRow label="이전글" neighbour={previous} from={from} up />
          <NeighbourRow label="다음글" neighbour={next} from={from} up={false} />
        </ul>
      </nav>
      <div className="mt-8 flex justify-center">{backToList}</div>
    </article>
  );
}
