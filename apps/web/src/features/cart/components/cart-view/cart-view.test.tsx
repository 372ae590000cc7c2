import type { CartItem } from '@shop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { session } from '@/lib/session.ts';
import { makeCard } from '@/test/catalog-fixtures.ts';
import { consumerPayload, fakeAccessToken, json } from '@/test/fixtures.ts';
import { CartView } from './cart-view.tsx';

function line(n: number, overrides: Partial<CartItem> = {}): CartItem {
  const unitPrice = overrides.unitPrice ?? 20_000;
  const quantity = overrides.quantity ?? 1;
  return {
    _id: `0d8f3c1e-8a3b-4c2d-9e1f-00000000000${n}`,
    type: 'cart',
    _product: `86d1dd03-100c-4651-8b90-27cff34314f${n}`,
    product: makeCard({ _id: `86d1dd03-100c-4651-8b90-27cff34314f${n}`, name: `상품 ${n}` }),
    _option: null,
    option: null,
    optionValues: [],
    optionLabel: '',
    quantity,
    unitPrice,
    amount: unitPrice * quantity,
    stock: 3,
    shippingMethod: 'PARCEL',
    shippingFee: null,
    available: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

type Answer = (url: string, init: RequestInit | undefined) => Response | undefined;

function stubApi(lines: CartItem[], extra: Answer = () => undefined) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = extra(String(url), init);
      if (answer) return answer;
      if (String(url).startsWith('/api/v1/shop/shippings')) {
        return json(200, { shipping: { baseFee: 3_000, freeFrom: 50_000 } });
      }
      if (String(url).startsWith('/api/v1/me/carts') && method === 'GET') return json(200, { carts: lines });
      return json(404, { message: '없음', code: 'NOT_FOUND' });
    }),
  );
  return calls;
}

function renderCart() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/mypage/cart']}>
        <Routes>
          <Route path="/mypage/cart" element={<CartView type="cart" />} />
          <Route path="/shop/order" element={<p>주문서</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  session.clear();
  resetApiClientForTests();
  session.setTokens(fakeAccessToken(consumerPayload), 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('CartView', () => {
  it('says 담은 상품이 없습니다 for an empty cart', async () => {
    stubApi([]);
    renderCart();
    expect(await screen.findByText('담은 상품이 없습니다')).toBeTruthy();
  });

  it('chooses every orderable line, marks a sold-out one, and totals with the shipping fee', async () => {
    stubApi([
      line(1, { unitPrice: 20_000, quantity: 2 }),
      line(2, { available: false, reason: '품절', stock: 0 }),
    ]);
    const user = renderCart();
    const lines = await screen.findAllByTestId('cart-line');
    // spec §7: the product's thumb is a file name under its id
    expect(lines[0]!.querySelector('img')?.getAttribute('src')).toBe(
      '/res/shop/products/86d1dd03-100c-4651-8b90-27cff34314f1/fbfdb7c6e24b432b-card.webp',
    );
    expect(within(lines[1]!).getByText('품절')).toBeTruthy();
    expect((within(lines[1]!).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('cart-total').textContent).toBe('43,000원');
    expect(screen.getByTestId('cart-shipping').textContent).toBe('+3,000원');

    await user.click(screen.getByRole('checkbox', { name: /전체선택/ }));
    expect(screen.getByTestId('cart-total').textContent).toBe('0원');
    await user.click(screen.getByRole('checkbox', { name: /전체선택/ }));
    expect(screen.getByTestId('cart-total').textContent).toBe('43,000원');
  });

  it('shows the server’s stock refusal beside the line', async () => {
    const calls = stubApi([line(1, { quantity: 3 })], (url, init) =>
      init?.method === 'PUT' && url.startsWith('/api/v1/me/carts/')
        ? json(409, { message: '재고가 부족합니다 (남은 수량 2개)', code: 'STOCK_SHORTAGE' })
        : undefined,
    );
    const user = renderCart();
    const [cartLine] = await screen.findAllByTestId('cart-line');
    await user.click(within(cartLine!).getByRole('button', { name: '수량 줄이기' }));
    expect((await within(cartLine!).findByRole('alert')).textContent).toBe(
      '재고가 부족합니다 (남은 수량 2개)',
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ quantity: 2 });
  });

  it('orders the chosen lines: their ids go to the order form', async () => {
    stubApi([line(1), line(2)]);
    const user = renderCart();
    const lines = await screen.findAllByTestId('cart-line');
    await user.click(within(lines[1]!).getByRole('checkbox'));
    await user.click(screen.getAllByRole('button', { name: /주문하기/ })[0]!);
    expect(await screen.findByText('주문서')).toBeTruthy();
    expect(session.get().pickup).toEqual([line(1)._id]);
  });
});
