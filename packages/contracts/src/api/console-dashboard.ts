import { z } from 'zod';

/**
 * GET /api/console/dashboard: what an operator starts the day with. Today is the Seoul day of the
 * request. Sales figures come from the statistics (the same functions as
 * /api/console/statistics/dailySales), so the two never disagree. A console-* file: the web build keeps
 * it in the console's chunk.
 */

const count = z.number().int().nonnegative();
const won = z.number().int();

/** Things waiting for an operator; each tile links to the list filtered to them. */
export const dashboardWaiting = z.object({
  /** purchases whose claim is 취소요청 / 교환요청 / 반품요청 (as the desk's claim tabs count them) */
  cancelRequested: count,
  exchangeRequested: count,
  returnRequested: count,
  /** 무통장입금 orders not yet paid: the deposits to confirm */
  bankTransfers: count,
  /** members with a 회원 전환 신청 AWAITING */
  applications: count,
  /** 수당 출금 신청 AWAITING */
  withdrawals: count,
  /** 상품 문의 without an answer */
  productQuestions: count,
  /** 1:1 문의 posts 답변대기 (WAITING) */
  questions: count,
  /** 설치·상담 문의 received or in progress, not answered */
  inquiries: count,
});
export type DashboardWaiting = z.infer<typeof dashboardWaiting>;

/** One day of the 30-day chart: the statistics' paid sales and paid orders of that Seoul day. */
export const dashboardDay = z.object({ day: z.string(), paid: won, orders: count });
export type DashboardDay = z.infer<typeof dashboardDay>;

export const dashboardFigures = z.object({
  today: z
    .object({
      /** the Seoul day the figures are of, YYYY-MM-DD */
      day: z.string(),
      /** orders placed today (any status) and what they come to (paidAmount) */
      orders: count,
      amount: won,
      /** the statistics' 결제금액 of today (paid orders, by payment time) and their count */
      paidSales: won,
      paidOrders: count,
      /** members who joined today */
      newMembers: count,
    })
    .describe('오늘의 현황'),
  waiting: dashboardWaiting,
  /** the oldest 월 정산 still AWAITING confirmation, if any */
  settlement: z.object({ _id: z.string(), month: z.string() }).nullable(),
  /** this year's bonus share up to its newest settled month (as /console/user-settlements shows it) */
  yearShare: z
    .object({
      month: z.string(),
      yearShareBp: z.number().int(),
      warningBp: z.number().int(),
      warning: z.boolean(),
    })
    .nullable(),
  /** the last 30 days (today last) and the 30 before them, oldest first */
  days: z.array(dashboardDay),
  previousDays: z.array(dashboardDay),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;

export const dashboardEnvelope = z.object({ dashboard: dashboardFigures });
export type DashboardEnvelope = z.infer<typeof dashboardEnvelope>;

/** Days in each chart series. */
export const DASHBOARD_DAYS = 30;
