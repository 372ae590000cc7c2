import { describe, expect, it } from 'vitest';
import { vatSplit } from './receipt.ts';

describe('vatSplit', () => {
  it('takes a tenth of the supply value as VAT, rounded to the won', () => {
    expect(vatSplit(11_000)).toEqual({ supply: 10_000, vat: 1_000 });
    expect(vatSplit(30_000)).toEqual({ supply: 27_273, vat: 2_727 });
    expect(vatSplit(10_005)).toEqual({ supply: 9_095, vat: 910 });
    expect(vatSplit(0)).toEqual({ supply: 0, vat: 0 });
  });

  it('always adds back up to the total', () => {
    for (let total = 0; total < 5_000; total += 7) {
      const { supply, vat } = vatSplit(total);
      expect(supply + vat).toBe(total);
      expect(vat).toBe(Math.round(total / 11));
    }
  });
});
