import { vatSplit } from '@shop/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { type CashReceiptRow, cashReceipts, orders, purchases, refunds } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { type CashReceiptGateway, PaymentError } from '../../integrations/nicepay/index.ts';
import { orderTitle } from '../orders/amounts.ts';
import { unsealNumber } from './seal.ts';

/**
 * 현금영수증 rules (INTEGRATIONS.md j, docs/decisions/0056). The shop's receipts are asked at checkout
 * (PENDING), issued through NICE's cash-receipt API after the deposit's transaction committed, read
 * back until the tax office issued them, and cancelled in part as refunds are sent. A provider
 * failure never undoes the deposit: the receipt is left FAILED with NICE's reason for an operator to
 * issue again. Every provider call is made holding the receipt's row lock, so two callers (an
 * operator and the sweep) never issue or cancel one receipt twice.
 */

/** Cash the order has kept: what was paid less the refunds decided (not the failed ones). */
async function cashKept(ctx: ShopContext, order: { _id: string; paidAmount: number }): Promise<number> {
  const [refunded] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(and(eq(refunds._order, order._id), ne(refunds.status, 'FAILED')));
  return order.paidAmount - Number(refunded?.total ?? 0);
}

const receiptNotFound = () => new PaymentError('DECLINED', '현금영수증 정보를 찾을 수 없습니다');

export /** The receipt's row, locked until the caller's transaction ends: one issue or cancel at a time. */
async function lockReceipt(ctx: ShopContext, _receipt: string): Promise<CashReceiptRow> {
  const [row] = await ctx.db.select().from(cashReceipts).where(eq(cashReceipts._id, _receipt)).for('update');
  if (!row) throw receiptNotFound();
  return row;
}

/**
 * Sends one SHOP receipt (PENDING or FAILED) to NICE for the cash the paid order kept. Answers the
 * row as it ended: REQUESTED, FAILED with the reason, or unchanged when it was not to be issued.
 * Never throws for the provider: the caller's own work (a deposit) stands either way.
 */
export async function issueReceipt(
  ctx: ShopContext,
  gateway: CashReceiptGateway,
  _receipt: string,
): Promise<CashReceiptRow> {
  return inTransaction(ctx, async (ctx) => {
    const row = await lockReceipt(ctx, _receipt);
    if (row.source !== 'SHOP' || (row.status !== 'PENDING' && row.status !== 'FAILED')) return row;
    const [order] = await ctx.db.select().from(orders).where(eq(orders._id, row._order));
    if (!order?.paidAt) return row;
    const fail = async (failure: string, refusedByNice: boolean) => {
      const [failed] = await ctx.db
        .update(cashReceipts)
        .set({
          status: 'FAILED',
          failure,
          // A refusal spends its orderId at NICE; a call that never arrived may reuse it.
          attempts: refusedByNice ? row.attempts + 1 : row.attempts,
          updatedAt: ctx.now,
        })
        .where(eq(cashReceipts._id, row._id))
        .returning();
      return failed!;
    };
    if (order.status === 'ORDER_CANCELED') {
      const [withdrawn] = await ctx.db
        .update(cashReceipts)
        .set({ status: 'WITHDRAWN', numberSealed: null, updatedAt: ctx.now })
        .where(eq(cashReceipts._id, row._id))
        .returning();
      return withdrawn!;
    }
    const amount = await cashKept(ctx, order);
    if (amount <= 0) return fail('발급할 현금 결제 금액이 없습니다', false);
    if (!row.numberSealed)
      return fail('발급에 필요한 번호가 없습니다. 번호를 입력해 다시 발급해주세요', false);
    const names = await ctx.db
      .select({ name: purchases.productName })
      .from(purchases)
      .where(eq(purchases._order, order._id))
      .orderBy(purchases.purchaseNo);
    const { supply, vat } = vatSplit(amount);
    const providerOrderId = `R-${order.orderNo}-${row.attempts + 1}`;
    try {
      const issued = await gateway.issue({
        orderId: providerOrderId,
        amount,
        goodsName: orderTitle(names.map((n) => n.name)),
        receiptType: row.type === 'EXPENSE_PROOF' ? 'company' : 'individual',
        receiptNo: unsealNumber(ctx.config.rrnKey, row.numberSealed),
        supplyAmt: supply,
        goodsVat: vat,
        taxFreeAmt: 0,
        buyerName: order.ordererName,
        buyerEmail: order.ordererEmail,
      });
      const [requested] = await ctx.db
        .update(cashReceipts)
        .set({
          status: issued.approveNo ? 'ISSUED' : 'REQUESTED',
          amount,
          supplyAmount: supply,
          vatAmount: vat,
          taxFreeAmount: 0,
          providerOrderId,
          tid: issued.tid,
          approveNo: issued.approveNo,
          issuedAt: issued.approveNo ? (issued.approvedAt ?? ctx.now) : null,
          requestedAt: ctx.now,
          failure: null,
          // NICE has it now: the shop no longer needs the number.
          numberSealed: null,
          updatedAt: ctx.now,
        })
        .where(eq(cashReceipts._id, row._id))
        .returning();
      return requested!;
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      ctx.log.warn(
        { code: error.code, providerCode: error.providerCode, _order: order._id },
        'cash receipt not issued',
      );
      return fail(error.message, error.code === 'DECLINED');
    }
  });
}

/**
 * After a deposit committed: issues the order's asked receipt, if any. Never throws: a receipt that
 * could not be issued stays FAILED (or PENDING) for an operator and the sweep.
 */
export async function issueForPaidOrder(
  ctx: ShopContext,
  gateway: CashReceiptGateway,
  _order: string,
): Promise<void> {
  const rows = await ctx.db
    .select({ _id: cashReceipts._id })
    .from(cashReceipts)
    .where(
      and(
        eq(cashReceipts._order, _order),
        eq(cashReceipts.source, 'SHOP'),
        eq(cashReceipts.status, 'PENDING'),
      ),
    );
  for (const row of rows) {
    try {
      await issueReceipt(ctx, gateway, row._id);
    } catch (error) {
      ctx.log.error({ err: error, _order }, 'CASH RECEIPT NOT ISSUED: an operator issues it from the order');
    }
  }
}
