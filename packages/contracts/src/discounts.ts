import { formatWon } from './format.ts';
import type { Won } from './shipping.ts';

/**
 * Checkout discounts as pure integer-won arithmetic (DOMAIN.md "Checkout discounts: coupons and
 * points"; docs/decisions/0035), shared like `shippingBreakdown`: the order form previews them and
 * the server recomputes them, so both agree to the won.
 *
 * Order of application: product amount → one coupon → points; shipping is never discounted.
 */

export const couponKinds = ['AMOUNT', 'RATE'] as const;
export type CouponKind = (typeof couponKinds)[number];
export const couponScopes = ['ALL', 'CATEGORY', 'PRODUCT'] as const;
export type CouponScope = (typeof couponScopes)[number];

/** The terms of a coupon that decide its discount. */
export type CouponTerms = {
  kind: CouponKind;
  /** won for AMOUNT, percent (1–100) for RATE */
  value: number;
  /** RATE only: the cap in won; null = none */
  maxDiscount: Won | null;
  minOrderAmount: Won;
  scope: CouponScope;
  /** CATEGORY scope: the chosen categories (their descendants count too) */
  _categories: readonly string[];
  /** PRODUCT scope: the chosen products */
  _products: readonly string[];
};

/** One purchase of the order: its product amount (unit price × quantity, options included). */
export type DiscountLine = {
  _product: string;
  /** the product's category and every ancestor of it, so a parent category's coupon reaches it */
  categoryPath: readonly string[];
  amount: Won;
};

export type CouponRefusal = {
  code: 'COUPON_NOT_USABLE' | 'COUPON_MIN_ORDER';
  message: string;
};

export const couponNotUsableMessage = '사용할 수 없는 쿠폰입니다';
export const couponMinOrderMessage = (minOrderAmount: Won) =>
  `쿠폰 최소 주문금액은 ${formatWon(minOrderAmount)}입니다`;

export type CouponDiscount =
  | {
      ok: true;
      /** product amount of the purchases in scope */
      eligibleAmount: Won;
      discount: Won;
      /** per line: whether it is in the coupon's scope */
      inScope: boolean[];
    }
  | { ok: false; refusal: CouponRefusal };

/** Whether a purchase is in the coupon's scope. */
export function inCouponScope(
  coupon: Pick<CouponTerms, 'scope' | '_categories' | '_products'>,
  line: DiscountLine,
) {
  switch (coupon.scope) {
    case 'ALL':
      return true;
    case 'CATEGORY':
      return line.categoryPath.some((c) => coupon._categories.includes(c));
    case 'PRODUCT':
      return coupon._products.includes(line._product);
  }
}

/** The raw discount of the terms on an eligible amount: AMOUNT → min(value, eligible); RATE → capped. */
export function discountOf(coupon: Pick<CouponTerms, 'kind' | 'value' | 'maxDiscount'>, eligible: Won): Won {
  if (eligible <= 0) return 0;
  if (coupon.kind === 'AMOUNT') return Math.min(coupon.value, eligible);
  const rated = Math.floor((eligible * coupon.value) / 100);
  return Math.min(rated, coupon.maxDiscount ?? rated, eligible);
}

/**
 * The coupon's discount on these purchases. Refused when no purchase is in its scope (사용할 수 없는
 * 쿠폰입니다) or when the eligible amount is below its minimum order amount. Whether the member may use
 * it at all (held, unused, valid today, active) is the server's to check before.
 */
export function couponDiscount(coupon: CouponTerms, lines: readonly DiscountLine[]): CouponDiscount {
  const inScope = lines.map((line) => inCouponScope(coupon, line));
  const eligibleAmount = lines.reduce((sum, line, i) => sum + (inScope[i] ? line.amount : 0), 0);
  if (eligibleAmount <= 0) {
    return { ok: false, refusal: { code: 'COUPON_NOT_USABLE', message: couponNotUsableMessage } };
  }
  if (eligibleAmount < coupon.minOrderAmount) {
    return {
      ok: false,
      refusal: { code: 'COUPON_MIN_ORDER', message: couponMinOrderMessage(coupon.minOrderAmount) },
    };
  }
  return { ok: true, eligibleAmount, discount: discountOf(coupon, eligibleAmount), inScope };
}

/**
 * Splits `amount` over lines pro rata to their amounts, floored; the leftover won go one each to the
 * largest lines (earlier first on a tie), so the shares sum to `amount` exactly and none exceeds its
 * line. `amount` must lie between 0 and the lines' sum.
 */
export function allocateDiscount(amount: Won, lines: readonly { amount: Won }[]): Won[] {
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  if (amount <= 0 || total <= 0) return lines.map(() => 0);
  if (amount > total) throw new RangeError(`cannot allocate ${amount} over ${total}`);
  // BigInt: amount × line may pass 2^53 for large orders.
  const shares = lines.map((l) => Number((BigInt(amount) * BigInt(l.amount)) / BigInt(total)));
  let leftover = amount - shares.reduce((sum, s) => sum + s, 0);
  const largestFirst = lines.map((_, i) => i).sort((a, b) => lines[b]!.amount - lines[a]!.amount || a - b);
  // Each pass gives a won to every line below its amount; one pass suffices (leftover < lines), the
  // loop only guards the arithmetic.
  while (leftover > 0) {
    for (const i of largestFirst) {
      if (leftover === 0) break;
      if (shares[i]! < lines[i]!.amount) {
        shares[i]! += 1;
        leftover -= 1;
      }
    }
  }
  return shares;
}

export type OrderDiscountLine = { couponShare: Won; pointsShare: Won };

export type OrderDiscounts =
  | {
      ok: true;
      productAmount: Won;
      couponDiscount: Won;
      /** the points spent: the asked points, at most product − coupon */
      pointsUsed: Won;
      /** productAmount − couponDiscount − pointsUsed (shipping excluded) */
      paidProductAmount: Won;
      lines: OrderDiscountLine[];
    }
  | { ok: false; refusal: CouponRefusal };

/**
 * Applies product → coupon → points to an order. The coupon's discount is split over the purchases
 * in its scope, the points over every purchase by what the coupon left of it (so no purchase is
 * discounted beyond its amount); points above product − coupon are cut to it.
 */
export function orderDiscounts(input: {
  lines: readonly DiscountLine[];
  coupon?: CouponTerms | null;
  points?: Won;
}): OrderDiscounts {
  const { lines } = input;
  const productAmount = lines.reduce((sum, l) => sum + l.amount, 0);
  let couponShares = lines.map(() => 0);
  let discount = 0;
  if (input.coupon) {
    const result = couponDiscount(input.coupon, lines);
    if (!result.ok) return result;
    discount = result.discount;
    const scoped = lines.map((l, i) => ({ amount: result.inScope[i] ? l.amount : 0 }));
    couponShares = allocateDiscount(discount, scoped);
  }
  const remaining = lines.map((l, i) => ({ amount: l.amount - couponShares[i]! }));
  const pointsUsed = Math.max(0, Math.min(Math.floor(input.points ?? 0), productAmount - discount));
  const pointsShares = allocateDiscount(pointsUsed, remaining);
  return {
    ok: true,
    productAmount,
    couponDiscount: discount,
    pointsUsed,
    paidProductAmount: productAmount - discount - pointsUsed,
    lines: lines.map((_, i) => ({ couponShare: couponShares[i]!, pointsShare: pointsShares[i]! })),
  };
}
