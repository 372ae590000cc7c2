import {
  type DailySalesEnvelope,
  type DayOfWeekSalesEnvelope,
  type MonthlySalesEnvelope,
  type ProductSalesSort,
  type ProductsSalesEnvelope,
  type SalesFigures,
  weekdayLabels,
} from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { ShopContext } from '../../http/context.ts';
import { dayTotalsQuery, type FigureRow, figureRowOf, figuresQuery } from './figures.ts';
import { lastClosedDay, nextDay, periodsOf, rollUp, rollUpPeriods } from './rollup.ts';

/**
 * 매출 통계 (DOMAIN.md "Console" → "Sales statistics"): months of a year, days of a range, weekdays
 * and products. Closed days come from the roll-up, the open ones (today) from the orders themselves.
 */

type Sums = Omit<FigureRow, 'day' | 'productKey' | '_product' | 'productName'>;

/** Whether to read closed days from the roll-up (the tests compare both ways). */
export type Source = { rollup: boolean };
const viaRollup: Source = { rollup: true };

const zero = (): Sums => ({
  orders: 0,
  quantity: 0,
  gross: 0,
  coupon: 0,
  points: 0,
  shipping: 0,
  refunded: 0,
});

function add(into: Sums, row: Sums): Sums {
  into.orders += row.orders;
  into.quantity += row.quantity;
  into.gross += row.gross;
  into.coupon += row.coupon;
  into.points += row.points;
  into.shipping += row.shipping;
  into.refunded += row.refunded;
  return into;
}

/** The nine columns: paid = gross − coupon − points, net = paid − refunded. */
export function figuresOf(s: Sums): SalesFigures {
  const paid = s.gross - s.coupon - s.points;
  return {
    orders: s.orders,
    quantity: s.quantity,
    gross: s.gross,
    coupon: s.coupon,
    points: s.points,
    paid,
    shipping: s.shipping,
    refunded: s.refunded,
    net: paid - s.refunded,
  };
}

/** The closed part of [fromDay, toDay] (read from the roll-up) and the open part (read raw). */
function split(ctx: ShopContext, fromDay: string, toDay: string, source: Source) {
  const closedTo = source.rollup ? [toDay, lastClosedDay(ctx.now)].sort()[0]! : nextDay(fromDay, -1);
  const openFrom = closedTo >= fromDay ? nextDay(closedTo) : fromDay;
  return {
    closed: closedTo >= fromDay ? { from: fromDay, to: closedTo } : null,
    open: openFrom <= toDay ? { from: openFrom, to: toDay } : null,
  };
}

async function rawDayTotals(ctx: ShopContext, fromDay: string, toDay: string) {
  const result = await ctx.db.execute(dayTotalsQuery(fromDay, toDay));
  return (result.rows as Record<string, unknown>[]).map(figureRowOf);
}

/**
 * The open days' totals, read once for all the requests that ask at the same moment: every
 * statistics screen and the dashboard read today raw, and twenty operators at once would otherwise
 * run the same query twenty times side by side. A request joins a read that is under way and gets
 * its answer, as if it had arrived a few milliseconds earlier; nothing is kept once it answered.
 */
const openReads = new WeakMap<object, Map<string, Promise<FigureRow[]>>>();

export function openDayTotals(ctx: ShopContext, fromDay: string, toDay: string): Promise<FigureRow[]> {
  const reads = openReads.get(ctx.db) ?? new Map<string, Promise<FigureRow[]>>();
  openReads.set(ctx.db, reads);
  const key = `${fromDay}/${toDay}`;
  const underway = reads.get(key);
  if (underway) return underway;
  const read = rawDayTotals(ctx, fromDay, toDay).finally(() => reads.delete(key));
  reads.set(key, read);
  return read;
}

/** Every day of [fromDay, toDay] with its sums (zeros for days without sales), oldest first. */
export async function dayTotals(
  ctx: ShopContext,
  fromDay: string,
  toDay: string,
  source: Source = viaRollup,
): Promise<{ day: string; sums: Sums }[]> {
  const byDay = new Map<string, Sums>();
  const { closed, open } = split(ctx, fromDay, toDay, source);
  if (closed) {
    await rollUp(ctx, closed.from, closed.to);
    const result = await ctx.db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day, null as product_key, null as product_id, null as product_name,
             orders, quantity, gross, coupon, points, shipping, refunded
      from sales_days where day between ${closed.from}::date and ${closed.to}::date`);
    for (const r of (result.rows as Record<string, unknown>[]).map(figureRowOf)) byDay.set(r.day, r);
  }
  if (open) for (const r of await openDayTotals(ctx, open.from, open.to)) byDay.set(r.day, r);
  const days: { day: string; sums: Sums }[] = [];
  for (let day = fromDay; day <= toDay; day = nextDay(day))
    days.push({ day, sums: byDay.get(day) ?? zero() });
  return days;
}

const totalOf = (days: { sums: Sums }[]) => figuresOf(days.reduce((all, d) => add(all, d.sums), zero()));

/** GET /console/statistics/monthlySales?year=: the twelve months of the year. */
export async function monthlySales(
  ctx: ShopContext,
  year: number,
  source: Source = viaRollup,
): Promise<MonthlySalesEnvelope> {
  const days = await dayTotals(ctx, `${year}-01-01`, `${year}-12-31`, source);
  const months = new Map<string, Sums>();
  for (let m = 1; m <= 12; m += 1) months.set(`${year}-${String(m).padStart(2, '0')}`, zero());
  for (const d of days) add(months.get(d.day.slice(0, 7))!, d.sums);
  return {
    summary: { year, totals: totalOf(days) },
    rows: [...months].map(([month, sums]) => ({ month, ...figuresOf(sums) })),
  };
}

/** GET /console/statistics/dailySales?from=&to=: every day of the range. */
export async function dailySales(
  ctx: ShopContext,
  range: { from: string; to: string },
  source: Source = viaRollup,
): Promise<DailySalesEnvelope> {
  const days = await dayTotals(ctx, range.from, range.to, source);
  return {
    summary: { from: range.from, to: range.to, totals: totalOf(days) },
    rows: days.map((d) => ({ day: d.day, ...figuresOf(d.sums) })),
  };
}

/** ISO weekday of a Seoul day: 1 = 월 … 7 = 일. */
export const weekdayOf = (day: string): number => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** GET /console/statistics/dayOfWeekSales?from=&to=: 월 … 일 over the range. */
export async function dayOfWeekSales(
  ctx: ShopContext,
  range: { from: string; to: string },
  source: Source = viaRollup,
): Promise<DayOfWeekSalesEnvelope> {
  const days = await dayTotals(ctx, range.from, range.to, source);
  const weekdays = weekdayLabels.map(() => zero());
  for (const d of days) add(weekdays[weekdayOf(d.day) - 1]!, d.sums);
  return {
    summary: { from: range.from, to: range.to, totals: totalOf(days) },
    rows: weekdays.map((sums, i) => ({ dayOfWeek: i + 1, label: weekdayLabels[i]!, ...figuresOf(sums) })),
  };
}

const productColumns = sql`product_key, orders, quantity, gross, coupon, points, shipping, refunded`;

/** What each sort orders by, the larger first (paid = gross − coupon − points, net = paid − refunded). */
const productOrder: Record<ProductSalesSort, SQL> = {
  paid: sql`gross - coupon - points`,
  net: sql`gross - coupon - points - refunded`,
  gross: sql`gross`,
  quantity: sql`quantity`,
  orders: sql`orders`,
  refunded: sql`refunded`,
};

/**
 * The rows of each product's figures over [fromDay, toDay]: closed days from the roll-up (whole
 * months, then whole weeks, then single days, so a year reads about 20 rows a product instead of
 * 365; the caller rolled the days up), open days from the orders themselves.
 */
async function productParts(
  ctx: ShopContext,
  fromDay: string,
  toDay: string,
  source: Source,
): Promise<SQL[]> {
  const { closed, open } = split(ctx, fromDay, toDay, source);
  const parts: SQL[] = [];
  if (closed) {
    const { months, weeks, days } = periodsOf(closed.from, closed.to);
    await rollUpPeriods(ctx, 'month', months);
    await rollUpPeriods(ctx, 'week', weeks);
    if (months.length > 0)
      parts.push(sql`select ${productColumns} from sales_month_products
                     where month between ${months[0]}::date and ${months.at(-1)}::date and product_key <> ''`);
    if (weeks.length > 0)
      parts.push(sql`select ${productColumns} from sales_week_products
                     where week = any(${`{${weeks.join(',')}}`}::date[]) and product_key <> ''`);
    for (const [a, b] of days)
      parts.push(
        sql`select ${productColumns} from sales_day_products where day between ${a}::date and ${b}::date`,
      );
  }
  if (open)
    parts.push(
      sql`select ${productColumns} from (${figuresQuery(open.from, open.to)}) f where product_key is not null`,
    );
  return parts;
}

/**
 * GET /console/statistics/productsSales?from=&to=&sort=&limit=: the products, the larger first by
 * `sort` (then by name, in code point order), at most `limit`; the totals are of every product. The
 * database sums, names (the product's name today; a deleted product's is in its key, 'name:' and the
 * name it was sold under), orders and cuts the rows: the server gets `limit` rows, not every product.
 */
export async function productsSales(
  ctx: ShopContext,
  query: { from: string; to: string; sort: ProductSalesSort; limit: number },
  source: Source = viaRollup,
): Promise<ProductsSalesEnvelope> {
  // One after the other: the first rolls the closed days up, the second reads them.
  const days = await dayTotals(ctx, query.from, query.to, source);
  const parts = await productParts(ctx, query.from, query.to, source);
  const rows =
    parts.length === 0
      ? []
      : ((
          await ctx.db.execute(sql`
            with sums as (
              select product_key, sum(orders)::bigint as orders, sum(quantity)::bigint as quantity,
                     sum(gross)::bigint as gross, sum(coupon)::bigint as coupon, sum(points)::bigint as points,
                     sum(shipping)::bigint as shipping, sum(refunded)::bigint as refunded,
                     case when product_key like 'name:%' then null else product_key::uuid end as product_id
              from (${sql.join(parts, sql` union all `)}) x
              group by product_key),
            named as (
              select s.*, coalesce(p.name, case when s.product_key like 'name:%' then substr(s.product_key, 6) else '' end)
                            as product_name
              from sums s left join products p on p.id = s.product_id)
            select product_id::text as product_id, product_name, orders, quantity, gross, coupon, points, shipping,
                   refunded, count(*) over ()::int as total_count
            from named
            order by ${productOrder[query.sort]} desc, product_name collate "C", product_key
            limit ${query.limit}`)
        ).rows as Record<string, unknown>[]);
  return {
    summary: {
      from: query.from,
      to: query.to,
      totals: totalOf(days),
      totalCount: Number(rows[0]?.total_count ?? 0),
    },
    rows: rows.map((r) => {
      const f = figureRowOf({ ...r, day: '', product_key: null });
      return { _product: f._product, productName: f.productName ?? '', ...figuresOf(f) };
    }),
  };
}
