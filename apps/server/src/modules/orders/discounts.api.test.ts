import type { Coupon, CouponInput, Order } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponIssues, pointLedger } from '../../db/schema/index.ts';
import { expireOrders } from '../../jobs/expire-orders.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { type Headers, paidCardOrder, RefundGateway, refundsOf, setPurchases } from '../../testing/claims.ts';
import { desk } from '../../testing/desk.ts';
import { asOperator, logIn, makeMember } from '../../testing/members.ts';
import { orderForm, serviceContext } from '../../testing/orders.ts';

/**
 * Coupons and points at checkout (issue #19; DOMAIN.md "Checkout discounts"): what the order
 * takes, what it refuses, what two racing orders do, and what cancels give back.
 */

let app: TestApp;
let gateway: RefundGateway;
let d: ReturnType<typeof desk>;
let category: string;

beforeAll(async () => {
  gateway = new RefundGateway();
  app = await buildTestApp({}, { payments: gateway });
  d = desk(app, (await asOperator(app)).headers);
  category = (await makeCategory(app, { name: '수전' }))._id;
});
afterAll(() => app.close());

/** 9,000 won a unit: four make 36,000 won and pay the 3,000 won parcel fee. */
const product = () =>
  makeProduct(app, { name: '세면대 수전', _category: category, price: 10_000, salePrice: 9_000, stock: 50 });

async function member(points = 0) {
  const m = await makeMember(app);
  if (points) {
    const res = await d.call('POST', '/users/points', {
      _user: m.user._id,
      amount: points,
      reason: '테스트 지급',
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  return {
    headers: m.headers as Headers,
    _user: m.user._id,
    username: m.body.username,
    password: m.body.password,
  };
}

const couponTerms = (overrides: Partial<CouponInput> = {}): CouponInput => ({
  name: '욕실 10% 할인',
  kind: 'RATE',
  value: 10,
  maxDiscount: 5_000,
  minOrderAmount: 30_000,
  validity: 'DAYS',
  validDays: 30,
  ...overrides,
});

async function couponFor(_user: string, overrides: Partial<CouponInput> = {}): Promise<Coupon> {
  const made = await d.call('POST', '/shop/coupons', couponTerms(overrides));
  expect(made.statusCode, made.body).toBe(201);
  const coupon = made.json().coupon as Coupon;
  const issued = await d.call('POST', `/shop/coupons/${coupon._id}/issue`, {
    _users: [_user],
    reason: '시험 발급',
  });
  expect(issued.json()).toEqual({ issued: 1, skipped: 0 });
  return coupon;
}

const placeTransfer = (headers: Headers, items: object[], discounts: object) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/shop/orders',
    headers,
    payload: orderForm({ items }, discounts),
  });

async function balanceOf(headers: Headers): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/me/points', headers });
  return res.json().summary.balance;
}

async function couponState(headers: Headers, _coupon: string) {
  for (const state of ['USABLE', 'USED', 'EXPIRED']) {
    const res = await app.inject({ method: 'GET', url: `/api/v1/me/coupons?state=${state}`, headers });
    if (res.json().coupons.some((c: { coupon: { _id: string } }) => c.coupon._id === _coupon)) return state;
  }
  return null;
}

function expectShares(order: Order) {
  const sum = (k: 'couponShare' | 'pointsShare') => order.purchases.reduce((s, p) => s + p[k], 0);
  expect(sum('couponShare')).toBe(order.amounts.couponDiscount);
  expect(sum('pointsShare')).toBe(order.amounts.pointsUsed);
  const a = order.amounts;
  expect(a.paidAmount).toBe(a.productAmount + a.shippingFee + a.remoteFee - a.couponDiscount - a.pointsUsed);
}

describe('an order with a coupon and points', () => {
  it('takes the coupon on the products, then the points, and pays the rest with shipping', async () => {
    const buyer = await member(5_000);
    const [a, b] = [await product(), await product()];
    const coupon = await couponFor(buyer._user);
    const res = await placeTransfer(
      buyer.headers,
      [
        { _product: a._id, quantity: 3 },
        { _product: b._id, quantity: 1 },
      ],
      { _coupon: coupon._id, points: 4_000 },
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().order as Order;
    // 36,000 → 10 % is 3,600 (under the 5,000 cap); points 4,000; shipping 3,000 stays
    expect(order.amounts).toMatchObject({
      productAmount: 36_000,
      couponDiscount: 3_600,
      pointsUsed: 4_000,
      shippingFee: 3_000,
      paidAmount: 31_400,
    });
    expect(order.coupon).toEqual({ _id: expect.any(String), name: '욕실 10% 할인' });
    expectShares(order);
    // pro rata: 27,000 and 9,000 of product
    expect(order.purchases.map((p) => [p.couponShare, p.pointsShare])).toEqual([
      [2_700, 3_000],
      [900, 1_000],
    ]);
    expect(await balanceOf(buyer.headers)).toBe(1_000);
    expect(await couponState(buyer.headers, coupon._id)).toBe('USED');
    const [use] = await app.database.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.type, 'USE'), eq(pointLedger.reference, order._id)));
    expect(use).toMatchObject({ amount: -4_000, source: 'ORDER', _user: buyer._user });
  });

  it('cuts points above what the coupon left of the products, never touching shipping', async () => {
    const buyer = await member(50_000);
    const p = await product();
    const res = await placeTransfer(buyer.headers, [{ _product: p._id, quantity: 1 }], { points: 50_000 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.amounts).toMatchObject({
      pointsUsed: 9_000,
      shippingFee: 3_000,
      paidAmount: 3_000,
    });
    expect(await balanceOf(buyer.headers)).toBe(41_000);
  });

  it('refuses points below the minimum balance (422), above the balance (409) and bad input (400)', async () => {
    const poor = await member(900);
    const p = await product();
    const items = [{ _product: p._id, quantity: 4 }];
    const below = await placeTransfer(poor.headers, items, { points: 500 });
    expect(below.statusCode).toBe(422);
    expect(below.json().message).toBe('적립금은 1,000원 이상 보유 시 사용할 수 있습니다');
    const rich = await member(3_000);
    const over = await placeTransfer(rich.headers, items, { points: 3_001 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('보유 적립금이 부족합니다');
    for (const points of [-1, 1.5, '많이']) {
      const bad = await placeTransfer(rich.headers, items, { points });
      expect(bad.statusCode, String(points)).toBe(400);
      expect(bad.json().message).toBe('사용할 적립금을 0원 이상의 숫자로 입력해주세요');
    }
    // nothing was taken by a refused order
    expect(await balanceOf(rich.headers)).toBe(3_000);
  });

  it('refuses a coupon the member does not hold, one switched off, and one below its minimum (422)', async () => {
    const buyer = await member();
    const other = await member();
    const p = await product();
    const theirs = await couponFor(other._user);
    const notHeld = await placeTransfer(buyer.headers, [{ _product: p._id, quantity: 4 }], {
      _coupon: theirs._id,
    });
    expect(notHeld.statusCode).toBe(422);
    expect(notHeld.json().message).toBe('사용할 수 없는 쿠폰입니다');

    const mine = await couponFor(buyer._user);
    const small = await placeTransfer(buyer.headers, [{ _product: p._id, quantity: 1 }], {
      _coupon: mine._id,
    });
    expect(small.statusCode).toBe(422);
    expect(small.json().message).toBe('쿠폰 최소 주문금액은 30,000원입니다');

    const off = await d.call('PUT', `/shop/coupons/${mine._id}`, { ...couponTerms(), active: false });
    expect(off.statusCode, off.body).toBe(200);
    const switchedOff = await placeTransfer(buyer.headers, [{ _product: p._id, quantity: 4 }], {
      _coupon: mine._id,
    });
    expect(switchedOff.statusCode).toBe(422);
    expect(switchedOff.json().message).toBe('사용할 수 없는 쿠폰입니다');
  });

  it('refuses a coupon out of its scope', async () => {
    const buyer = await member();
    const elsewhere = (await makeCategory(app, { name: '타일' }))._id;
    const p = await product();
    const coupon = await couponFor(buyer._user, {
      scope: 'CATEGORY',
      _categories: [elsewhere],
      minOrderAmount: 0,
    });
    const res = await placeTransfer(buyer.headers, [{ _product: p._id, quantity: 1 }], {
      _coupon: coupon._id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('사용할 수 없는 쿠폰입니다');
  });

  it('asks for a login first (401)', async () => {
    const p = await product();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/shop/orders',
      payload: orderForm({ items: [{ _product: p._id, quantity: 1 }] }, { points: 1_000 }),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('two orders at once', () => {
  it('let one coupon pay for one order: the other is 409 and keeps its stock', async () => {
    const buyer = await member();
    const p = await product();
    const coupon = await couponFor(buyer._user);
    const items = [{ _product: p._id, quantity: 4 }];
    const results = await Promise.all([
      placeTransfer(buyer.headers, items, { _coupon: coupon._id }),
      placeTransfer(buyer.headers, items, { _coupon: coupon._id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe('이미 사용한 쿠폰입니다');
    const used = await app.database.db
      .select()
      .from(couponIssues)
      .where(and(eq(couponIssues._coupon, coupon._id), eq(couponIssues._user, buyer._user)));
    expect(used).toHaveLength(1);
    expect(used[0]!._order).toBe(results.find((r) => r.statusCode === 201)!.json().order._id);
  });

  it('never spend one balance twice: it never goes below zero', async () => {
    const buyer = await member(5_000);
    const p = await product();
    const items = [{ _product: p._id, quantity: 1 }];
    const results = await Promise.all(
      [1, 2, 3].map(() => placeTransfer(buyer.headers, items, { points: 4_000 })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await balanceOf(buyer.headers)).toBe(1_000);
  });
});

describe('what cancels give back', () => {
  it('an unpaid order cancelled by the member gives back every point and the coupon', async () => {
    const buyer = await member(5_000);
    const p = await product();
    const coupon = await couponFor(buyer._user);
    const placed = await placeTransfer(buyer.headers, [{ _product: p._id, quantity: 4 }], {
      _coupon: coupon._id,
      points: 5_000,
    });
    const order = placed.json().order as Order;
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/orders/${order._id}`,
      headers: buyer.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balanceOf(buyer.headers)).toBe(5_000);
    expect(await couponState(buyer.headers, coupon._id)).toBe('USABLE');
    // and the coupon can pay for the next order
    const again = await placeTransfer(buyer.headers, [{ _product: p._id, quantity: 4 }], {
      _coupon: coupon._id,
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('a paid order cancelled purchase by purchase refunds money shares, restores points, and the coupon last', async () => {
    const buyer = await member(6_000);
    const [a, b] = [await product(), await product()];
    const coupon = await couponFor(buyer._user);
    const order = await paidCardOrder(
      app,
      buyer.headers,
      [
        { _product: a._id, quantity: 3 },
        { _product: b._id, quantity: 1 },
      ],
      { _coupon: coupon._id, points: 6_000 },
    );
    expectShares(order);
    // 36,000 − 3,600 − 6,000 + 3,000 shipping
    expect(order.amounts.paidAmount).toBe(29_400);
    const [first, second] = order.purchases;
    const cancel = (_purchase: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/me/purchases/${_purchase}`,
        headers: buyer.headers,
        payload: { claimStatus: 'CANCEL_REQUESTED', claimReason: 'CHANGE_OF_MIND' },
      });
    expect((await cancel(second!._id)).statusCode).toBe(200);
    const money = (p: typeof first) => p!.amount - p!.couponShare - p!.pointsShare;
    let refunds = await refundsOf(app, order._id);
    expect(refunds.map((r) => r.amount)).toEqual([money(second)]);
    expect(await balanceOf(buyer.headers)).toBe(second!.pointsShare);
    expect(await couponState(buyer.headers, coupon._id)).toBe('USED');

    expect((await cancel(first!._id)).statusCode).toBe(200);
    refunds = await refundsOf(app, order._id);
    // the last cancel brings the shipping back: every won paid, and not one more
    expect(refunds.reduce((s, r) => s + r.amount, 0)).toBe(order.amounts.paidAmount);
    expect(await balanceOf(buyer.headers)).toBe(6_000);
    expect(await couponState(buyer.headers, coupon._id)).toBe('USABLE');
  });

  it('a return for change of mind takes the fee the money cannot cover from the restored points', async () => {
    const buyer = await member(9_000);
    const p = await product();
    const order = await paidCardOrder(app, buyer.headers, [{ _product: p._id, quantity: 1 }], {
      points: 9_000,
    });
    // 9,000 of product all in points; 3,000 shipping paid in money
    expect(order.amounts.paidAmount).toBe(3_000);
    const [purchase] = order.purchases;
    await setPurchases(app, [purchase!._id], 'delivered');
    const asked = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/purchases/${purchase!._id}`,
      headers: buyer.headers,
      payload: { claimStatus: 'RETURN_REQUESTED', claimReason: 'CHANGE_OF_MIND' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    // the goods came back (the courier's collection, as the order desk records it)
    await setPurchases(app, [purchase!._id], { collectionStatus: 'COLLECTION_COMPLETE' });
    const done = await d.call('PUT', `/shop/purchases/${purchase!._id}/claim`, {
      claimStatus: 'RETURN_COMPLETED',
    });
    expect(done.statusCode, done.body).toBe(200);
    // the purchase's money share is 0: the 3,000 won way back comes out of its 9,000 points
    expect(await balanceOf(buyer.headers)).toBe(6_000);
    expect(await refundsOf(app, order._id)).toEqual([]);
  });
});

describe('an order the coupon and points pay whole', () => {
  it('is paid at once with no payment window', async () => {
    const buyer = await member(40_000);
    const free = await makeProduct(app, {
      name: '무료배송 수전',
      _category: category,
      price: 60_000,
      salePrice: 60_000,
      stock: 5,
    });
    const coupon = await couponFor(buyer._user, { kind: 'AMOUNT', value: 20_000, maxDiscount: null });
    const res = await app.inject({
      method: 'POST',
      url: '/api/plugins/nice/pay/generate',
      headers: buyer.headers,
      payload: orderForm(
        { items: [{ _product: free._id, quantity: 1 }] },
        { paymentMethod: 'CARD', _coupon: coupon._id, points: 40_000 },
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order, payment } = res.json() as { order: Order; payment: unknown };
    expect(payment).toBeNull();
    expect(order.status).toBe('ORDER_PAYMENT');
    expect(order.amounts).toMatchObject({ couponDiscount: 20_000, pointsUsed: 40_000, paidAmount: 0 });
    expect(order.payment.paidAt).not.toBeNull();
    expect(await balanceOf(buyer.headers)).toBe(0);
  });
});

// Last: it moves the clock past every session's expiry.
describe('the expiry sweep', () => {
  it('the expiry sweep gives them back too, once', async () => {
    const buyer = await member(2_000);
    const p = await product();
    const coupon = await couponFor(buyer._user);
    const placed = await placeTransfer(buyer.headers, [{ _product: p._id, quantity: 4 }], {
      _coupon: coupon._id,
      points: 2_000,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    app.clock.advance(4 * 86_400_000);
    expect(await expireOrders(serviceContext(app))).toBeGreaterThanOrEqual(1);
    expect(await expireOrders(serviceContext(app))).toBe(0);
    const headers = (await logIn(app, buyer.username, buyer.password)).headers;
    expect(await balanceOf(headers)).toBe(2_000);
    expect(await couponState(headers, coupon._id)).toBe('USABLE');
  });
});
