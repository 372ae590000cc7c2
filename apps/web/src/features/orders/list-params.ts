import { type OrderListTab, orderListTabs } from '@shop/contracts';
import { type Period, periodFromParams } from '@/lib/period.ts';

/** /mypage/orders keeps its tab, period and page in the address, so a reload or a shared link keeps them. */
export type OrdersListState = Period & { tab?: OrderListTab; page: number };

export function ordersListState(params: URLSearchParams): OrdersListState {
  const tab = params.get('tab');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    ...(tab && (orderListTabs as readonly string[]).includes(tab) ? { tab: tab as OrderListTab } : {}),
    ...periodFromParams(params),
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

export function ordersListHref(state: Partial<OrdersListState>): string {
  const params = new URLSearchParams();
  if (state.tab) params.set('tab', state.tab);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `/mypage/orders?${query}` : '/mypage/orders';
}
