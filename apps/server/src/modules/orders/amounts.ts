import {
  type IslandRange,
  type ShippingLine,
  type ShippingPolicy,
  seoulDay,
  seoulDayStart,
  shippingBreakdown,
  type Won,
} from '@shop/contracts';

/** Pure money and numbering of an order: no database, property-tested in amounts.test.ts. */

export type OrderAmounts = {
  productAmount: Won;
  /** the parcel's base fee + per-product fees */
  shippingFee: Won;
  /** the remote-area surcharge */
  remoteFee: Won;
  remoteArea: string | null;
  couponDiscount: Won;
  pointsUsed: Won;
  /** productAmount + shippingFee + remoteFee − couponDiscount − pointsUsed */
  paidAmount: Won;
};

/**
 * The amounts of an order from its priced lines, through the same shippingBreakdown() the cart and
 * the quote use, so the three never disagree, less the coupon and points `orderDiscounts` gave. The
 * discounts may cover at most the product amount (DOMAIN.md "Checkout discounts"); shipping is
 * always paid.
 */
export function orderAmounts(
  policy: ShippingPolicy,
  lines: readonly ShippingLine[],
  island: Pick<IslandRange, 'name' | 'extraFee'> | null,
  discounts: { couponDiscount?: Won; pointsUsed?: Won } = {},
): OrderAmounts {
  const b = shippingBreakdown(policy, lines, island);
  const coupon = Math.max(0, Math.min(Math.trunc(discounts.couponDiscount ?? 0), b.productAmount));
  const points = Math.max(0, Math.min(Math.trunc(discounts.pointsUsed ?? 0), b.productAmount - coupon));
  const shippingFee = b.baseFee + b.productFees;
  return {
    productAmount: b.productAmount,
    shippingFee,
    remoteFee: b.islandFee,
    remoteArea: b.island,
    couponDiscount: coupon,
    pointsUsed: points,
    paidAmount: b.productAmount + shippingFee + b.islandFee - coupon - points,
  };
}

/** "20261123": the Seoul day an order number starts with. */
export const orderDay = (at: Date): string => seoulDay(at).replaceAll('-', '');

/** 20261123-000123; past 999,999 orders a day the number simply grows a digit. */
export const orderNumber = (day: string, sequence: number): string =>
  `${day}-${String(sequence).padStart(6, '0')}`;

/** 20261123-000123-01: the order number and the line's place in it. */
export const purchaseNumber = (orderNo: string, index: number): string =>
  `${orderNo}-${String(index + 1).padStart(2, '0')}`;

/** "원피스 양변기 외 2건", at most 40 characters (NICE Pay's goodsName limit). */
export function orderTitle(names: readonly string[]): string {
  const first = names[0] ?? '';
  const rest = names.length > 1 ? ` 외 ${names.length - 1}건` : '';
  const room = 40 - rest.length;
  const head = [...first].length > room ? `${[...first].slice(0, room - 1).join('')}…` : first;
  return `${head}${rest}`;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * When an unpaid order expires (DOMAIN.md: card 30 minutes, bank transfer 3 days, both settings).
 * A virtual account is issued inside the payment window, so until it is the order waits as a card
 * order does. Bank transfer days are counted as whole 24-hour days from the order.
 */
export function paymentDeadline(
  method: 'CARD' | 'VBANK' | 'BANK_TRANSFER',
  at: Date,
  settings: { cardPaymentMinutes: number; bankTransferDays: number },
): Date {
  const span =
    method === 'BANK_TRANSFER' ? settings.bankTransferDays * DAY : settings.cardPaymentMinutes * MINUTE;
  return new Date(at.getTime() + span);
}

/** The instants a Seoul day period covers: [from 00:00, the day after `to` 00:00). */
export function seoulPeriod(from?: string, to?: string): { start?: Date; end?: Date } {
  return { ...(from ? { start: seoulDayStart(from) } : {}), ...(to ? { end: seoulDayStart(to, 1) } : {}) };
}
