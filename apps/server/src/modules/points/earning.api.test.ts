import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grades, pointLedger, users } from '../../db/schema/index.ts';
import { autoConfirm } from '../../jobs/auto-confirm.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { type Headers, paidCardOrder, setPurchases } from '../../testing/claims.ts';
import { asPromoter, makeMember } from '../../testing/members.ts';
import { serviceContext } from '../../testing/orders.ts';
import { completePurchases } from '../claims/confirmation.ts';
import { earnedPoints, paidFor } from './earning.ts';

const DAY = 86_400_000;

let app: TestApp;
let category: string;

beforeAll(async () => {
  app = await buildTestApp();
  app.clock.now = new Date('2026-11-23T06:00:00Z');
  category = (await makeCategory(app, { name: '욕실' }))._id;
});
afterAll(() => app.close());

/** A delivered purchase of `price` won bought by `headers`. */
async function delivered(headers: Headers, price: number, deliveredAt = app.clock.now) {
  const p = await makeProduct(app, {
    name: '세면대',
    _category: category,
    price,
    salePrice: price,
    stock: 5,
  });
  const order = await paidCardOrder(app, headers, [{ _product: p._id }]);
  const line = order.purchases[0]!;
  await setPurchases(app, [line._id], 'delivered', deliveredAt);
  return { _order: order._id, _purchase: line._id };
}
const earned = (_purchase: string) =>
  app.database.db
    .select()
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.type, 'EARN'),
        eq(pointLedger.source, 'PURCHASE'),
        eq(pointLedger.reference, _purchase),
      ),
    );

describe('적립금 at 구매확정', () => {
  it('floors paid × rate / 10,000 on the money the buyer paid, coupon and points left out', () => {
    expect(earnedPoints(123_456, 100)).toBe(1_234);
    expect(earnedPoints(99, 100)).toBe(0);
    expect(earnedPoints(50_000, 250)).toBe(1_250);
    expect(paidFor({ amount: 42_000, couponShare: 0, pointsShare: 0 })).toBe(42_000);
    expect(paidFor({ amount: 42_000, couponShare: 2_100, pointsShare: 5_000 })).toBe(34_900);
  });

  it('credits a consumer who confirms, once, at the rate of the grade of joining (일반, 100 bp)', async () => {
    const buyer = await makeMember(app);
    const { _order, _purchase } = await delivered(buyer.headers, 123_456);
    const confirm = () =>
      app.inject({
        method: 'POST',
        url: `/api/v1/me/orders/${_order}/confirm`,
        headers: buyer.headers,
        payload: {},
      });
    expect((await confirm()).statusCode).toBe(200);
    const rows = await earned(_purchase);
    expect(rows).toEqual([expect.objectContaining({ _user: buyer.user._id, amount: 1_234, _by: null })]);
    // Confirmed again (the member's retry, the service called twice): still one row.
    await confirm();
    await completePurchases(serviceContext(app), [_purchase], 'SYSTEM');
    expect(await earned(_purchase)).toHaveLength(1);
    const mine = await app.inject({ method: 'GET', url: '/api/v1/me/points', headers: buyer.headers });
    expect(mine.json().summary.balance).toBe(1_234);
    expect(mine.json().points[0]).toMatchObject({ type: 'EARN', reason: '구매확정 적립 (세면대)' });
  });

  it('credits the sweep’s confirmations at the buyer’s grade rate, once across repeats', async () => {
    const buyer = await makeMember(app);
    await app.database.db.update(users).set({ gradeCode: 'GOLD' }).where(eq(users._id, buyer.user._id));
    const { _purchase } = await delivered(
      buyer.headers,
      50_000,
      new Date(app.clock.now.getTime() - 20 * DAY),
    );
    const ctx = serviceContext(app);
    await autoConfirm(ctx);
    await autoConfirm(ctx);
    // 골드: 200 bp on the demo ladder
    expect(await earned(_purchase)).toEqual([
      expect.objectContaining({ _user: buyer.user._id, amount: 1_000 }),
    ]);
  });

  it('uses the ladder in effect at the confirmation, and the lowest grade for a code off the ladder', async () => {
    const [version] = await app.database.db
      .insert(grades)
      .values({
        code: 'NORMAL',
        name: '일반',
        rank: 0,
        criterion: 'SCORE__ACCUMULATED',
        threshold: 0,
        pointRateBp: 250,
        bonusRateBp: 0,
        effectiveFrom: new Date(app.clock.now.getTime() - DAY),
      })
      .returning();
    try {
      const buyer = await makeMember(app);
      await app.database.db.update(users).set({ gradeCode: 'GONE' }).where(eq(users._id, buyer.user._id));
      const { _purchase } = await delivered(buyer.headers, 50_000);
      await completePurchases(serviceContext(app), [_purchase], 'SHOPPER');
      expect(await earned(_purchase)).toEqual([expect.objectContaining({ amount: 1_250 })]);
    } finally {
      await app.database.db.delete(grades).where(eq(grades._id, version!._id));
    }
  });

  it('gives a promoter nothing here (bonuses come with their module)', async () => {
    const promoter = (await asPromoter(app)).headers;
    const { _purchase } = await delivered(promoter, 30_000);
    await completePurchases(serviceContext(app), [_purchase], 'SHOPPER');
    expect(await earned(_purchase)).toEqual([]);
  });
});
