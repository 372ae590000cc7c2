import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { PeriodFilter } from '@/components/ui/period-filter.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDate, formatNumber } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';
import { PROMOTER_PAGE_SIZE, scoresQuery } from '../api/promoter.ts';
import { GradeProgress } from '../components/next-grade.tsx';
import { listHref, listState, PageTitle, TotalCount } from '../components/parts.tsx';

/** /promoter/scores: all scores, the grade and the next one, and the history in a period. */
export function ScoresPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = listState(params);
  const _user = useSession((s) => s.payload?._user);
  const scores = useQuery(scoresQuery(_user, state));
  return (
    <section aria-labelledby="scores-title">
      <PageTitle id="scores-title">실적 점수</PageTitle>
      {scores.data ? (
        <div className="mt-5 grid gap-4 rounded-card bg-brand-50 px-5 py-5 sm:grid-cols-[auto_1fr] sm:gap-10 sm:px-8">
          <div>
            <p className="text-sm font-medium text-ink">누적 점수</p>
            <p
              className="text-2xl font-bold text-brand-700 tabular-nums sm:text-3xl"
              data-testid="score-total"
            >
              {formatNumber(scores.data.summary.total)}점
            </p>
          </div>
          <GradeProgress grade={scores.data.grade} nextGrade={scores.data.nextGrade} />
        </div>
      ) : null}
      <div className="mt-5">
        <PeriodFilter period={state} onChange={(next) => navigate(listHref('/promoter/scores', next))} />
      </div>
      <div className="mt-6">
        {scores.isPending ? (
          <Loading />
        ) : scores.isError ? (
          <ErrorState error={scores.error} onRetry={() => scores.refetch()} />
        ) : scores.data.scores.length === 0 ? (
          <Empty message="점수 내역이 없습니다" />
        ) : (
          <>
            <TotalCount count={scores.data.summary.totalCount} />
            <ul
              aria-label="점수 내역"
              className={cn('mt-2 border-t border-line', scores.isPlaceholderData && 'opacity-70')}
            >
              {scores.data.scores.map((s) => (
                <li key={s._id} className="flex items-center gap-3 border-b border-line py-4 sm:gap-6">
                  <time
                    dateTime={s.createdAt}
                    className="shrink-0 text-[13px] text-muted tabular-nums sm:w-28 sm:text-sm"
                  >
                    {formatDate(s.createdAt)}
                  </time>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm text-ink sm:text-base">{s.reason}</p>
                    {s.purchaseNo ? (
                      <p className="text-xs text-muted tabular-nums">주문상품번호 {s.purchaseNo}</p>
                    ) : null}
                  </div>
                  <span
                    className={cn('font-bold tabular-nums', s.amount >= 0 ? 'text-brand-700' : 'text-danger')}
                  >
                    {s.amount > 0 ? '+' : ''}
                    {formatNumber(s.amount)}점
                  </span>
                </li>
              ))}
            </ul>
            <Pagination
              className="mt-8"
              page={state.page}
              pageSize={PROMOTER_PAGE_SIZE}
              totalCount={scores.data.summary.totalCount}
              hrefFor={(p) => listHref('/promoter/scores', { ...state, page: p })}
            />
          </>
        )}
      </div>
    </section>
  );
}
