import type { ShopContext } from '../../http/context.ts';
import type { PaymentGateway } from '../../integrations/nicepay/index.ts';
import { giveBackDiscounts } from '../orders/discounts.ts';
import { claimCompletedMessage } from '../orders/messages.ts';
import type { OrderRow, PurchaseRow } from '../orders/reading.ts';
import { writeStatus } from '../orders/status-writer.ts';
import { releaseStock } from '../orders/stock.ts';
import { cancelRefund, moneyShare } from './amounts.ts';
import { type ClaimRequest, type Role, reasonText } from './lines.ts';
import { issueRefund, type ProviderCall } from './refund.ts';

/**
 * CANCEL_COMPLETED for purchases of a locked paid order that have not shipped: order status
 * ORDER_CANCELED (a cancel claim's move in transitions.ts), PURCHASE_CANCELED, stock back once,
 * the refund of their money shares (with the shipping and remote fees when no purchase of the order
 * is left) and their points shares back (the coupon too when no purchase is left). The order follows: cancelled when every purchase is, else its least advanced purchase.
 * The member's cancel of a purchase not yet prepared comes here at once; one being prepared, when
 * the operator completes the member's request.
 */
export async function cancelPaidPurchases(
  ctx: ShopContext,
  gateway: PaymentGateway,
  calls: ProviderCall[],
  order: OrderRow,
  lines: PurchaseRow[],
  all: PurchaseRow[],
  input: { claim: ClaimRequest | null; note: string | null; by: Role },
): Promise<void> {
  const why = input.claim ? reasonText(input.claim.claimReason, input.claim.claimReasonDetails) : null;
  await writeStatus(ctx, {
    purchases: lines,
    to: { claimStatus: 'CANCEL_COMPLETED', status: 'ORDER_CANCELED', purchaseStatus: 'PURCHASE_CANCELED' },
    with: input.claim
      ? {
          claimReason: input.claim.claimReason,
          claimReasonDetails: input.claim.claimReasonDetails || null,
        }
      : {},
    reason: input.note ?? why,
    by: input.by,
    via: 'CANCEL_CLAIM',
  });
  const ids = new Set(lines.map((l) => l._id));
  await releaseStock(ctx, lines);
  const whole = all.every((p) => ids.has(p._id) || p.status === 'ORDER_CANCELED');
  const claimReason = input.claim?.claimReason ?? lines[0]?.claimReason ?? null;
  const refund = await issueRefund(ctx, gateway, calls, order, {
    _purchases: [...ids],
    wanted: cancelRefund(lines.map(moneyShare), order, whole),
    reason: `주문취소${claimReason ? ` (${reasonText(claimReason)})` : ''}`,
    by: input.by,
  });
  await giveBackDiscounts(ctx, order, lines, { whole, why: '주문취소 적립금 복원' });
  await claimCompletedMessage(ctx, order, lines, 'CANCEL_COMPLETED', refund?.amount ?? 0);
  if (whole) {
    await writeStatus(ctx, {
      order,
      to: 'ORDER_CANCELED',
      reason: '전체 상품 취소',
      by: input.by,
      via: 'CANCEL_CLAIM',
    });
  } else {
    await writeStatus(ctx, { follow: order._id, by: input.by });
  }
}
