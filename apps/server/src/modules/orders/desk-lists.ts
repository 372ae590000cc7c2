import {
  type ClaimStatus,
  type ConsoleDashboard,
  type ConsoleManage,
  type ConsolePurchase,
  claimStatuses,
  consoleManageCountsBy,
  consoleManageRules,
  consoleManages,
  type consolePurchasesQuery,
  type OrderStatus,
  openClaimStatuses,
  orderStatuses,
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
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import { containsPattern } from '../../db/like.ts';
import { orders, purchases, users } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { notFound, refused } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { couriersByCode } from '../codes/service.ts';
import { seoulPeriod } from './amounts.ts';
import { type PurchaseRow, toPurchase } from './reading.ts';

/**
 * The console's order desk, reading (docs/decisions/0010): purchases by tab with the search, period
 * and payment filters, the tab bar's counts, one purchase, the packing list, and the Excel export's
 * rows. Moving purchases is desk.ts's.
 */

type Query = z.output<typeof consolePurchasesQuery>;

export const purchaseNotFound = () => notFound('PURCHASE_NOT_FOUND', '주문상품을 찾을 수 없습니다');

// ---- which purchases: the tab rule and the filters as SQL ----

export function manageCondition(manage: ConsoleManage): SQL | undefined {
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
  if (query._user) conditions.push(eq(orders._user, query._user));
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

async function toDeskPurchases(ctx: ShopContext, rows: DeskRow[]): Promise<DeskPurchase[]> {
  const couriers = await couriersByCode(
    ctx,
    rows.flatMap((r) => (r.purchase.courierCode ? [r.purchase.courierCode] : [])),
  );
  return rows.map(({ purchase, order, buyer }) => {
    const courier = purchase.courierCode ? couriers.get(purchase.courierCode) : undefined;
    return {
      ...toPurchase(purchase, order.orderNo),
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
export const toConsolePurchase = ({ extra: _extra, ...purchase }: DeskPurchase): ConsolePurchase => purchase;

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
  return { totalCount: Number(total?.value ?? 0), purchases: await toDeskPurchases(ctx, rows) };
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
  const [out] = await toDeskPurchases(ctx, rows);
  if (!out) throw purchaseNotFound();
  return toConsolePurchase(out);
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
