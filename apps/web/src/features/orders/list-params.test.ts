import { describe, expect, it } from 'vitest';
import { ordersListHref, ordersListState } from './list-params.ts';

describe('the order list address', () => {
  it('reads the tab, the period and the page, ignoring what is not one', () => {
    expect(ordersListState(new URLSearchParams('tab=SHIPPING&from=2026-01-01&to=2026-01-31&page=3'))).toEqual(
      {
        tab: 'SHIPPING',
        from: '2026-01-01',
        to: '2026-01-31',
        page: 3,
      },
    );
    expect(ordersListState(new URLSearchParams('tab=NOPE&page=-2'))).toEqual({ page: 1 });
  });

  it('writes only what is set, and page 1 not at all', () => {
    expect(ordersListHref({})).toBe('/mypage/orders');
    expect(ordersListHref({ tab: 'CLAIM', page: 1 })).toBe('/mypage/orders?tab=CLAIM');
    expect(ordersListHref({ from: '2026-01-01', to: '2026-01-31', page: 2 })).toBe(
      '/mypage/orders?from=2026-01-01&to=2026-01-31&page=2',
    );
  });

  it('reads back what it writes', () => {
    const state = { tab: 'DELIVERED' as const, from: '2025-12-01', to: '2026-02-28', page: 4 };
    const href = ordersListHref(state);
    expect(ordersListState(new URLSearchParams(href.split('?')[1]))).toEqual(state);
  });
});
