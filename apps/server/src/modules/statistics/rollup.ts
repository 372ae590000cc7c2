import { seoulDay, seoulDayStart } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { figuresQuery } from './figures.ts';

/**
 * The daily roll-up (db/schema/statistics.ts): a year of statistics is 365 rows instead of half a
 * million orders. A Seoul day is rolled up once it ended more than an hour ago: a payment approved at
 * 23:59:59 whose transaction commits a moment after midnight is then already visible. A write to a
 * rolled-up day afterwards deletes its rows (the migration's triggers) and the next read writes them
 * again.
 */

const SETTLE_MS = 60 * 60 * 1000;

/** The last Seoul day that may be rolled up at `now`. */
export const lastClosedDay = (now: Date): string =>
  seoulDay(seoulDayStart(seoulDay(new Date(now.getTime() - SETTLE_MS)), -1));

const DAY_MS = 86_400_000;

/**
 * The day after `day` ('YYYY-MM-DD'), and the one before: calendar arithmetic, as Seoul has no summer
 * time. Without Intl: the statistics walk every day of a year for each request (seoulDay formats
 * through Intl.DateTimeFormat, ~10 µs a call).
 */
export const nextDay = (day: string, by = 1): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10);

/** Consecutive runs of sorted days: ['01', '02', '04'] → [['01', '02'], ['04', '04']]. */
function runsOf(days: readonly string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && nextDay(last[1]) === day) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

async function missingDays(ctx: ShopContext, fromDay: string, toDay: string): Promise<string[]> {
  const result = await ctx.db.execute(sql`
    select to_char(d, 'YYYY-MM-DD') as day
    from generate_series(${fromDay}::date, ${toDay}::date, interval '1 day') d
    where not exists (select 1 from sales_days s where s.day = d::date)
    order by 1`);
  return (result.rows as { day: string }[]).map((r) => r.day);
}

/**
 * Writes the roll-up of every closed day of [fromDay, toDay] that has none. Readers of the same
 * cold range wait for the first one (an advisory lock) instead of all computing it at once.
 */
export async function rollUp(ctx: ShopContext, fromDay: string, toDay: string): Promise<void> {
  if (fromDay > toDay || (await missingDays(ctx, fromDay, toDay)).length === 0) return;
  await inTransaction(ctx, async (ctx) => {
    await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext('sales_days roll-up'))`);
    for (const [a, b] of runsOf(await missingDays(ctx, fromDay, toDay))) {
      await ctx.db.execute(sql`
        with f as materialized (${figuresQuery(a, b)}),
          by_product as (
            insert into sales_day_products (day, product_key, product_id, product_name, orders, quantity,
                                            gross, coupon, points, shipping, refunded)
            select day::date, product_key, product_id::uuid, product_name, orders, quantity, gross, coupon,
                   points, shipping, refunded
            from f where product_key is not null
            on conflict do nothing)
        insert into sales_days (day, orders, quantity, gross, coupon, points, shipping, refunded)
        select d::date, coalesce(f.orders, 0), coalesce(f.quantity, 0), coalesce(f.gross, 0),
               coalesce(f.coupon, 0), coalesce(f.points, 0), coalesce(f.shipping, 0), coalesce(f.refunded, 0)
        from generate_series(${a}::date, ${b}::date, interval '1 day') d
        left join f on f.day = to_char(d, 'YYYY-MM-DD') and f.product_key is null
        on conflict do nothing`);
    }
  });
}

/** The first day of the month after `month` ('YYYY-MM-01'). */
function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01`;
}

/**
 * [fromDay, toDay] as its whole calendar months (first days, consecutive) and the days before and
 * after them that make no whole month.
 */
export function monthsOf(fromDay: string, toDay: string): { months: string[]; edges: [string, string][] } {
  const months: string[] = [];
  const edges: [string, string][] = [];
  for (let month = `${fromDay.slice(0, 7)}-01`; month <= toDay; month = nextMonth(month)) {
    const last = nextDay(nextMonth(month), -1);
    const start = fromDay > month ? fromDay : month;
    const end = toDay < last ? toDay : last;
    if (start === month && end === last) months.push(month);
    else edges.push([start, end]);
  }
  return { months, edges };
}

/** Monday of the ISO week of `day` (PostgreSQL's `date_trunc('week', …)`). */
const mondayOf = (day: string): string => nextDay(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/**
 * [fromDay, toDay] as whole calendar months, whole ISO weeks (Monday to Sunday) of the days around
 * the months, and the days left over: what 상품별 reads from sales_month_products,
 * sales_week_products and sales_day_products.
 */
export function periodsOf(
  fromDay: string,
  toDay: string,
): { months: string[]; weeks: string[]; days: [string, string][] } {
  const { months, edges } = monthsOf(fromDay, toDay);
  const weeks: string[] = [];
  const days: [string, string][] = [];
  for (const [a, b] of edges) {
    const monday = mondayOf(a) === a ? a : nextDay(mondayOf(a), 7);
    if (nextDay(monday, 6) > b) {
      days.push([a, b]);
      continue;
    }
    if (monday > a) days.push([a, nextDay(monday, -1)]);
    let week = monday;
    for (; nextDay(week, 6) <= b; week = nextDay(week, 7)) weeks.push(week);
    if (week <= b) days.push([week, b]);
  }
  return { months, weeks, days };
}

/**
 * Every whole calendar month and every whole ISO week inside [fromDay, toDay]: what the roll-up job
 * sums ahead, so that no operator's 상품별 request sums a period first.
 */
export function wholePeriodsOf(fromDay: string, toDay: string): { months: string[]; weeks: string[] } {
  const weeks: string[] = [];
  const firstMonday = mondayOf(fromDay) === fromDay ? fromDay : nextDay(mondayOf(fromDay), 7);
  for (let week = firstMonday; nextDay(week, 6) <= toDay; week = nextDay(week, 7)) weeks.push(week);
  return { months: monthsOf(fromDay, toDay).months, weeks };
}

const periodTables = {
  month: { table: sql`sales_month_products`, column: sql`month`, next: nextMonth },
  week: { table: sql`sales_week_products`, column: sql`week`, next: (week: string) => nextDay(week, 7) },
};

/**
 * Sums the products of whole months or weeks whose days are all rolled up (the caller rolled them
 * up) into sales_month_products or sales_week_products, once: a period's row '' says it was summed.
 */
export async function rollUpPeriods(
  ctx: ShopContext,
  kind: keyof typeof periodTables,
  starts: readonly string[],
): Promise<void> {
  if (starts.length === 0) return;
  const { table, column, next } = periodTables[kind];
  const done = async (ctx: ShopContext) => {
    const result = await ctx.db.execute(sql`
      select to_char(${column}, 'YYYY-MM-DD') as start from ${table}
      where product_key = '' and ${column} between ${starts[0]}::date and ${starts.at(-1)}::date`);
    return new Set((result.rows as { start: string }[]).map((r) => r.start));
  };
  const summed = await done(ctx);
  if (starts.every((start) => summed.has(start))) return;
  await inTransaction(ctx, async (ctx) => {
    await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext('sales_days roll-up'))`);
    const summed = await done(ctx);
    for (const start of starts) {
      if (summed.has(start)) continue;
      await ctx.db.execute(sql`
        insert into ${table} (${column}, product_key, product_id, product_name, orders, quantity, gross,
                              coupon, points, shipping, refunded)
        select ${start}::date, product_key, max(product_id::text)::uuid, max(product_name), sum(orders), sum(quantity),
               sum(gross), sum(coupon), sum(points), sum(shipping), sum(refunded)
        from sales_day_products
        where day >= ${start}::date and day < ${next(start)}::date
        group by product_key
        union all
        select ${start}::date, '', null, '', 0, 0, 0, 0, 0, 0, 0
        on conflict do nothing`);
    }
  });
}
