import type {
  CashReceipt,
  consoleCashReceiptCancelInput,
  consoleCashReceiptIssueInput,
} from '@shop/contracts';
import { maskCashReceiptNumber } from '@shop/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { cashReceipts, orders } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { badRequest, conflict, notFound, ShopError } from '../../http/errors.ts';
import {
  type CashReceiptGateway,
  PaymentError,
  PROVIDER_DOWN_MESSAGE,
} from '../../integrations/nicepay/index.ts';
import { recordAudit } from '../audit/record.ts';
import { orderNotFound } from '../orders/reading.ts';
import { cancelReceipt } from './cancelling.ts';
import { issueReceipt } from './issuing.ts';
import { toCashReceipt } from './reading.ts';
import { sealNumber } from './seal.ts';

/**
 * The console's hand on 현금영수증: issue one for a paid cash order (or again after a failure), and
 * cancel one in full or in part, each with a reason and an audit row.
 */

const snapshot = (r: { status: string; amount: number; cancelledAmount: number; tid: string | null }) => ({
  status: r.status,
  amount: r.amount,
  cancelledAmount: r.cancelledAmount,
  tid: r.tid,
});

/**
 * POST /shop/orders/{_id}/cash-receipt. The order must be a paid 무통장입금 or 가상계좌 order without
 * a receipt NICE already took (409). The number typed replaces the one asked at checkout; without one
 * the asked number is used while the shop still keeps it (400 otherwise). Answers the receipt as it
 * ended: REQUESTED, or FAILED with NICE's reason (the operator may try again).
 */
export async function issueByHand(
  ctx: ShopContext,
  gateway: CashReceiptGateway,
  _order: string,
  input: z.output<typeof consoleCashReceiptIssueInput>,
): Promise<CashReceipt> {
  const _receipt = await inTransaction(ctx, async (ctx) => {
    const [order] = await ctx.db.select().from(orders).where(eq(orders._id, _order)).for('update');
    if (!order) throw orderNotFound();
    if (order.paymentMethod === 'CARD') {
      throw conflict('CASH_RECEIPT_NOT_CASH', '카드 결제는 현금영수증 대신 카드 매출전표가 발급됩니다');
    }
    if (!order.paidAt || order.status === 'ORDER_CANCELED') {
      throw conflict('CASH_RECEIPT_NOT_PAID', '결제가 완료된 주문만 현금영수증을 발급할 수 있습니다');
    }
    const [live] = await ctx.db
      .select()
      .from(cashReceipts)
      .where(
        and(
          eq(cashReceipts._order, _order),
          inArray(cashReceipts.status, ['PENDING', 'REQUESTED', 'ISSUED', 'FAILED']),
        ),
      );
    if (live && (live.status === 'REQUESTED' || live.status === 'ISSUED')) {
      throw conflict('CASH_RECEIPT_EXISTS', '이미 발급된 현금영수증이 있습니다. 취소 후 다시 발급해주세요');
    }
    const number = input.number;
    if (!number && !live?.numberSealed) {
      throw badRequest('CASH_RECEIPT_NUMBER_REQUIRED', '현금영수증 발급 번호를 입력해주세요', [
        { path: 'number', message: '현금영수증 발급 번호를 입력해주세요' },
      ]);
    }
    const numbered = number
      ? {
          type: input.type,
          maskedNumber: maskCashReceiptNumber(input.type, number),
          numberSealed: sealNumber(ctx.config.rrnKey, number),
        }
      : { type: input.type };
    let _id: string;
    if (live) {
      await ctx.db
        .update(cashReceipts)
        .set({ ...numbered, status: live.status === 'FAILED' ? 'FAILED' : 'PENDING', updatedAt: ctx.now })
        .where(eq(cashReceipts._id, live._id));
      _id = live._id;
    } else {
      // Each attempt at NICE needs an orderId of its own: count on from the order's earlier receipts.
      const [used] = await ctx.db
        .select({
          n: sql<string>`coalesce(sum(${cashReceipts.attempts}), 0) + count(${cashReceipts.providerOrderId})`,
        })
        .from(cashReceipts)
        .where(and(eq(cashReceipts._order, _order), eq(cashReceipts.source, 'SHOP')));
      const [created] = await ctx.db
        .insert(cashReceipts)
        .values({
          _order,
          _user: order._user,
          source: 'SHOP',
          maskedNumber: null,
          ...numbered,
          status: 'PENDING',
          amount: 0,
          attempts: Number(used?.n ?? 0),
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning({ _id: cashReceipts._id });
      _id = created!._id;
    }
    return _id;
  });
  const ended = await issueReceipt(ctx, gateway, _receipt);
  await recordAudit(ctx, {
    action: 'CASH_RECEIPT_ISSUE',
    targetKind: 'ORDER',
    _target: _order,
    before: null,
    after: { _cashReceipt: ended._id, receiptType: ended.type, ...snapshot(ended), failure: ended.failure },
    reason: input.reason,
  });
  return toCashReceipt(ended);
}

/**
 * POST /shop/cash-receipts/{_id}/cancel: cancels the rest of a receipt NICE took, or `amount` won of
 * it (never more than is left). NICE refusing answers 422 and NICE down 503; nothing changes then.
 */
export async function cancelByHand(
  ctx: ShopContext,
  gateway: CashReceiptGateway,
  _receipt: string,
  input: z.output<typeof consoleCashReceiptCancelInput>,
): Promise<CashReceipt> {
  const [row] = await ctx.db.select().from(cashReceipts).where(eq(cashReceipts._id, _receipt));
  if (!row) throw notFound('CASH_RECEIPT_NOT_FOUND', '현금영수증 정보를 찾을 수 없습니다');
  if (row.source !== 'SHOP' || !row.tid || (row.status !== 'REQUESTED' && row.status !== 'ISSUED')) {
    throw conflict(
      'CASH_RECEIPT_NOT_CANCELLABLE',
      '발급요청 또는 발급완료된 현금영수증만 취소할 수 있습니다',
    );
  }
  if (input.amount !== undefined && input.amount > row.amount - row.cancelledAmount) {
    throw badRequest('CASH_RECEIPT_CANCEL_TOO_MUCH', '취소할 금액이 남은 발급 금액보다 큽니다', [
      { path: 'amount', message: '취소할 금액이 남은 발급 금액보다 큽니다' },
    ]);
  }
  try {
    const after = await cancelReceipt(
      ctx,
      gateway,
      _receipt,
      { amount: input.amount ?? null, reason: input.reason },
      (tx, before, after) =>
        recordAudit(tx, {
          action: 'CASH_RECEIPT_CANCEL',
          targetKind: 'ORDER',
          _target: before._order,
          before: { _cashReceipt: before._id, ...snapshot(before) },
          after: { _cashReceipt: after._id, ...snapshot(after) },
          reason: input.reason,
        }),
    );
    return toCashReceipt(after);
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    if (error.code === 'PROVIDER_DOWN')
      throw new ShopError(503, 'PAYMENT_PROVIDER_DOWN', PROVIDER_DOWN_MESSAGE);
    throw new ShopError(422, 'CASH_RECEIPT_CANCEL_REFUSED', error.message);
  }
}
