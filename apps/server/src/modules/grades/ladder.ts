import type { GradeCriterion } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { grades, levels } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';

/**
 * Grades and 장려 levels in time (DOMAIN.md "Grades", "BONUS__SALES", "Rates in time"): each table
 * holds versions of each `code`, and what holds at a moment is, per code, the latest version whose
 * `effectiveFrom` has come, unless that version retires the code.
 */

export type GradeRung = {
  _id: string;
  code: string;
  name: string;
  rank: number;
  criterion: GradeCriterion;
  threshold: number;
  pointRateBp: number;
  bonusRateBp: number;
  effectiveFrom: Date;
};

export type LevelTier = {
  _id: string;
  code: string;
  name: string;
  threshold: number;
  amount: number;
  effectiveFrom: Date;
};

/** The ladder in effect at `at`, lowest rank first. */
export async function gradeLadderAt(ctx: ShopContext, at: Date): Promise<GradeRung[]> {
  const rows = await ctx.db
    .selectDistinctOn([grades.code])
    .from(grades)
    .where(sql`${grades.effectiveFrom} <= ${at.toISOString()}`)
    .orderBy(grades.code, sql`${grades.effectiveFrom} desc`);
  return rows
    .filter((g) => !g.retired)
    .map((g) => ({
      _id: g._id,
      code: g.code,
      name: g.name,
      rank: g.rank,
      criterion: g.criterion,
      threshold: g.threshold,
      pointRateBp: g.pointRateBp,
      bonusRateBp: g.bonusRateBp,
      effectiveFrom: g.effectiveFrom,
    }))
    .sort((a, b) => a.rank - b.rank);
}

/** The sales tiers in effect at `at`, lowest threshold first. */
export async function levelsAt(ctx: ShopContext, at: Date): Promise<LevelTier[]> {
  const rows = await ctx.db
    .selectDistinctOn([levels.code])
    .from(levels)
    .where(sql`${levels.effectiveFrom} <= ${at.toISOString()}`)
    .orderBy(levels.code, sql`${levels.effectiveFrom} desc`);
  return rows
    .filter((l) => !l.retired)
    .map((l) => ({
      _id: l._id,
      code: l.code,
      name: l.name,
      threshold: l.threshold,
      amount: l.amount,
      effectiveFrom: l.effectiveFrom,
    }))
    .sort((a, b) => a.threshold - b.threshold);
}

/** The member's grade among `ladder` (the lowest when the code is no longer on it). */
export function rungOf(ladder: readonly GradeRung[], code: string): GradeRung | undefined {
  return ladder.find((g) => g.code === code) ?? ladder[0];
}

/** The highest tier whose threshold `promoteesPaid` reaches, if any: only that one pays. */
export function levelReached(tiers: readonly LevelTier[], promoteesPaid: number): LevelTier | undefined {
  let reached: LevelTier | undefined;
  for (const t of tiers)
    if (promoteesPaid >= t.threshold && (!reached || t.threshold >= reached.threshold)) reached = t;
  return reached;
}
