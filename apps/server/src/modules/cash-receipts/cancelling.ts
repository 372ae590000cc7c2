import { vatSplit } from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { type CashReceiptRow, cashReceipts, orders } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { type CashReceiptGateway, PaymentError } from '../../integrations/nicepay/index.ts';
import { lockReceipt } from './issuing.ts';

/**
 * Cancels `amount` won of a receipt NICE took (REQUESTED or ISSUED), or the whole rest when
 * `amount` is null or reaches it. Throws PaymentError when NICE refuses or cannot be reached; nothing
 * changes then.
 */
export async function cancelReceipt(
  ctx: ShopContext,
  gateway: CashReceiptGateway,
  _receipt: string,
  input: { amount: number | null; reason: string },
  onCancelled?: (ctx: ShopContext, before: CashReceiptRow, after: CashReceiptRow) => Promise<void>,
): Promise<CashReceiptRow> {
  return inTransaction(ctx, async (ctx) => {
    const row = await lockReceipt(ctx, _receipt);
    if (!row.tid || (row.status !== 'REQUESTED' && row.status !== 'ISSUED') || row.source !== 'SHOP') {
      throw new PaymentError('DECLINED', '발급요청 또는 발급완료된 현금영수증만 취소할 수 있습니다');
    }
    const left = row.amount - row.cancelledAmount;
    const amount = Math.min(input.amount ?? left, left);
    if (amount <= 0) return row;
    const whole = amount === row.amount && row.cancelledAmount === 0;
    const { supply, vat } = vatSplit(amount);
    const [order] = await ctx.db
      .select({ orderNo: orders.orderNo })
      .from(orders)
      .where(eq(orders._id, row._order));
    await gateway.cancel(row.tid, {
      orderId: `RC-${order!.orderNo}-${row.cancels + 1}`,
      reason: input.reason,
      partial: whole ? null : { amount, supplyAmt: supply, goodsVat: vat, taxFreeAmt: 0 },
    });
    const cancelledAmount = row.cancelledAmount + amount;
    const [after] = await ctx.db
      .update(cashReceipts)
      .set({
        cancelledAmount,
        cancels: row.cancels + 1,
        status: cancelledAmount >= row.amount ? 'CANCELLED' : row.status,
        cancelledAt: ctx.now,
        updatedAt: ctx.now,
      })
      .where(eq(cashReceipts._id, row._id))
      .returning();
    await onCancelled?.(ctx, row, after!);
    return after!;
  });
}

/**
 * A refund of a 무통장입금 order was sent: the same won of its receipt are cancelled with NICE. A
 * receipt never issued needs nothing (it will be issued for what is left). Never throws: a cancel
 * NICE refused is logged and kept on the receipt for an operator to cancel by hand.
 */
export async function cancelForRefund(
  ctx: ShopContext,
  gateway: CashReceiptGateway,
  refund: { _order: string; amount: number; reason: string },
): Promise<void> {
  const [row] = await ctx.db
    .select()
    .from(cashReceipts)
    .where(
      and(
        eq(cashReceipts._order, refund._order),
        eq(cashReceipts.source, 'SHOP'),
        inArray(cashReceipts.status, ['REQUESTED', 'ISSUED']),
      ),
    );
  if (!row) return;
  try {
    await cancelReceipt(ctx, gateway, row._id, { amount: refund.amount, reason: `환불 - ${refund.reason}` });
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    ctx.log.error(
      { code: error.code, _order: refund._order },
      'CASH RECEIPT NOT CANCELLED FOR A REFUND: cancel by hand',
    );
    await ctx.db
      .update(cashReceipts)
      .set({
        failure: `환불 ${refund.amount.toLocaleString('ko-KR')}원 취소 실패: ${error.message}`,
        updatedAt: ctx.now,
      })
      .where(eq(cashReceipts._id, row._id));
  }
}
