import type { FastifyInstance } from 'fastify';
import type { ShopContext } from '../http/context.ts';
import type { CashReceiptGateway } from '../integrations/nicepay/index.ts';
import { scheduleAutoConfirm } from './auto-confirm.ts';
import { scheduleCashReceipts } from './cash-receipts.ts';
import { scheduleExpireOrders } from './expire-orders.ts';
import { schedulePurge } from './purge.ts';
import { scheduleRateChanges } from './rate-changes.ts';
import { type MessageSender, scheduleMessageSender } from './send-messages.ts';
import { scheduleSettlement } from './settlement.ts';
import { scheduleStatisticsRollup } from './statistics-rollup.ts';

/**
 * Unpaid orders expire and give their stock back, delivered purchases are confirmed after their
 * days (hourly), last month is settled from 01:00 on the 1st, records past their legal keeping
 * are purged daily (jobs/purge.ts); tests run the sweeps themselves. The sweeps start once the app
 * is ready and stop as it closes.
 */
export function scheduleSweeps(
  app: FastifyInstance,
  context: () => ShopContext,
  sender: MessageSender,
  receiptGateway: CashReceiptGateway,
): void {
  let stopExpiry = async () => {};
  let stopAutoConfirm = async () => {};
  let stopSettlement = async () => {};
  let stopRateChanges = async () => {};
  let stopPurge = async () => {};
  let stopStatistics = async () => {};
  let stopCashReceipts = async () => {};
  let stopMessages = async () => {};
  app.addHook('onReady', async () => {
    stopMessages = scheduleMessageSender(sender, context);
    stopPurge = schedulePurge(context);
    stopRateChanges = scheduleRateChanges(context);
    stopExpiry = scheduleExpireOrders(context);
    stopAutoConfirm = scheduleAutoConfirm(context);
    stopSettlement = scheduleSettlement(context);
    stopStatistics = scheduleStatisticsRollup(context);
    stopCashReceipts = scheduleCashReceipts(context, receiptGateway);
  });
  app.addHook('onClose', async () => {
    await Promise.all([
      stopExpiry(),
      stopAutoConfirm(),
      stopSettlement(),
      stopRateChanges(),
      stopPurge(),
      stopStatistics(),
      stopCashReceipts(),
      stopMessages(),
    ]);
  });
}
