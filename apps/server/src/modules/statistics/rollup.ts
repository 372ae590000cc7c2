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
