import type { OrderStatus } from '@shop/contracts';
import type { ShopContext } from '../../http/context.ts';
import { recordAudit } from '../audit/record.ts';
import { cancelOrder, followPurchases, payOrder } from './order-status-moves.ts';
import { writePurchaseMove } from './purchase-status-moves.ts';
import type { PurchaseRow } from './reading.ts';
import type {
  OrderCancel,
  OrderFollow,
  OrderPayment,
  PaymentWritten,
  PurchaseMove,
  PurchaseStatuses,
  StatusChange,
} from './status-changes.ts';

/**
 * The one writer of an order's and its purchases' statuses (ARCHITECTURE.md: one writer per state
 * machine): the order status of an order and of each purchase, a purchase's claim status and its
 * return's collection status, and its purchase status (구매확정). Each change is checked against
 * DOMAIN.md's tables in transitions.ts (409 otherwise) and its history rows are written with it, in
 * the caller's transaction. Placing, paying, expiry, the order desk, invoices, claims and the sweeps
 * all change statuses through `writeStatus`; nothing else writes those columns. The changes it takes
 * are in status-changes.ts, its moves in order-status-moves.ts and purchase-status-moves.ts.
 */

/**
 * Makes one status change (see the change types), checking DOMAIN.md's tables and recording it.
 * Answers what it wrote: the payment's rows; the purchases cancelled with an order, or moved; the
 * order's status after following its purchases.
 */
export function writeStatus(ctx: ShopContext, change: OrderPayment): Promise<PaymentWritten>;
export function writeStatus(ctx: ShopContext, change: OrderCancel | PurchaseMove): Promise<PurchaseRow[]>;
export function writeStatus(ctx: ShopContext, change: OrderFollow): Promise<OrderStatus>;
export function writeStatus(
  ctx: ShopContext,
  change: StatusChange,
): Promise<PaymentWritten | PurchaseRow[] | OrderStatus> {
  if ('follow' in change) return followPurchases(ctx, change);
  if ('purchases' in change) return writePurchaseMove(ctx, change).then(audited(ctx, change));
  if ('_order' in change) return payOrder(ctx, change).then(audited(ctx, change));
  return cancelOrder(ctx, change).then(audited(ctx, change));
}

/**
 * An operator's status change is written to the audit log here, by the one writer, in the same
 * transaction: the order desk, invoices, deposit confirmation and the claims desk all pass through.
 * An order that follows its purchases is no action of its own, so it is not recorded.
 */
const audited =
  <T extends PaymentWritten | PurchaseRow[]>(
    ctx: ShopContext,
    change: OrderPayment | OrderCancel | PurchaseMove,
  ) =>
  async (written: T): Promise<T> => {
    if (change.by !== 'OPERATOR') return written;
    if ('_order' in change) {
      if ('changed' in written && written.changed) {
        await recordAudit(ctx, {
          action: 'DEPOSIT_CONFIRM',
          targetKind: 'ORDER',
          _target: change._order,
          before: { status: 'ORDER_NONPAYMENT' },
          after: { status: 'ORDER_PAYMENT', paidAmount: change.amount },
          reason: change.reason,
        });
      }
    } else if ('order' in change) {
      await recordAudit(ctx, {
        action: 'ORDER_STATUS',
        targetKind: 'ORDER',
        _target: change.order._id,
        before: { status: change.order.status },
        after: { status: 'ORDER_CANCELED' },
        reason: change.reason,
      });
    } else {
      for (const p of change.purchases) {
        const to = change.to;
        const fields = (row: PurchaseRow) =>
          Object.fromEntries((Object.keys(to) as (keyof PurchaseStatuses)[]).map((key) => [key, row[key]]));
        await recordAudit(ctx, {
          action: to.claimStatus !== undefined || to.collectionStatus ? 'CLAIM_STATUS' : 'PURCHASE_STATUS',
          targetKind: 'PURCHASE',
          _target: p._id,
          before: { ...fields(p), ...(change.with?.invoiceNumber ? { invoiceNumber: p.invoiceNumber } : {}) },
          after: {
            ...to,
            ...(change.with?.invoiceNumber ? { invoiceNumber: change.with.invoiceNumber } : {}),
          },
          reason: change.reason,
        });
      }
    }
    return written;
  };
