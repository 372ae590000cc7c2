import { seoulDay } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { ShopContext } from '../http/context.ts';
import { lastClosedDay, rollUp, rollUpPeriods, wholePeriodsOf } from '../modules/statistics/rollup.ts';
import { scheduleSweep } from './schedule.ts';

/**
 * Rolls up every Seoul day that has ended and has no roll-up yet (modules/statistics/rollup.ts), then
 * sums the products of every whole month and ISO week of them, so an operator's first statistics read
 * of the morning finds yesterday ready instead of computing it. Safe on every node at once: the
 * roll-up takes an advisory lock and writes a day or a period once.
 */
export async function rollUpClosedDays(ctx: ShopContext): Promise<void> {
  const result = await ctx.db.execute(sql`
    select least((select min(paid_at) from orders where paid_at is not null),
                 (select min(done_at) from refunds where status = 'DONE')) as first`);
  const first = (result.rows[0] as { first: string | Date | null }).first;
  if (!first) return;
  const [from, to] = [seoulDay(new Date(first)), lastClosedDay(ctx.now)];
  await rollUp(ctx, from, to);
  const { months, weeks } = wholePeriodsOf(from, to);
  await rollUpPeriods(ctx, 'month', months);
  await rollUpPeriods(ctx, 'week', weeks);
}

/**
 * Every hour, until stopped (see scheduleSweep), and once shortly after the start: a deploy on a
 * restored or migrated database (an empty roll-up) would otherwise answer its first statistics
 * reads by rolling up whole years while the operator waits (bench/README "Sales statistics").
 */
export function scheduleStatisticsRollup(
  context: () => ShopContext,
  { everyMs = 3_600_000, firstAfterMs = 5_000 }: { everyMs?: number; firstAfterMs?: number } = {},
): () => Promise<void> {
  return scheduleSweep('statistics roll-up', rollUpClosedDays, context, everyMs, { firstAfterMs });
}
