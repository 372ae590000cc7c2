import type { ClaimReason, Order } from '@shop/contracts';
import { and, asc, eq, lte } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { withdrawPending } from '../cash-receipts/asking.ts';
import { giveBackDiscounts } from './discounts.ts';
import { getOrder, type OrderRow, orderNotFound } from './reading.ts';
import { writeStatus } from './status-writer.ts';
import { releaseStock } from './stock.ts';

/** Cancelling an unpaid order: the shopper, an operator, or the expiry sweep past its deadline. */

type Canceller = 'SHOPPER' | 'OPERATOR' | 'SYSTEM';

const cancelReasonOf: Record<Canceller, string> = {
  SHOPPER: '주문자 취소',
  OPERATOR: '관리자 취소',
  SYSTEM: '결제 기한 만료',
};

/**
 * Cancels an order whose row the caller holds locked: the status writer checks the table and marks
 * the order and its purchases cancelled (CANCEL_COMPLETED, as DOMAIN.md says a cancel before payment
 * is immediate); their stock, points and coupon are given back once.
 */
async function cancelLocked(
  ctx: ShopContext,
  row: OrderRow,
  by: Canceller,
  reason?: string,
  claim?: { claimReason: ClaimReason; claimReasonDetails: string | null },
): Promise<void> {
  const lines = await writeStatus(ctx, {
    order: row,
    to: 'ORDER_CANCELED',
    reason: reason?.trim() || cancelReasonOf[by],
    by,
    ...(claim ? { claim } : {}),
  });
  await releaseStock(ctx, lines);
  await giveBackDiscounts(ctx, row, lines, { whole: true, why: '주문취소 적립금 복원' });
  await withdrawPending(ctx, row._id);
}

/**
 * Cancels an unpaid order: the shopper (their own only; others' are 404), an operator, or the
 * expiry sweep. Anything but ORDER_NONPAYMENT answers 409; paid orders are cancelled by a claim.
 * A member's cancel claim passes its reason, which the purchases keep.
 */
export async function cancelUnpaid(
  ctx: ShopContext,
  _order: string,
  by: Canceller,
  reason?: string,
  claim?: { claimReason: ClaimReason; claimReasonDetails: string | null },
): Promise<Order> {
  const owner = by === 'SHOPPER' ? { _user: actorOf(ctx)._user } : undefined;
  await inTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders._id, _order), ...(owner ? [eq(orders._user, owner._user)] : [])))
      .for('update');
    if (!row) throw orderNotFound();
    await cancelLocked(ctx, row, by, reason, claim);
  });
  return getOrder(ctx, _order, owner);
}

/**
 * The expiry sweep: cancels unpaid orders past their deadline, a batch at a time. Each batch
 * claims its rows with FOR UPDATE SKIP LOCKED, so several nodes sweep side by side without taking
 * the same order, and an order a shopper is cancelling (or paying) right now is left to them.
 * Answers how many orders it cancelled.
 */
export async function expireUnpaidOrders(ctx: ShopContext, { batch = 100 } = {}): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await inTransaction(ctx, async (ctx) => {
      const due = await ctx.db
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'ORDER_NONPAYMENT'), lte(orders.expiresAt, ctx.now)))
        .orderBy(asc(orders.expiresAt))
        .limit(batch)
        .for('update', { skipLocked: true });
      for (const row of due) await cancelLocked(ctx, row, 'SYSTEM');
      return due.length;
    });
    total += done;
    if (done < batch) return total;
  }
}
