import {
  earliestEffectiveDay,
  LEGAL_CAP_BP,
  type RateChange,
  type RateChangesEnvelope,
  type rateChangeInput,
  type rateChangesQuery,
  seoulDayStart,
} from '@shop/contracts';
import { and, asc, desc, eq, gt, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { products, rateChanges } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { applyLegalCap } from '../settings/service.ts';
import { assertInTime } from './timing.ts';

/**
 * Scheduled plan-rate changes (DOMAIN.md "Rates in time"): a product's 수당률 or the legal cap is
 * saved as a change that takes effect ≥ 3 months later; `products.bonusRateBp` and the setting
 * `bonuses.legalCapBp` stay the rates in effect until jobs/rate-changes.ts moves a due change in.
 */

type RateChangeRow = typeof rateChanges.$inferSelect;

const toRateChange = (c: RateChangeRow): RateChange => ({
  _id: c._id,
  kind: c.kind,
  _product: c._product,
  rateBp: c.rateBp,
  effectiveFrom: c.effectiveFrom.toISOString(),
  createdAt: c.createdAt.toISOString(),
});

const pending = and(isNull(rateChanges.appliedAt), isNull(rateChanges.canceledAt));

/**
 * The legal cap in effect at `moment` (a month's settlement reads it at the month's last moment):
 * the latest change in effect by then, applied or still waiting for the job; else, when a later
 * change has already moved the setting, the cap the shop started with (the cap changes by
 * scheduled changes only); else the setting's `currentBp`.
 */
export async function legalCapAt(ctx: ShopContext, moment: Date, currentBp: number): Promise<number> {
  const live = and(eq(rateChanges.kind, 'LEGAL_CAP'), isNull(rateChanges.canceledAt));
  const [inEffect] = await ctx.db
    .select({ rateBp: rateChanges.rateBp })
    .from(rateChanges)
    .where(and(live, lte(rateChanges.effectiveFrom, moment)))
    .orderBy(desc(rateChanges.effectiveFrom), desc(rateChanges.createdAt))
    .limit(1);
  if (inEffect) return inEffect.rateBp;
  const [appliedLater] = await ctx.db
    .select({ _id: rateChanges._id })
    .from(rateChanges)
    .where(and(live, gt(rateChanges.effectiveFrom, moment), isNotNull(rateChanges.appliedAt)))
    .limit(1);
  return appliedLater ? LEGAL_CAP_BP : currentBp;
}

/** The changes still to come (neither applied nor canceled), soonest first. */
export async function listRateChanges(
  ctx: ShopContext,
  query: z.output<typeof rateChangesQuery>,
): Promise<RateChangesEnvelope> {
  const conditions: (SQL | undefined)[] = [pending];
  if (query.kind) conditions.push(eq(rateChanges.kind, query.kind));
  if (query._product) conditions.push(eq(rateChanges._product, query._product));
  const rows = await ctx.db
    .select()
    .from(rateChanges)
    .where(and(...conditions))
    .orderBy(asc(rateChanges.effectiveFrom), asc(rateChanges.createdAt));
  return {
    summary: { totalCount: rows.length },
    rateChanges: rows.map(toRateChange),
    earliestEffectiveDay: earliestEffectiveDay(ctx.now),
  };
}

/** Saves a change from a day ≥ 3 months ahead (422 otherwise); the same change saved twice is one. */
export async function scheduleRateChange(
  ctx: ShopContext,
  input: z.output<typeof rateChangeInput>,
): Promise<RateChange> {
  const effectiveFrom = seoulDayStart(input.effectiveFrom);
  assertInTime(ctx, effectiveFrom);
  const _product = input.kind === 'PRODUCT_BONUS_RATE' ? (input._product ?? null) : null;
  return inTransaction(ctx, async (ctx) => {
    if (_product) {
      const [product] = await ctx.db
        .select({ _id: products._id })
        .from(products)
        .where(eq(products._id, _product))
        .for('update');
      if (!product) throw notFound('PRODUCT_NOT_FOUND', '상품을 찾을 수 없습니다');
    }
    const [same] = await ctx.db
      .select()
      .from(rateChanges)
      .where(
        and(
          pending,
          eq(rateChanges.kind, input.kind),
          _product ? eq(rateChanges._product, _product) : isNull(rateChanges._product),
          eq(rateChanges.rateBp, input.rateBp),
          eq(rateChanges.effectiveFrom, effectiveFrom),
        ),
      );
    if (same) return toRateChange(same);
    const [row] = await ctx.db
      .insert(rateChanges)
      .values({
        kind: input.kind,
        _product,
        rateBp: input.rateBp,
        effectiveFrom,
        _by: actorOf(ctx)._user,
        createdAt: ctx.now,
      })
      .returning();
    await recordAudit(ctx, {
      action: 'SETTING_CHANGE',
      targetKind: 'SETTING',
      _target: row!._id,
      before: null,
      after: {
        kind: row!.kind,
        _product: row!._product,
        rateBp: row!.rateBp,
        effectiveFrom: row!.effectiveFrom,
      },
    });
    return toRateChange(row!);
  });
}

/** Cancels a change before it is due; an applied, canceled or due one answers 409. */
export async function cancelRateChange(ctx: ShopContext, _id: string): Promise<void> {
  const [row] = await ctx.db
    .select({ _id: rateChanges._id })
    .from(rateChanges)
    .where(eq(rateChanges._id, _id));
  if (!row) throw notFound('RATE_CHANGE_NOT_FOUND', '예약된 변경을 찾을 수 없습니다');
  await inTransaction(ctx, async (ctx) => {
    const canceled = await ctx.db
      .update(rateChanges)
      .set({ canceledAt: ctx.now })
      .where(and(eq(rateChanges._id, _id), pending, gt(rateChanges.effectiveFrom, ctx.now)))
      .returning();
    const [row] = canceled;
    if (!row) {
      throw conflict('RATE_CHANGE_CLOSED', '이미 적용되었거나 취소된 변경입니다');
    }
    await recordAudit(ctx, {
      action: 'SETTING_CHANGE',
      targetKind: 'SETTING',
      _target: row._id,
      before: { kind: row.kind, rateBp: row.rateBp, canceledAt: null },
      after: { kind: row.kind, rateBp: row.rateBp, canceledAt: row.canceledAt },
    });
  });
}

/**
 * Moves every due change into the rate in effect, oldest first, and marks it applied. Safe to run
 * on several nodes at once and to repeat: rows are claimed with FOR UPDATE SKIP LOCKED and an
 * applied row is no longer pending. Answers how many were applied.
 */
export async function applyDueRateChanges(ctx: ShopContext): Promise<number> {
  const applied = await inTransaction(ctx, async (ctx) => {
    const due = await ctx.db
      .select()
      .from(rateChanges)
      .where(and(pending, lte(rateChanges.effectiveFrom, ctx.now)))
      .orderBy(asc(rateChanges.effectiveFrom), asc(rateChanges.createdAt))
      .limit(500)
      .for('update', { skipLocked: true });
    for (const change of due) {
      if (change.kind === 'PRODUCT_BONUS_RATE' && change._product) {
        await ctx.db
          .update(products)
          .set({ bonusRateBp: change.rateBp, updatedAt: ctx.now })
          .where(eq(products._id, change._product));
      } else if (change.kind === 'LEGAL_CAP') {
        await applyLegalCap(ctx, change.rateBp);
      }
      await ctx.db.update(rateChanges).set({ appliedAt: ctx.now }).where(eq(rateChanges._id, change._id));
    }
    return due.length;
  });
  if (applied > 0) await ctx.catalogCache.bump();
  return applied;
}
