import type { myOrdersQuery, Order, OrderListTab, OrderStatus, Purchase, Refund } from '@shop/contracts';
import { and, asc, count, desc, eq, exists, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type CashReceiptRow, orders, purchases, type RefundRow, refunds } from '../../db/schema/index.ts';
import { actorOf, type ShopContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { receiptRowsOf, toCashReceipt } from '../cash-receipts/reading.ts';
import { getShopSetting } from '../settings/service.ts';
import { orderTitle, seoulPeriod } from './amounts.ts';
import { orderById, rowOf, windowOrder } from './statements.ts';

/**
 * Orders and purchases as the API answers them: one order (the member's own, or any for the
 * console), what a payment window shows, and the member's lists of orders and purchases.
 */

export type OrderRow = typeof orders.$inferSelect;
export type PurchaseRow = typeof purchases.$inferSelect;

export const orderNotFound = () => notFound('ORDER_NOT_FOUND', '주문 정보를 찾을 수 없습니다');

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPurchase(row: PurchaseRow, orderNo: string): Purchase {
  return {
    _id: row._id,
    purchaseNo: row.purchaseNo,
    _order: row._order,
    orderNo,
    _product: row._product,
    productName: row.productName,
    productThumb: row.productThumb,
    optionValues: row.optionValues,
    optionLabel: row.optionLabel,
    shippingMethod: row.shippingMethod,
    unitPrice: row.unitPrice,
    quantity: row.quantity,
    amount: row.amount,
    couponShare: row.couponShare,
    pointsShare: row.pointsShare,
    status: row.status,
    claimStatus: row.claimStatus,
    claimReason: row.claimReason,
    claimReasonDetails: row.claimReasonDetails,
    purchaseStatus: row.purchaseStatus,
    collectionStatus: row.collectionStatus,
    courierCode: row.courierCode,
    invoiceNumber: row.invoiceNumber,
    deliveredAt: iso(row.deliveredAt),
    confirmedAt: iso(row.confirmedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type BankAccount = Order['payment']['bankAccount'];

function toRefund(row: RefundRow): Refund {
  return {
    _id: row._id,
    amount: row.amount,
    method: row.method,
    status: row.status,
    reason: row.reason,
    _purchases: row._purchases,
    doneAt: iso(row.doneAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toOrder(
  row: OrderRow,
  lines: PurchaseRow[],
  bankAccount: BankAccount,
  refundRows: RefundRow[] = [],
  receiptRows: CashReceiptRow[] = [],
): Order {
  const mine = lines
    .filter((p) => p._order === row._id)
    .sort((a, b) => a.purchaseNo.localeCompare(b.purchaseNo));
  return {
    _id: row._id,
    orderNo: row.orderNo,
    _user: row._user,
    status: row.status,
    orderer: { name: row.ordererName, phone: row.ordererPhone, email: row.ordererEmail },
    receiver: {
      name: row.receiverName,
      phone: row.receiverPhone,
      email: row.receiverEmail,
      postcode: row.receiverPostcode,
      address1: row.receiverAddress1,
      address2: row.receiverAddress2,
    },
    requestMessage: row.requestMessage,
    title: orderTitle(mine.map((p) => p.productName)),
    amounts: {
      productAmount: row.productAmount,
      shippingFee: row.shippingFee,
      remoteFee: row.remoteFee,
      remoteArea: row.remoteArea,
      couponDiscount: row.couponDiscount,
      pointsUsed: row.pointsUsed,
      paidAmount: row.paidAmount,
    },
    coupon: row.couponName ? { _id: row._couponIssue, name: row.couponName } : null,
    payment: {
      method: row.paymentMethod,
      tid: row.paymentTid,
      paidAt: iso(row.paidAt),
      expiresAt: row.expiresAt.toISOString(),
      depositorName: row.depositorName,
      bankAccount: row.paymentMethod === 'BANK_TRANSFER' ? bankAccount : null,
      receiptUrl: row.paymentReceiptUrl,
    },
    cashReceipts: receiptRows.filter((r) => r._order === row._id).map(toCashReceipt),
    purchases: mine.map((p) => toPurchase(p, row.orderNo)),
    refunds: refundRows.filter((r) => r._order === row._id).map(toRefund),
    canceledAt: iso(row.canceledAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Orders as the API answers them, with their purchases and (for transfers) the shop's account. */
export async function toOrders(ctx: ShopContext, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r._id);
  const lines = await ctx.db.select().from(purchases).where(inArray(purchases._order, ids));
  // Only orders that were paid can have been refunded.
  const refundRows = rows.some((r) => r.paidAt)
    ? await ctx.db
        .select()
        .from(refunds)
        .where(inArray(refunds._order, ids))
        .orderBy(asc(refunds.createdAt), asc(refunds._id))
    : [];
  const bankAccount = rows.some((r) => r.paymentMethod === 'BANK_TRANSFER')
    ? (await getShopSetting(ctx)).bankAccount
    : null;
  // Only cash orders carry 현금영수증.
  const receiptRows = await receiptRowsOf(
    ctx,
    rows.filter((r) => r.paymentMethod !== 'CARD').map((r) => r._id),
  );
  return rows.map((row) => toOrder(row, lines, bankAccount, refundRows, receiptRows));
}

/** One order by id as the API answers it; `_user` limits it to that member's (others' are 404). */
export async function getOrder(ctx: ShopContext, _order: string, owner?: { _user: string }): Promise<Order> {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders._id, _order), ...(owner ? [eq(orders._user, owner._user)] : [])));
  if (!row) throw orderNotFound();
  const [out] = await toOrders(ctx, [row]);
  return out!;
}

/** The caller's own order; another member's answers 404, as if it did not exist. */
export function getMyOrder(ctx: ShopContext, _order: string): Promise<Order> {
  return getOrder(ctx, _order, { _user: actorOf(ctx)._user });
}

/** The caller's own order row alone (another member's is 404), for the checks before paying. */
export async function getMyOrderRow(ctx: ShopContext, _order: string): Promise<OrderRow> {
  const row = await getOrderRow(ctx, _order);
  if (row._user !== actorOf(ctx)._user) throw orderNotFound();
  return row;
}

/** Any order's row alone, by id (the payment result page proves its right otherwise). */
export async function getOrderRow(ctx: ShopContext, _order: string): Promise<OrderRow> {
  const [raw] = await orderById(ctx.db, [_order]);
  if (!raw) throw orderNotFound();
  return rowOf(orders, raw);
}

/** What a payment window shows of an order, in one statement. */
export async function getWindowOrder(
  ctx: ShopContext,
  _order: string,
): Promise<{
  _id: string;
  status: OrderStatus;
  method: Order['payment']['method'];
  amount: number;
  title: string;
}> {
  const [row] = await windowOrder(ctx.db, [_order]);
  if (!row) throw orderNotFound();
  return {
    _id: row.id,
    status: row.status as OrderStatus,
    method: row.payment_method as Order['payment']['method'],
    amount: row.paid_amount,
    title: orderTitle(row.names),
  };
}

// ---- the member's lists ----

/** The purchase condition of each order-list tab (spec §4; contracts orderListTabs). */
function tabCondition(tab: OrderListTab): SQL {
  const status = (...s: OrderStatus[]) => inArray(purchases.status, s);
  switch (tab) {
    case 'NONPAYMENT':
      return status('ORDER_NONPAYMENT');
    case 'PAYMENT':
      return status('ORDER_PAYMENT');
    case 'PREPARING':
      return status('ORDER_CONFIRM');
    case 'SHIPPING':
      return status('SHIPPING_CONFIRM', 'SHIPPING_DELAYED');
    case 'DELIVERED':
      return and(status('DELIVERY_COMPLETE'), ne(purchases.purchaseStatus, 'PURCHASE_COMPLETE'))!;
    case 'CONFIRMED':
      return eq(purchases.purchaseStatus, 'PURCHASE_COMPLETE');
    case 'CLAIM':
      return and(
        sql`${purchases.claimStatus} is not null`,
        ne(purchases.purchaseStatus, 'PURCHASE_COMPLETE'),
      )!;
  }
}

/** /mypage/orders: the caller's orders, newest first, by tab and Seoul-day period. */
export async function listMyOrders(
  ctx: ShopContext,
  query: z.output<typeof myOrdersQuery>,
  paging: Paging,
): Promise<{ totalCount: number; orders: Order[] }> {
  const actor = actorOf(ctx);
  const { start, end } = seoulPeriod(query.from, query.to);
  const conditions: SQL[] = [eq(orders._user, actor._user)];
  if (start) conditions.push(gte(orders.createdAt, start));
  if (end) conditions.push(lt(orders.createdAt, end));
  if (query.tab) {
    conditions.push(
      exists(
        ctx.db
          .select({ one: sql`1` })
          .from(purchases)
          .where(and(eq(purchases._order, orders._id), tabCondition(query.tab))),
      ),
    );
  }
  const where = and(...conditions);
  const [[total], rows] = await Promise.all([
    ctx.db.select({ value: count() }).from(orders).where(where),
    ctx.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNo))
      .offset(paging.skip)
      .limit(paging.limit),
  ]);
  return { totalCount: Number(total?.value ?? 0), orders: await toOrders(ctx, rows) };
}

/** GET /me/purchases: the caller's purchases, newest first (the side panel's recent orders). */
export async function listMyPurchases(
  ctx: ShopContext,
  paging: Paging,
): Promise<{ totalCount: number; purchases: Purchase[] }> {
  const actor = actorOf(ctx);
  const mine = eq(purchases._user, actor._user);
  const [[total], rows] = await Promise.all([
    ctx.db.select({ value: count() }).from(purchases).where(mine),
    ctx.db
      .select({ purchase: purchases, orderNo: orders.orderNo })
      .from(purchases)
      .innerJoin(orders, eq(orders._id, purchases._order))
      .where(mine)
      .orderBy(desc(purchases.createdAt), desc(purchases.purchaseNo))
      .offset(paging.skip)
      .limit(paging.limit),
  ]);
  return {
    totalCount: Number(total?.value ?? 0),
    purchases: rows.map((r) => toPurchase(r.purchase, r.orderNo)),
  };
}
