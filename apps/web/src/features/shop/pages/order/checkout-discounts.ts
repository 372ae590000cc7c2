import {
  type CouponTerms,
  type CouponTermsView,
  couponDiscount,
  type DiscountLine,
  type MemberCoupon,
  type ShippingQuote,
} from '@shop/contracts';

/**
 * What the order form needs of the contracts' `orderDiscounts` rule (DOMAIN.md "Checkout
 * discounts"): the quote's lines and the member's coupons in the shape the rule reads, and which
 * coupons apply to these lines. The server recomputes with the same rule, so the preview agrees.
 */

/** The quote's lines as the rule reads them: product, its category path, product amount. */
export const discountLinesOf = (quote: ShippingQuote): DiscountLine[] =>
  quote.lines.map((l) => ({ _product: l._product, categoryPath: l.categoryPath, amount: l.amount }));

/** A coupon's terms as the rule reads them: its categories and products by id. */
export const termsOf = (c: CouponTermsView): CouponTerms => ({
  kind: c.kind,
  value: c.value,
  maxDiscount: c.maxDiscount,
  minOrderAmount: c.minOrderAmount,
  scope: c.scope,
  _categories: c.categories.map((x) => x._id),
  _products: c.products.map((x) => x._id),
});

export type CouponOffer = { held: MemberCoupon; discount: number };
export type CouponRefused = { held: MemberCoupon; message: string };

/**
 * The member's usable coupons for these lines: those that apply, largest discount first (the one
 * that runs out sooner first on a tie), and those that do not, with the rule's reason.
 */
export function couponOffers(
  coupons: readonly MemberCoupon[],
  lines: readonly DiscountLine[],
): { offers: CouponOffer[]; refused: CouponRefused[] } {
  const offers: CouponOffer[] = [];
  const refused: CouponRefused[] = [];
  for (const held of coupons) {
    const result = couponDiscount(termsOf(held.coupon), lines);
    if (result.ok) offers.push({ held, discount: result.discount });
    else refused.push({ held, message: result.refusal.message });
  }
  offers.sort((a, b) => b.discount - a.discount || a.held.expiresAt.localeCompare(b.held.expiresAt));
  return { offers, refused };
}

/** 사용할 적립금 as typed, to won: digits only (a pasted "1,000원" is 1000). */
export const pointsOf = (typed: string): number => Number(typed.replace(/\D/g, '') || 0);
