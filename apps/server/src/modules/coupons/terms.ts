import type { CouponState, CouponTermsView } from '@shop/contracts';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, not, or, type SQL } from 'drizzle-orm';
import {
  categories,
  couponCategories,
  couponIssues,
  couponProducts,
  coupons,
  products,
} from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';

/** Reading coupons' terms, shared by the console and the member's list. */

export type CouponRow = typeof coupons.$inferSelect;

/** The chosen categories and products of these coupons, by coupon. */
export async function scopesOf(
  ctx: ShopContext,
  _coupons: string[],
): Promise<
  Map<string, { categories: { _id: string; name: string }[]; products: { _id: string; name: string }[] }>
> {
  const byCoupon = new Map(
    _coupons.map((c) => [
      c,
      { categories: [] as { _id: string; name: string }[], products: [] as { _id: string; name: string }[] },
    ]),
  );
  if (_coupons.length === 0) return byCoupon;
  const [cats, prods] = await Promise.all([
    ctx.db
      .select({ _coupon: couponCategories._coupon, _id: categories._id, name: categories.name })
      .from(couponCategories)
      .innerJoin(categories, eq(categories._id, couponCategories._category))
      .where(inArray(couponCategories._coupon, _coupons))
      .orderBy(asc(categories.name)),
    ctx.db
      .select({ _coupon: couponProducts._coupon, _id: products._id, name: products.name })
      .from(couponProducts)
      .innerJoin(products, eq(products._id, couponProducts._product))
      .where(inArray(couponProducts._coupon, _coupons))
      .orderBy(asc(products.name)),
  ]);
  for (const { _coupon, ...c } of cats) byCoupon.get(_coupon)?.categories.push(c);
  for (const { _coupon, ...p } of prods) byCoupon.get(_coupon)?.products.push(p);
  return byCoupon;
}

export const toTerms = (
  row: CouponRow,
  scope:
    | { categories: { _id: string; name: string }[]; products: { _id: string; name: string }[] }
    | undefined,
): CouponTermsView => ({
  _id: row._id,
  name: row.name,
  kind: row.kind as CouponTermsView['kind'],
  value: row.value,
  maxDiscount: row.maxDiscount,
  minOrderAmount: row.minOrderAmount,
  scope: row.scope as CouponTermsView['scope'],
  categories: scope?.categories ?? [],
  products: scope?.products ?? [],
});

/**
 * An issue's state: used once it has an order's use; otherwise expired past its expiry or while its
 * coupon is switched off (사용 안 함 stops both issuing and spending; docs/decisions/0035).
 */
export function issueStateCondition(state: CouponState, now: Date): SQL {
  switch (state) {
    case 'USED':
      return isNotNull(couponIssues.usedAt);
    case 'EXPIRED':
      return and(isNull(couponIssues.usedAt), or(lte(couponIssues.expiresAt, now), not(coupons.active)))!;
    case 'USABLE':
      return and(isNull(couponIssues.usedAt), gt(couponIssues.expiresAt, now), eq(coupons.active, true))!;
  }
}

export function issueState(
  issue: { usedAt: Date | null; expiresAt: Date },
  coupon: { active: boolean },
  now: Date,
): CouponState {
  if (issue.usedAt) return 'USED';
  if (issue.expiresAt <= now || !coupon.active) return 'EXPIRED';
  return 'USABLE';
}

/** When an issue made now expires: the period's end, or N days after the issue. */
export function expiryOf(coupon: CouponRow, issuedAt: Date): Date {
  if (coupon.validity === 'PERIOD') return coupon.endAt!;
  return new Date(issuedAt.getTime() + coupon.validDays! * 24 * 60 * 60 * 1000);
}

/** A coupon can be issued while on and, for a fixed period, before its end. */
export const issuable = (coupon: CouponRow, now: Date) =>
  coupon.active && (coupon.validity !== 'PERIOD' || (coupon.endAt !== null && coupon.endAt > now));
