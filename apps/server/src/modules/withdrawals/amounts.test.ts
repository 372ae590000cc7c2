import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withdrawalCharge } from './amounts.ts';

describe('withdrawalCharge', () => {
  it('withholds 3% and 0.3%, each truncated below 10 won', () => {
    expect(withdrawalCharge(10_000, 0)).toEqual({
      charge: { incomeTax: 300, localTax: 30, transferFee: 0, total: 330 },
      net: 9_670,
    });
    expect(withdrawalCharge(123_456, 500)).toEqual({
      charge: { incomeTax: 3_700, localTax: 370, transferFee: 500, total: 4_570 },
      net: 118_886,
    });
  });

  it('withholds on every payment however small', () => {
    expect(withdrawalCharge(334, 0).charge).toMatchObject({ incomeTax: 10, localTax: 0 });
    expect(withdrawalCharge(3_334, 0).charge).toMatchObject({ incomeTax: 100, localTax: 10 });
    expect(withdrawalCharge(1, 0)).toMatchObject({ charge: { total: 0 }, net: 1 });
  });

  it('keeps the fee from taking the payment below 0', () => {
    expect(withdrawalCharge(500, 1_000)).toEqual({
      charge: { incomeTax: 10, localTax: 0, transferFee: 490, total: 500 },
      net: 0,
    });
  });

  const amount = fc.integer({ min: 1, max: 100_000_000 });
  const fee = fc.integer({ min: 0, max: 10_000 });

  it('truncates withholding below 10 won (each tax a multiple of 10, never over the rate)', () => {
    fc.assert(
      fc.property(amount, fee, (a, f) => {
        const { charge } = withdrawalCharge(a, f);
        expect(charge.incomeTax % 10).toBe(0);
        expect(charge.localTax % 10).toBe(0);
        expect(charge.incomeTax).toBeLessThanOrEqual((a * 3) / 100);
        expect(charge.incomeTax).toBeGreaterThan((a * 3) / 100 - 10);
        expect(charge.localTax).toBeLessThanOrEqual((a * 3) / 1000);
        expect(charge.localTax).toBeGreaterThan((a * 3) / 1000 - 10);
      }),
    );
  });

  it('pays a net of at least 0, and charge + net is the amount', () => {
    fc.assert(
      fc.property(amount, fee, (a, f) => {
        const { charge, net } = withdrawalCharge(a, f);
        expect(net).toBeGreaterThanOrEqual(0);
        expect(charge.total + net).toBe(a);
        expect(charge.total).toBe(charge.incomeTax + charge.localTax + charge.transferFee);
        expect(Number.isInteger(net)).toBe(true);
      }),
    );
  });
});
