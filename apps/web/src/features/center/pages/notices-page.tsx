import type { Notification } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDate, formatNumber } from '@/lib/format.ts';
import { NOTICES_PAGE_SIZE, noticesQuery } from '../api/center.ts';
import {
  type NoticeListState,
  noticeHref,
  noticeListHref,
  noticeNumber,
  readPage,
  readSearch,
} from '../board-params.ts';
import { BoardSearch, CenterTitle } from '../components/board-search.tsx';

const PinnedBadge = () => (
  <Badge tone="brand" className="h-6 px-2">
    공지
  </Badge>
);

/** Desktop and tablets: 번호 / 제목 / 등록일 columns. */
function NoticeTable({
  notices,
  from,
  totalCount,
}: {
  notices: Notification[];
  from: NoticeListState;
  totalCount: number;
}) {
  return (
    <table className="hidden w-full table-fixed border-collapse text-[15px] sm:table">
      <caption className="sr-only">공지사항 목록</caption>
      <colgroup>
        <col className="w-24" />
        <col />
        <col className="w-36" />
      </colgroup>
      <thead>
        <tr className="border-b border-line bg-surface text-sm text-muted">
          <th scope="col" className="h-12 font-semibold">
            번호
          </th>
          <th scope="col" className="font-semibold">
            제목
          </th>
          <th scope="col" className="font-semibold">
            등록일
          </th>
        </tr>
      </thead>
      <tbody>
        {notices.map((notice, index) => (
          <tr
            key={notice._id}
            data-testid="notice-row"
            className={cn('border-b border-line', notice.isPinned && 'bg-brand-50/40')}
          >
            <td className="h-14 text-center text-muted tabular-nums">
              {notice.isPinned ? <PinnedBadge /> : formatNumber(noticeNumber(totalCount, from.page, index))}
            </td>
            <td className="px-4">
              <Link
                to={noticeHref(notice._id, from)}
                className={cn(
                  'block truncate hover:text-brand-700 hover:underline hover:underline-offset-2',
                  notice.isPinned ? 'font-semibold text-ink' : 'text-ink',
                )}
              >
                {notice.subject}
              </Link>
            </td>
            <td className="text-center text-sm text-muted tabular-nums">{formatDate(notice.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Phones: one stacked row per notice, the subject above its date. */
function NoticeList({ notices, from }: { notices: Notification[]; from: NoticeListState }) {
  return (
    <ul className="divide-y divide-line border-b border-line sm:hidden">
      {notices.map((notice) => (
        <li key={notice._id} className={cn(notice.isPinned && 'bg-brand-50/40')}>
          <Link to={noticeHref(notice._id, from)} className="block px-1 py-4 active:bg-surface">
            <span className="flex items-start gap-2">
              {notice.isPinned && <PinnedBadge />}
              <span
                className={cn(
                  'line-clamp-2 min-w-0 text-[15px] leading-6 text-ink',
                  notice.isPinned && 'font-semibold',
                )}
              >
                {notice.subject}
              </span>
            </span>
            <span className="mt-1 block text-[13px] text-muted tabular-nums">
              {formatDate(notice.createdAt)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /center/notice?page=&searchValue=: 공지사항, pinned notices first, ten a page. */
export function NoticesPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state: NoticeListState = {
    page: readPage(params.get('page')),
    searchValue: readSearch(params.get('searchValue')),
  };
  const notices = useQuery(noticesQuery(state));
  const search = (searchValue: string) => navigate(noticeListHref({ page: 1, searchValue }));

  return (
    <section aria-labelledby="notices-title">
      <CenterTitle
        id="notices-title"
        title="공지사항"
        aside={
          notices.data && (
            <p className="text-sm text-muted" aria-live="polite">
              총{' '}
              <strong className="font-bold text-ink">{formatNumber(notices.data.summary.totalCount)}</strong>
              건
            </p>
          )
        }
      />
      <BoardSearch
        className="mt-5 sm:ml-auto sm:max-w-sm"
        term={state.searchValue}
        label="공지사항 제목 검색"
        placeholder="제목으로 검색"
        onSearch={search}
      />
      <div className="mt-4">
        {notices.isPending ? (
          <Loading />
        ) : notices.isError ? (
          <ErrorState error={notices.error} onRetry={() => notices.refetch()} />
        ) : notices.data.notifications.length === 0 ? (
          <Empty
            message={
              notices.data.summary.totalCount > 0 ? (
                '이 페이지에는 공지사항이 없습니다'
              ) : state.searchValue ? (
                <>
                  <strong className="font-semibold text-ink">‘{state.searchValue}’</strong>에 해당하는
                  공지사항이 없습니다
                </>
              ) : (
                '등록된 공지사항이 없습니다'
              )
            }
          >
            {notices.data.summary.totalCount > 0 ? (
              <ButtonLink to={noticeListHref({ ...state, page: 1 })} variant="outline" size="sm">
                첫 페이지로
              </ButtonLink>
            ) : (
              state.searchValue && (
                <Button variant="outline" size="sm" onClick={() => search('')}>
                  전체 공지 보기
                </Button>
              )
            )}
          </Empty>
        ) : (
          <div
            // the previous page's rows stay, dimmed and marked busy, until the asked page arrives
            aria-busy={notices.isPlaceholderData}
            data-testid="notice-list"
            className={cn(
              'border-t border-ink/80 transition-opacity',
              notices.isPlaceholderData && 'opacity-60',
            )}
          >
            <NoticeTable
              notices={notices.data.notifications}
              from={state}
              totalCount={notices.data.summary.totalCount}
            />
            <NoticeList notices={notices.data.notifications} from={state} />
            <Pagination
              className="mt-8"
              page={state.page}
              pageSize={NOTICES_PAGE_SIZE}
              totalCount={notices.data.summary.totalCount}
              hrefFor={(page) => noticeListHref({ ...state, page })}
            />
          </div>
        )}
      </div>
    </section>
  );
}
