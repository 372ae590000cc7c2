import {
  DASHBOARD_DAYS,
  type DashboardDay,
  type DashboardFigures,
  seoulDay,
  seoulDayStart,
} from '@shop/contracts';
import { and, asc, count, countDistinct, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  boardPosts,
  inquiries,
  memberRequests,
  orders,
  productQuestions,
  purchases,
  settlements,
  users,
  withdrawals,
} from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { unansweredInquiry } from '../inquiries/listing.ts';
import { listSettlements } from '../settlements/reading.ts';
import { nextDay } from '../statistics/rollup.ts';
import { dailySales } from '../statistics/service.ts';

/**
 * /console/dashboard: the day's figures and what waits for an operator. Each count is the same
 * condition the list behind its tile filters by, so a tile and its list agree; sales come from the
 * statistics' dailySales, so the dashboard and 매출 통계 agree to the won.
 */

const todayRange = (day: string) => ({ start: seoulDayStart(day), end: seoulDayStart(day, 1) });

async function todayFigures(ctx: ShopContext, day: string) {
  const { start, end } = todayRange(day);
  const placedToday = and(sql`${orders.createdAt} >= ${start}`, sql`${orders.createdAt} < ${end}`);
  const [placed] = await ctx.db
    .select({ orders: count(), amount: sql<number>`coalesce(sum(${orders.paidAmount}), 0)`.mapWith(Number) })
    .from(orders)
    .where(placedToday);
  const [joined] = await ctx.db
    .select({ value: count() })
    .from(users)
    .where(and(sql`${users.createdAt} >= ${start}`, sql`${users.createdAt} < ${end}`));
  return { orders: placed?.orders ?? 0, amount: placed?.amount ?? 0, newMembers: joined?.value ?? 0 };
}

async function waitingCounts(ctx: ShopContext): Promise<DashboardFigures['waiting']> {
  const [claims] = await ctx.db
    .select({
      cancelRequested:
        sql<number>`count(*) filter (where ${purchases.claimStatus} = 'CANCEL_REQUESTED')`.mapWith(Number),
      exchangeRequested:
        sql<number>`count(*) filter (where ${purchases.claimStatus} = 'EXCHANGE_REQUESTED')`.mapWith(Number),
      returnRequested:
        sql<number>`count(*) filter (where ${purchases.claimStatus} = 'RETURN_REQUESTED')`.mapWith(Number),
    })
    .from(purchases)
    .where(inArray(purchases.claimStatus, ['CANCEL_REQUESTED', 'EXCHANGE_REQUESTED', 'RETURN_REQUESTED']));
  const one = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  const [bankTransfers, applications, withdrawalCount, productQuestionCount, questions, inquiryCount] =
    await Promise.all([
      one(
        ctx.db
          .select({ value: count() })
          .from(orders)
          .where(and(eq(orders.paymentMethod, 'BANK_TRANSFER'), eq(orders.status, 'ORDER_NONPAYMENT'))),
      ),
      // the member list's 전환신청 대기 filter lists members, so members are counted
      one(
        ctx.db
          .select({ value: countDistinct(memberRequests._user) })
          .from(memberRequests)
          .where(eq(memberRequests.status, 'AWAITING')),
      ),
      one(ctx.db.select({ value: count() }).from(withdrawals).where(eq(withdrawals.status, 'AWAITING'))),
      one(
        ctx.db.select({ value: count() }).from(productQuestions).where(isNull(productQuestions.answeredAt)),
      ),
      one(ctx.db.select({ value: count() }).from(boardPosts).where(eq(boardPosts.state, 'WAITING'))),
      one(ctx.db.select({ value: count() }).from(inquiries).where(unansweredInquiry)),
    ]);
  return {
    cancelRequested: claims?.cancelRequested ?? 0,
    exchangeRequested: claims?.exchangeRequested ?? 0,
    returnRequested: claims?.returnRequested ?? 0,
    bankTransfers,
    applications,
    withdrawals: withdrawalCount,
    productQuestions: productQuestionCount,
    questions,
    inquiries: inquiryCount,
  };
}

/** The oldest month still to confirm, and this year's share as /console/user-settlements shows it. */
async function settlementFigures(ctx: ShopContext, day: string) {
  const [awaiting] = await ctx.db
    .select({ _id: settlements._id, month: settlements.month })
    .from(settlements)
    .where(eq(settlements.status, 'AWAITING'))
    .orderBy(asc(settlements.month))
    .limit(1);
  const newest = await listSettlements(ctx, { skip: 0, limit: 1 });
  const latest = newest.settlements[0];
  const yearShare =
    latest && latest.month.slice(0, 4) === day.slice(0, 4)
      ? {
          month: latest.month,
          yearShareBp: latest.yearShareBp,
          warningBp: newest.summary.yearShareWarningBp,
          warning: latest.yearShareWarning,
        }
      : null;
  return { settlement: awaiting ?? null, yearShare };
}

/** GET /api/console/dashboard */
export async function dashboard(ctx: ShopContext): Promise<DashboardFigures> {
  const day = seoulDay(ctx.now);
  const from = nextDay(day, -(2 * DASHBOARD_DAYS - 1));
  // Sequential: a pg transaction or PGlite runs one query at a time anyway.
  const sales = await dailySales(ctx, { from, to: day });
  const placed = await todayFigures(ctx, day);
  const waiting = await waitingCounts(ctx);
  const settled = await settlementFigures(ctx, day);
  const series: DashboardDay[] = sales.rows.map((r) => ({ day: r.day, paid: r.paid, orders: r.orders }));
  const today = series.at(-1)!;
  return {
    today: { day, ...placed, paidSales: today.paid, paidOrders: today.orders },
    waiting,
    ...settled,
    days: series.slice(DASHBOARD_DAYS),
    previousDays: series.slice(0, DASHBOARD_DAYS),
  };
}
