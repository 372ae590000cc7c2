import type { PointRow } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { PeriodFilter } from '@/components/ui/period-filter.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDate, formatNumber } from '@/lib/format.ts';
import { type Period, periodFromParams } from '@/lib/period.ts';
import { useSession } from '@/lib/session.ts';
import { myPointsQuery, POINTS_PAGE_SIZE } from '../api/points.ts';

/** The period and page live in the address, so a reload or a shared link keeps them. */
function pointsHref(state: Period & { page?: number }): string {
  const params = new URLSearchParams();
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `/mypage/points?${query}` : '/mypage/points';
}

/** "+3,000원" in brand colour, "-500원" in red: the sign is written, not only coloured. */
export function SignedWon({ amount }: { amount: number }) {
  return (
    <span className={cn('font-bold tabular-nums', amount > 0 ? 'text-brand-700' : 'text-danger')}>
      {amount > 0 ? '+' : '-'}
      {formatNumber(Math.abs(amount))}원
    </span>
  );
}

function PointItem({ point }: { point: PointRow }) {
  return (
    <li className="flex items-center gap-3 border-b border-line py-4 sm:gap-6">
      <time
        dateTime={point.createdAt}
        className="shrink-0 text-[13px] whitespace-nowrap text-muted tabular-nums sm:w-28 sm:text-sm"
      >
        {formatDate(point.createdAt)}
      </time>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-muted">{point.typeLabel}</p>
        <p className="break-words text-sm text-ink sm:text-base">{point.reason}</p>
      </div>
      <SignedWon amount={point.amount} />
    </li>
  );
}

/** /mypage/points: the balance, a period filter and the history, newest first. */
export function PointsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const period = periodFromParams(params);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const _user = useSession((s) => s.payload?._user);
  const points = useQuery(myPointsQuery(_user, { ...period, page }));

  return (
    <section aria-labelledby="points-title">
      <div className="border-b-2 border-ink pb-3">
        <h1 id="points-title" className="text-xl font-bold text-ink sm:text-2xl">
          적립금
        </h1>
      </div>
      <div className="mt-5 flex items-center justify-between rounded-card bg-brand-50 px-5 py-5 sm:px-8">
        <p className="text-sm font-medium text-ink sm:text-base">사용 가능한 적립금</p>
        <p className="text-2xl font-bold text-brand-700 tabular-nums sm:text-3xl" data-testid="point-balance">
          {points.data ? `${formatNumber(points.data.summary.balance)}원` : '-'}
        </p>
      </div>
      <div className="mt-5">
        <PeriodFilter period={period} onChange={(next) => navigate(pointsHref(next))} />
      </div>
      <div className="mt-6">
        {points.isPending ? (
          <Loading />
        ) : points.isError ? (
          <ErrorState error={points.error} onRetry={() => points.refetch()} />
        ) : points.data.points.length === 0 ? (
          <Empty message="적립금 내역이 없습니다" />
        ) : (
          <>
            <p className="text-sm text-muted" aria-live="polite">
              총{' '}
              <strong className="font-bold text-ink">{formatNumber(points.data.summary.totalCount)}</strong>건
            </p>
            <ul
              aria-label="적립금 내역"
              className={cn('mt-2 border-t border-line', points.isPlaceholderData && 'opacity-70')}
              aria-busy={points.isFetching}
            >
              {points.data.points.map((point) => (
                <PointItem key={point._id} point={point} />
              ))}
            </ul>
            <Pagination
              className="mt-8"
              page={page}
              pageSize={POINTS_PAGE_SIZE}
              totalCount={points.data.summary.totalCount}
              hrefFor={(p) => pointsHref({ ...period, page: p })}
            />
          </>
        )}
      </div>
    </section>
  );
}
