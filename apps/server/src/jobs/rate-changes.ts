import type { ShopContext } from '../http/context.ts';
import { applyDueRateChanges } from '../modules/grades/rate-changes.ts';
import { scheduleSweep } from './schedule.ts';

/**
 * Scheduled plan-rate changes fall due (DOMAIN.md "Rates in time"): a product's 수당률 moves into
 * products.bonusRateBp, the legal cap into the setting. Safe on every node and to repeat (rows
 * claimed with SKIP LOCKED, an applied change is no longer pending).
 */
export async function applyRateChanges(ctx: ShopContext): Promise<number> {
  const applied = await applyDueRateChanges(ctx);
  if (applied > 0) ctx.log.info({ applied }, 'scheduled rate changes applied');
  return applied;
}

/** Every 10 minutes, until stopped: a change due at 00:00 applies within minutes of it. */
export function scheduleRateChanges(
  context: () => ShopContext,
  { everyMs = 600_000 }: { everyMs?: number } = {},
): () => Promise<void> {
  return scheduleSweep('rate-changes', applyRateChanges, context, everyMs);
}
