import { type CashReceipt, type CashReceiptStatus, cashReceiptStatusLabel } from '@shop/contracts';
import { Badge, type BadgeTone } from './badge.tsx';

const tone: Record<CashReceiptStatus, BadgeTone> = {
  PENDING: 'neutral',
  REQUESTED: 'brand',
  ISSUED: 'success',
  FAILED: 'danger',
  CANCELLED: 'neutral',
  WITHDRAWN: 'neutral',
};

/** A 현금영수증's state; an issued one with a part cancelled says 부분취소. */
export function CashReceiptBadge({ receipt }: { receipt: Pick<CashReceipt, 'status' | 'cancelledAmount'> }) {
  const partly = receipt.cancelledAmount > 0 && receipt.status !== 'CANCELLED';
  return (
    <Badge tone={tone[receipt.status]}>
      {cashReceiptStatusLabel[receipt.status]}
      {partly ? ' · 부분취소' : ''}
    </Badge>
  );
}
