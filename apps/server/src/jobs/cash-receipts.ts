import type { ShopContext } from '../http/context.ts';
import type { CashReceiptGateway } from '../integrations/nicepay/index.ts';
import { issueOverdue, readBackRequested } from '../modules/cash-receipts/sweep.ts';
import { scheduleSweep } from './schedule.ts';

/**
 * 현금영수증: reads back what the tax office made of the receipts NICE took (each at most hourly) and
 * issues receipts left PENDING on orders paid more than five minutes ago. Safe on several nodes:
 * each issue holds the receipt's row lock and re-checks its status.
 */
export async function sweepCashReceipts(ctx: ShopContext, gateway: CashReceiptGateway) {
  const issued = await issueOverdue(ctx, gateway);
  const answered = await readBackRequested(ctx, gateway);
  if (issued + answered > 0) ctx.log.info({ issued, answered }, 'cash receipts swept');
}

/** The sweep every ten minutes, until stopped (see scheduleSweep). */
export function scheduleCashReceipts(
  context: () => ShopContext,
  gateway: CashReceiptGateway,
  { everyMs = 10 * 60_000 }: { everyMs?: number } = {},
): () => Promise<void> {
  return scheduleSweep('cash receipts', (ctx) => sweepCashReceipts(ctx, gateway), context, everyMs);
}
