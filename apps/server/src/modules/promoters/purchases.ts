import {
  claimStatusLabel,
  maskName,
  orderStatusLabel,
  type PromoteeRow,
  type PromoterPurchaseRow,
  type promoterPurchasesQuery,
  purchaseStatusLabel,
} from '@shop/contracts';
import { and, desc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { orders, purchases, users } from '../../db/schema/index.ts';
import { actorOf, type ShopContext } from '../../http/context.ts';
import type { Paging } from '../../http/paging.ts';
import { seoulPeriod } from '../orders/amounts.ts';
import { seoulMonth } from './standing.ts';

/** The promoter's purchase lists and promotees (/promoter/promotee-purchases, promoter-purchases, promotees). */

type Row = typeof purchases.$inferSelect;

/** 구매확정 first, then an open or closed claim, else the order's status. */
function statusLabelOf(p: Pick<Row, 'status' | 'purchaseStatus' | 'claimStatus'>): string {
  if (p.purchaseStatus === 'PURCHASE_COMPLETE' || p.purchaseStatus === 'PURCHASE_CANCELED') {
    return purchaseStatusLabel[p.purchaseStatus];
  }
  if (p.claimStatus) return claimStatusLabel[p.claimStatus];
  return orderStatusLabel[p.status];
}

/**
 * PROMOTEE: the purchases the member sponsored, that is, stamped with them at 구매확정, or not yet
 * confirmed and bought by their promotee; PROMOTER: their own. Unpaid orders are not purchases yet.
 */
export async function listPromoterPurchases(
  ctx: ShopContext,
  query: z.output<typeof promoterPurchasesQuery>,
  paging: Paging,
): Promise<{ totalCount: number; purchases: PromoterPurchaseRow[] }> {
  const me = actorOf(ctx)._user;
  const { start, end } = seoulPeriod(query.from, query.to);
  const whose: SQL | undefined =
    query.type === 'PROMOTER'
      ? eq(purchases._user, me)
      : or(eq(purchases._sponsor, me), and(isNull(purchases._sponsor), eq(users._promoter, me)));
  const where = and(
    whose,
    ne(purchases.status, 'ORDER_NONPAYMENT'),
    start ? sql`${orders.createdAt} >= ${start.toISOString()}` : undefined,
    end ? sql`${orders.createdAt} < ${end.toISOString()}` : undefined,
  );
  const [total] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(purchases)
    .innerJoin(orders, eq(orders._id, purchases._order))
    .innerJoin(users, eq(users._id, purchases._user))
    .where(where);
  const rows = await ctx.db
    .select({
      p: purchases,
      orderedAt: orders.createdAt,
      buyerName: users.name,
      bonus: sql<number>`(select coalesce(sum(b.amount), 0)::int from bonus_ledger b
        where b.purchase_id = ${purchases._id} and b.user_id = ${me} and b.type = 'BONUS__GOODS'
          and b.source in ('PURCHASE_COMPLETE', 'PROMOTEE_PURCHASE'))`,
    })
    .from(purchases)
    .innerJoin(orders, eq(orders._id, purchases._order))
    .innerJoin(users, eq(users._id, purchases._user))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(purchases.purchaseNo))
    .offset(paging.skip)
    .limit(paging.limit);
  return {
    totalCount: total?.n ?? 0,
    purchases: rows.map(({ p, orderedAt, buyerName, bonus }) => ({
      _id: p._id,
      purchaseNo: p.purchaseNo,
      orderedAt: orderedAt.toISOString(),
      confirmedAt: p.confirmedAt?.toISOString() ?? null,
      buyerName: maskName(buyerName),
      productName: p.productName,
      optionName: p.optionLabel || null,
      quantity: p.quantity,
      paid: p.amount - p.couponShare - p.pointsShare,
      statusLabel: statusLabelOf(p),
      bonus: Number(bonus),
    })),
  };
}

/** GET /promoter/promotees: newest first, with what each paid in confirmed purchases this month and ever. */
export async function listPromotees(
  ctx: ShopContext,
  paging: Paging,
): Promise<{ totalCount: number; promotees: PromoteeRow[] }> {
  const me = actorOf(ctx)._user;
  const { start } = seoulMonth(ctx.now);
  const [total] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users._promoter, me));
  const paid = sql`(${purchases.amount} - ${purchases.couponShare} - ${purchases.pointsShare})`;
  const rows = await ctx.db
    .select({
      _id: users._id,
      name: users.name,
      joinedAt: users.createdAt,
      monthPaid: sql<number>`coalesce(sum(${paid}) filter (where ${purchases.confirmedAt} >= ${start.toISOString()}), 0)::bigint`,
      totalPaid: sql<number>`coalesce(sum(${paid}), 0)::bigint`,
    })
    .from(users)
    .leftJoin(
      purchases,
      and(eq(purchases._user, users._id), eq(purchases.purchaseStatus, 'PURCHASE_COMPLETE')),
    )
    .where(eq(users._promoter, me))
    .groupBy(users._id)
    .orderBy(desc(users.createdAt), desc(users._id))
    .offset(paging.skip)
    .limit(paging.limit);
  return {
    totalCount: total?.n ?? 0,
    promotees: rows.map((r) => ({
      _id: r._id,
      name: maskName(r.name),
      joinedAt: r.joinedAt.toISOString(),
      monthPaid: Number(r.monthPaid),
      totalPaid: Number(r.totalPaid),
    })),
  };
}
