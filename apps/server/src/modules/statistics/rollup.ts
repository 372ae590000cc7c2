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

/** The day after `day`, and the one before. */
export const nextDay = (day: string, by = 1): string => seoulDay(seoulDayStart(day, by));

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

/**
 * Sums the products of whole months whose days are all rolled up (the caller rolled them up) into
 * sales_month_products, once: a month's row '' says it was summed.
 */
export async function rollUpMonths(ctx: ShopContext, months: readonly string[]): Promise<void> {
  if (months.length === 0) return;
  const done = async (ctx: ShopContext) => {
    const result = await ctx.db.execute(sql`
      select to_char(month, 'YYYY-MM-DD') as month from sales_month_products
      where product_key = '' and month between ${months[0]}::date and ${months.at(-1)}::date`);
    return new Set((result.rows as { month: string }[]).map((r) => r.month));
  };
  if ((await done(ctx)).size === months.length) return;
  await inTransaction(ctx, async (ctx) => {
    await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext('sales_days roll-up'))`);
    const summed = await done(ctx);
    for (const month of months) {
      if (summed.has(month)) continue;
      await ctx.db.execute(sql`
        insert into sales_month_products (month, product_key, product_id, product_name, orders, quantity, gross,
                                          coupon, points, shipping, refunded)
        select ${month}::date, product_key, max(product_id::text)::uuid, max(product_name), sum(orders), sum(quantity),
               sum(gross), sum(coupon), sum(points), sum(shipping), sum(refunded)
        from sales_day_products
        where day >= ${month}::date and day < ${nextMonth(month)}::date
        group by product_key
        union all
        select ${month}::date, '', null, '', 0, 0, 0, 0, 0, 0, 0
        on conflict do nothing`);
    }
  });
}
