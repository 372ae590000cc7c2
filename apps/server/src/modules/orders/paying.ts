import type { Order } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { receiptRowsOf } from '../cash-receipts/reading.ts';
import { getShopSetting } from '../settings/service.ts';
import { recordNote } from './history.ts';
import { orderPlacedMessage } from './messages.ts';
import { getOrder, toOrder } from './reading.ts';
import { writeStatus } from './status-writer.ts';

// ---- payment ----

/**
 * The order is paid: by the payment provider's approval (`tid`) or an operator confirming a bank
 * transfer. The same `tid` twice changes nothing the second time; an amount that differs from the
 * order's by a single won is refused and the order stays unpaid (the caller cancels the payment
 * with the provider). Answers the order and whether this call made the change.
 */
export async function markPaid(
  ctx: ShopContext,
  _order: string,
  payment: {
    tid: string | null;
    amount: number;
    by: 'PAYMENT' | 'OPERATOR';
    paidAt?: Date;
    /** an operator's 입금 확인: why (the history and the audit row keep it) */
    reason?: string;
  },
): Promise<{ order: Order; changed: boolean }> {
  const written = await writeStatus(ctx, {
    _order,
    to: 'ORDER_PAYMENT',
    tid: payment.tid,
    amount: payment.amount,
    paidAt: payment.paidAt ?? ctx.now,
    reason: payment.reason ?? (payment.tid ? `tid ${payment.tid}` : '무통장입금 확인'),
    by: payment.by,
  });
  if (!written.changed) return { order: await getOrder(ctx, _order), changed: false };
  const bankAccount =
    written.order.paymentMethod === 'BANK_TRANSFER' ? (await getShopSetting(ctx)).bankAccount : null;
  // Just paid: no refund can exist yet; a 현금영수증 asked at checkout waits to be issued.
  const receipts = written.order.paymentMethod === 'CARD' ? [] : await receiptRowsOf(ctx, [_order]);
  return { order: toOrder(written.order, written.purchases, bankAccount, [], receipts), changed: true };
}

/** The provider's receipt page (card slip) of the payment that paid the order under `tid`. */
export async function keepReceiptUrl(
  ctx: ShopContext,
  _order: string,
  tid: string,
  url: string,
): Promise<void> {
  await ctx.db
    .update(orders)
    .set({ paymentReceiptUrl: url })
    .where(and(eq(orders._id, _order), eq(orders.paymentTid, tid)));
}

// ---- virtual accounts ----

/**
 * A virtual account was issued for an unpaid order: the shopper has until the account's own deadline
 * to deposit, so the expiry sweep must not cancel the order before then. Never shortens a deadline.
 */
export async function extendPaymentDeadline(
  ctx: ShopContext,
  _order: string,
  until: Date,
  account: { bank: string; accountNumber: string; holder: string } | null = null,
): Promise<void> {
  await inTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db.select().from(orders).where(eq(orders._id, _order)).for('update');
    if (row?.status !== 'ORDER_NONPAYMENT' || row.expiresAt >= until) return;
    await ctx.db.update(orders).set({ expiresAt: until, updatedAt: ctx.now }).where(eq(orders._id, row._id));
    await recordNote(ctx, {
      _order: row._id,
      field: 'PAYMENT_DEADLINE',
      fromValue: row.expiresAt.toISOString(),
      toValue: until.toISOString(),
      reason: '가상계좌 발급',
      by: 'PAYMENT',
    });
    await orderPlacedMessage(ctx, { ...row, expiresAt: until }, account);
  });
}
