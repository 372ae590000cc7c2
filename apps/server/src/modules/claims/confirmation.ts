import { isOpenClaim, type Order, openClaimStatuses } from '@shop/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { orderHistories, orders, purchases } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, type ShopError } from '../../http/errors.ts';
import { creditPurchaseBonuses } from '../bonuses/rewards.ts';
import { getMyOrder, orderNotFound, type PurchaseRow } from '../orders/reading.ts';
import { writeStatus } from '../orders/status-writer.ts';
import { creditPurchasePoints } from '../points/earning.ts';
import { getShopSetting } from '../settings/service.ts';
import { autoConfirmCutoff } from './amounts.ts';
import { chosen } from './lines.ts';

/** 구매확정 (DOMAIN.md "Orders"): by the member (POST /me/orders/{_id}/confirm) or the sweep. */

/** Delivered, awaiting confirmation, and no claim open. */
const confirmable = (p: PurchaseRow) =>
  p.status === 'DELIVERY_COMPLETE' &&
  (p.purchaseStatus === 'PURCHASE_AWAITING' || p.purchaseStatus === 'PURCHASE_SCHEDULE') &&
  !isOpenClaim(p.claimStatus);

/**
 * 구매확정 of these purchases, by the member or the sweep: each one still confirmable under its row
 * lock becomes PURCHASE_COMPLETE with confirmedAt, once; any other is left as it is (already
 * confirmed, or a claim was opened meanwhile). Answers the purchases it confirmed.
 */
export async function completePurchases(
  ctx: ShopContext,
  purchaseIds: readonly string[],
  by: 'SHOPPER' | 'SYSTEM',
): Promise<PurchaseRow[]> {
  if (purchaseIds.length === 0) return [];
  return inTransaction(ctx, async (ctx) => {
    const rows = await ctx.db
      .select()
      .from(purchases)
      .where(inArray(purchases._id, [...new Set(purchaseIds)]))
      .orderBy(asc(purchases._id))
      .for('update');
    const due = rows.filter(confirmable);
    if (due.length === 0) return [];
    const done = await writeStatus(ctx, {
      purchases: due,
      to: { purchaseStatus: 'PURCHASE_COMPLETE' },
      with: { confirmedAt: ctx.now },
      reason: by === 'SYSTEM' ? '자동 구매확정' : null,
      by,
    });
    // Rewards are credited here, once per purchase, inside this transaction: 적립금 for a consumer,
    // bonuses for a promoter buyer and a promoter sponsor, scores for both (DOMAIN.md).
    await creditPurchasePoints(ctx, done);
    await creditPurchaseBonuses(ctx, done);
    return done;
  });
}

/** Why the member cannot confirm this purchase (409), or null. */
function confirmProblem(p: PurchaseRow): ShopError | null {
  if (p.purchaseStatus === 'PURCHASE_COMPLETE') return null;
  if (p.status === 'ORDER_CANCELED' || p.purchaseStatus === 'PURCHASE_CANCELED') {
    return conflict('PURCHASE_CANCELED', '취소 또는 반품된 상품은 구매확정할 수 없습니다');
  }
  if (isOpenClaim(p.claimStatus)) {
    return conflict('CLAIM_IN_PROGRESS', '취소/교환/반품이 진행 중인 상품은 구매확정할 수 없습니다');
  }
  if (!confirmable(p)) return conflict('NOT_DELIVERED', '배송완료된 상품만 구매확정할 수 있습니다');
  return null;
}

/**
 * POST /me/orders/{_id}/confirm: the named purchases of the caller's order (each must be
 * confirmable or already confirmed), or every confirmable one. Already confirmed purchases stay
 * as they are, so a repeated request changes nothing; nothing to confirm at all answers 409.
 */
export async function confirmOrder(
  ctx: ShopContext,
  _order: string,
  input: { _purchases?: string[] | undefined },
): Promise<Order> {
  const actor = actorOf(ctx);
  const [order] = await ctx.db
    .select({ _id: orders._id })
    .from(orders)
    .where(and(eq(orders._id, _order), eq(orders._user, actor._user)));
  if (!order) throw orderNotFound();
  const lines = await ctx.db.select().from(purchases).where(eq(purchases._order, order._id));
  const ids = input._purchases && input._purchases.length > 0 ? input._purchases : null;
  const named = chosen(lines, ids);
  if (ids) {
    const problem = named.map(confirmProblem).find(Boolean);
    if (problem) throw problem;
  }
  const wanted = named.filter(confirmable);
  const alreadyDone = named.some((p) => p.purchaseStatus === 'PURCHASE_COMPLETE');
  if (wanted.length === 0 && !alreadyDone) {
    throw conflict('NOTHING_TO_CONFIRM', '구매확정할 수 있는 상품이 없습니다');
  }
  const done = await completePurchases(
    ctx,
    wanted.map((p) => p._id),
    'SHOPPER',
  );
  // A claim opened between the check and the lock: that purchase is not confirmed.
  if (ids && done.length < wanted.length) {
    throw conflict('CLAIM_IN_PROGRESS', '취소/교환/반품이 진행 중인 상품은 구매확정할 수 없습니다');
  }
  return getMyOrder(ctx, order._id);
}

/**
 * The auto-confirm sweep: purchases delivered and awaiting confirmation whose confirmation days
 * (and claim days) have passed since delivery and since their claim last moved, with no claim
 * open, confirmed by SYSTEM a batch at a time. Each batch claims its rows with FOR UPDATE SKIP
 * LOCKED, so nodes sweep side by side and a purchase a member or operator holds is left for the
 * next run. Answers how many it confirmed.
 */
export async function autoConfirmPurchases(ctx: ShopContext, { batch = 100 } = {}): Promise<number> {
  const { orders: setting } = await getShopSetting(ctx);
  const cutoff = autoConfirmCutoff(ctx.now, setting.autoConfirmDays, setting.claimDays);
  let total = 0;
  for (;;) {
    const confirmed = await inTransaction(ctx, async (ctx) => {
      const due = await ctx.db
        .select({ _id: purchases._id })
        .from(purchases)
        .where(
          and(
            eq(purchases.status, 'DELIVERY_COMPLETE'),
            inArray(purchases.purchaseStatus, ['PURCHASE_AWAITING', 'PURCHASE_SCHEDULE']),
            sql`${purchases.deliveredAt} < ${cutoff.toISOString()}`,
            sql`(${purchases.claimStatus} is null or ${purchases.claimStatus} not in (${sql.join(
              openClaimStatuses.map((c) => sql`${c}`),
              sql`, `,
            )}))`,
            // A claim closed lately (rejected, exchange completed) gives the shopper the days again.
            sql`not exists (select 1 from ${orderHistories} where ${orderHistories._purchase} = ${purchases._id} and ${orderHistories.field} = 'CLAIM_STATUS' and ${orderHistories.createdAt} >= ${cutoff.toISOString()})`,
          ),
        )
        .orderBy(asc(purchases.deliveredAt), asc(purchases._id))
        .limit(batch)
        .for('update', { skipLocked: true });
      const done = await completePurchases(
        ctx,
        due.map((d) => d._id),
        'SYSTEM',
      );
      return { found: due.length, done: done.length };
    });
    total += confirmed.done;
    if (confirmed.found < batch || confirmed.done === 0) return total;
  }
}
