import type { ShopContext } from '../http/context.ts';
import { settlePreviousMonth } from '../modules/settlements/service.ts';
import { scheduleSweep } from './schedule.ts';

/**
 * 월 정산 (DOMAIN.md "Settlement"): from 01:00 on the 1st (Seoul) the previous month's settlement is
 * created, once: the unique month makes every later run, and every other node, a no-op.
 */
export async function settlementSweep(ctx: ShopContext) {
  const done = await settlePreviousMonth(ctx);
  if (done?.created) ctx.log.info({ month: done.month }, 'monthly settlement created');
  return done;
}

/** Every 10 minutes, until stopped (see scheduleSweep). */
export function scheduleSettlement(
  context: () => ShopContext,
  { everyMs = 600_000 }: { everyMs?: number } = {},
): () => Promise<void> {
  return scheduleSweep('settlement', settlementSweep, context, everyMs);
}
