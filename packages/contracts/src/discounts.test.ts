import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateDiscount,
  type CouponTerms,
  couponDiscount,
  type DiscountLine,
  discountOf,
  orderDiscounts,
} from './discounts.ts';

const line = (amount: number, _product = `p${amount}`, categoryPath: string[] = ['c1']): DiscountLine => ({
  _product,
  categoryPath,
  amount,
});
const join5: CouponTerms = {
  kind: 'RATE',
  value: 5,
  maxDiscount: 10_000,
  minOrderAmount: 30_000,
  scope: 'ALL',
  _categories: [],
  _products: [],
};

describe('couponDiscount', () => {
  it('takes 5 % of the eligible amount, capped by maxDiscount', () => {
    expect(couponDiscount(join5, [line(40_000)])).toMatchObject({ ok: true, discount: 2_000 });
    expect(couponDiscount(join5, [line(300_000)])).toMatchObject({ ok: true, discount: 10_000 });
    expect(couponDiscount(join5, [line(30_099)])).toMatchObject({ ok: true, discount: 1_504 });
  });
  it('refuses below the minimum order amount with the formatted amount', () => {
    expect(couponDiscount(join5, [line(29_999)])).toEqual({
      ok: false,
      refusal: { code: 'COUPON_MIN_ORDER', message: '쿠폰 최소 주문금액은 30,000원입니다' },
    });
  });
  it('counts only the purchases in scope (a category reaches its descendants)', () => {
    const coupon: CouponTerms = { ...join5, scope: 'CATEGORY', _categories: ['bath'] };
    const lines = [line(20_000, 'a', ['faucet', 'bath']), line(50_000, 'b', ['kitchen'])];
    expect(couponDiscount(coupon, lines)).toEqual({
      ok: false,
      refusal: { code: 'COUPON_MIN_ORDER', message: '쿠폰 최소 주문금액은 30,000원입니다' },
    });
    const product: CouponTerms = { ...join5, scope: 'PRODUCT', _products: ['b'] };
    expect(couponDiscount(product, lines)).toMatchObject({
      ok: true,
      eligibleAmount: 50_000,
      inScope: [false, true],
    });
  });
  it('refuses a coupon none of whose purchases is in scope', () => {
    const coupon: CouponTerms = { ...join5, minOrderAmount: 0, scope: 'PRODUCT', _products: ['x'] };
    expect(couponDiscount(coupon, [line(10_000)])).toEqual({
      ok: false,
      refusal: { code: 'COUPON_NOT_USABLE', message: '사용할 수 없는 쿠폰입니다' },
    });
  });
  it('never discounts an AMOUNT coupon beyond the eligible amount', () => {
    expect(discountOf({ kind: 'AMOUNT', value: 5_000, maxDiscount: null }, 3_000)).toBe(3_000);
    expect(discountOf({ kind: 'AMOUNT', value: 5_000, maxDiscount: null }, 30_000)).toBe(5_000);
  });
});

describe('allocateDiscount', () => {
  it('splits pro rata, leftover won to the largest lines', () => {
    expect(allocateDiscount(100, [{ amount: 100 }, { amount: 100 }, { amount: 100 }])).toEqual([34, 33, 33]);
    expect(allocateDiscount(10, [{ amount: 10 }, { amount: 30 }])).toEqual([2, 8]);
    expect(allocateDiscount(0, [{ amount: 10 }])).toEqual([0]);
  });
  it('sums exactly, never negative or above its line (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (amounts, fraction) => {
          const total = amounts.reduce((a, b) => a + b, 0);
          const amount = Math.floor(total * fraction);
          const shares = allocateDiscount(
            amount,
            amounts.map((a) => ({ amount: a })),
          );
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total === 0 ? 0 : amount);
          shares.forEach((s, i) => {
            expect(s).toBeGreaterThanOrEqual(0);
            expect(s).toBeLessThanOrEqual(amounts[i]!);
          });
        },
      ),
    );
  });
});

const couponArb: fc.Arbitrary<CouponTerms> = fc.oneof(
  fc.record({
    kind: fc.constant('AMOUNT' as const),
    value: fc.integer({ min: 0, max: 100_000 }),
    maxDiscount: fc.constant(null),
    minOrderAmount: fc.integer({ min: 0, max: 100_000 }),
    scope: fc.constantFrom('ALL' as const, 'PRODUCT' as const),
    _categories: fc.constant([]),
    _products: fc.subarray(['p0', 'p1', 'p2', 'p3']),
  }),
  fc.record({
    kind: fc.constant('RATE' as const),
    value: fc.integer({ min: 1, max: 100 }),
    maxDiscount: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
    minOrderAmount: fc.integer({ min: 0, max: 100_000 }),
    scope: fc.constantFrom('ALL' as const, 'PRODUCT' as const),
    _categories: fc.constant([]),
    _products: fc.subarray(['p0', 'p1', 'p2', 'p3']),
  }),
);
const linesArb = fc
  .array(fc.integer({ min: 0, max: 2_000_000 }), { minLength: 1, maxLength: 4 })
  .map((amounts) => amounts.map((a, i) => line(a, `p${i}`)));

describe('orderDiscounts (property)', () => {
  it('shares sum to the figures, none negative or above its line, points ≤ product − coupon', () => {
    fc.assert(
      fc.property(
        linesArb,
        fc.option(couponArb, { nil: null }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (lines, coupon, points) => {
          const result = orderDiscounts({ lines, coupon, points });
          if (!result.ok) {
            expect(coupon).not.toBeNull();
            return;
          }
          const sum = (key: 'couponShare' | 'pointsShare') => result.lines.reduce((s, l) => s + l[key], 0);
          expect(sum('couponShare')).toBe(result.couponDiscount);
          expect(sum('pointsShare')).toBe(result.pointsUsed);
          expect(result.pointsUsed).toBe(Math.min(points, result.productAmount - result.couponDiscount));
          expect(result.paidProductAmount).toBe(
            result.productAmount - result.couponDiscount - result.pointsUsed,
          );
          result.lines.forEach((l, i) => {
            expect(l.couponShare).toBeGreaterThanOrEqual(0);
            expect(l.pointsShare).toBeGreaterThanOrEqual(0);
            expect(l.couponShare + l.pointsShare).toBeLessThanOrEqual(lines[i]!.amount);
          });
          if (coupon) {
            const check = couponDiscount(coupon, lines);
            if (!check.ok) throw new Error('refused');
            // RATE/AMOUNT/max rules
            const expected =
              coupon.kind === 'AMOUNT'
                ? Math.min(coupon.value, check.eligibleAmount)
                : Math.min(
                    Math.floor((check.eligibleAmount * coupon.value) / 100),
                    coupon.maxDiscount ?? Infinity,
                  );
            expect(result.couponDiscount).toBe(expected);
            expect(check.eligibleAmount).toBeGreaterThanOrEqual(coupon.minOrderAmount);
            // out-of-scope lines carry no coupon share
            result.lines.forEach((l, i) => {
              if (!check.inScope[i]) expect(l.couponShare).toBe(0);
            });
          }
        },
      ),
    );
  });
  it('answers the refusal of the coupon', () => {
    expect(orderDiscounts({ lines: [line(10_000)], coupon: join5, points: 0 })).toMatchObject({
      ok: false,
      refusal: { code: 'COUPON_MIN_ORDER' },
    });
  });
});
