import { z } from 'zod';
import { seoulDayStart } from '../format.ts';

/**
 * 매출 통계 (DOMAIN.md "Console" → "Sales statistics"): /api/console/statistics/*. A purchase counts
 * on the Seoul day its order was paid (`orders.paidAt`); a refund's product part on the Seoul day it
 * was completed. A console-* file: the web build keeps it in the console's chunk.
 */

/** One message for every bad period, so the picker can say it beside the fields it keeps. */
export const statisticsPeriodMessage = '조회 기간을 확인해주세요';

/** The longest range of days one request may ask for, both ends included. */
export const STATISTICS_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included (0 or less when `to` is before `from`). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((seoulDayStart(to).getTime() - seoulDayStart(from).getTime()) / DAY_MS) + 1;

const statisticsDay = z
  .string({ error: statisticsPeriodMessage })
  .regex(/^\d{4}-\d{2}-\d{2}$/, statisticsPeriodMessage)
  .refine(realDay, statisticsPeriodMessage);

/** 2026-02-30 parses in some engines: a real date reads back as itself. */
function realDay(v: string): boolean {
  const [y, m, d] = v.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const format = z.enum(['xlsx']).optional().describe('xlsx: 같은 행을 엑셀 파일로');

/** from ≤ to, at most 366 days. */
export const statisticsRangeFields = { from: statisticsDay, to: statisticsDay, format };
const rangeOk = (q: { from: string; to: string }) => {
  const days = daysBetween(q.from, q.to);
  return days >= 1 && days <= STATISTICS_MAX_DAYS;
};
const rangeProblem = { message: statisticsPeriodMessage, path: ['to'] };

export const statisticsRangeQuery = z.object(statisticsRangeFields).refine(rangeOk, rangeProblem);
export type StatisticsRangeQuery = z.input<typeof statisticsRangeQuery>;

export const monthlySalesQuery = z.object({
  year: z.coerce
    .number({ error: statisticsPeriodMessage })
    .int(statisticsPeriodMessage)
    .min(2000, statisticsPeriodMessage)
    .max(2100, statisticsPeriodMessage),
  format,
});
export type MonthlySalesQuery = z.input<typeof monthlySalesQuery>;

/** What the 상품별 tab ranks by (always the larger first). */
export const productSalesSorts = ['paid', 'net', 'gross', 'quantity', 'orders', 'refunded'] as const;
export type ProductSalesSort = (typeof productSalesSorts)[number];
export const productSalesSortLabel: Record<ProductSalesSort, string> = {
  paid: '결제금액순',
  net: '순매출순',
  gross: '상품금액순',
  quantity: '수량순',
  orders: '주문수순',
  refunded: '환불금액순',
};

export const productsSalesQuery = z
  .object({
    ...statisticsRangeFields,
    sort: z.enum(productSalesSorts).default('paid'),
    limit: z.coerce.number().int().min(1).max(500).default(50),
  })
  .refine(rangeOk, rangeProblem);
export type ProductsSalesQuery = z.input<typeof productsSalesQuery>;

const won = z.number().int();

/**
 * The columns of every row and of the totals. gross: product amounts; paid = gross − coupon −
 * points; shipping: shipping and remote fees; refunded: the product part of refunds completed that
 * day; net = paid − refunded. All won.
 */
export const salesFigures = z.object({
  orders: z.number().int(),
  quantity: z.number().int(),
  gross: won,
  coupon: won,
  points: won,
  paid: won,
  shipping: won,
  refunded: won,
  net: won,
});
export type SalesFigures = z.infer<typeof salesFigures>;

export const salesFigureKeys = [
  'orders',
  'quantity',
  'gross',
  'coupon',
  'points',
  'paid',
  'shipping',
  'refunded',
  'net',
] as const satisfies readonly (keyof SalesFigures)[];

/** The Korean column headings, in the order of salesFigureKeys (screen and Excel alike). */
export const salesFigureLabel: Record<keyof SalesFigures, string> = {
  orders: '주문수',
  quantity: '수량',
  gross: '상품금액',
  coupon: '쿠폰할인',
  points: '적립금사용',
  paid: '결제금액',
  shipping: '배송비',
  refunded: '환불금액',
  net: '순매출',
};

export const monthlySalesEnvelope = z.object({
  summary: z.object({ year: z.number().int(), totals: salesFigures }),
  /** the twelve months, January first, months without sales as zeros */
  rows: z.array(salesFigures.extend({ month: z.string().describe('YYYY-MM') })),
});
export type MonthlySalesEnvelope = z.infer<typeof monthlySalesEnvelope>;

const rangeSummary = z.object({ from: z.string(), to: z.string(), totals: salesFigures });

export const dailySalesEnvelope = z.object({
  summary: rangeSummary,
  /** every day of the range, oldest first, days without sales as zeros */
  rows: z.array(salesFigures.extend({ day: z.string().describe('YYYY-MM-DD') })),
});
export type DailySalesEnvelope = z.infer<typeof dailySalesEnvelope>;

export const weekdayLabels = ['월', '화', '수', '목', '금', '토', '일'] as const;

export const dayOfWeekSalesEnvelope = z.object({
  summary: rangeSummary,
  /** 월 … 일 (ISO: 1 = Monday) */
  rows: z.array(salesFigures.extend({ dayOfWeek: z.number().int().min(1).max(7), label: z.string() })),
});
export type DayOfWeekSalesEnvelope = z.infer<typeof dayOfWeekSalesEnvelope>;

export const productsSalesEnvelope = z.object({
  /** totals of every product (not only the rows shown); totalCount: products that sold or were refunded */
  summary: rangeSummary.extend({ totalCount: z.number().int() }),
  rows: z.array(
    salesFigures.extend({
      /** null once the product was deleted (its rows then group by the name it was sold under) */
      _product: z.string().nullable(),
      productName: z.string(),
    }),
  ),
});
export type ProductsSalesEnvelope = z.infer<typeof productsSalesEnvelope>;
