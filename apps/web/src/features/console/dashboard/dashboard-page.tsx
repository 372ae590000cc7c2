import type { DashboardFigures } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ConsolePageTitle, Panel } from '@/components/console/panel.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { formatNumber } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';
import { dashboardQuery } from './api.ts';
import { MemberCounts, RecentMembers } from './members.tsx';
import { type Tile, todayTiles, waitingTiles } from './tiles.ts';

// Recharts only in this lazily loaded file: the dashboard's first paint does not wait for it.
const TrendCharts = lazy(() => import('./trend-chart.tsx'));

/** Basis points as a percentage: 3,333 → "33.33%". */
const percentOf = (bp: number) => `${(bp / 100).toFixed(2)}%`;

function TileLink({ tile, urgent }: { tile: Tile; urgent?: boolean }) {
  const attention = urgent && tile.value > 0;
  return (
    <Link
      to={tile.to}
      data-testid={`tile-${tile.key}`}
      className={`block rounded-xl border bg-white p-4 transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-500 sm:p-5 ${
        attention ? 'border-brand-300' : 'border-line'
      }`}
    >
      <p className="text-[13px] font-semibold text-muted">{tile.label}</p>
      <p
        className={`mt-2 text-xl font-extrabold tracking-tight sm:text-2xl ${attention ? 'text-brand-700' : 'text-ink'}`}
      >
        {formatNumber(tile.value)}
        <span className="ml-0.5 text-sm font-semibold text-muted">{tile.unit}</span>
      </p>
    </Link>
  );
}

function Settlement({ figures }: { figures: DashboardFigures }) {
  const { settlement, yearShare } = figures;
  return (
    <section aria-label="정산" className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4">
      <Link
        to={settlement ? `/console/user-settlements/${settlement._id}` : '/console/user-settlements'}
        data-testid="tile-settlement"
        className="block rounded-xl border border-line bg-white p-4 hover:border-brand-300 sm:p-5"
      >
        <p className="text-[13px] font-semibold text-muted">확정할 월 정산</p>
        <p className="mt-2 text-lg font-bold text-ink">
          {settlement ? `${settlement.month} 정산 확정 대기` : '확정할 정산이 없습니다'}
        </p>
      </Link>
      <Link
        to="/console/user-settlements"
        data-testid="tile-yearShare"
        className="block rounded-xl border border-line bg-white p-4 hover:border-brand-300 sm:p-5"
      >
        <p className="text-[13px] font-semibold text-muted">올해 수당 비율</p>
        {yearShare ? (
          <>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-lg font-bold text-ink">
              <span className={yearShare.warning ? 'text-danger' : undefined}>
                {percentOf(yearShare.yearShareBp)}
              </span>
              {yearShare.warning && <Badge tone="danger">경고</Badge>}
              <span className="text-sm font-normal text-muted">{yearShare.month}까지</span>
            </p>
            {yearShare.warning && (
              <p role="alert" className="mt-1 text-sm text-danger">
                경고 기준 {percentOf(yearShare.warningBp)}에 이르렀습니다. 수당 지급을 점검해주세요.
              </p>
            )}
          </>
        ) : (
          <p className="mt-2 text-lg font-bold text-ink">올해 정산이 없습니다</p>
        )}
      </Link>
    </section>
  );
}

/**
 * /console/dashboard: today's orders, payments and new members, what waits for an operator (each tile
 * opens its list, filtered), the settlement to confirm and this year's bonus share, the 30-day sales
 * trend against the 30 days before, and the members. Refreshed every minute.
 */
export function ConsoleDashboardPage() {
  const name = useSession((s) => s.user?.name);
  const figures = useQuery(dashboardQuery());
  const data = figures.data;
  return (
    <>
      <ConsolePageTitle
        title="대시보드"
        description={`${name ? `${name}님, ` : ''}${data ? `${data.today.day} ` : ''}오늘의 현황입니다. 1분마다 새로 고칩니다.`}
      />
      {figures.isPending && <Loading />}
      {figures.isError && <ErrorState error={figures.error} onRetry={() => figures.refetch()} />}
      {data && (
        <div className="space-y-6">
          <section aria-labelledby="dashboard-today">
            <h2 id="dashboard-today" className="mb-3 text-base font-bold text-ink">
              오늘의 현황
            </h2>
            <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
              {todayTiles(data).map((tile) => (
                <TileLink key={tile.key} tile={tile} />
              ))}
            </div>
          </section>
          <section aria-labelledby="dashboard-waiting">
            <h2 id="dashboard-waiting" className="mb-3 text-base font-bold text-ink">
              처리 대기
            </h2>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
              {waitingTiles(data).map((tile) => (
                <TileLink key={tile.key} tile={tile} urgent />
              ))}
            </div>
          </section>
          <Settlement figures={data} />
          <Panel title="매출 추이 (최근 30일 / 이전 30일)" titleId="dashboard-trend">
            <Suspense fallback={<div className="h-56 sm:h-64" />}>
              <TrendCharts days={data.days} previousDays={data.previousDays} />
            </Suspense>
          </Panel>
        </div>
      )}
      <div className="mt-6">
        <MemberCounts />
      </div>
      <div className="mt-6">
        <RecentMembers />
      </div>
    </>
  );
}
