import {
  type BulkResult,
  type ConsolePurchase,
  type ConsolePurchaseTarget,
  type consoleOrderInput,
  type Order,
  type OrderHistory,
  openClaimStatuses,
} from '@shop/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { orderHistories, orders, purchases, users } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, ShopError } from '../../http/errors.ts';
import type { CashReceiptGateway } from '../../integrations/nicepay/index.ts';
import { requireReason } from '../audit/record.ts';
import { issueForPaidOrder } from '../cash-receipts/issuing.ts';
import { getConsolePurchase, purchaseNotFound } from './desk-lists.ts';
import { cancelUnpaid } from './expiring.ts';
import { historyClock } from './history.ts';
import { markPaid } from './paying.ts';
import { getOrder, orderNotFound, type PurchaseRow } from './reading.ts';
import { writeStatus } from './status-writer.ts';
import { canTransition } from './transitions.ts';

/**
 * The console's order desk, acting (docs/decisions/0010): an order and its history, deposit
 * confirmation, and moving purchases through DOMAIN.md's table as an operator. Claims are the
 * claims module's; a purchase with an open claim is left to it.
 */

const claimOpen = () =>
  conflict('CLAIM_IN_PROGRESS', '취소·교환·반품 처리 중인 주문상품은 상태를 변경할 수 없습니다');

// ---- one order ----

const historyBy = alias(users, 'history_by');

/** GET /shop/orders/{_id}: the order and every change of it, oldest first. */
export async function getConsoleOrder(
  ctx: ShopContext,
  _order: string,
): Promise<{ order: Order; histories: OrderHistory[] }> {
  const order = await getOrder(ctx, _order);
  const rows = await ctx.db
    .select({
      history: orderHistories,
      purchaseNo: purchases.purchaseNo,
      by: { _id: historyBy._id, name: historyBy.name },
    })
    .from(orderHistories)
    .leftJoin(purchases, eq(purchases._id, orderHistories._purchase))
    .leftJoin(historyBy, eq(historyBy._id, orderHistories._by))
    .where(eq(orderHistories._order, _order))
    // Entries of one moment: a purchase's own change before the order's that followed from it.
    .orderBy(
      asc(orderHistories.createdAt),
      sql`${orderHistories._purchase} is null`,
      asc(purchases.purchaseNo),
    );
  return {
    order,
    histories: rows.map(({ history: h, purchaseNo, by }) => ({
      _id: h._id,
      _purchase: h._purchase,
      purchaseNo,
      field: h.field,
      fromValue: h.fromValue,
      toValue: h.toValue,
      reason: h.reason,
      by: by?._id ? { _id: by._id, name: by.name } : null,
      byRole: h.byRole,
      createdAt: h.createdAt.toISOString(),
    })),
  };
}

/**
 * PUT /shop/orders/{_id}: 입금 확인 of a 무통장입금 order (the same path as a payment approval,
 * recorded with the operator and their reason, 400 without one), or cancelling an unpaid order with a reason. Card and virtual
 * account orders are paid only by the provider's approval (409).
 */
export async function changeOrderStatus(
  ctx: ShopContext,
  _order: string,
  input: z.output<typeof consoleOrderInput>,
  /** issues the 현금영수증 asked with the order once the deposit committed */
  receipts?: CashReceiptGateway,
): Promise<Order> {
  if (input.status === 'ORDER_CANCELED') return cancelUnpaid(ctx, _order, 'OPERATOR', input.reason);
  const [row] = await ctx.db
    .select({ paymentMethod: orders.paymentMethod, paidAmount: orders.paidAmount })
    .from(orders)
    .where(eq(orders._id, _order));
  if (!row) throw orderNotFound();
  if (row.paymentMethod !== 'BANK_TRANSFER') {
    throw conflict('PAYMENT_BY_PROVIDER_ONLY', '카드·가상계좌 주문은 결제대행사의 승인으로만 결제완료됩니다');
  }
  const { order } = await markPaid(ctx, _order, {
    tid: null,
    amount: row.paidAmount,
    by: 'OPERATOR',
    reason: requireReason(input.reason),
  });
  if (!receipts || !order.cashReceipts.some((r) => r.status === 'PENDING')) return order;
  // After the deposit's commit: a receipt NICE refuses is left FAILED; the deposit stands.
  await issueForPaidOrder(ctx, receipts, _order);
  return getOrder(ctx, _order);
}

// ---- moving purchases ----

/**
 * Locks a purchase for a move: its order first (every path that changes an order or its purchases
 * locks the order row first, so racing operators queue there and the second sees the first's
 * result), then the purchase. A purchase with an open claim is the claims desk's (409).
 */
export async function lockPurchase(
  ctx: ShopContext,
  where: { _id: string } | { purchaseNo: string },
): Promise<PurchaseRow> {
  const [ref] = await ctx.db
    .select({ _id: purchases._id, _order: purchases._order })
    .from(purchases)
    .where('_id' in where ? eq(purchases._id, where._id) : eq(purchases.purchaseNo, where.purchaseNo));
  if (!ref) throw purchaseNotFound();
  await ctx.db.select({ _id: orders._id }).from(orders).where(eq(orders._id, ref._order)).for('update');
  const [row] = await ctx.db.select().from(purchases).where(eq(purchases._id, ref._id)).for('update');
  if (!row) throw purchaseNotFound();
  if (row.claimStatus && openClaimStatuses.includes(row.claimStatus)) throw claimOpen();
  return row;
}

/**
 * PUT /shop/purchases/{_id}: an operator moves a purchase as DOMAIN.md's table allows them
 * (409 otherwise). 배송중 needs an invoice, which the invoice endpoint enters; 배송완료 starts the
 * purchase's confirmation (PURCHASE_AWAITING). The order's status follows.
 */
export async function movePurchase(
  ctx: ShopContext,
  _purchase: string,
  to: ConsolePurchaseTarget,
  reason?: string,
): Promise<ConsolePurchase> {
  await inTransaction(ctx, async (ctx) => {
    const row = await lockPurchase(ctx, { _id: _purchase });
    // A move the table refuses answers 409 for that before the missing invoice.
    if (to === 'SHIPPING_CONFIRM' && !row.invoiceNumber && canTransition(row.status, to, 'OPERATOR')) {
      throw conflict('INVOICE_REQUIRED', '송장번호를 먼저 등록해주세요');
    }
    const delivered = to === 'DELIVERY_COMPLETE';
    // 배송완료 starts the purchase's confirmation.
    const awaiting = delivered && row.purchaseStatus !== 'PURCHASE_AWAITING';
    const at = await historyClock(ctx, row._order);
    await writeStatus(at(0), {
      purchases: [row],
      to: { status: to, ...(awaiting ? { purchaseStatus: 'PURCHASE_AWAITING' as const } : {}) },
      with: delivered ? { deliveredAt: ctx.now } : {},
      reason: reason || null,
      by: 'OPERATOR',
      spaced: true,
    });
    await writeStatus(at(awaiting ? 2 : 1), { follow: row._order, by: 'OPERATOR' });
  });
  return getConsolePurchase(ctx, _purchase);
}

/**
 * Runs `work` for each id on its own (its own transaction), so one refusal does not undo the
 * others; answers each one's outcome with the Korean reason of a refusal.
 */
export async function eachOnItsOwn(
  ids: string[],
  work: (_id: string) => Promise<unknown>,
): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const _id of [...new Set(ids)]) {
    try {
      await work(_id);
      results.push({ _id, ok: true });
    } catch (error) {
      if (!(error instanceof ShopError)) throw error;
      results.push({ _id, ok: false, message: error.message });
    }
  }
  return results;
}

/** PUT /shop/purchases: the same move for several purchases. */
export function movePurchases(
  ctx: ShopContext,
  ids: string[],
  to: ConsolePurchaseTarget,
  reason?: string,
): Promise<BulkResult[]> {
  return eachOnItsOwn(ids, (_id) => movePurchase(ctx, _id, to, reason));
}

/** PUT /shop/deliveries: 배송준비중 처리 (paid → preparing) of the chosen purchases. */
export function prepareDeliveries(ctx: ShopContext, ids: string[]): Promise<BulkResult[]> {
  return eachOnItsOwn(ids, (_id) => movePurchase(ctx, _id, 'ORDER_CONFIRM', '배송준비중 처리'));
}
