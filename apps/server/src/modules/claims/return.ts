import { formatWon } from '@shop/contracts';
import type { ShopContext } from '../../http/context.ts';
import type { PaymentGateway } from '../../integrations/nicepay/index.ts';
import { giveBackDiscounts } from '../orders/discounts.ts';
import { claimCompletedMessage } from '../orders/messages.ts';
import type { OrderRow, PurchaseRow } from '../orders/reading.ts';
import { writeStatus } from '../orders/status-writer.ts';
import { moneyShare, returnRefund } from './amounts.ts';
import { reasonText } from './lines.ts';
import { issueRefund, type ProviderCall, requireRefundAccount } from './refund.ts';

/**
 * RETURN_COMPLETED: PURCHASE_CANCELED, the refund of its money share and its points back (less a
 * return fee the money could not cover), the coupon too once no purchase of the order is left
 * (returned goods go back to stock by hand).
 */
export async function completeReturn(
  ctx: ShopContext,
  gateway: PaymentGateway,
  calls: ProviderCall[],
  order: OrderRow,
  p: PurchaseRow,
  all: PurchaseRow[],
  baseFee: number,
  note: string | null,
): Promise<void> {
  if (order.paymentMethod === 'BANK_TRANSFER') await requireRefundAccount(ctx, order, 'OPERATOR');
  await writeStatus(ctx, {
    purchases: [p],
    to: { claimStatus: 'RETURN_COMPLETED', purchaseStatus: 'PURCHASE_CANCELED' },
    reason: note,
    by: 'OPERATOR',
    via: 'RETURN_CLAIM',
  });
  const whole = all.every(
    (l) => l._id === p._id || l.status === 'ORDER_CANCELED' || l.purchaseStatus === 'PURCHASE_CANCELED',
  );
  const { amount, points, deducted } = returnRefund(
    { money: moneyShare(p), points: p.pointsShare },
    p.claimReason,
    order,
    baseFee,
    whole,
  );
  const reason = `반품${p.claimReason ? ` (${reasonText(p.claimReason)})` : ''}${
    deducted > 0 ? `, 반품 배송비 ${formatWon(deducted)} 차감` : ''
  }`;
  const refund = await issueRefund(ctx, gateway, calls, order, {
    _purchases: [p._id],
    wanted: amount,
    reason,
    by: 'OPERATOR',
  });
  await giveBackDiscounts(ctx, order, [p], {
    whole,
    why: '반품 적립금 복원',
    points: new Map([[p._id, points]]),
  });
  await claimCompletedMessage(ctx, order, [p], 'RETURN_COMPLETED', refund?.amount ?? 0);
  await writeStatus(ctx, { follow: order._id, by: 'OPERATOR' });
}
