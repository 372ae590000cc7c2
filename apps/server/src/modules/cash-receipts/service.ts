import { type CashReceiptType, maskCashReceiptNumber, vatSplit } from '@shop/contracts';
import { and, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { type CashReceiptRow, cashReceipts, orders, purchases, refunds } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { type CashReceiptGateway, PaymentError, receiptStatusOf } from '../../integrations/nicepay/index.ts';
import { orderTitle } from '../orders/amounts.ts';
import { sealNumber, unsealNumber } from './seal.ts';

/**
 * 현금영수증 rules (INTEGRATIONS.md j, docs/decisions/0056). The shop's receipts are asked at checkout
 * (PENDING), issued through NICE's cash-receipt API after the deposit's transaction committed, read
 * back until the tax office issued them, and cancelled in part as refunds are sent. A provider
 * failure never undoes the deposit: the receipt is left FAILED with NICE's reason for an operator to
 * issue again. Every provider call is made holding the receipt's row lock, so two callers (an
 * operator and the sweep) never issue or cancel one receipt twice.
 */

export type ReceiptAsk = { type: CashReceiptType; number: string };

/** A receipt asked at checkout, written with the order (in the placing transaction). */
export async function askAtCheckout(
  ctx: ShopContext,
  order: { _id: string; _user: string },
  ask: ReceiptAsk,
): Promise<CashReceiptRow> {
  const [row] = await ctx.db
    .insert(cashReceipts)
    .values({
      _order: order._id,
      _user: order._user,
      source: 'SHOP',
      type: ask.type,
      maskedNumber: maskCashReceiptNumber(ask.type, ask.number),
      numberSealed: sealNumber(ctx.config.rrnKey, ask.number),
      status: 'PENDING',
      amount: 0,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  return row!;
}

/** The order was cancelled before it was paid: its asked receipt is withdrawn, the number dropped. */
export async function withdrawPending(ctx: ShopContext, _order: string): Promise<void> {
  await ctx.db
    .update(cashReceipts)
    .set({ status: 'WITHDRAWN', numberSealed: null, updatedAt: ctx.now })
    .where(and(eq(cashReceipts._order, _order), eq(cashReceipts.status, 'PENDING')));
}

/** Cash the order has kept: what was paid less the refunds decided (not the failed ones). */
async function cashKept(ctx: ShopContext, order: { _id: string; paidAmount: number }): Promise<number> {
  const [refunded] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(and(eq(refunds._order, order._id), ne(refunds.status, 'FAILED')));
  return order.paidAmount - Number(refunded?.total ?? 0);
}

const receiptNotFound = () => new PaymentError('DECLINED', '현금영수증 정보를 찾을 수 없습니다');

/** The receipt's row, locked until the caller's transaction ends: one issue or cancel at a time. */
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

/** One entry of a NICE payment's `cashReceipts[]` (INTEGRATIONS.md j.4). */
export type PaymentCashReceipt = {
  receiptTid?: string | undefined;
  status?: string | undefined;
  amount?: number | undefined;
  receiptType?: string | undefined;
  issueNo?: string | undefined;
  receiptUrl?: string | undefined;
};

/**
 * The receipts NICE issued with a 가상계좌 payment, as its notice reports them: one row per NICE
 * receipt tid, brought up to date by each later notice. When NICE issued any, the receipt the buyer
 * asked for at checkout is NICE's now and the shop's own request is dropped (issuing it again would
 * be a double issuance, code 7003). Answers how many NICE reported.
 */
export async function recordPaymentReceipts(
  ctx: ShopContext,
  _order: string,
  reported: PaymentCashReceipt[],
): Promise<number> {
  const usable = reported.filter((r) => r.receiptTid);
  if (usable.length === 0) return 0;
  const [order] = await ctx.db
    .select({ _id: orders._id, _user: orders._user })
    .from(orders)
    .where(eq(orders._id, _order));
  if (!order) return 0;
  await inTransaction(ctx, async (ctx) => {
    for (const r of usable) {
      const status = receiptStatusOf(r.status);
      const values = {
        status,
        amount: Math.max(0, Math.trunc(Number(r.amount ?? 0)) || 0),
        approveNo: r.issueNo || null,
        receiptUrl: r.receiptUrl ?? null,
        issuedAt: status === 'ISSUED' ? ctx.now : null,
        updatedAt: ctx.now,
      };
      await ctx.db
        .insert(cashReceipts)
        .values({
          _order: order._id,
          _user: order._user,
          source: 'PAYMENT',
          type: r.receiptType === 'company' ? 'EXPENSE_PROOF' : 'INCOME_DEDUCTION',
          tid: r.receiptTid!,
          requestedAt: ctx.now,
          createdAt: ctx.now,
          ...values,
        })
        .onConflictDoUpdate({
          target: cashReceipts.tid,
          set: { ...values, issuedAt: sql`coalesce(${cashReceipts.issuedAt}, excluded.issued_at)` },
        });
    }
    await leaveToNice(ctx, order._id);
  });
  return usable.length;
}

/**
 * NICE issued the 가상계좌 payment's receipt: the one the buyer asked for at checkout is NICE's now, so
 * the shop's own request is dropped (and the sweep will not issue it).
 */
export async function leaveToNice(ctx: ShopContext, _order: string): Promise<void> {
  await ctx.db
    .delete(cashReceipts)
    .where(
      and(
        eq(cashReceipts._order, _order),
        eq(cashReceipts.source, 'SHOP'),
        eq(cashReceipts.status, 'PENDING'),
      ),
    );
}

/**
 * Reads back from NICE what the tax office made of the receipts it took (REQUESTED), each at most
 * once an hour (the answer comes within two business days). Answers how many changed.
 */
export async function readBackRequested(
  ctx: ShopContext,
  gateway: CashReceiptGateway,
  { batch = 50 } = {},
): Promise<number> {
  const due = new Date(ctx.now.getTime() - 60 * 60 * 1000);
  const rows = await ctx.db
    .select()
    .from(cashReceipts)
    .where(
      and(
        eq(cashReceipts.status, 'REQUESTED'),
        isNotNull(cashReceipts.tid),
        or(isNull(cashReceipts.checkedAt), lt(cashReceipts.checkedAt, due)),
      ),
    )
    .limit(batch);
  let changed = 0;
  for (const row of rows) {
    try {
      const state = await gateway.get(row.tid!);
      await ctx.db
        .update(cashReceipts)
        .set({
          checkedAt: ctx.now,
          ...(state.status !== 'REQUESTED'
            ? {
                status: state.status,
                approveNo: state.approveNo ?? row.approveNo,
                issuedAt: state.status === 'ISSUED' ? (state.issuedAt ?? ctx.now) : row.issuedAt,
                receiptUrl: state.receiptUrl ?? row.receiptUrl,
                failure: state.status === 'FAILED' ? (state.message ?? '국세청 발급 실패') : null,
                updatedAt: ctx.now,
              }
            : {}),
        })
        .where(and(eq(cashReceipts._id, row._id), eq(cashReceipts.status, 'REQUESTED')));
      if (state.status !== 'REQUESTED') changed += 1;
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      ctx.log.warn({ code: error.code, tid: row.tid }, 'cash receipt state not read');
      await ctx.db.update(cashReceipts).set({ checkedAt: ctx.now }).where(eq(cashReceipts._id, row._id));
    }
  }
  return changed;
}

/**
 * The sweep's catch-up: receipts asked for orders paid a while ago that are still PENDING (the
 * server stopped between the deposit and the issue, or a 가상계좌 deposit came without NICE's
 * receipt) are issued now.
 */
export async function issueOverdue(ctx: ShopContext, gateway: CashReceiptGateway, { batch = 50 } = {}) {
  const before = new Date(ctx.now.getTime() - 5 * 60 * 1000);
  const rows = await ctx.db
    .select({ _id: cashReceipts._id })
    .from(cashReceipts)
    .innerJoin(orders, eq(orders._id, cashReceipts._order))
    .where(and(eq(cashReceipts.status, 'PENDING'), isNotNull(orders.paidAt), lt(orders.paidAt, before)))
    .limit(batch);
  for (const row of rows) await issueReceipt(ctx, gateway, row._id);
  return rows.length;
}
