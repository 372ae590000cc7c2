import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capScaling, gradeBonus, legalCap, lineBonuses, scaledAmount, settleMonth } from './amounts.ts';

const tiers = [
  { code: 'BRONZE', threshold: 3_000_000, amount: 30_000 },
  { code: 'SILVER', threshold: 10_000_000, amount: 150_000 },
  { code: 'GOLD', threshold: 30_000_000, amount: 600_000 },
];

const won = (max = 1_000_000_000) => fc.integer({ min: 0, max });
const line = fc.record({ grade: won(50_000_000), sales: fc.constantFrom(0, 30_000, 150_000, 600_000) });

describe('settlement amounts', () => {
  it('pays the grade rate on promotees’ purchases, truncated to the won', () => {
    expect(gradeBonus(1_234_567, 300)).toBe(37_037);
    expect(gradeBonus(999, 100)).toBe(9);
  });

  it('pays only the highest 장려 tier reached', () => {
    expect(lineBonuses(2_999_999, 0, tiers)).toEqual({ grade: 0, sales: 0, levelCode: null });
    expect(lineBonuses(3_000_000, 100, tiers)).toEqual({ grade: 30_000, sales: 30_000, levelCode: 'BRONZE' });
    expect(lineBonuses(45_000_000, 0, tiers).levelCode).toBe('GOLD');
  });

  it('leaves GRADE and SALES whole under the cap', () => {
    const s = capScaling({
      monthSales: 10_000_000,
      capBp: 3_500,
      goods: 300_000,
      grade: 100_000,
      sales: 30_000,
    });
    expect(s).toMatchObject({ cap: 3_500_000, factorBp: 10_000, scaled: false, capReached: false });
    expect(scaledAmount(100_000, s)).toBe(100_000);
  });

  it('shrinks every GRADE and SALES by (cap − goods) / (grade + sales) over the cap', () => {
    const s = capScaling({
      monthSales: 1_000_000,
      capBp: 3_500,
      goods: 250_000,
      grade: 150_000,
      sales: 50_000,
    });
    expect(s).toMatchObject({ cap: 350_000, numerator: 100_000, denominator: 200_000, factorBp: 5_000 });
    expect(scaledAmount(150_000, s)).toBe(75_000);
    expect(scaledAmount(33_333, s)).toBe(16_666);
  });

  it('pays no GRADE or SALES and flags the month when goods alone reach the cap', () => {
    const s = capScaling({ monthSales: 1_000_000, capBp: 3_500, goods: 350_000, grade: 10, sales: 30_000 });
    expect(s).toMatchObject({ numerator: 0, factorBp: 0, capReached: true });
    expect(scaledAmount(30_000, s)).toBe(0);
  });

  it('keeps GOODS + GRADE + SALES within the cap whenever GOODS is', () => {
    fc.assert(
      fc.property(
        won(),
        fc.integer({ min: 0, max: 3_500 }),
        fc.array(line, { maxLength: 30 }),
        won(),
        (monthSales, capBp, lines, g) => {
          const goods = g % (legalCap(monthSales, capBp) + 1);
          const month = settleMonth({ monthSales, capBp, goods, lines });
          expect(goods + month.gradeScaled + month.salesScaled).toBeLessThanOrEqual(month.scaling.cap);
        },
      ),
    );
  });

  it('never scales an amount up, and keeps every amount a whole won ≥ 0', () => {
    fc.assert(
      fc.property(
        won(),
        fc.integer({ min: 0, max: 3_500 }),
        fc.array(line, { maxLength: 30 }),
        won(),
        (monthSales, capBp, lines, goods) => {
          const month = settleMonth({ monthSales, capBp, goods, lines });
          month.lines.forEach((scaled, i) => {
            for (const [after, before] of [
              [scaled.gradeScaled, lines[i]!.grade],
              [scaled.salesScaled, lines[i]!.sales],
            ] as const) {
              expect(Number.isInteger(after)).toBe(true);
              expect(after).toBeGreaterThanOrEqual(0);
              expect(after).toBeLessThanOrEqual(before);
            }
          });
          expect(month.scaling.factorBp).toBeGreaterThanOrEqual(0);
          expect(month.scaling.factorBp).toBeLessThanOrEqual(10_000);
        },
      ),
    );
  });
});
