import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { session } from '@/lib/session.ts';
import { consumerPayload, fakeAccessToken, json } from '@/test/fixtures.ts';
import { makePurchase } from '@/test/order-fixtures.ts';
import { OrdersSection } from './sections.tsx';

function renderSection() {
  const router = createMemoryRouter([{ path: '/', Component: OrdersSection }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the side panel’s recent orders', () => {
  it('asks for the 3 newest purchases of a member and links each to its order', async () => {
    session.setTokens(fakeAccessToken(consumerPayload), 'refresh-token');
    const purchases = [
      makePurchase({ _id: 'a', _order: 'o1', status: 'SHIPPING_CONFIRM' }),
      makePurchase({ _id: 'b', _order: 'o2', productName: '세면대 수전', claimStatus: 'RETURN_REQUESTED' }),
      makePurchase({ _id: 'c', _order: 'o2', productName: '욕실 선반', purchaseStatus: 'PURCHASE_COMPLETE' }),
    ];
    const fetch = vi.fn(async () => json(200, { summary: { totalCount: 7 }, purchases }));
    vi.stubGlobal('fetch', fetch);
    renderSection();
    const links = await screen.findAllByRole('link', { name: /원/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/mypage/orders/o1',
      '/mypage/orders/o2',
      '/mypage/orders/o2',
    ]);
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('배송중'),
      expect.stringContaining('반품요청'),
      expect.stringContaining('구매확정'),
    ]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/me/purchases');
    expect(init.headers).toMatchObject({ skip: '0', limit: '3' });
  });

  it("shows each line's card image by its product and file name, and none for a deleted product", async () => {
    session.setTokens(fakeAccessToken(consumerPayload), 'refresh-token');
    const purchases = [
      makePurchase({ _id: 'a', _order: 'o1', productThumb: 'fbfdb7c6e24b432b-card.webp' }),
      makePurchase({ _id: 'b', _order: 'o2', _product: null, productThumb: 'aaaaaaaaaaaaaaaa-card.webp' }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { summary: { totalCount: 2 }, purchases })),
    );
    renderSection();
    const links = await screen.findAllByRole('link', { name: /원/ });
    expect(links[0]!.querySelector('img')?.getAttribute('src')).toBe(
      `/res/shop/products/${makePurchase()._product}/fbfdb7c6e24b432b-card.webp`,
    );
    expect(links[1]!.querySelector('img')).toBeNull();
  });

  it('says 주문내역이 없습니다 when the member has none', async () => {
    session.setTokens(fakeAccessToken(consumerPayload), 'refresh-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { summary: { totalCount: 0 }, purchases: [] })),
    );
    renderSection();
    expect(await screen.findByText('주문내역이 없습니다')).toBeTruthy();
  });

  it('asks nothing for a guest', async () => {
    session.clear();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderSection();
    expect(await screen.findByText('로그인하면 주문내역을 볼 수 있습니다')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
