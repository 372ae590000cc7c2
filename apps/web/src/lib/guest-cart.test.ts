// @vitest-environment jsdom
import { CART_LINES_MAX, type CartItem } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartKeys } from '@/lib/api/cart-keys.ts';
import { resetApiClientForTests } from '@/lib/api-client.ts';
import {
  addGuestLines,
  guestCart,
  guestLineKey,
  mergeInputOf,
  pushGuestCart,
  removeGuestLines,
} from '@/lib/guest-cart.ts';
import { queryClient } from '@/lib/query-client.ts';
import { session } from '@/lib/session.ts';
import { consumerPayload, fakeAccessToken, json } from '@/test/fixtures.ts';

const productA = '86d1dd03-100c-4651-8b90-27cff34314f9';
const productB = '5b1c3a8e-2f4d-4e6a-9b7c-0d1e2f3a4b5c';
const optionA1 = '00000000-0000-4000-8000-000000000001';
const optionA2 = '00000000-0000-4000-8000-000000000003';

beforeEach(() => {
  session.clear();
  resetApiClientForTests();
  queryClient.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('addGuestLines', () => {
  it('adds the quantity to the line of the same product and option, and puts new lines first', () => {
    let { items } = addGuestLines([], [{ _product: productA, _option: optionA1, quantity: 2 }]);
    ({ items } = addGuestLines(items, [
      { _product: productA, _option: optionA1, quantity: 3 },
      { _product: productA, _option: optionA2, quantity: 1 },
      { _product: productB, _option: null, quantity: 1 },
    ]));
    expect(items.map((i) => [guestLineKey(i), i.quantity])).toEqual([
      [`${productB}:`, 1],
      [`${productA}:${optionA2}`, 1],
      [`${productA}:${optionA1}`, 5],
    ]);
  });

  it('keeps a line within the stock it was offered with and says which lines were cut', () => {
    const first = addGuestLines([], [{ _product: productA, _option: null, quantity: 4, stock: 5 }]);
    const second = addGuestLines(first.items, [{ _product: productA, _option: null, quantity: 4, stock: 5 }]);
    expect(second.items[0]?.quantity).toBe(5);
    expect(second.capped).toEqual([`${productA}:`]);
  });

  it('skips a sold-out line and lines past the cart limit', () => {
    const soldOut = addGuestLines([], [{ _product: productA, quantity: 1, stock: 0 }]);
    expect(soldOut.items).toEqual([]);
    expect(soldOut.skipped).toHaveLength(1);

    const full = Array.from({ length: CART_LINES_MAX }, (_, i) => ({
      _product: `p-${i}`,
      _option: null,
      quantity: 1,
    }));
    const outcome = addGuestLines(full, [{ _product: productA, quantity: 1 }]);
    expect(outcome.items).toHaveLength(CART_LINES_MAX);
    expect(outcome.skipped).toEqual([`${productA}:`]);
  });

  it('removes lines by key', () => {
    const { items } = addGuestLines(
      [],
      [
        { _product: productA, _option: optionA1, quantity: 1 },
        { _product: productB, quantity: 1 },
      ],
    );
    expect(removeGuestLines(items, [`${productA}:${optionA1}`]).map((i) => i._product)).toEqual([productB]);
  });
});

describe('mergeInputOf', () => {
  it('sends product, option and quantity only, and leaves out ids the server would refuse', () => {
    const input = mergeInputOf([
      { _product: productA, _option: optionA1, quantity: 2, name: '세면대', unitPrice: 1000 },
      { _product: 'not-an-id', quantity: 1 },
      { _product: productB, quantity: 1 },
    ]);
    expect(input).toEqual({
      type: 'cart',
      items: [
        { _product: productA, _option: optionA1, quantity: 2 },
        { _product: productB, _option: null, quantity: 1 },
      ],
    });
  });
});

const serverLine = (quantity: number): CartItem => ({
  _id: '3f0a8d2e-1111-4c2d-9e1f-000000000001',
  type: 'cart',
  _product: productA,
  product: {
    _id: productA,
    name: '한빛도기 원형 탑볼세면대',
    thumb: null,
    category: { _id: '0a2b9844-beeb-4ba9-8d89-ccb95ebd34ed', code: 'basin', name: '세면대' },
    brand: null,
    price: 10_000,
    salePrice: 9_000,
    discountPrice: 1_000,
    discountRate: 10,
    soldout: false,
    stock: 10,
    meta: { reviews: { star__average: 0, count__total: 0 } },
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  _option: optionA1,
  option: { _id: optionA1, values: ['화이트'], extraPrice: 0, stock: 10 },
  optionValues: ['화이트'],
  optionLabel: '색상: 화이트',
  quantity,
  unitPrice: 9_000,
  amount: 9_000 * quantity,
  stock: 10,
  shippingMethod: 'PARCEL',
  shippingFee: null,
  available: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('pushGuestCart (at login)', () => {
  it('pushes the session cart to the merge endpoint, empties it and keeps the merged cart', async () => {
    guestCart.add([{ _product: productA, _option: optionA1, quantity: 2, name: '세면대' }]);
    session.setTokens(fakeAccessToken(consumerPayload), 'refresh-1');
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
        return json(200, { carts: [serverLine(2)] });
      }),
    );

    await pushGuestCart();

    expect(calls[0]).toEqual({
      url: '/api/v1/me/carts/merge',
      body: { type: 'cart', items: [{ _product: productA, _option: optionA1, quantity: 2 }] },
    });
    expect(session.get().carts).toEqual([]);
    expect(sessionStorage.getItem('carts')).toBeNull();
    expect(queryClient.getQueryData(cartKeys.list(consumerPayload._user, 'cart'))).toEqual([serverLine(2)]);
  });

  it('keeps the lines in the session when the server cannot be reached, for the next try', async () => {
    guestCart.add([{ _product: productA, quantity: 1 }]);
    session.setTokens(fakeAccessToken(consumerPayload), 'refresh-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    await expect(pushGuestCart()).rejects.toThrow();
    expect(session.get().carts).toHaveLength(1);
  });

  it('does nothing for a guest or an empty cart', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    guestCart.add([{ _product: productA, quantity: 1 }]);
    await pushGuestCart(); // not logged in
    session.clear();
    session.setTokens(fakeAccessToken(consumerPayload), 'refresh-1');
    await pushGuestCart(); // nothing to push
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is cleared with the rest of the session at logout', () => {
    guestCart.add([{ _product: productA, quantity: 1 }]);
    session.clear();
    expect(guestCart.items()).toEqual([]);
  });
});
