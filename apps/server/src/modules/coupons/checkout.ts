import { type CouponTerms, couponNotUsableMessage } from '@shop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { couponIssues, coupons } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { conflict, refused } from '../../http/errors.ts';
import { scopesOf } from './terms.ts';

/**
 * A coupon at checkout (DOMAIN.md "Checkout discounts"): the member's issue of it, usable now, and
 * its terms for `orderDiscounts`; marking it used by the order, and giving it back when the whole
 * order is cancelled. The discount itself is the contracts' pure rule.
 */

export const couponNotUsable = () => refused('COUPON_NOT_USABLE', couponNotUsableMessage);
/** 409: the coupon went to another order (two orders racing for it, or one placed before). */
export const couponUsed = () => conflict('COUPON_USED', '이미 사용한 쿠폰입니다');

export type CheckoutCoupon = { _coupon: string; _issue: string; name: string; terms: CouponTerms };

/**
 * The member's coupon `_coupon`, usable now: held, started, not expired, switched on (else 422 사용할
 * 수 없는 쿠폰입니다) and unused (else 409 이미 사용한 쿠폰입니다), with its terms. Checked again under
 * lock by lockCouponIssue when the order is written.
 */
export async function usableCoupon(
  ctx: ShopContext,
  _user: string,
  _coupon: string,
): Promise<CheckoutCoupon> {
  const [row] = await ctx.db
    .select({ issue: couponIssues, coupon: coupons })
    .from(couponIssues)
    .innerJoin(coupons, eq(coupons._id, couponIssues._coupon))
    .where(and(eq(couponIssues._coupon, _coupon), eq(couponIssues._user, _user)));
  const started = !row?.coupon.startAt || row.coupon.startAt <= ctx.now;
  if (!row?.coupon.active || !started || row.issue.expiresAt <= ctx.now) throw couponNotUsable();
  if (row.issue.usedAt) throw couponUsed();
  const scope = (await scopesOf(ctx, [_coupon])).get(_coupon);
  const { coupon } = row;
  return {
    _coupon,
    _issue: row.issue._id,
    name: coupon.name,
    terms: {
      kind: coupon.kind as CouponTerms['kind'],
      value: coupon.value,
      maxDiscount: coupon.maxDiscount,
      minOrderAmount: coupon.minOrderAmount,
      scope: coupon.scope as CouponTerms['scope'],
      _categories: scope?.categories.map((c) => c._id) ?? [],
      _products: scope?.products.map((p) => p._id) ?? [],
    },
  };
}

/**
 * Inside the order's transaction: the issue usableCoupon found is locked (FOR UPDATE) and checked
 * again, so of two orders racing for it the second waits and finds it used (409). Its terms were
 * read before and cannot have changed in a way that matters here but for the switch.
 */
export async function lockCouponIssue(ctx: ShopContext, _issue: string): Promise<void> {
  const [row] = await ctx.db
    .select({ usedAt: couponIssues.usedAt, expiresAt: couponIssues.expiresAt, active: coupons.active })
    .from(couponIssues)
    .innerJoin(coupons, eq(coupons._id, couponIssues._coupon))
    .where(eq(couponIssues._id, _issue))
    .for('update', { of: couponIssues });
  if (!row?.active || row.expiresAt <= ctx.now) throw couponNotUsable();
  if (row.usedAt) throw couponUsed();
}

/** The issue is used by this order (inside the order's transaction, after lockCouponIssue). */
export async function markCouponUsed(ctx: ShopContext, _issue: string, _order: string): Promise<void> {
  await ctx.db
    .update(couponIssues)
    .set({ usedAt: ctx.now, _order })
    .where(and(eq(couponIssues._id, _issue), isNull(couponIssues.usedAt)));
}

/**
 * Every purchase of the order was cancelled: its coupon comes back if it is still valid (not expired,
 * still switched on); an expired one stays used on the order. Answers whether it came back.
 */
export async function returnCoupon(ctx: ShopContext, _issue: string, _order: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ expiresAt: couponIssues.expiresAt, active: coupons.active })
    .from(couponIssues)
    .innerJoin(coupons, eq(coupons._id, couponIssues._coupon))
    .where(and(eq(couponIssues._id, _issue), eq(couponIssues._order, _order)))
    .for('update', { of: couponIssues });
  if (!row?.active || row.expiresAt <= ctx.now) return false;
  await ctx.db.update(couponIssues).set({ usedAt: null, _order: null }).where(eq(couponIssues._id, _issue));
  return true;
}
