import { seoulDay } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { ShopContext } from '../http/context.ts';
import { lastClosedDay, rollUp } from '../modules/statistics/rollup.ts';
import { scheduleSweep } from './schedule.ts';

/**
 * Rolls up every Seoul day that has ended and has no roll-up yet (modules/statistics/rollup.ts), so an
 * operator's first statistics read of the morning finds yesterday ready instead of computing it.
 * Safe on every node at once: the roll-up takes an advisory lock and writes a day once.
 */
export async function rollUpClosedDays(ctx: ShopContext): Promise<void> {
  const result = await ctx.db.execute(sql`
    select least((select min(paid_at) from orders where paid_at is not null),
                 (select min(done_at) from refunds where status = 'DONE')) as first`);
  const first = (result.rows[0] as { first: string | Date | null }).first;
  if (!first) return;
  await rollUp(ctx, seoulDay(new Date(first)), lastClosedDay(ctx.now));
}

/** Every hour, until stopped (see scheduleSweep). */
export function scheduleStatisticsRollup(
  context: () => ShopContext,
  { everyMs = 3_600_000 }: { everyMs?: number } = {},
): () => Promise<void> {
  return scheduleSweep('statistics roll-up', rollUpClosedDays, context, everyMs);
}
