import { describe, expect, it } from 'vitest';
import { makeMemberCoupon } from '@/test/order-fixtures.ts';
import { couponOffers, pointsOf, termsOf } from './checkout-discounts.ts';

const BATH = 'cat-bath';
const TOILET = 'cat-toilet';
const lines = [
  { _product: 'p-toilet', categoryPath: [TOILET, BATH], amount: 40_000 },
  { _product: 'p-tap', categoryPath: ['cat-tap'], amount: 10_000 },
];

describe('couponOffers', () => {
  it('offers the coupons that apply, largest discount first, the sooner to expire first on a tie', () => {
    const { offers } = couponOffers(
      [
        makeMemberCoupon({ _id: 'c-3000', value: 3_000 }),
        makeMemberCoupon({ _id: 'c-rate', kind: 'RATE', value: 10, maxDiscount: 4_000 }),
        makeMemberCoupon({ _id: 'c-3000-soon', value: 3_000 }, { expiresAt: '2026-04-10T00:00:00.000Z' }),
        makeMemberCoupon({ _id: 'c-bath', scope: 'CATEGORY', categories: [{ _id: BATH, name: '욕실' }] }),
      ],
      lines,
    );
    expect(offers.map((o) => [o.held.coupon._id, o.discount])).toEqual([
      // 10 % of 50,000 = 5,000, capped at 4,000
      ['c-rate', 4_000],
      ['c-3000-soon', 3_000],
      ['c-3000', 3_000],
      ['c-bath', 3_000],
    ]);
  });

  it('refuses a coupon with none of the lines in its scope, or below its minimum on the lines in scope', () => {
    const { offers, refused } = couponOffers(
      [
        makeMemberCoupon({ _id: 'c-other', scope: 'PRODUCT', products: [{ _id: 'p-sink', name: '세면대' }] }),
        // 40,000 of toilet in the category: below 45,000 though the order is 50,000
        makeMemberCoupon({
          _id: 'c-min',
          scope: 'CATEGORY',
          categories: [{ _id: TOILET, name: '양변기' }],
          minOrderAmount: 45_000,
        }),
      ],
      lines,
    );
    expect(offers).toEqual([]);
    expect(refused.map((r) => [r.held.coupon._id, r.message])).toEqual([
      ['c-other', '사용할 수 없는 쿠폰입니다'],
      ['c-min', '쿠폰 최소 주문금액은 45,000원입니다'],
    ]);
  });
});

describe('termsOf', () => {
  it('reads the coupon’s categories and products by id', () => {
    const terms = termsOf(
      makeMemberCoupon({
        _id: 'c',
        scope: 'PRODUCT',
        products: [{ _id: 'p-1', name: '양변기' }],
        categories: [{ _id: 'c-1', name: '욕실' }],
      }).coupon,
    );
    expect(terms._products).toEqual(['p-1']);
    expect(terms._categories).toEqual(['c-1']);
  });
});

describe('pointsOf', () => {
  it('keeps the digits of what was typed', () => {
    expect(pointsOf('')).toBe(0);
    expect(pointsOf('1,500원')).toBe(1_500);
    expect(pointsOf('0300')).toBe(300);
  });
});
