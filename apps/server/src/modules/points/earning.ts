import { eq, inArray } from 'drizzle-orm';
import { orders, users } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { gradeLadderAt, rungOf } from '../grades/ladder.ts';
import type { PurchaseRow } from '../orders/reading.ts';
import { getShopSetting } from '../settings/service.ts';
import { appendPointsMany, type PointEntry } from './ledger.ts';

/** What the buyer paid in money for this purchase, the base of its 적립금: coupon and points excluded. */
export const paidFor = (p: Pick<PurchaseRow, 'amount' | 'couponShare' | 'pointsShare'>): number =>
  p.amount - p.couponShare - p.pointsShare;

/** floor(paid × rate / 10,000), rate in basis points (DOMAIN.md "Points"). */
export const earnedPoints = (paid: number, rateBp: number): number =>
  Math.max(0, Math.floor((paid * rateBp) / 10_000));

/**
 * 구매확정 credits of these just-confirmed purchases, inside the caller's transaction: a CONSUMER
 * buyer earns EARN/PURCHASE/<purchase> at their grade's points rate on the ladder in effect at the
 * confirmation (a code no longer on it: the lowest grade's; `points.rateBp` only while the ladder is
 * empty); a PROMOTER earns bonuses instead. The ledger's unique key makes a repeat credit nothing.
 */
export async function creditPurchasePoints(
  ctx: ShopContext,
  confirmed: readonly PurchaseRow[],
): Promise<void> {
  if (confirmed.length === 0) return;
  const { points } = await getShopSetting(ctx);
  const ladder = await gradeLadderAt(ctx, ctx.now);
  const orderIds = [...new Set(confirmed.map((p) => p._order))];
  const buyers = await ctx.db
    .select({ _order: orders._id, _user: users._id, type: users.type, gradeCode: users.gradeCode })
    .from(orders)
    .innerJoin(users, eq(users._id, orders._user))
    .where(inArray(orders._id, orderIds));
  const buyerOf = new Map(buyers.map((b) => [b._order, b]));
  const entries: PointEntry[] = [];
  for (const p of confirmed) {
    const buyer = buyerOf.get(p._order);
    if (buyer?.type !== 'CONSUMER') continue;
    entries.push({
      _user: buyer._user,
      amount: earnedPoints(paidFor(p), rungOf(ladder, buyer.gradeCode)?.pointRateBp ?? points.rateBp),
      type: 'EARN',
      source: 'PURCHASE',
      reference: p._id,
      reason: `구매확정 적립 (${p.productName})`,
    });
  }
  // One insert for the whole batch (the sweep confirms a hundred at a time).
  await appendPointsMany(ctx, entries);
}
