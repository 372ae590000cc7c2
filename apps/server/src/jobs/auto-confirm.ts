import type { ShopContext } from '../http/context.ts';
import { autoConfirmPurchases } from '../modules/claims/service.ts';

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

/**
 * Runs the sweep every `everyMs` (hourly) with a fresh context until stopped; a failed run is
 * logged and the next one tries again; runs never overlap on one node.
 */
export function scheduleAutoConfirm(
  context: () => ShopContext,
  { everyMs = 3_600_000 }: { everyMs?: number } = {},
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const ctx = context();
    autoConfirm(ctx)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'auto-confirm sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
