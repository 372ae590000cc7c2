import type { ShopContext } from '../http/context.ts';
import { autoConfirmPurchases } from '../modules/claims/confirmation.ts';
import { scheduleSweep } from './schedule.ts';

/**
 * 자동 구매확정 (DOMAIN.md "Orders"): delivered purchases the shopper neither confirmed nor claimed
 * are confirmed by the system once the confirmation days (setting, 7) have passed since delivery.
 * Safe on every node at once and to repeat: batches claim their purchases with FOR UPDATE SKIP
 * LOCKED, and a confirmed purchase is no longer due.
 */
export async function autoConfirm(ctx: ShopContext): Promise<number> {
  const confirmed = await autoConfirmPurchases(ctx);
  if (confirmed > 0) ctx.log.info({ confirmed }, 'purchases confirmed automatically');
  return confirmed;
}

/** The sweep hourly, until stopped (see scheduleSweep). */
export function scheduleAutoConfirm(
  context: () => ShopContext,
  { everyMs = 3_600_000 }: { everyMs?: number } = {},
): () => Promise<void> {
  return scheduleSweep('auto-confirm', autoConfirm, context, everyMs);
}
