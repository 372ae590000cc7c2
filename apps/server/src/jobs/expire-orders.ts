import type { ShopContext } from '../http/context.ts';
import { expireUnpaidOrders } from '../modules/orders/expiring.ts';
import { scheduleSweep } from './schedule.ts';

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

/** The sweep every minute, until stopped (see scheduleSweep). */
export function scheduleExpireOrders(
  context: () => ShopContext,
  { everyMs = 60_000 }: { everyMs?: number } = {},
): () => Promise<void> {
  return scheduleSweep('order expiry', expireOrders, context, everyMs);
}
