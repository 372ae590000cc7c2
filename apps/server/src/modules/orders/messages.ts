import {
  type ClaimStatus,
  claimStatusLabel,
  formatDateTime,
  formatNumber,
  trackingLink,
} from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import { orders, purchases } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { couriersByCode } from '../codes/service.ts';
import { queueMessage } from '../messages/outbox.ts';
import { getShopSetting } from '../settings/service.ts';
import type { OrderRow, PurchaseRow } from './reading.ts';

/**
 * The messages of an order's events (INTEGRATIONS.md i), queued in the transaction of the change:
 * the status writer calls these for payment, invoices, delivery and claims; placing calls
 * `orderPlacedMessage` for 무통장입금 and the payment plugin for 가상계좌; claims call
 * `claimCompletedMessage` with the refund. The buyer (the orderer's phone) receives them.
 */

/** "원피스 양변기 외 2건" */
export function productsText(lines: readonly Pick<PurchaseRow, 'productName'>[]): string {
  const [first] = lines;
  if (!first) return '';
  return lines.length > 1 ? `${first.productName} 외 ${lines.length - 1}건` : first.productName;
}

const orderVariables = (order: OrderRow, lines: readonly Pick<PurchaseRow, 'productName'>[]) => ({
  고객명: order.ordererName,
  주문번호: order.orderNo,
  상품명: productsText(lines),
});

async function loadOrder(ctx: ShopContext, _order: string): Promise<OrderRow | undefined> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders._id, _order));
  return order;
}

async function linesOf(ctx: ShopContext, _order: string): Promise<PurchaseRow[]> {
  return ctx.db
    .select()
    .from(purchases)
    .where(eq(purchases._order, _order))
    .orderBy(asc(purchases.purchaseNo));
}

const to = (order: OrderRow) => ({ to: order.ordererPhone, _user: order._user });

/** 주문 접수: 무통장입금 with the shop's account, 가상계좌 once issued, each with the deadline. */
export async function orderPlacedMessage(
  ctx: ShopContext,
  order: OrderRow,
  account: { bank: string; accountNumber: string; holder: string } | null,
): Promise<void> {
  if (order.paymentMethod === 'CARD') return;
  const setting = account ? null : await getShopSetting(ctx);
  const shown = account ?? (order.paymentMethod === 'BANK_TRANSFER' ? setting?.bankAccount : null);
  await queueMessage(ctx, {
    event: 'ORDER_PLACED',
    key: order._id,
    ...to(order),
    variables: {
      ...orderVariables(order, await linesOf(ctx, order._id)),
      결제금액: formatNumber(order.paidAmount),
      결제수단: order.paymentMethod === 'VBANK' ? '가상계좌' : '무통장입금',
      입금계좌: shown ? `${shown.bank} ${shown.accountNumber} ${shown.holder}` : '주문 상세에서 확인해주세요',
      입금기한: formatDateTime(order.expiresAt).slice(0, 16),
    },
  });
}

/** 결제 완료: once per order (a tid approved twice, a webhook repeated, queue one). */
export async function paymentConfirmedMessage(
  ctx: ShopContext,
  order: OrderRow,
  lines: readonly PurchaseRow[],
): Promise<void> {
  await queueMessage(ctx, {
    event: 'PAYMENT_CONFIRMED',
    key: order._id,
    ...to(order),
    variables: { ...orderVariables(order, lines), 결제금액: formatNumber(order.paidAmount) },
  });
}

/** 상품 발송: once per order and invoice (purchases shipped in one parcel share one message). */
export async function invoiceEnteredMessage(ctx: ShopContext, moved: readonly PurchaseRow[]): Promise<void> {
  const [first] = moved;
  if (!first?.courierCode || !first.invoiceNumber) return;
  const order = await loadOrder(ctx, first._order);
  if (!order) return;
  const courier = (await couriersByCode(ctx, [first.courierCode])).get(first.courierCode);
  await queueMessage(ctx, {
    event: 'INVOICE_ENTERED',
    key: `${order._id}:${first.courierCode}:${first.invoiceNumber}`,
    ...to(order),
    variables: {
      ...orderVariables(order, moved),
      택배사: courier?.name ?? first.courierCode,
      송장번호: first.invoiceNumber,
      배송조회: trackingLink(courier?.trackingUrl, first.invoiceNumber) ?? '',
    },
  });
}

/** 배송 완료: when the order as a whole is delivered. */
export async function deliveredMessage(ctx: ShopContext, _order: string): Promise<void> {
  const order = await loadOrder(ctx, _order);
  if (!order) return;
  const lines = (await linesOf(ctx, _order)).filter((l) => l.status === 'DELIVERY_COMPLETE');
  await queueMessage(ctx, {
    event: 'DELIVERY_COMPLETE',
    key: order._id,
    ...to(order),
    variables: orderVariables(order, lines),
  });
}

const claimKind = (status: ClaimStatus) => claimStatusLabel[status].slice(0, 2);

/** 취소·교환·반품 접수: the purchases of one request share one message. */
export async function claimAcceptedMessage(
  ctx: ShopContext,
  moved: readonly PurchaseRow[],
  status: ClaimStatus,
): Promise<void> {
  const [first] = moved;
  if (!first) return;
  const order = await loadOrder(ctx, first._order);
  if (!order) return;
  await queueMessage(ctx, {
    event: 'CLAIM_ACCEPTED',
    key: `${order._id}:${status}:${moved.map((p) => p._id).join(',')}:${ctx.now.getTime()}`,
    ...to(order),
    variables: { ...orderVariables(order, moved), 신청구분: claimKind(status) },
  });
}

/** 취소·교환·반품 완료, with the amount refunded (0 for an exchange). */
export async function claimCompletedMessage(
  ctx: ShopContext,
  order: OrderRow,
  done: readonly PurchaseRow[],
  status: ClaimStatus,
  refunded: number,
): Promise<void> {
  await queueMessage(ctx, {
    event: 'CLAIM_COMPLETED',
    key: `${order._id}:${status}:${done.map((p) => p._id).join(',')}`,
    ...to(order),
    variables: {
      ...orderVariables(order, done),
      신청구분: claimKind(status),
      환불금액: formatNumber(refunded),
    },
  });
}
