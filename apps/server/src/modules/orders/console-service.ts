import {
  type BulkResult,
  type ClaimStatus,
  type ConsoleDashboard,
  type ConsoleManage,
  type ConsolePurchase,
  type ConsolePurchaseTarget,
  claimStatuses,
  claimStatusLabel,
  consoleManageCountsBy,
  consoleManageRules,
  consoleManages,
  type consoleOrderInput,
  type consolePurchasesQuery,
  formatDateTime,
  formatPhone,
  type Order,
  type OrderHistory,
  type OrderStatus,
  openClaimStatuses,
  orderStatuses,
  orderStatusLabel,
  paymentMethodLabel,
  purchaseStatusLabel,
  trackingLink,
} from '@shop/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  max,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { containsPattern } from '../../db/like.ts';
import { orderHistories, orders, purchases, users } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, notFound, refused, ShopError } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { couriersByCode } from '../codes/service.ts';
import { seoulPeriod } from './amounts.ts';
import {
  cancelUnpaid,
  getOrder,
  markPaid,
  orderNotFound,
  purchaseOut,
  recordOrderHistory,
  syncOrderStatus,
} from './service.ts';
import { assertTransition } from './transitions.ts';

/**
 * The console's order desk (docs/decisions/0010): lists of purchases by tab, the order's history,
 * deposit confirmation, and moving purchases through DOMAIN.md's table as an operator. Claims are
 * the claims module's; a purchase with an open claim is left to it.
 */

type PurchaseRow = typeof purchases.$inferSelect;
type Query = z.output<typeof consolePurchasesQuery>;

export const purchaseNotFound = () => notFound('PURCHASE_NOT_FOUND', '주문상품을 찾을 수 없습니다');
const claimOpen = () =>
  conflict('CLAIM_IN_PROGRESS', '취소·교환·반품 처리 중인 주문상품은 상태를 변경할 수 없습니다');

/**
 * The clock of an order's history while its row is locked: a request's time, or a millisecond after
 * the order's last entry if that is later, and each further step of one action a millisecond more.
 * Entries of one action (or of a bulk request, which shares one request time) then read in the
 * order they happened.
 */
export async function historyClock(ctx: ShopContext, _order: string): Promise<(n: number) => ShopContext> {
  const [last] = await ctx.db
    .select({ at: max(orderHistories.createdAt) })
    .from(orderHistories)
    .where(eq(orderHistories._order, _order));
  const base = Math.max(ctx.now.getTime(), (last?.at?.getTime() ?? 0) + 1);
  return (n) => ({ ...ctx, now: new Date(base + n) });
}

// ---- which purchases: the tab rule and the filters as SQL ----

function manageCondition(manage: ConsoleManage): SQL | undefined {
  const rule = consoleManageRules[manage];
  const parts: (SQL | undefined)[] = [];
  if (rule.statuses) parts.push(inArray(purchases.status, [...rule.statuses]));
  if (rule.claimKind) {
    const kind = claimStatuses.filter((s) => s.startsWith(`${rule.claimKind}_`));
    parts.push(inArray(purchases.claimStatus, kind));
  }
  if (rule.purchaseStatuses) parts.push(inArray(purchases.purchaseStatus, [...rule.purchaseStatuses]));
  if (rule.noOpenClaim) parts.push(noOpenClaim());
  return and(...parts);
}

const noOpenClaim = () =>
  or(isNull(purchases.claimStatus), notInArray(purchases.claimStatus, [...openClaimStatuses]))!;

/** Digits typed with hyphens or spaces (010-1234) search phone numbers, which are kept as digits. */
const phoneDigits = (value: string) => (/^[\d\s-]+$/.test(value) ? value.replace(/\D/g, '') : '');

function searchCondition(key: Query['searchKey'], value: string): SQL | undefined {
  const pattern = containsPattern(value);
  const digits = phoneDigits(value);
  const byKey = {
    orderNo: () => or(ilike(orders.orderNo, pattern), ilike(purchases.purchaseNo, pattern)),
    buyer: () =>
      or(
        ilike(users.name, pattern),
        ilike(users.username, pattern),
        ilike(orders.ordererName, pattern),
        digits ? ilike(orders.ordererPhone, containsPattern(digits)) : undefined,
      ),
    receiver: () =>
      or(
        ilike(orders.receiverName, pattern),
        digits ? ilike(orders.receiverPhone, containsPattern(digits)) : undefined,
      ),
    product: () => ilike(purchases.productName, pattern),
  };
  if (key) return byKey[key]();
  return or(byKey.orderNo(), byKey.buyer(), byKey.receiver(), byKey.product());
}

/** The search, period and payment filters (everything but the tab and the status). */
function filterConditions(query: Query): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (query.searchValue) conditions.push(searchCondition(query.searchKey, query.searchValue));
  const { start, end } = seoulPeriod(query.from, query.to);
  if (start) conditions.push(sql`${orders.createdAt} >= ${start}`);
  if (end) conditions.push(sql`${orders.createdAt} < ${end}`);
  if (query.paymentMethod) conditions.push(eq(orders.paymentMethod, query.paymentMethod));
  return conditions;
}

function statusCondition(status: Query['status']): SQL | undefined {
  if (!status) return undefined;
  return (orderStatuses as readonly string[]).includes(status)
    ? eq(purchases.status, status as OrderStatus)
    : eq(purchases.claimStatus, status as ClaimStatus);
}

// ---- reading purchases ----

const purchaseColumns = {
  purchase: purchases,
  order: {
    _id: orders._id,
    orderNo: orders.orderNo,
    status: orders.status,
    paymentMethod: orders.paymentMethod,
    paidAmount: orders.paidAmount,
    depositorName: orders.depositorName,
    createdAt: orders.createdAt,
    paidAt: orders.paidAt,
    ordererName: orders.ordererName,
    ordererPhone: orders.ordererPhone,
    receiverName: orders.receiverName,
    receiverPhone: orders.receiverPhone,
    receiverPostcode: orders.receiverPostcode,
    receiverAddress1: orders.receiverAddress1,
    receiverAddress2: orders.receiverAddress2,
    requestMessage: orders.requestMessage,
  },
  buyer: { _id: users._id, username: users.username, name: users.name, phone: users.phone },
};

type DeskRow = {
  purchase: PurchaseRow;
  order: {
    _id: string;
    orderNo: string;
    status: OrderStatus;
    paymentMethod: ConsolePurchase['order']['paymentMethod'];
    paidAmount: number;
    depositorName: string | null;
    createdAt: Date;
    paidAt: Date | null;
    ordererName: string;
    ordererPhone: string;
    receiverName: string;
    receiverPhone: string;
    receiverPostcode: string;
    receiverAddress1: string;
    receiverAddress2: string;
    requestMessage: string;
  };
  buyer: { _id: string; username: string; name: string; phone: string };
};

/** A desk purchase with what the Excel sheets need beside it (address, orderer, message). */
export type DeskPurchase = ConsolePurchase & { extra: DeskRow['order'] };

const selectDesk = (ctx: ShopContext) =>
  ctx.db
    .select(purchaseColumns)
    .from(purchases)
    .innerJoin(orders, eq(orders._id, purchases._order))
    .innerJoin(users, eq(users._id, orders._user));

async function toDesk(ctx: ShopContext, rows: DeskRow[]): Promise<DeskPurchase[]> {
  const couriers = await couriersByCode(
    ctx,
    rows.flatMap((r) => (r.purchase.courierCode ? [r.purchase.courierCode] : [])),
  );
  return rows.map(({ purchase, order, buyer }) => {
    const courier = purchase.courierCode ? couriers.get(purchase.courierCode) : undefined;
    return {
      ...purchaseOut(purchase, order.orderNo),
      order: {
        _id: order._id,
        orderNo: order.orderNo,
        status: order.status,
        paymentMethod: order.paymentMethod,
        paidAmount: order.paidAmount,
        depositorName: order.depositorName,
        createdAt: order.createdAt.toISOString(),
        paidAt: order.paidAt?.toISOString() ?? null,
      },
      buyer,
      receiver: { name: order.receiverName, phone: order.receiverPhone },
      courierName: purchase.courierCode ? (courier?.name ?? purchase.courierCode) : null,
      trackingUrl: trackingLink(courier?.trackingUrl, purchase.invoiceNumber),
      extra: order,
    };
  });
}

/** Drops the Excel-only fields: the API answers the contract's shape. */
export const deskOut = ({ extra: _extra, ...purchase }: DeskPurchase): ConsolePurchase => purchase;

async function listWhere(
  ctx: ShopContext,
  where: SQL | undefined,
  orderBy: SQL[],
  paging: Paging | null,
): Promise<{ totalCount: number; purchases: DeskPurchase[] }> {
  const [total] = await ctx.db
    .select({ value: count() })
    .from(purchases)
    .innerJoin(orders, eq(orders._id, purchases._order))
    .innerJoin(users, eq(users._id, orders._user))
    .where(where);
  const base = selectDesk(ctx)
    .where(where)
    .orderBy(...orderBy);
  const rows = paging ? await base.offset(paging.skip).limit(paging.limit) : await base;
  return { totalCount: Number(total?.value ?? 0), purchases: await toDesk(ctx, rows) };
}

const newestFirst = [desc(orders.createdAt), desc(orders.orderNo), asc(purchases.purchaseNo)];

/**
 * GET /shop/purchases: the tab's purchases, newest order first, filtered; without `paging` the
 * whole list (the Excel export).
 */
export function listConsolePurchases(
  ctx: ShopContext,
  query: Query,
  paging: Paging | null,
): Promise<{ totalCount: number; purchases: DeskPurchase[] }> {
  const where = and(
    manageCondition(query.manage ?? 'all'),
    statusCondition(query.status),
    ...filterConditions(query),
  );
  return listWhere(ctx, where, newestFirst, paging);
}

export const EXPORT_MAX_ROWS = 10_000;

/** The whole filtered list for the Excel export; a list too long to open well is refused (422). */
export async function exportConsolePurchases(ctx: ShopContext, query: Query): Promise<DeskPurchase[]> {
  const { totalCount, purchases } = await listConsolePurchases(ctx, query, {
    skip: 0,
    limit: EXPORT_MAX_ROWS,
  });
  if (totalCount > EXPORT_MAX_ROWS) {
    throw refused(
      'EXPORT_TOO_LARGE',
      `엑셀은 한 번에 ${EXPORT_MAX_ROWS.toLocaleString('ko-KR')}건까지 내려받을 수 있습니다. 기간을 좁혀주세요`,
    );
  }
  return purchases;
}

/** One purchase as the desk shows it. */
export async function getConsolePurchase(ctx: ShopContext, _purchase: string): Promise<ConsolePurchase> {
  const rows = await selectDesk(ctx).where(eq(purchases._id, _purchase));
  const [out] = await toDesk(ctx, rows);
  if (!out) throw purchaseNotFound();
  return deskOut(out);
}

/**
 * GET /shop/purchases/dashboard/{manage}: every tab's count for the tab bar, and the counts inside
 * `manage` by order status (by claim status under the claim tabs). The search, period and payment
 * filters apply to both, as the list shows them.
 */
export async function consoleDashboard(
  ctx: ShopContext,
  manage: ConsoleManage,
  query: Query,
): Promise<ConsoleDashboard> {
  const filters = and(...filterConditions(query));
  const tabColumns = Object.fromEntries(
    consoleManages.map((m) => [
      m,
      sql<number>`count(*) filter (where ${manageCondition(m) ?? sql`true`})`.mapWith(Number),
    ]),
  ) as Record<ConsoleManage, SQL<number>>;
  const [tabs] = await ctx.db
    .select(tabColumns)
    .from(purchases)
    .innerJoin(orders, eq(orders._id, purchases._order))
    .innerJoin(users, eq(users._id, orders._user))
    .where(filters);
  const key = consoleManageCountsBy(manage) === 'claimStatus' ? purchases.claimStatus : purchases.status;
  const grouped = await ctx.db
    .select({ key, value: count() })
    .from(purchases)
    .innerJoin(orders, eq(orders._id, purchases._order))
    .innerJoin(users, eq(users._id, orders._user))
    .where(and(manageCondition(manage), filters))
    .groupBy(key);
  const statuses: Record<string, number> = {};
  for (const g of grouped) if (g.key) statuses[g.key] = Number(g.value);
  const tabCounts = Object.fromEntries(consoleManages.map((m) => [m, Number(tabs?.[m] ?? 0)]));
  return { tabs: tabCounts as Record<ConsoleManage, number>, statuses };
}

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
 * recorded with the operator), or cancelling an unpaid order with a reason. Card and virtual
 * account orders are paid only by the provider's approval (409).
 */
export async function changeOrderStatus(
  ctx: ShopContext,
  _order: string,
  input: z.output<typeof consoleOrderInput>,
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
  const { order } = await markPaid(ctx, _order, { tid: null, amount: row.paidAmount, by: 'OPERATOR' });
  return order;
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

/** Writes one status move of a locked purchase and its history entry. */
export async function writePurchaseStatus(
  ctx: ShopContext,
  row: PurchaseRow,
  to: OrderStatus,
  reason: string | null,
  extra: Partial<typeof purchases.$inferInsert> = {},
): Promise<void> {
  await ctx.db
    .update(purchases)
    .set({ status: to, ...extra, updatedAt: ctx.now })
    .where(eq(purchases._id, row._id));
  await recordOrderHistory(ctx, {
    _order: row._order,
    _purchase: row._id,
    field: 'ORDER_STATUS',
    fromValue: row.status,
    toValue: to,
    reason,
    by: 'OPERATOR',
  });
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
    assertTransition(row.status, to, 'OPERATOR');
    if (to === 'SHIPPING_CONFIRM' && !row.invoiceNumber) {
      throw conflict('INVOICE_REQUIRED', '송장번호를 먼저 등록해주세요');
    }
    const delivered = to === 'DELIVERY_COMPLETE';
    const at = await historyClock(ctx, row._order);
    await writePurchaseStatus(
      at(0),
      row,
      to,
      reason || null,
      delivered ? { deliveredAt: ctx.now, purchaseStatus: 'PURCHASE_AWAITING' } : {},
    );
    let n = 1;
    if (delivered && row.purchaseStatus !== 'PURCHASE_AWAITING') {
      await recordOrderHistory(at(n++), {
        _order: row._order,
        _purchase: row._id,
        field: 'PURCHASE_STATUS',
        fromValue: row.purchaseStatus,
        toValue: 'PURCHASE_AWAITING',
        by: 'OPERATOR',
      });
    }
    await syncOrderStatus(at(n), row._order, 'OPERATOR');
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

// ---- deliveries (the packing list) ----

/** Paid purchases waiting to be shipped, with no open claim. */
export const awaitingShipment = () =>
  and(
    inArray(purchases.status, ['ORDER_PAYMENT', 'ORDER_CONFIRM']),
    eq(purchases.purchaseStatus, 'PURCHASE_PENDING'),
    noOpenClaim(),
  );

/** GET /shop/deliveries: purchases to pack and ship, the longest paid first. */
export function listDeliveries(
  ctx: ShopContext,
  paging: Paging | null,
): Promise<{ totalCount: number; purchases: DeskPurchase[] }> {
  return listWhere(
    ctx,
    awaitingShipment(),
    [asc(sql`coalesce(${orders.paidAt}, ${orders.createdAt})`), asc(purchases.purchaseNo)],
    paging,
  );
}

/** PUT /shop/deliveries: 배송준비중 처리 (paid → preparing) of the chosen purchases. */
export function prepareDeliveries(ctx: ShopContext, ids: string[]): Promise<BulkResult[]> {
  return eachOnItsOwn(ids, (_id) => movePurchase(ctx, _id, 'ORDER_CONFIRM', '배송준비중 처리'));
}

// ---- the Excel export ----

const won = '#,##0';

/** GET /shop/purchases/excel: the filtered list as a sheet, Korean headers, won as numbers. */
export async function purchasesWorkbook(list: DeskPurchase[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('주문 목록');
  sheet.columns = [
    { header: '주문일시', key: 'createdAt', width: 18 },
    { header: '주문번호', key: 'orderNo', width: 18 },
    { header: '주문상품번호', key: 'purchaseNo', width: 22 },
    { header: '주문상태', key: 'status', width: 12 },
    { header: '클레임상태', key: 'claimStatus', width: 12 },
    { header: '구매확정상태', key: 'purchaseStatus', width: 16 },
    { header: '상품명', key: 'productName', width: 36 },
    { header: '옵션', key: 'optionLabel', width: 24 },
    { header: '수량', key: 'quantity', width: 8 },
    { header: '판매가', key: 'unitPrice', width: 12, style: { numFmt: won } },
    { header: '상품금액', key: 'amount', width: 12, style: { numFmt: won } },
    { header: '주문 결제금액', key: 'paidAmount', width: 14, style: { numFmt: won } },
    { header: '결제수단', key: 'paymentMethod', width: 12 },
    { header: '입금자명', key: 'depositorName', width: 12 },
    { header: '결제일시', key: 'paidAt', width: 18 },
    { header: '주문자', key: 'ordererName', width: 12 },
    { header: '회원 아이디', key: 'username', width: 16 },
    { header: '주문자 연락처', key: 'ordererPhone', width: 16 },
    { header: '수령인', key: 'receiverName', width: 12 },
    { header: '수령인 연락처', key: 'receiverPhone', width: 16 },
    { header: '우편번호', key: 'postcode', width: 10 },
    { header: '주소', key: 'address', width: 48 },
    { header: '배송 요청사항', key: 'requestMessage', width: 30 },
    { header: '택배사', key: 'courier', width: 12 },
    { header: '송장번호', key: 'invoiceNumber', width: 18 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const key of ['orderNo', 'purchaseNo', 'postcode', 'invoiceNumber']) sheet.getColumn(key).numFmt = '@';
  for (const p of list) {
    const o = p.extra;
    sheet.addRow({
      createdAt: formatDateTime(p.order.createdAt),
      orderNo: p.orderNo,
      purchaseNo: p.purchaseNo,
      status: orderStatusLabel[p.status],
      claimStatus: p.claimStatus ? claimStatusLabel[p.claimStatus] : '',
      purchaseStatus: purchaseStatusLabel[p.purchaseStatus],
      productName: p.productName,
      optionLabel: p.optionLabel,
      quantity: p.quantity,
      unitPrice: p.unitPrice,
      amount: p.amount,
      paidAmount: p.order.paidAmount,
      paymentMethod: paymentMethodLabel[p.order.paymentMethod],
      depositorName: p.order.depositorName ?? '',
      paidAt: p.order.paidAt ? formatDateTime(p.order.paidAt) : '',
      ordererName: o.ordererName,
      username: p.buyer.username,
      ordererPhone: formatPhone(o.ordererPhone),
      receiverName: o.receiverName,
      receiverPhone: formatPhone(o.receiverPhone),
      postcode: o.receiverPostcode,
      address: [o.receiverAddress1, o.receiverAddress2].filter(Boolean).join(' '),
      requestMessage: o.requestMessage,
      courier: p.courierName ?? '',
      invoiceNumber: p.invoiceNumber ?? '',
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
