import { type ClaimReason, seoulDayStart, shopperClaimReasons, type Won } from '@shop/contracts';

/**
 * Pure money and dates of claims: no database, property-tested in amounts.test.ts.
 * docs/decisions/0009-claims-and-refunds.md.
 */

/**
 * Exchange and return may be asked until the end of the `claimDays`-th Seoul day after delivery
 * (the day of delivery is not counted, as the E-Commerce Act's 7 days are counted).
 */
export function withinClaimPeriod(deliveredAt: Date, now: Date, claimDays: number): boolean {
  return now.getTime() < seoulDayStart(deliveredAt, claimDays + 1).getTime();
}

/**
 * A purchase delivered (or whose claim last moved) before this instant is due for automatic
 * confirmation: its `days`-th Seoul day after has ended. The sweep waits for the claim period
 * too, so it never takes a shopper's right to return away before it ends.
 */
export function autoConfirmCutoff(now: Date, autoConfirmDays: number, claimDays: number): Date {
  return seoulDayStart(now, -Math.max(autoConfirmDays, claimDays));
}

/** Whether the reason is the shopper's doing (change of mind, wrong order): they pay the return. */
export const isShopperReason = (reason: string | null | undefined): boolean =>
  !!reason && shopperClaimReasons.includes(reason as ClaimReason);

/**
 * The return shipping fee a shopper-reason return is charged: the parcel base fee for the way
 * back, twice when the order shipped free (the shop paid the way out, which the shopper now owes).
 */
export function returnShippingFee(baseFee: Won, orderShippingFee: Won): Won {
  return orderShippingFee === 0 ? baseFee * 2 : baseFee;
}

/**
 * What a refund gives back: what is wanted, never more than what was paid less earlier refunds,
 * never negative.
 */
export function refundable(wanted: Won, paidAmount: Won, refundedBefore: Won): Won {
  return Math.max(0, Math.min(wanted, paidAmount - refundedBefore));
}

/** What of a purchase was paid in money: its amount less its coupon and points shares. */
export const moneyShare = (p: { amount: Won; couponShare: Won; pointsShare: Won }): Won =>
  p.amount - p.couponShare - p.pointsShare;

/**
 * A cancel gives back the purchases' money shares (their points come back as points); the order's
 * shipping and remote fees too when no purchase of it is left (nothing of the order was shipped).
 */
export function cancelRefund(
  moneyShares: readonly Won[],
  order: { shippingFee: Won; remoteFee: Won },
  wholeOrderCancelled: boolean,
): Won {
  const goods = moneyShares.reduce((sum, a) => sum + a, 0);
  return goods + (wholeOrderCancelled ? order.shippingFee + order.remoteFee : 0);
}

/**
 * A completed return gives back the purchase's money share and its points share. For the shopper's
 * reasons the return shipping fee is taken from the money first, and what the money cannot cover from
 * the restored points (DOMAIN.md "Checkout discounts"). For the shop's reasons (defect, wrong
 * delivery …) nothing is taken, and the order's shipping and remote fees come back too once every
 * purchase of the order is cancelled or returned.
 */
export function returnRefund(
  purchase: { money: Won; points: Won },
  reason: string | null,
  order: { shippingFee: Won; remoteFee: Won },
  baseFee: Won,
  wholeOrderReturned: boolean,
): { amount: Won; points: Won; deducted: Won } {
  if (isShopperReason(reason)) {
    const fee = returnShippingFee(baseFee, order.shippingFee);
    const fromMoney = Math.min(fee, purchase.money);
    const fromPoints = Math.min(fee - fromMoney, purchase.points);
    return {
      amount: purchase.money - fromMoney,
      points: purchase.points - fromPoints,
      deducted: fromMoney + fromPoints,
    };
  }
  const fees = wholeOrderReturned ? order.shippingFee + order.remoteFee : 0;
  return { amount: purchase.money + fees, points: purchase.points, deducted: 0 };
}
