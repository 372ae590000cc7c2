import type {
  ClaimStatus,
  ConsoleOrderRow,
  ConsolePurchaseDetail,
  consoleOrdersQuery,
  OrderStatus,
} from '@shop/contracts';
import { orderStatuses } from '@shop/contracts';
import { and, count, desc, eq, exists, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { containsPattern } from '../../db/like.ts';
import { orders, purchases, users } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import type { Paging } from '../../http/paging.ts';
import { seoulPeriod } from './amounts.ts';
import { getConsoleOrder } from './desk.ts';
import { getConsolePurchase, manageCondition } from './desk-lists.ts';
import { type OrderRow, toOrders } from './reading.ts';

/**
 * The order desk's views beside the purchase list (docs/decisions/0026): one purchase with its
 * order, refunds and history, and the list of whole orders with the purchase list's filters.
 */

type Query = z.output<typeof consoleOrdersQuery>;

// ---- one purchase ----

/**
 * GET /shop/purchases/{_id}: the purchase as the desk lists it, its whole order, the refunds that
 * covered it, and the history entries of this purchase and of the order itself, oldest first (a
 * sibling purchase's moves are its own page's).
 */
export async function getConsolePurchaseDetail(
  ctx: ShopContext,
  _purchase: string,
): Promise<ConsolePurchaseDetail> {
  const purchase = await getConsolePurchase(ctx, _purchase);
  const { order, histories } = await getConsoleOrder(ctx, purchase._order);
  return {
    purchase,
    order,
    refunds: order.refunds.filter((r) => r._purchases.includes(_purchase)),
    histories: histories.filter((h) => h._purchase === null || h._purchase === _purchase),
  };
}

// ---- the list of orders ----

/** Orders with at least one purchase meeting `condition`. */
const anyPurchase = (ctx: ShopContext, condition: SQL | undefined) =>
  exists(
    ctx.db
      .select({ one: sql`1` })
      .from(purchases)
      .where(and(eq(purchases._order, orders._id), condition)),
  );

/** Digits typed with hyphens or spaces (010-1234) search phone numbers, which are kept as digits. */
const phoneDigits = (value: string) => (/^[\d\s-]+$/.test(value) ? value.replace(/\D/g, '') : '');

function searchCondition(ctx: ShopContext, key: Query['searchKey'], value: string): SQL | undefined {
  const pattern = containsPattern(value);
  const digits = phoneDigits(value);
  const byPhone = () =>
    digits
      ? or(
          ilike(orders.ordererPhone, containsPattern(digits)),
          ilike(orders.receiverPhone, containsPattern(digits)),
        )
      : undefined;
  const byKey = {
    orderNo: () => or(ilike(orders.orderNo, pattern), anyPurchase(ctx, ilike(purchases.purchaseNo, pattern))),
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
    product: () => anyPurchase(ctx, ilike(purchases.productName, pattern)),
    // Letters typed under 연락처 match nobody rather than everybody.
    phone: () => byPhone() ?? sql`false`,
  };
  if (key) return byKey[key]();
  return or(byKey.orderNo(), byKey.buyer(), byKey.receiver(), byKey.product(), byPhone());
}

function statusCondition(ctx: ShopContext, status: Query['status']): SQL | undefined {
  if (!status) return undefined;
  return (orderStatuses as readonly string[]).includes(status)
    ? eq(orders.status, status as OrderStatus)
    : anyPurchase(ctx, eq(purchases.claimStatus, status as ClaimStatus));
}

/**
 * GET /shop/orders: whole orders, newest first, each with its purchases, refunds and member. The
 * filters read as in the purchase list; a purchase-level one (tab, claim status, product, purchase
 * number) keeps the orders that have such a purchase.
 */
export async function listConsoleOrders(
  ctx: ShopContext,
  query: Query,
  paging: Paging,
): Promise<{ totalCount: number; orders: ConsoleOrderRow[] }> {
  const { start, end } = seoulPeriod(query.from, query.to);
  const manage = query.manage && query.manage !== 'all' ? manageCondition(query.manage) : undefined;
  const where = and(
    manage ? anyPurchase(ctx, manage) : undefined,
    statusCondition(ctx, query.status),
    query.searchValue ? searchCondition(ctx, query.searchKey, query.searchValue) : undefined,
    start ? sql`${orders.createdAt} >= ${start}` : undefined,
    end ? sql`${orders.createdAt} < ${end}` : undefined,
    query.paymentMethod ? eq(orders.paymentMethod, query.paymentMethod) : undefined,
  );
  const [[total], rows] = await Promise.all([
    ctx.db.select({ value: count() }).from(orders).innerJoin(users, eq(users._id, orders._user)).where(where),
    ctx.db
      .select({
        order: orders,
        buyer: { _id: users._id, username: users.username, name: users.name, phone: users.phone },
      })
      .from(orders)
      .innerJoin(users, eq(users._id, orders._user))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNo))
      .offset(paging.skip)
      .limit(paging.limit),
  ]);
  const shaped = await toOrders(
    ctx,
    rows.map((r): OrderRow => r.order),
  );
  const buyers = new Map(rows.map((r) => [r.order._id, r.buyer]));
  return {
    totalCount: Number(total?.value ?? 0),
    orders: shaped.map((order) => ({ ...order, buyer: buyers.get(order._id)! })),
  };
}
