import { checkoutDiscountMessages } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { conflict, refused } from '../../http/errors.ts';
import { getShopSetting } from '../settings/service.ts';
import { appendPoints, pointBalance } from './ledger.ts';

/**
 * 적립금 at checkout (DOMAIN.md "Checkout discounts"): spent when the order is placed (USE, one row per
 * order), given back per purchase when it is cancelled or returned (RESTORE, one row per purchase).
 */

/**
 * Whether the member may spend `points` now: a balance of at least the setting's minimum (422) and
 * at least the points (409). With `lock` (inside the order's transaction) the member's row is taken
 * FOR UPDATE first, as the console's deductions take it, so two orders spending one balance are
 * judged one after the other and the balance never goes below zero.
 */
export async function checkSpendablePoints(
  ctx: ShopContext,
  _user: string,
  points: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<void> {
  if (points <= 0) return;
  if (lock) await ctx.db.select({ _id: users._id }).from(users).where(eq(users._id, _user)).for('update');
  const [balance, setting] = await Promise.all([pointBalance(ctx, _user), getShopSetting(ctx)]);
  const minimum = setting.points.minimumToSpend;
  if (balance < minimum || balance <= 0) {
    throw refused('POINTS_BELOW_MINIMUM', checkoutDiscountMessages.pointsMinimum(minimum));
  }
  if (balance < points) throw conflict('POINTS_SHORT', checkoutDiscountMessages.pointsShort);
}

/** The order spends its points: USE/ORDER/<order>, once. */
export async function spendPoints(
  ctx: ShopContext,
  order: { _id: string; _user: string; orderNo: string; pointsUsed: number },
): Promise<void> {
  await appendPoints(ctx, {
    _user: order._user,
    amount: -order.pointsUsed,
    type: 'USE',
    source: 'ORDER',
    reference: order._id,
    reason: `주문 사용 (${order.orderNo})`,
  });
}

/**
 * Points of cancelled or returned purchases come back: RESTORE/PURCHASE/<purchase>, once each, for
 * `amount` (the purchase's points share, less any return fee the money refund could not cover).
 */
export async function restorePoints(
  ctx: ShopContext,
  _user: string,
  restored: readonly { _purchase: string; purchaseNo: string; amount: number }[],
  why: string,
): Promise<void> {
  for (const r of restored) {
    if (r.amount <= 0) continue;
    await appendPoints(ctx, {
      _user,
      amount: r.amount,
      type: 'RESTORE',
      source: 'PURCHASE',
      reference: r._purchase,
      reason: `${why} (${r.purchaseNo})`,
    });
  }
}
