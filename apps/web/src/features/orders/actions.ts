import {
  type ClaimRequestStatus,
  type ClaimStatus,
  claimStatusLabel,
  collectionStatusLabel,
  type OrderStatus,
  orderStatusLabel,
  type Purchase,
  purchaseStatusLabel,
} from '@shop/contracts';
import type { BadgeTone } from '@/components/ui/badge.tsx';

/**
 * What a member may do with one purchase at its state (DOMAIN.md "Claims"), in one place for the
 * list, the detail page and the claim dialog. The server checks every rule again (the claim period
 * after delivery, for one, is a setting the browser does not see); this only decides which buttons
 * are worth showing.
 */

export const purchaseActionKinds = [
  'PAY_CANCEL',
  'CANCEL',
  'EXCHANGE',
  'RETURN',
  'CONFIRM',
  'TRACK',
] as const;
export type PurchaseAction = (typeof purchaseActionKinds)[number];

export const actionLabel: Record<PurchaseAction, string> = {
  PAY_CANCEL: '결제취소',
  CANCEL: '주문취소',
  EXCHANGE: '교환신청',
  RETURN: '반품신청',
  CONFIRM: '구매확정',
  TRACK: '배송조회',
};

export type PurchaseState = Pick<
  Purchase,
  'status' | 'claimStatus' | 'purchaseStatus' | 'courierCode' | 'invoiceNumber'
>;

/** A claim still being handled or done; a rejected one leaves the purchase free to claim again. */
export const hasOpenClaim = (p: Pick<Purchase, 'claimStatus'>) =>
  p.claimStatus !== null && !p.claimStatus.endsWith('_REJECTED');

const beforeShipping: readonly OrderStatus[] = ['ORDER_PAYMENT', 'ORDER_CONFIRM'];

/** The actions one purchase offers, in the order the buttons show. */
export function purchaseActions(p: PurchaseState): PurchaseAction[] {
  const actions: PurchaseAction[] = [];
  const open = hasOpenClaim(p);
  const settled = p.purchaseStatus === 'PURCHASE_COMPLETE' || p.purchaseStatus === 'PURCHASE_CANCELED';
  // unpaid: the whole order is called off at once (the order's stock is released)
  if (p.status === 'ORDER_NONPAYMENT') actions.push('PAY_CANCEL');
  // paid or being prepared: cancel (at once when paid, a request once preparation has begun)
  if (beforeShipping.includes(p.status) && !open) actions.push('CANCEL');
  if (p.status === 'DELIVERY_COMPLETE' && !open && !settled) actions.push('EXCHANGE', 'RETURN', 'CONFIRM');
  if (p.courierCode && p.invoiceNumber) actions.push('TRACK');
  return actions;
}

export const claimKinds = ['CANCEL', 'EXCHANGE', 'RETURN'] as const;
export type ClaimKind = (typeof claimKinds)[number];

export const claimKindStatus: Record<ClaimKind, ClaimRequestStatus> = {
  CANCEL: 'CANCEL_REQUESTED',
  EXCHANGE: 'EXCHANGE_REQUESTED',
  RETURN: 'RETURN_REQUESTED',
};
export const claimKindLabel: Record<ClaimKind, string> = {
  CANCEL: '주문취소',
  EXCHANGE: '교환',
  RETURN: '반품',
};

/** The purchases of an order a claim of this kind may cover. */
export const claimablePurchases = <P extends PurchaseState>(purchases: readonly P[], kind: ClaimKind) =>
  purchases.filter((p) => purchaseActions(p).includes(kind));

/** The purchases 구매확정 may cover. */
export const confirmablePurchases = <P extends PurchaseState>(purchases: readonly P[]) =>
  purchases.filter((p) => purchaseActions(p).includes('CONFIRM'));

/** The order as a whole may be called off unpaid (결제취소) when every purchase is unpaid. */
export const canCancelUnpaid = (order: { status: OrderStatus; purchases: readonly PurchaseState[] }) =>
  order.status === 'ORDER_NONPAYMENT' && order.purchases.every((p) => p.status === 'ORDER_NONPAYMENT');

const claimTone = (claim: ClaimStatus): BadgeTone => {
  if (claim.endsWith('_REJECTED')) return 'danger';
  if (claim.endsWith('_COMPLETED')) return 'dark';
  if (claim.endsWith('_REQUESTED')) return 'warning';
  return 'brand';
};

const statusTone: Record<OrderStatus, BadgeTone> = {
  ORDER_NONPAYMENT: 'warning',
  ORDER_CANCELED: 'neutral',
  ORDER_PAYMENT: 'brand',
  ORDER_CONFIRM: 'brand',
  SHIPPING_CONFIRM: 'brand',
  SHIPPING_DELAYED: 'warning',
  DELIVERY_COMPLETE: 'success',
};

export type StatusText = { label: string; tone: BadgeTone; notes: string[] };

/**
 * How a purchase's state reads: the claim when there is one, 구매확정 once confirmed, else the
 * delivery status; with the other facts worth a second line (the delivery status under a claim,
 * the return's collection, 자동 구매확정 예정).
 */
export function purchaseStatusText(p: PurchaseState & Pick<Purchase, 'collectionStatus'>): StatusText {
  const notes: string[] = [];
  if (p.claimStatus) {
    if (p.status !== 'ORDER_CANCELED') notes.push(orderStatusLabel[p.status]);
    if (p.collectionStatus) notes.push(collectionStatusLabel[p.collectionStatus]);
    return { label: claimStatusLabel[p.claimStatus], tone: claimTone(p.claimStatus), notes };
  }
  if (p.purchaseStatus === 'PURCHASE_COMPLETE') {
    return { label: purchaseStatusLabel.PURCHASE_COMPLETE, tone: 'success', notes };
  }
  if (p.status === 'DELIVERY_COMPLETE' && p.purchaseStatus === 'PURCHASE_SCHEDULE') {
    notes.push(purchaseStatusLabel.PURCHASE_SCHEDULE);
  }
  return { label: orderStatusLabel[p.status], tone: statusTone[p.status], notes };
}
