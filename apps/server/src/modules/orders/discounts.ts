import { type DiscountLine, type OrderDiscounts, orderDiscounts } from '@shop/contracts';
import type { ShopContext } from '../../http/context.ts';
import { refused } from '../../http/errors.ts';
import {
  type CheckoutCoupon,
  lockCouponIssue,
  markCouponUsed,
  returnCoupon,
  usableCoupon,
} from '../coupons/checkout.ts';
import { checkSpendablePoints, restorePoints, spendPoints } from '../points/spending.ts';
import type { OrderRow, PurchaseRow } from './reading.ts';

/**
 * An order's coupon and points (DOMAIN.md "Checkout discounts"; docs/decisions/0038): what the member
 * asked for, checked before the order is priced; applied to the priced lines with the contracts'
 * `orderDiscounts`, which the order form previews with too; taken (USE row, coupon used) in the
 * order's transaction under the member's and the coupon's locks; and given back when purchases are
 * cancelled or returned.
 */

export type AskedDiscounts = { coupon: CheckoutCoupon | null; points: number };

/**
 * The coupon and points an order asks for, refused at once when they cannot be had (the form keeps
 * what was filled): null when it asks for neither. Checked again under lock by takeDiscounts.
 */
export async function askedDiscounts(
  ctx: ShopContext,
  _user: string,
  input: { _coupon?: string | null | undefined; points?: number | undefined },
): Promise<AskedDiscounts | null> {
  const points = input.points ?? 0;
  if (!input._coupon && points <= 0) return null;
  const [coupon] = await Promise.all([
    input._coupon ? usableCoupon(ctx, _user, input._coupon) : null,
    checkSpendablePoints(ctx, _user, points),
  ]);
  return { coupon, points };
}

/** The discounts on these priced lines, or the coupon's refusal (422, its own message). */
export function applyDiscounts(
  asked: AskedDiscounts | null,
  lines: readonly DiscountLine[],
): Extract<OrderDiscounts, { ok: true }> {
  const result = orderDiscounts({ lines, coupon: asked?.coupon?.terms ?? null, points: asked?.points ?? 0 });
  if (!result.ok) throw refused(result.refusal.code, result.refusal.message);
  return result;
}

/**
 * Inside the order's transaction, before the order is written: the member's row and the coupon's
 * issue are locked and checked again, so of two orders racing for one coupon or one balance the
 * second finds it used (409) or short (409).
 */
export async function lockDiscounts(ctx: ShopContext, _user: string, asked: AskedDiscounts): Promise<void> {
  await checkSpendablePoints(ctx, _user, asked.points, { lock: true });
  if (asked.coupon) await lockCouponIssue(ctx, asked.coupon._issue);
}

/** Inside the order's transaction, once the order is written: the USE row and the coupon marked used. */
export async function takeDiscounts(ctx: ShopContext, order: OrderRow): Promise<void> {
  if (order.pointsUsed > 0) await spendPoints(ctx, order);
  if (order._couponIssue) await markCouponUsed(ctx, order._couponIssue, order._id);
}

/**
 * Purchases were cancelled or returned: their points shares come back (or `points` of each, when a
 * return fee took some), and the coupon too once every purchase of the order is cancelled.
 */
export async function giveBackDiscounts(
  ctx: ShopContext,
  order: OrderRow,
  lines: readonly PurchaseRow[],
  { whole, why, points }: { whole: boolean; why: string; points?: ReadonlyMap<string, number> },
): Promise<void> {
  await restorePoints(
    ctx,
    order._user,
    lines.map((p) => ({
      _purchase: p._id,
      purchaseNo: p.purchaseNo,
      amount: points?.get(p._id) ?? p.pointsShare,
    })),
    why,
  );
  if (whole && order._couponIssue) await returnCoupon(ctx, order._couponIssue, order._id);
}
