import { seoulDayStart } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderHistories, pointLedger } from '../db/schema/index.ts';
import { autoConfirmCutoff } from '../modules/claims/amounts.ts';
import { autoConfirmPurchases } from '../modules/claims/confirmation.ts';
import { buildTestApp, type TestApp } from '../testing/app.ts';
import { makeCategory, makeProduct } from '../testing/catalog.ts';
import { type Headers, paidCardOrder, purchaseRow, setPurchases } from '../testing/claims.ts';
import { asShopper } from '../testing/members.ts';
import { serviceContext } from '../testing/orders.ts';
import { autoConfirm } from './auto-confirm.ts';

const DAY = 86_400_000;

let app: TestApp;
let shopper: Headers;
let category: string;

beforeAll(async () => {
  app = await buildTestApp();
  // 15:00 in Seoul, so "today" is unambiguous.
  app.clock.now = new Date('2026-11-23T06:00:00Z');
  category = (await makeCategory(app, { name: '욕실' }))._id;
  shopper = (await asShopper(app)).headers;
});
afterAll(() => app.close());

async function deliveredPurchase(deliveredAt: Date) {
  const p = await makeProduct(app, {
    name: '욕실장',
    _category: category,
    price: 9_000,
    salePrice: 9_000,
    stock: 5,
  });
  const order = await paidCardOrder(app, shopper, [{ _product: p._id }]);
  const line = order.purchases[0]!;
  await setPurchases(app, [line._id], 'delivered', deliveredAt);
  return line._id;
}
const sweep = () => autoConfirm(serviceContext(app));
const confirmations = (_purchase: string) =>
  app.database.db
    .select()
    .from(orderHistories)
    .where(and(eq(orderHistories._purchase, _purchase), eq(orderHistories.field, 'PURCHASE_STATUS')));

describe('jobs/auto-confirm', () => {
  it('confirms what is due at the Seoul-day boundary, skips open and lately closed claims, and repeats harmlessly', async () => {
    const cutoff = autoConfirmCutoff(app.clock.now, 7, 7);
    // The 7th day after a delivery on the 16th ended at midnight of the 23rd (Seoul).
    expect(cutoff.toISOString()).toBe(new Date('2026-11-16T00:00:00+09:00').toISOString());
    const due = await deliveredPurchase(new Date(cutoff.getTime() - 60_000));
    const notYet = await deliveredPurchase(cutoff);
    const claimed = await deliveredPurchase(new Date(cutoff.getTime() - 5 * DAY));
    await setPurchases(app, [claimed], { claimStatus: 'EXCHANGE_REQUESTED', claimReason: 'DEFECTIVE' });
    const rejected = await deliveredPurchase(new Date(cutoff.getTime() - 5 * DAY));
    await setPurchases(app, [rejected], { claimStatus: 'RETURN_REJECTED', claimReason: 'CHANGE_OF_MIND' });
    const row = await purchaseRow(app, rejected);
    // The return was rejected two days ago: the shopper gets the days again from then.
    await app.database.db.insert(orderHistories).values({
      _order: row._order,
      _purchase: rejected,
      field: 'CLAIM_STATUS',
      fromValue: 'RETURN_REQUESTED',
      toValue: 'RETURN_REJECTED',
      reason: '사용 흔적',
      byRole: 'OPERATOR',
      createdAt: new Date(app.clock.now.getTime() - 2 * DAY),
    });

    expect(await sweep()).toBe(1);
    expect(await purchaseRow(app, due)).toMatchObject({
      purchaseStatus: 'PURCHASE_COMPLETE',
      confirmedAt: app.clock.now,
    });
    expect(await confirmations(due)).toEqual([
      expect.objectContaining({
        fromValue: 'PURCHASE_AWAITING',
        toValue: 'PURCHASE_COMPLETE',
        byRole: 'SYSTEM',
        _by: null,
        reason: '자동 구매확정',
      }),
    ]);
    for (const id of [notYet, claimed, rejected]) {
      expect((await purchaseRow(app, id)).purchaseStatus).toBe('PURCHASE_AWAITING');
    }

    // Run again (and twice at once): nothing more changes.
    const confirmedAt = (await purchaseRow(app, due)).confirmedAt;
    app.clock.advance(60_000);
    expect(await Promise.all([sweep(), sweep()])).toEqual([0, 0]);
    expect((await purchaseRow(app, due)).confirmedAt).toEqual(confirmedAt);
    expect(await confirmations(due)).toHaveLength(1);

    // Past the next Seoul midnight the one delivered at the boundary is due; a week on, the
    // rejected one too; the open claim never.
    app.clock.now = seoulDayStart(app.clock.now, 1);
    expect(await sweep()).toBe(1);
    expect((await purchaseRow(app, notYet)).purchaseStatus).toBe('PURCHASE_COMPLETE');
    app.clock.now = seoulDayStart(app.clock.now, 6);
    expect(await sweep()).toBe(1);
    expect((await purchaseRow(app, rejected)).purchaseStatus).toBe('PURCHASE_COMPLETE');
    expect((await purchaseRow(app, claimed)).purchaseStatus).toBe('PURCHASE_AWAITING');
    expect(await sweep()).toBe(0);
  });

  it('works through more purchases than one batch', async () => {
    shopper = (await asShopper(app)).headers; // the clock moved past the token's life
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push(await deliveredPurchase(new Date(app.clock.now.getTime() - 30 * DAY)));
    expect(await autoConfirmPurchases(serviceContext(app), { batch: 2 })).toBe(5);
    for (const id of ids) expect((await purchaseRow(app, id)).purchaseStatus).toBe('PURCHASE_COMPLETE');
  });

  it('racing the member who confirms and reviews, credits the purchase and the review once each', async () => {
    shopper = (await asShopper(app)).headers;
    const _purchase = await deliveredPurchase(new Date(app.clock.now.getTime() - 30 * DAY));
    const { _order } = await purchaseRow(app, _purchase);
    const confirm = () =>
      app.inject({ method: 'POST', url: `/api/v1/me/orders/${_order}/confirm`, headers: shopper });
    const review = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/me/reviews',
        headers: shopper,
        payload: { _purchase, subject: '만족', content: '물살이 좋고 설치도 깔끔했어요.', star: 5 },
      });
    // The sweep and the member confirm at once; two review posts and another sweep race right behind.
    const confirmed = await Promise.all([sweep(), confirm(), sweep()]);
    expect(confirmed[0] + confirmed[2]).toBeLessThanOrEqual(1);
    const [a, b] = await Promise.all([review(), review(), sweep()]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
    const credits = await app.database.db
      .select({ source: pointLedger.source, type: pointLedger.type })
      .from(pointLedger)
      .where(eq(pointLedger.reference, _purchase));
    // the shopper is a CONSUMER: one 구매확정 credit and one text review reward, nothing twice
    expect(credits.map((c) => `${c.type} ${c.source}`).sort()).toEqual(['EARN PURCHASE', 'EARN TEXT_REVIEW']);
    expect(await confirmations(_purchase)).toHaveLength(1);
  });
});
