import {
  type ClaimStatus,
  type CollectionStatus,
  claimReasonLabel,
  claimStatusLabel,
  collectionStatusLabel,
  type OrderStatus,
  orderHistoryFieldLabel,
  orderHistoryRoleLabel,
  orderStatusLabel,
  paymentMethodLabel,
  purchaseStatusLabel,
  type RefundStatus,
  refundStatusLabel,
} from '@shop/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';

export const orderStatusTone: Record<OrderStatus, BadgeTone> = {
  ORDER_NONPAYMENT: 'warning',
  ORDER_CANCELED: 'neutral',
  ORDER_PAYMENT: 'brand',
  ORDER_CONFIRM: 'brand',
  SHIPPING_CONFIRM: 'dark',
  SHIPPING_DELAYED: 'danger',
  DELIVERY_COMPLETE: 'success',
};

const claimTone = (claim: ClaimStatus): BadgeTone => {
  if (claim.endsWith('_REQUESTED')) return 'danger';
  if (claim.endsWith('_REJECTED')) return 'neutral';
  if (claim.endsWith('_COMPLETED')) return 'success';
  return 'warning';
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={orderStatusTone[status]}>{orderStatusLabel[status]}</Badge>;
}

export function ClaimBadge({ claim }: { claim: ClaimStatus }) {
  return <Badge tone={claimTone(claim)}>{claimStatusLabel[claim]}</Badge>;
}

export function CollectionBadge({ collection }: { collection: CollectionStatus }) {
  return (
    <Badge tone={collection === 'COLLECTION_COMPLETE' ? 'success' : 'warning'}>
      {collectionStatusLabel[collection]}
    </Badge>
  );
}

/** What a history entry changed (order_histories.field), beyond the contracts' labels. */
export const historyFieldLabel: Record<string, string> = {
  ...orderHistoryFieldLabel,
  REFUND: '환불',
  PAYMENT: '결제',
};

/** Who made the change (order_histories.by_role). */
export const byRoleLabel: Record<string, string> = orderHistoryRoleLabel;

const valueLabels: Record<string, string> = {
  ...orderStatusLabel,
  ...claimStatusLabel,
  ...purchaseStatusLabel,
  ...collectionStatusLabel,
  ...paymentMethodLabel,
  ...claimReasonLabel,
  ...refundStatusLabel,
};

/** A history value in Korean when it is a code; anything else (an invoice number, a name) as written. */
export function historyValueLabel(value: string | null | undefined): string {
  if (!value) return '';
  return valueLabels[value] ?? value;
}

export const refundStatusTone: Record<RefundStatus, BadgeTone> = {
  DONE: 'success',
  PENDING: 'warning',
  FAILED: 'danger',
};

export function RefundBadge({ status }: { status: RefundStatus }) {
  return <Badge tone={refundStatusTone[status]}>{refundStatusLabel[status]}</Badge>;
}

/** The claim reason as the shopper chose it, in Korean. */
export const claimReasonText = (reason: string | null | undefined) =>
  reason ? ((claimReasonLabel as Record<string, string>)[reason] ?? reason) : '';
