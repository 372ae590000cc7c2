import type { ShopContext } from '../http/context.ts';
import { expireUnpaidOrders } from '../modules/orders/service.ts';

/**
 * Unpaid orders past their deadline are cancelled and their stock released (DOMAIN.md "Orders":
 * card 30 minutes, bank transfer 3 days, both settings). The sweep is safe to run on every node at
 * once and to repeat: each batch claims its orders with FOR UPDATE SKIP LOCKED, an order already
 * cancelled is no longer due, and a purchase's stock can be released only once (stock_movements).
 */
export async function expireOrders(ctx: ShopContext): Promise<number> {
  const canceled = await expireUnpaidOrders(ctx);
  if (canceled > 0) ctx.log.info({ canceled }, 'expired unpaid orders');
  return canceled;
}

/**
 * Runs the sweep every `everyMs` with a fresh context (its own clock reading) until stopped. A
 * failed sweep is logged and the next one tries again; sweeps never overlap on one node.
 */
export function scheduleExpireOrders(
  context: () => ShopContext,
  { everyMs = 60_000 }: { everyMs?: number } = {},
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const ctx = context();
    expireOrders(ctx)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'order expiry sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
