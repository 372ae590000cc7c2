import type { PromoterPurchaseRow, PromoterPurchaseType } from '@shop/contracts';
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
import { PROMOTER_PAGE_SIZE, purchasesQuery } from '../api/promoter.ts';
import { listHref, listState, PageTitle, TotalCount } from '../components/parts.tsx';

const screens: Record<PromoterPurchaseType, { path: string; title: string; empty: string }> = {
  PROMOTEE: {
    path: '/promoter/promotee-purchases',
    title: '추천회원 구매내역',
    empty: '추천회원의 구매내역이 없습니다',
  },
  PROMOTER: { path: '/promoter/promoter-purchases', title: '본인 구매내역', empty: '구매내역이 없습니다' },
};

function PurchaseItem({ purchase }: { purchase: PromoterPurchaseRow }) {
  return (
    <li className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-b border-line py-4 sm:grid-cols-[7rem_1fr_auto] sm:gap-x-6">
      <p className="col-span-2 text-[13px] text-muted tabular-nums sm:col-span-1 sm:row-span-2 sm:text-sm">
        <time dateTime={purchase.orderedAt}>{formatDate(purchase.orderedAt)}</time>
        <span className="ml-2 sm:ml-0 sm:block">{purchase.buyerName}</span>
      </p>
      <div className="min-w-0">
        <p className="break-words text-sm font-medium text-ink sm:text-base">{purchase.productName}</p>
        <p className="text-xs text-muted">
          {purchase.optionName ? `${purchase.optionName} · ` : ''}
          {purchase.quantity}개 · 주문상품번호 <span className="tabular-nums">{purchase.purchaseNo}</span>
        </p>
      </div>
      <div className="row-span-2 text-right">
        <p className="text-sm font-bold text-ink tabular-nums">{formatNumber(purchase.paid)}원</p>
        <p className="mt-1 text-xs text-muted">{purchase.statusLabel}</p>
      </div>
      <p className="text-xs text-muted">
        기본 수당{' '}
        <strong className={cn('tabular-nums', purchase.bonus > 0 ? 'text-brand-700' : 'text-muted')}>
          {purchase.bonus > 0 ? `+${formatNumber(purchase.bonus)}원` : '구매확정 후 지급'}
        </strong>
      </p>
    </li>
  );
}

function PurchasesPage({ type }: { type: PromoterPurchaseType }) {
  const screen = screens[type];
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = listState(params);
  const _user = useSession((s) => s.payload?._user);
  const purchases = useQuery(purchasesQuery(_user, type, state));
  return (
    <section aria-labelledby="purchases-title">
      <PageTitle id="purchases-title">{screen.title}</PageTitle>
      <div className="mt-5">
        <PeriodFilter period={state} onChange={(next) => navigate(listHref(screen.path, next))} />
      </div>
      <div className="mt-6">
        {purchases.isPending ? (
          <Loading />
        ) : purchases.isError ? (
          <ErrorState error={purchases.error} onRetry={() => purchases.refetch()} />
        ) : purchases.data.purchases.length === 0 ? (
          <Empty message={screen.empty} />
        ) : (
          <>
            <TotalCount count={purchases.data.summary.totalCount} />
            <ul
              aria-label={screen.title}
              className={cn('mt-2 border-t border-line', purchases.isPlaceholderData && 'opacity-70')}
              aria-busy={purchases.isFetching}
            >
              {purchases.data.purchases.map((p) => (
                <PurchaseItem key={p._id} purchase={p} />
              ))}
            </ul>
            <Pagination
              className="mt-8"
              page={state.page}
              pageSize={PROMOTER_PAGE_SIZE}
              totalCount={purchases.data.summary.totalCount}
              hrefFor={(p) => listHref(screen.path, { ...state, page: p })}
            />
          </>
        )}
      </div>
    </section>
  );
}

/** /promoter/promotee-purchases */
export const PromoteePurchasesPage = () => <PurchasesPage type="PROMOTEE" />;
/** /promoter/promoter-purchases */
export const PromoterPurchasesPage = () => <PurchasesPage type="PROMOTER" />;
