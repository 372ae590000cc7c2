import { LEGAL_CAP_BP } from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bonusLedger,
  rateChanges,
  scoreLedger,
  settlementLines,
  settlements,
  userHistories,
  users,
} from '../../db/schema/index.ts';
import { settlementSweep } from '../../jobs/settlement.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { serviceContext } from '../../testing/orders.ts';
import { completedPurchase, goodsBonus, makeMembersOf, seoul } from '../../testing/settlements.ts';
import { applyDueRateChanges } from '../grades/rate-changes.ts';
import { applyLegalCap } from '../settings/service.ts';
import { confirmSettlement, createSettlement, recomputeSettlement } from './service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
beforeEach(async () => {
  // Each test settles its own month from a clean slate of settlements.
  await app.database.db.delete(settlements);
  app.clock.now = seoul('2030-01-15 10:00:00');
});

const ctx = () => serviceContext(app);
const settlementOf = async (month: string) =>
  (await app.database.db.select().from(settlements).where(eq(settlements.month, month)))[0]!;
const lineOf = async (_settlement: string, _user: string) =>
  (
    await app.database.db
      .select()
      .from(settlementLines)
      .where(and(eq(settlementLines._settlement, _settlement), eq(settlementLines._user, _user)))
  )[0]!;

describe('createSettlement', () => {
  it('counts a purchase confirmed at 23:59:59 on the last day, and one at 00:00:00 on the 1st in the next month', async () => {
    const [buyer] = await makeMembersOf(app, 1, 'CONSUMER');
    await completedPurchase(app, {
      _user: buyer!._user,
      paid: 10_000,
      confirmedAt: seoul('2029-02-28 23:59:59'),
    });
    await completedPurchase(app, {
      _user: buyer!._user,
      paid: 70_000,
      confirmedAt: seoul('2029-03-01 00:00:00'),
    });
    await completedPurchase(app, {
      _user: buyer!._user,
      paid: 5_000,
      confirmedAt: seoul('2029-02-01 00:00:00'),
    });
    await createSettlement(ctx(), '2029-02');
    await createSettlement(ctx(), '2029-03');
    expect((await settlementOf('2029-02')).monthSales).toBe(15_000);
    expect((await settlementOf('2029-03')).monthSales).toBe(70_000);
  });

  it('pays the grade rate on promotees’ purchases and the highest 장려 tier, and counts paid after coupons', async () => {
    const [promoter] = await makeMembersOf(app, 1, 'PROMOTER');
    await app.database.db.update(users).set({ gradeCode: 'SILVER' }).where(eq(users._id, promoter!._user));
    const [promotee] = await makeMembersOf(app, 1, 'CONSUMER', promoter!._user);
    const at = seoul('2029-04-10 12:00:00');
    await completedPurchase(app, {
      _user: promotee!._user,
      _sponsor: promoter!._user,
      paid: 3_000_000,
      confirmedAt: at,
      couponShare: 5_000,
    });
    await completedPurchase(app, { _user: promoter!._user, paid: 40_000, confirmedAt: at });
    await goodsBonus(app, promoter!._user, 90_000, at);
    const { _settlement } = await createSettlement(ctx(), '2029-04');
    const line = await lineOf(_settlement, promoter!._user);
    expect(line).toMatchObject({
      paid: 40_000,
      promoteesPaid: 3_000_000,
      gradeCode: 'SILVER',
      gradeBonusRateBp: 100,
      levelCode: 'BRONZE',
      goods: 90_000,
      grade: 30_000,
      sales: 30_000,
      gradeScaled: 30_000,
      salesScaled: 30_000,
    });
    const month = await settlementOf('2029-04');
    expect(month).toMatchObject({
      monthSales: 3_040_000,
      goods: 90_000,
      factorBp: 10_000,
      capReached: false,
    });
  });

  it('scales GRADE and SALES down to the legal cap, storing numerator, denominator and factor', async () => {
    const [promoter] = await makeMembersOf(app, 1, 'PROMOTER');
    await app.database.db.update(users).set({ gradeCode: 'SILVER' }).where(eq(users._id, promoter!._user));
    const [promotee] = await makeMembersOf(app, 1, 'CONSUMER', promoter!._user);
    const at = seoul('2029-05-10 12:00:00');
    await completedPurchase(app, {
      _user: promotee!._user,
      _sponsor: promoter!._user,
      paid: 3_000_000,
      confirmedAt: at,
    });
    await goodsBonus(app, promoter!._user, 1_000_000, at);
    const { _settlement } = await createSettlement(ctx(), '2029-05');
    // cap = 1,050,000; goods 1,000,000 leaves 50,000 for GRADE 30,000 + SALES 30,000
    expect(await settlementOf('2029-05')).toMatchObject({
      cap: 1_050_000,
      grade: 30_000,
      sales: 30_000,
      numerator: 50_000,
      denominator: 60_000,
      factorBp: 8_333,
      gradeScaled: 25_000,
      salesScaled: 25_000,
      capReached: false,
    });
    expect(await lineOf(_settlement, promoter!._user)).toMatchObject({
      gradeScaled: 25_000,
      salesScaled: 25_000,
    });
  });

  it('caps a month by the legal cap in effect at its end, not by a change that took effect after it', async () => {
    const [promoter] = await makeMembersOf(app, 1, 'PROMOTER');
    const [promotee] = await makeMembersOf(app, 1, 'CONSUMER', promoter!._user);
    for (const [month, day] of [
      ['2029-08', seoul('2029-08-31 23:00:00')],
      ['2029-09', seoul('2029-09-01 09:00:00')],
    ] as const) {
      await completedPurchase(app, {
        _user: promotee!._user,
        _sponsor: promoter!._user,
        paid: 1_000_000,
        confirmedAt: day,
      });
      expect(month).toBe(day.toISOString().slice(0, 7));
    }
    // 20 % from 2029-09-01, already moved into the setting by the job when August is settled
    const [change] = await app.database.db
      .insert(rateChanges)
      .values({ kind: 'LEGAL_CAP', rateBp: 2000, effectiveFrom: seoul('2029-09-01 00:00:00') })
      .returning();
    await applyDueRateChanges({ ...ctx(), now: seoul('2029-09-01 00:10:00') });
    try {
      await createSettlement(ctx(), '2029-08');
      await createSettlement(ctx(), '2029-09');
      expect(await settlementOf('2029-08')).toMatchObject({ cap: 350_000 });
      expect(await settlementOf('2029-09')).toMatchObject({ cap: 200_000 });
    } finally {
      await app.database.db.delete(rateChanges).where(eq(rateChanges._id, change!._id));
      await applyLegalCap(ctx(), LEGAL_CAP_BP);
    }
  });

  it('pays no GRADE or SALES and flags the month when GOODS alone reach the cap', async () => {
    const [promoter] = await makeMembersOf(app, 1, 'PROMOTER');
    const [promotee] = await makeMembersOf(app, 1, 'CONSUMER', promoter!._user);
    const at = seoul('2029-06-10 12:00:00');
    await completedPurchase(app, {
      _user: promotee!._user,
      _sponsor: promoter!._user,
      paid: 10_000_000,
      confirmedAt: at,
    });
    await goodsBonus(app, promoter!._user, 3_600_000, at);
    const { _settlement } = await createSettlement(ctx(), '2029-06');
    expect(await settlementOf('2029-06')).toMatchObject({
      capReached: true,
      gradeScaled: 0,
      salesScaled: 0,
      sales: 150_000,
    });
    expect(await lineOf(_settlement, promoter!._user)).toMatchObject({ levelCode: 'SILVER', salesScaled: 0 });
  });

  it('makes one settlement of two jobs racing for the month', async () => {
    await makeMembersOf(app, 3, 'PROMOTER');
    const results = await Promise.all([
      createSettlement(ctx(), '2029-07'),
      createSettlement(ctx(), '2029-07'),
    ]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const rows = await app.database.db.select().from(settlements).where(eq(settlements.month, '2029-07'));
    expect(rows).toHaveLength(1);
    const promoters = await app.database.db.$count(
      users,
      sql`${users.type} = 'PROMOTER' and ${users.state} <> 'LEFT'`,
    );
    expect(await app.database.db.$count(settlementLines, eq(settlementLines._settlement, rows[0]!._id))).toBe(
      promoters,
    );
  });
});

describe('recomputeSettlement and confirmSettlement', () => {
  it('recomputes an AWAITING month with what happened since, and refuses once it is confirmed', async () => {
    const [promoter] = await makeMembersOf(app, 1, 'PROMOTER');
    const [promotee] = await makeMembersOf(app, 1, 'CONSUMER', promoter!._user);
    const { _settlement } = await createSettlement(ctx(), '2029-08');
    await completedPurchase(app, {
      _user: promotee!._user,
      _sponsor: promoter!._user,
      paid: 3_000_000,
      confirmedAt: seoul('2029-08-31 10:00:00'),
    });
    await recomputeSettlement(ctx(), _settlement);
    expect(await lineOf(_settlement, promoter!._user)).toMatchObject({
      promoteesPaid: 3_000_000,
      sales: 30_000,
    });
    await confirmSettlement(ctx(), _settlement);
    await expect(recomputeSettlement(ctx(), _settlement)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('credits one GRADE and one SALES row per line when two operators confirm at once', async () => {
    const promoters = await makeMembersOf(app, 3, 'PROMOTER');
    await app.database.db.update(users).set({ gradeCode: 'GOLD' }).where(eq(users._id, promoters[0]!._user));
    for (const p of promoters) {
      const [promotee] = await makeMembersOf(app, 1, 'CONSUMER', p._user);
      await completedPurchase(app, {
        _user: promotee!._user,
        _sponsor: p._user,
        paid: 10_000_000,
        confirmedAt: seoul('2029-09-09 09:00:00'),
      });
    }
    const { _settlement } = await createSettlement(ctx(), '2029-09');
    const results = await Promise.allSettled([
      confirmSettlement(ctx(), _settlement),
      confirmSettlement(ctx(), _settlement),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { statusCode: 409 } });
    const credited = await app.database.db
      .select({ type: bonusLedger.type, amount: bonusLedger.amount, _user: bonusLedger._user })
      .from(bonusLedger)
      .innerJoin(settlementLines, sql`${settlementLines._id}::text = ${bonusLedger.reference}`)
      .where(and(eq(bonusLedger.source, 'SETTLEMENT'), eq(settlementLines._settlement, _settlement)));
    // three SALES (실버 150,000 each) and one GRADE (골드 200 bp of 10,000,000)
    expect(credited.filter((r) => r.type === 'BONUS__SALES')).toHaveLength(3);
    expect(credited.filter((r) => r.type === 'BONUS__GRADE')).toEqual([
      { type: 'BONUS__GRADE', amount: 200_000, _user: promoters[0]!._user },
    ]);
    expect((await settlementOf('2029-09')).status).toBe('APPROVED');
  });

  it('regrades every member for the settled month and records each change', async () => {
    const [scorer, buyer, manual] = await makeMembersOf(app, 3, 'PROMOTER');
    // 1,000 scores before the month's end → 실버; 999 more after it do not count
    await app.database.db.insert(scoreLedger).values([
      {
        _user: scorer!._user,
        amount: 1_000,
        source: 'MANUAL',
        reference: 'r1',
        createdAt: seoul('2029-10-31 23:59:59'),
      },
      {
        _user: scorer!._user,
        amount: 4_000,
        source: 'MANUAL',
        reference: 'r2',
        createdAt: seoul('2029-11-01 00:00:00'),
      },
    ]);
    // 10,000,000 bought in the month by the member and promotees together → 다이아
    const [promotee] = await makeMembersOf(app, 1, 'CONSUMER', buyer!._user);
    await completedPurchase(app, {
      _user: buyer!._user,
      paid: 4_000_000,
      confirmedAt: seoul('2029-10-02 10:00:00'),
    });
    await completedPurchase(app, {
      _user: promotee!._user,
      _sponsor: buyer!._user,
      paid: 6_000_000,
      confirmedAt: seoul('2029-10-03 10:00:00'),
    });
    // a grade set by hand holds only until the settlement
    await app.database.db.update(users).set({ gradeCode: 'GOLD' }).where(eq(users._id, manual!._user));
    const { _settlement } = await createSettlement(ctx(), '2029-10');
    const { regraded } = await confirmSettlement(ctx(), _settlement);
    const gradeOf = async (_user: string) =>
      (await app.database.db.select({ g: users.gradeCode }).from(users).where(eq(users._id, _user)))[0]!.g;
    expect(await gradeOf(scorer!._user)).toBe('SILVER');
    expect(await gradeOf(buyer!._user)).toBe('DIAMOND');
    expect(await gradeOf(manual!._user)).toBe('NORMAL');
    expect(await gradeOf(promotee!._user)).toBe('NORMAL');
    expect(regraded).toBeGreaterThanOrEqual(3);
    const history = await app.database.db
      .select({ before: userHistories.before, after: userHistories.after, reason: userHistories.reason })
      .from(userHistories)
      .where(and(eq(userHistories._user, buyer!._user), eq(userHistories.action, 'GRADE_CHANGE')));
    expect(history).toEqual([{ before: 'NORMAL', after: 'DIAMOND', reason: '2029-10 정산 확정' }]);
  });
});

describe('the settlement job', () => {
  it('creates the previous month from 01:00 on the 1st, once', async () => {
    app.clock.now = seoul('2029-12-01 00:59:59');
    expect(await settlementSweep(ctx())).toBeNull();
    app.clock.now = seoul('2029-12-01 01:00:00');
    expect(await settlementSweep(ctx())).toEqual({ month: '2029-11', created: true });
    app.clock.now = seoul('2029-12-01 01:10:00');
    expect(await settlementSweep(ctx())).toEqual({ month: '2029-11', created: false });
    app.clock.now = seoul('2030-01-01 03:00:00');
    expect(await settlementSweep(ctx())).toEqual({ month: '2029-12', created: true });
    expect(await app.database.db.$count(settlements)).toBe(2);
  });
});
