import type { OrderStatus } from '@shop/contracts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import { orderHistories, orders, purchases } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { conflict, refused } from '../../http/errors.ts';
import { type HistoryEntry, historyRow, recordStatuses } from './history.ts';
import { deliveredMessage, paymentConfirmedMessage } from './messages.ts';
import { orderNotFound, type PurchaseRow } from './reading.ts';
import { columnsJson, orderById, payUnpaidOrder, rowOf } from './statements.ts';
import {
  moverActor,
  type OrderCancel,
  type OrderFollow,
  type OrderPayment,
  type PaymentWritten,
} from './status-changes.ts';
import {
  assertMove,
  assertTransition,
  claimTransitions,
  orderProgress,
  purchaseTransitions,
} from './transitions.ts';

/** The status writer's moves of an order: paying it, cancelling it, following its purchases. */

export async function payOrder(ctx: ShopContext, c: OrderPayment): Promise<PaymentWritten> {
  const by = moverActor(c);
  // DOMAIN.md's table: only an unpaid order is paid, and only by the provider or an operator.
  assertTransition('ORDER_NONPAYMENT', 'ORDER_PAYMENT', by);
  for (;;) {
    let written: Awaited<ReturnType<typeof payUnpaidOrder>>[number] | undefined;
    try {
      [written] = await payUnpaidOrder(ctx.db, [
        c._order,
        c.amount,
        c.tid,
        c.paidAt.toISOString(),
        ctx.now.toISOString(),
        JSON.stringify(
          columnsJson(
            orderHistories,
            historyRow(ctx, {
              _order: c._order,
              field: 'ORDER_STATUS',
              fromValue: 'ORDER_NONPAYMENT',
              toValue: 'ORDER_PAYMENT',
              reason: c.reason,
              by: c.by,
            }),
          ),
        ),
      ]);
    } catch (error) {
      // One payment pays one order: a tid already used by another order is refused.
      if (isUniqueViolation(error, 'orders_payment_tid_unique')) {
        throw conflict('PAYMENT_TID_USED', '이미 다른 주문에 사용된 결제입니다');
      }
      throw error;
    }
    if (written?.order) {
      const paid = {
        changed: true as const,
        order: rowOf(orders, written.order),
        purchases: (written.purchases ?? []).map((p) => rowOf(purchases, p)),
      };
      await paymentConfirmedMessage(ctx, paid.order, paid.purchases);
      return paid;
    }
    // Not an unpaid order of this amount: say why.
    const [raw] = await orderById(ctx.db, [c._order]);
    if (!raw) throw orderNotFound();
    const row = rowOf(orders, raw);
    if (c.tid && row.paymentTid === c.tid) return { changed: false, order: row };
    if (c.amount !== row.paidAmount) {
      throw refused('PAYMENT_AMOUNT_MISMATCH', '결제 금액이 주문 금액과 다릅니다');
    }
    assertTransition(row.status, 'ORDER_PAYMENT', by);
    // Unpaid for this amount after all: it changed between the two statements, so pay it now.
  }
}

export async function cancelOrder(ctx: ShopContext, c: OrderCancel): Promise<PurchaseRow[]> {
  const by = moverActor(c);
  assertTransition(c.order.status, 'ORDER_CANCELED', by);
  const lines = await ctx.db
    .select()
    .from(purchases)
    .where(and(eq(purchases._order, c.order._id), ne(purchases.status, 'ORDER_CANCELED')))
    .orderBy(asc(purchases._id))
    .for('update');
  for (const line of lines) {
    assertTransition(line.status, 'ORDER_CANCELED', by);
    assertMove(claimTransitions, line.claimStatus, 'CANCEL_COMPLETED', by, 'CLAIM_STATUS_CONFLICT');
    assertMove(purchaseTransitions, line.purchaseStatus, 'PURCHASE_CANCELED', by, 'PURCHASE_STATUS_CONFLICT');
  }
  await ctx.db
    .update(orders)
    .set({ status: 'ORDER_CANCELED', canceledAt: ctx.now, updatedAt: ctx.now })
    .where(eq(orders._id, c.order._id));
  const cancelled =
    lines.length === 0
      ? []
      : await ctx.db
          .update(purchases)
          .set({
            status: 'ORDER_CANCELED',
            purchaseStatus: 'PURCHASE_CANCELED',
            claimStatus: 'CANCEL_COMPLETED',
            ...(c.claim
              ? { claimReason: c.claim.claimReason, claimReasonDetails: c.claim.claimReasonDetails || null }
              : { claimReasonDetails: c.reason }),
            updatedAt: ctx.now,
          })
          .where(
            inArray(
              purchases._id,
              lines.map((l) => l._id),
            ),
          )
          .returning();
  const entries: HistoryEntry[] = [
    {
      _order: c.order._id,
      field: 'ORDER_STATUS',
      fromValue: c.order.status,
      toValue: 'ORDER_CANCELED',
      reason: c.reason,
      by: c.by,
    },
  ];
  if (c.claim) {
    for (const line of lines) {
      entries.push({
        _order: line._order,
        _purchase: line._id,
        field: 'CLAIM_STATUS',
        fromValue: line.claimStatus,
        toValue: 'CANCEL_COMPLETED',
        reason: c.reason,
        by: c.by,
      });
    }
  }
  await recordStatuses(ctx, entries, false);
  return lines.map((l) => cancelled.find((p) => p._id === l._id)!);
}

export async function followPurchases(ctx: ShopContext, c: OrderFollow): Promise<OrderStatus> {
  const _order = c.follow;
  const [row] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders._id, _order));
  if (!row) throw orderNotFound();
  if (row.status === 'ORDER_NONPAYMENT' || row.status === 'ORDER_CANCELED') return row.status;
  const lines = await ctx.db
    .select({ status: purchases.status, purchaseStatus: purchases.purchaseStatus })
    .from(purchases)
    .where(eq(purchases._order, _order));
  const live = lines.filter((l) => l.status !== 'ORDER_CANCELED' && l.purchaseStatus !== 'PURCHASE_CANCELED');
  if (live.length === 0) return row.status;
  const least = live.map((l) => l.status).reduce((a, b) => (orderProgress[b] < orderProgress[a] ? b : a));
  if (least === row.status) return row.status;
  await ctx.db.update(orders).set({ status: least, updatedAt: ctx.now }).where(eq(orders._id, _order));
  if (least === 'DELIVERY_COMPLETE') await deliveredMessage(ctx, _order);
  await recordStatuses(
    ctx,
    [
      {
        _order,
        field: 'ORDER_STATUS',
        fromValue: row.status,
        toValue: least,
        reason: '주문상품 상태에 따라 변경',
        by: c.by,
      },
    ],
    false,
  );
  return least;
}
