import { type OrderListTab, orderListTabLabel, orderListTabs } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { PeriodFilter } from '@/components/ui/period-filter.tsx';
import { myOrdersQuery, ORDERS_PAGE_SIZE } from '@/lib/api/my-orders.ts';
import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';
import { OrdersHeading } from '../components/heading.tsx';
import { OrderCard } from '../components/order-card.tsx';
import { ordersListHref, ordersListState } from '../list-params.ts';

/** The tabs of spec §4 as links: each is an address of its own, so back and reload keep it. */
function StatusTabs({
  current,
  hrefFor,
}: {
  current?: OrderListTab;
  hrefFor: (tab?: OrderListTab) => string;
}) {
  const tabs: { tab?: OrderListTab; label: string }[] = [
    { label: '전체' },
    ...orderListTabs.map((tab) => ({ tab, label: orderListTabLabel[tab] })),
  ];
  return (
    <nav aria-label="주문 상태" className="-mx-[var(--spacing-gutter)] sm:mx-0">
      <ul className="scrollbar-none flex gap-1.5 overflow-x-auto px-[var(--spacing-gutter)] pb-1 sm:flex-wrap sm:px-0">
        {tabs.map(({ tab, label }) => {
          const on = tab === current;
          return (
            <li key={tab ?? 'ALL'} className="shrink-0">
              <Link
                to={hrefFor(tab)}
                aria-current={on ? 'page' : undefined}
                className={cn(
                  'flex h-9 items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
                  on
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-line bg-white text-ink hover:bg-surface',
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** /mypage/orders: the member's orders by tab and period, 10 a page, newest first. */
export function OrdersPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = ordersListState(params);
  const _user = useSession((s) => s.payload?._user);
  const orders = useQuery(myOrdersQuery(_user, state));
  const period = { from: state.from, to: state.to };

  return (
    <section aria-labelledby="orders-title">
      <OrdersHeading
        id="orders-title"
        title="주문내역"
        aside={
          orders.data && (
            <p className="text-sm text-muted" aria-live="polite">
              총{' '}
              <strong className="font-bold text-ink">{formatNumber(orders.data.summary.totalCount)}</strong>건
            </p>
          )
        }
      />
      <div className="mt-5 space-y-4">
        <StatusTabs current={state.tab} hrefFor={(tab) => ordersListHref({ ...period, tab })} />
        <PeriodFilter
          period={period}
          onChange={(next) => navigate(ordersListHref({ tab: state.tab, ...next }))}
        />
      </div>
      <div className="mt-6">
        {orders.isPending ? (
          <Loading />
        ) : orders.isError ? (
          <ErrorState error={orders.error} onRetry={() => orders.refetch()} />
        ) : orders.data.orders.length === 0 ? (
          <Empty message="주문내역이 없습니다">
            <ButtonLink to="/shop" variant="outline" size="sm">
              상품 둘러보기
            </ButtonLink>
          </Empty>
        ) : (
          <>
            <ul
              className={cn('space-y-4', orders.isPlaceholderData && 'opacity-70')}
              aria-busy={orders.isFetching}
            >
              {orders.data.orders.map((order) => (
                <li key={order._id}>
                  <OrderCard order={order} />
                </li>
              ))}
            </ul>
            <Pagination
              className="mt-8"
              page={state.page}
              pageSize={ORDERS_PAGE_SIZE}
              totalCount={orders.data.summary.totalCount}
              hrefFor={(page) => ordersListHref({ ...state, page })}
            />
          </>
        )}
      </div>
    </section>
  );
}
