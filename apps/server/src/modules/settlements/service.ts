import { eq, sql } from 'drizzle-orm';
import { settlementLines, settlements } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { appendSettlementBonuses } from '../bonuses/ledger.ts';
import { computeLines, type MonthFigures, monthBounds, previousMonth, seoulMonth } from './computing.ts';
import { regradeMembers } from './grading.ts';

/**
 * The settlement's one writer (DOMAIN.md "Settlement"): created once per month (the unique month
 * decides between two jobs), recomputed only while AWAITING, confirmed once (the row lock and the
 * status check decide between two operators; the ledger's unique key backs them up).
 */

const figuresOf = (ctx: ShopContext, f: MonthFigures) => ({
  monthSales: f.monthSales,
  goods: f.goods,
  grade: f.grade,
  sales: f.sales,
  gradeScaled: f.gradeScaled,
  salesScaled: f.salesScaled,
  cap: f.scaling.cap,
  capBp: f.capBp,
  numerator: f.scaling.numerator,
  denominator: f.scaling.denominator,
  factorBp: f.scaling.factorBp,
  capReached: f.scaling.capReached,
  computedAt: ctx.now,
});

/** Creates the month's settlement unless it exists; answers its id and whether this call made it. */
export async function createSettlement(
  ctx: ShopContext,
  month: string,
): Promise<{ _settlement: string; created: boolean }> {
  monthBounds(month);
  return inTransaction(ctx, async (ctx) => {
    const [made] = await ctx.db
      .insert(settlements)
      .values({
        month,
        monthSales: 0,
        goods: 0,
        grade: 0,
        sales: 0,
        gradeScaled: 0,
        salesScaled: 0,
        cap: 0,
        capBp: 0,
        numerator: 0,
        denominator: 0,
        factorBp: 10_000,
        computedAt: ctx.now,
      })
      .onConflictDoNothing({ target: settlements.month })
      .returning({ _id: settlements._id });
    if (!made) {
      const [existing] = await ctx.db
        .select({ _id: settlements._id })
        .from(settlements)
        .where(eq(settlements.month, month));
      return { _settlement: existing!._id, created: false };
    }
    const figures = await computeLines(ctx, made._id, month);
    await ctx.db.update(settlements).set(figuresOf(ctx, figures)).where(eq(settlements._id, made._id));
    return { _settlement: made._id, created: true };
  });
}

/** POST /api/console/settlements: a past month by hand (the job missed it, or before the job ran). */
export async function createSettlementByHand(ctx: ShopContext, month: string): Promise<string> {
  if (month >= seoulMonth(ctx.now))
    throw badRequest('SETTLEMENT_MONTH_NOT_OVER', '지난 달까지만 정산할 수 있습니다');
  return inTransaction(ctx, async (ctx) => {
    const { _settlement, created } = await createSettlement(ctx, month);
    if (!created) throw conflict('SETTLEMENT_EXISTS', '이미 정산된 월입니다');
    const [made] = await ctx.db.select().from(settlements).where(eq(settlements._id, _settlement));
    await recordAudit(ctx, {
      action: 'SETTLEMENT_CREATE',
      targetKind: 'SETTLEMENT',
      _target: _settlement,
      after: {
        month,
        status: made?.status,
        goods: made?.goods,
        grade: made?.gradeScaled,
        sales: made?.salesScaled,
      },
    });
    return _settlement;
  });
}

/** The job: the previous month's settlement from 01:00 on the 1st (Seoul), once. */
export async function settlePreviousMonth(
  ctx: ShopContext,
): Promise<{ month: string; created: boolean } | null> {
  const monthStart = monthBounds(seoulMonth(ctx.now)).start;
  if (ctx.now.getTime() < monthStart.getTime() + 3_600_000) return null;
  const month = previousMonth(seoulMonth(ctx.now));
  const { created } = await createSettlement(ctx, month);
  return { month, created };
}

async function lockAwaiting(ctx: ShopContext, _settlement: string) {
  const [row] = await ctx.db.select().from(settlements).where(eq(settlements._id, _settlement)).for('update');
  if (!row) throw notFound('SETTLEMENT_NOT_FOUND', '정산을 찾을 수 없습니다');
  return row;
}

/** 재계산: the lines again from today's data, only while AWAITING (an APPROVED month is never touched). */
export async function recomputeSettlement(ctx: ShopContext, _settlement: string): Promise<void> {
  await inTransaction(ctx, async (ctx) => {
    const row = await lockAwaiting(ctx, _settlement);
    if (row.status !== 'AWAITING')
      throw conflict('SETTLEMENT_CONFIRMED', '확정된 정산은 재계산할 수 없습니다');
    await ctx.db.delete(settlementLines).where(eq(settlementLines._settlement, row._id));
    const figures = await computeLines(ctx, row._id, row.month);
    const after = figuresOf(ctx, figures);
    await ctx.db.update(settlements).set(after).where(eq(settlements._id, row._id));
    const money = (r: { goods: number; gradeScaled: number; salesScaled: number; cap: number }) => ({
      goods: r.goods,
      grade: r.gradeScaled,
      sales: r.salesScaled,
      cap: r.cap,
    });
    await recordAudit(ctx, {
      action: 'SETTLEMENT_RECOMPUTE',
      targetKind: 'SETTLEMENT',
      _target: row._id,
      before: money(row),
      after: money(after),
    });
  });
}

/**
 * 확정: AWAITING → APPROVED once; credits each line's scaled GRADE and SALES (keyed by the line) and
 * regrades every member for the settled month, in one transaction.
 */
export async function confirmSettlement(
  ctx: ShopContext,
  _settlement: string,
): Promise<{ credited: number; regraded: number }> {
  return inTransaction(ctx, async (ctx) => {
    const row = await lockAwaiting(ctx, _settlement);
    const _by = ctx.actor?._user ?? null;
    const moved = await ctx.db
      .update(settlements)
      .set({ status: 'APPROVED', confirmedAt: ctx.now, _confirmedBy: _by })
      .where(sql`${settlements._id} = ${row._id} and ${settlements.status} = 'AWAITING'`)
      .returning({ _id: settlements._id });
    if (moved.length === 0) throw conflict('SETTLEMENT_CONFIRMED', '이미 확정된 정산입니다');
    const credited = await appendSettlementBonuses(ctx, row._id);
    const regraded = await regradeMembers(ctx, row.month, _by);
    await recordAudit(ctx, {
      action: 'SETTLEMENT_CONFIRM',
      targetKind: 'SETTLEMENT',
      _target: row._id,
      before: { status: row.status },
      after: { status: 'APPROVED', credited, regraded },
    });
    ctx.log.info({ month: row.month, credited, regraded }, 'settlement confirmed');
    return { credited, regraded };
  });
}
