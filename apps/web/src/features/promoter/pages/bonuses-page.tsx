import { type BonusListTab, bonusListTabs, type PromoterBonusRow } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { PeriodFilter } from '@/components/ui/period-filter.tsx';
import { BONUSES_PAGE_SIZE, promoterBonusesQuery } from '@/lib/api/promoter-bonuses.ts';
import { cn } from '@/lib/cn.ts';
import { formatDate, formatNumber } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';
import { bonusTabOf } from '../bonus-tab.ts';
import { listHref, listState, PageTitle, SignedWon, TotalCount } from '../components/parts.tsx';
import { SettlementStatements } from '../components/settlement-statements.tsx';

export const bonusTabLabel: Record<BonusListTab, string> = {
  WHOLE: '전체',
  GOODS: '기본',
  GRADE: '직급',
  SALES: '장려',
  DEBIT: '출금내역',
};

const tabPath = (tab: BonusListTab) =>
  tab === 'WHOLE' ? '/promoter/bonuses' : `/promoter/bonuses__${tab.toLowerCase()}`;

function BonusItem({ bonus }: { bonus: PromoterBonusRow }) {
  return (
    <li className="flex items-center gap-3 border-b border-line py-4 sm:gap-6">
      <time
        dateTime={bonus.createdAt}
        className="shrink-0 text-[13px] whitespace-nowrap text-muted tabular-nums sm:w-28 sm:text-sm"
      >
        {formatDate(bonus.createdAt)}
      </time>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-muted">
          {bonus.typeLabel} · {bonus.sourceLabel}
        </p>
        <p className="break-words text-sm text-ink sm:text-base">{bonus.reason}</p>
        {bonus.purchaseNo ? (
          <p className="mt-0.5 text-xs text-muted tabular-nums">주문상품번호 {bonus.purchaseNo}</p>
        ) : null}
      </div>
      <SignedWon amount={bonus.amount} />
    </li>
  );
}

/** /promoter/bonuses and /promoter/bonuses__:tab: the balance, tabs, a period and the history. */
export function BonusesPage() {
  const { segment } = useParams();
  const tab = bonusTabOf(segment) ?? 'WHOLE';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = listState(params);
  const _user = useSession((s) => s.payload?._user);
  const bonuses = useQuery(promoterBonusesQuery(_user, { tab, ...state }));
  const path = tabPath(tab);

  return (
    <section aria-labelledby="bonuses-title">
      <PageTitle id="bonuses-title">수당 내역</PageTitle>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 rounded-card bg-brand-50 px-5 py-5 sm:px-8">
        <p className="text-sm font-medium text-ink sm:text-base">출금 가능한 수당</p>
        <p className="text-2xl font-bold text-brand-700 tabular-nums sm:text-3xl" data-testid="bonus-balance">
          {bonuses.data ? `${formatNumber(bonuses.data.summary.balance)}원` : '-'}
        </p>
        <Link
          to="/promoter/bonuses-withdraw"
          className="grid h-10 place-items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          수당 출금
        </Link>
      </div>
      <nav aria-label="수당 구분" className="mt-5 flex overflow-x-auto border-b border-line">
        {bonusListTabs.map((t) => (
          <Link
            key={t}
            to={tabPath(t)}
            aria-current={t === tab ? 'page' : undefined}
            className={cn(
              '-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap',
              t === tab ? 'border-brand-600 text-brand-700' : 'border-transparent text-muted hover:text-ink',
            )}
          >
            {bonusTabLabel[t]}
          </Link>
        ))}
      </nav>
      <div className="mt-5">
        <PeriodFilter period={state} onChange={(next) => navigate(listHref(path, next))} />
      </div>
      <div className="mt-6">
        {bonuses.isPending ? (
          <Loading />
        ) : bonuses.isError ? (
          <ErrorState error={bonuses.error} onRetry={() => bonuses.refetch()} />
        ) : bonuses.data.bonuses.length === 0 ? (
          <Empty message="수당 내역이 없습니다" />
        ) : (
          <>
            <TotalCount count={bonuses.data.summary.totalCount} />
            <ul
              aria-label={`${bonusTabLabel[tab]} 수당 내역`}
              className={cn('mt-2 border-t border-line', bonuses.isPlaceholderData && 'opacity-70')}
              aria-busy={bonuses.isFetching}
            >
              {bonuses.data.bonuses.map((bonus) => (
                <BonusItem key={bonus._id} bonus={bonus} />
              ))}
            </ul>
            <Pagination
              className="mt-8"
              page={state.page}
              pageSize={BONUSES_PAGE_SIZE}
              totalCount={bonuses.data.summary.totalCount}
              hrefFor={(p) => listHref(path, { ...state, page: p })}
            />
          </>
        )}
      </div>
      <SettlementStatements />
    </section>
  );
}
