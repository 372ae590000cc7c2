/**
 * The money rules of the monthly settlement (DOMAIN.md "Promoter rewards"), pure: won are integers,
 * rates basis points. The settlement's SQL computes the same per-line amounts for every promoter at
 * once (computing.ts); its tests hold the two together.
 */

import { type LevelTier, levelReached } from '../grades/ladder.ts';

export const BP = 10_000;

/** 직급 수당: floor(promoteesPaid × gradeBonusRateBp / 10,000). */
export const gradeBonus = (promoteesPaid: number, gradeBonusRateBp: number): number =>
  Math.floor((promoteesPaid * gradeBonusRateBp) / BP);

/** The legal cap on all allowances of the month: floor(monthSales × capBp / 10,000). */
export const legalCap = (monthSales: number, capBp: number): number => Math.floor((monthSales * capBp) / BP);

export type CapScaling = {
  cap: number;
  /** max(0, cap − goods) when scaled, else the unscaled total */
  numerator: number;
  /** grade + sales */
  denominator: number;
  /** numerator / denominator in bp, 10,000 when unscaled */
  factorBp: number;
  /** goods alone reached the cap: GRADE and SALES are 0 */
  capReached: boolean;
  scaled: boolean;
};

/**
 * How GRADE and SALES shrink under the cap: if goods + grade + sales > cap, every GRADE and SALES
 * amount becomes floor(amount × max(0, cap − goods) / (grade + sales)). Unscaled, the factor is 1
 * (numerator = denominator = grade + sales).
 */
export function capScaling(input: {
  monthSales: number;
  capBp: number;
  goods: number;
  grade: number;
  sales: number;
}): CapScaling {
  const cap = legalCap(input.monthSales, input.capBp);
  const denominator = input.grade + input.sales;
  if (input.goods + denominator <= cap) {
    return { cap, numerator: denominator, denominator, factorBp: BP, capReached: false, scaled: false };
  }
  const numerator = Math.max(0, cap - input.goods);
  return {
    cap,
    numerator,
    denominator,
    factorBp: denominator === 0 ? BP : Math.floor((numerator * BP) / denominator),
    capReached: input.goods >= cap,
    scaled: true,
  };
}

/** One GRADE or SALES amount after the cap. */
export function scaledAmount(
  amount: number,
  scaling: Pick<CapScaling, 'numerator' | 'denominator' | 'scaled'>,
): number {
  if (!scaling.scaled || scaling.denominator === 0) return amount;
  // BigInt: amount × numerator passes 2^53 for a large shop's month (10^8 × 10^10).
  return Number((BigInt(amount) * BigInt(scaling.numerator)) / BigInt(scaling.denominator));
}

/** A promoter's GRADE and SALES before the cap: only the highest 장려 tier reached pays. */
export function lineBonuses(
  promoteesPaid: number,
  gradeBonusRateBp: number,
  tiers: readonly Pick<LevelTier, 'code' | 'threshold' | 'amount'>[],
): { grade: number; sales: number; levelCode: string | null } {
  const level = levelReached(tiers as LevelTier[], promoteesPaid);
  return {
    grade: gradeBonus(promoteesPaid, gradeBonusRateBp),
    sales: level?.amount ?? 0,
    levelCode: level?.code ?? null,
  };
}

/** A whole month on paper: the totals, the scaling and each line's scaled amounts. */
export function settleMonth(input: {
  monthSales: number;
  capBp: number;
  /** BONUS__GOODS of the month, all of it (lines may not cover rows of members no longer promoters) */
  goods: number;
  lines: readonly { grade: number; sales: number }[];
}) {
  const grade = input.lines.reduce((sum, l) => sum + l.grade, 0);
  const sales = input.lines.reduce((sum, l) => sum + l.sales, 0);
  const scaling = capScaling({
    monthSales: input.monthSales,
    capBp: input.capBp,
    goods: input.goods,
    grade,
    sales,
  });
  const lines = input.lines.map((l) => ({
    gradeScaled: scaledAmount(l.grade, scaling),
    salesScaled: scaledAmount(l.sales, scaling),
  }));
  return {
    grade,
    sales,
    gradeScaled: lines.reduce((sum, l) => sum + l.gradeScaled, 0),
    salesScaled: lines.reduce((sum, l) => sum + l.salesScaled, 0),
    scaling,
    lines,
  };
}
