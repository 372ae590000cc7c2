import type { BonusType } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusBalances, bonusLedger, pointLedger, scoreLedger, scoreTotals } from '../../db/schema/index.ts';
import { autoConfirm } from '../../jobs/auto-confirm.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { type Headers, paidCardOrder, purchaseRow, setPurchases } from '../../testing/claims.ts';
import { makeMember } from '../../testing/members.ts';
import { makeBuyers, serviceContext } from '../../testing/orders.ts';
import { makePromoter, setType } from '../../testing/promoters.ts';
import { completePurchases } from '../claims/confirmation.ts';
import { appendBonus, appendBonuses, bonusBalance } from './ledger.ts';
import { goodsBonus, purchaseScore } from './rewards.ts';

const DAY = 86_400_000;

let app: TestApp;
let category: string;
let sponsor: Awaited<ReturnType<typeof makePromoter>>;

beforeAll(async () => {
  app = await buildTestApp();
  app.clock.now = new Date('2026-11-23T06:00:00Z');
  category = (await makeCategory(app, { name: '욕실' }))._id;
  sponsor = await makePromoter(app);
});
afterAll(() => app.close());

/** A delivered purchase of `price` won at `bonusRateBp` bought by `headers`. */
async function delivered(headers: Headers, price: number, bonusRateBp = 300, deliveredAt = app.clock.now) {
  const p = await makeProduct(app, {
    name: '세면대',
    _category: category,
    price,
    salePrice: price,
    stock: 5,
    bonusRateBp,
  });
  const order = await paidCardOrder(app, headers, [{ _product: p._id }]);
  const line = order.purchases[0]!;
  await setPurchases(app, [line._id], 'delivered', deliveredAt);
  return { _order: order._id, _purchase: line._id };
}
const confirm = (_purchase: string) => completePurchases(serviceContext(app), [_purchase], 'SHOPPER');

const bonusesOf = (_purchase: string) =>
  app.database.db
    .select({
      _user: bonusLedger._user,
      amount: bonusLedger.amount,
      type: bonusLedger.type,
      source: bonusLedger.source,
      _purchase: bonusLedger._purchase,
    })
    .from(bonusLedger)
    .where(eq(bonusLedger.reference, _purchase));
const scoresOf = (_purchase: string) =>
  app.database.db
    .select({ _user: scoreLedger._user, amount: scoreLedger.amount, source: scoreLedger.source })
    .from(scoreLedger)
    .where(eq(scoreLedger.reference, _purchase));
const pointsOf = (_purchase: string) =>
  app.database.db.select().from(pointLedger).where(eq(pointLedger.reference, _purchase));
const sorted = <T extends { source: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.source.localeCompare(b.source));

describe('rewards at 구매확정', () => {
  it('floors the bonus at the purchase’s rate and the score per 1,000 won', () => {
    expect(goodsBonus(123_456, 300)).toBe(3_703);
    expect(goodsBonus(33, 300)).toBe(0);
    expect(purchaseScore(19_999)).toBe(19);
    expect(purchaseScore(999)).toBe(0);
  });

  it('credits a promotee’s purchase to the PROMOTER sponsor, scores both, and the consumer still earns points', async () => {
    const promotee = await makeMember(app, { promoterCode: sponsor.promoterCode });
    const { _purchase } = await delivered(promotee.headers, 20_000, 300);
    await confirm(_purchase);
    expect(await bonusesOf(_purchase)).toEqual([
      { _user: sponsor.user._id, amount: 600, type: 'BONUS__GOODS', source: 'PROMOTEE_PURCHASE', _purchase },
    ]);
    expect(sorted(await scoresOf(_purchase))).toEqual([
      { _user: sponsor.user._id, amount: 20, source: 'PROMOTEE_PURCHASE' },
      { _user: promotee.user._id, amount: 20, source: 'PURCHASE_COMPLETE' },
    ]);
    expect(await pointsOf(_purchase)).toEqual([
      expect.objectContaining({ _user: promotee.user._id, amount: 200 }),
    ]);
    expect((await purchaseRow(app, _purchase))._sponsor).toBe(sponsor.user._id);
  });

  it('credits a promoter’s own purchase to the promoter, and to a PROMOTER sponsor too; no points', async () => {
    const buyer = await makePromoter(app, sponsor.promoterCode, '박정회');
    const { _purchase } = await delivered(buyer.headers, 50_000, 500);
    await confirm(_purchase);
    expect(sorted(await bonusesOf(_purchase))).toEqual([
      {
        _user: sponsor.user._id,
        amount: 2_500,
        type: 'BONUS__GOODS',
        source: 'PROMOTEE_PURCHASE',
        _purchase,
      },
      { _user: buyer.user._id, amount: 2_500, type: 'BONUS__GOODS', source: 'PURCHASE_COMPLETE', _purchase },
    ]);
    expect(await scoresOf(_purchase)).toHaveLength(2);
    expect(await pointsOf(_purchase)).toEqual([]);
  });

  it('gives a consumer without a promoter sponsor a score only', async () => {
    const buyer = await makeMember(app, { promoterCode: 'BATHHOUSE' });
    const { _purchase } = await delivered(buyer.headers, 10_000);
    await confirm(_purchase);
    expect(await bonusesOf(_purchase)).toEqual([]);
    expect(await scoresOf(_purchase)).toEqual([
      { _user: buyer.user._id, amount: 10, source: 'PURCHASE_COMPLETE' },
    ]);
  });

  it('credits nothing to a demoted sponsor, who still stands on the purchase', async () => {
    const demoted = await makePromoter(app);
    const promotee = await makeMember(app, { promoterCode: demoted.promoterCode });
    const { _purchase } = await delivered(promotee.headers, 30_000);
    await setType(app, demoted.user._id, 'CONSUMER');
    try {
      await confirm(_purchase);
    } finally {
      await setType(app, demoted.user._id, 'PROMOTER');
    }
    expect(await bonusesOf(_purchase)).toEqual([]);
    expect(await scoresOf(_purchase)).toEqual([
      { _user: promotee.user._id, amount: 30, source: 'PURCHASE_COMPLETE' },
    ]);
    expect((await purchaseRow(app, _purchase))._sponsor).toBe(demoted.user._id);
  });

  it('leaves the coupon and the points spent out of the paid amount', async () => {
    const promotee = await makeMember(app, { promoterCode: sponsor.promoterCode });
    const { _purchase } = await delivered(promotee.headers, 20_000, 300);
    await setPurchases(app, [_purchase], { couponShare: 2_000, pointsShare: 3_000 });
    await confirm(_purchase);
    expect((await bonusesOf(_purchase))[0]?.amount).toBe(450);
    expect((await scoresOf(_purchase)).map((s) => s.amount)).toEqual([15, 15]);
  });

  it('racing the shopper’s confirmation against two sweeps, writes one bonus and one score per receiver', async () => {
    const promotee = await makeMember(app, { promoterCode: sponsor.promoterCode });
    const purchases = [];
    for (let i = 0; i < 3; i += 1) {
      purchases.push(
        await delivered(
          promotee.headers,
          10_000 + i * 1_000,
          300,
          new Date(app.clock.now.getTime() - 30 * DAY),
        ),
      );
    }
    const shopper = (p: { _order: string }) =>
      app.inject({ method: 'POST', url: `/api/v1/me/orders/${p._order}/confirm`, headers: promotee.headers });
    const ctx = serviceContext(app);
    await Promise.all([autoConfirm(ctx), ...purchases.map(shopper), autoConfirm(ctx)]);
    for (const p of purchases) {
      expect(await bonusesOf(p._purchase)).toHaveLength(1);
      expect(await scoresOf(p._purchase)).toHaveLength(2);
      expect((await purchaseRow(app, p._purchase)).purchaseStatus).toBe('PURCHASE_COMPLETE');
    }
    await Promise.all([autoConfirm(ctx), autoConfirm(ctx)]);
    const balance = await bonusBalance(ctx, sponsor.user._id);
    const [sum] = await app.database.db
      .select({ value: sql<number>`coalesce(sum(${bonusLedger.amount}), 0)::int` })
      .from(bonusLedger)
      .where(eq(bonusLedger._user, sponsor.user._id));
    expect(balance).toBe(sum!.value);
  });
});

describe('bonus balance = ledger sum', () => {
  it('holds over random histories of single and batched, repeated and racing writes', async () => {
    const members = await makeBuyers(app, 3);
    const ids = members.map((m) => m._user);
    const entry = fc.record({
      who: fc.integer({ min: 0, max: 2 }),
      amount: fc.integer({ min: -50_000, max: 50_000 }).filter((n) => n !== 0),
      ref: fc.integer({ min: 0, max: 15 }),
      type: fc.constantFrom('BONUS__GOODS' as const, 'BONUS__ADMIN' as const, 'BONUS__DEBIT' as const),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(entry, { maxLength: 6 }), { maxLength: 6 }), async (batches) => {
        run += 1;
        const ctx = serviceContext(app);
        const toEntry = (e: { who: number; amount: number; ref: number; type: BonusType }) => ({
          _user: ids[e.who]!,
          amount: e.amount,
          type: e.type,
          source: 'MANUAL_PROMOTER' as const,
          reference: `prop-${run}-${e.ref}`,
        });
        // Batches and single writes race; a repeated (type, source, reference) is written once.
        await Promise.all(
          batches.map((b, i) =>
            i % 2 === 0
              ? appendBonuses(ctx, b.map(toEntry))
              : Promise.all(b.map((e) => appendBonus(ctx, toEntry(e)))),
          ),
        );
        for (const _user of ids) {
          const [summed] = await app.database.db
            .select({
              balance: sql<number>`coalesce(sum(${bonusLedger.amount}), 0)::int`,
              entries: sql<number>`count(*)::int`,
            })
            .from(bonusLedger)
            .where(eq(bonusLedger._user, _user));
          const [kept] = await app.database.db
            .select()
            .from(bonusBalances)
            .where(eq(bonusBalances._user, _user));
          expect({ balance: kept?.balance ?? 0, entries: kept?.entries ?? 0 }).toEqual(summed);
        }
      }),
      { numRuns: 25 },
    );
    const [scores] = await app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(scoreTotals)
      .where(
        sql`${scoreTotals.total} <> (select coalesce(sum(amount), 0) from score_ledger l where l.user_id = ${scoreTotals._user})`,
      );
    expect(scores!.n).toBe(0);
  });
});
