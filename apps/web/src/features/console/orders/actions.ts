import {
  type ClaimStatus,
  type CollectionStatus,
  type ConsolePurchaseTarget,
  claimMoves,
  consolePurchaseTargets,
  isOpenClaim,
  type OrderStatus,
  type PaymentMethod,
} from '@shop/contracts';

/**
 * What an operator may do next with an order or one of its purchases: DOMAIN.md's order status
 * table (its OPERATOR rows) and the contracts' claim table (`claimMoves`), as data. The desk offers only these
 * buttons; the server checks again and its 409 message is shown when it refuses (another operator
 * or the shopper may have moved first).
 */

/** The moves of PUT /api/console/shop/purchases/{_id} (one) and PUT /api/console/shop/purchases (bulk). */
export const purchaseStatusTargets = consolePurchaseTargets;
export type PurchaseStatusTarget = ConsolePurchaseTarget;

export type ReasonRule = 'required' | 'optional' | 'none';

export type ClaimBody = { claimStatus?: ClaimStatus; collectionStatus?: CollectionStatus };

export type DeskAction =
  | { kind: 'confirmDeposit'; label: string; reason: 'required' }
  | { kind: 'cancelOrder'; label: string; reason: 'required' }
  | { kind: 'status'; to: PurchaseStatusTarget; label: string; reason: ReasonRule }
  | { kind: 'invoice'; label: string; reason: 'none' }
  | {
      kind: 'claim';
      body: ClaimBody;
      label: string;
      reason: ReasonRule;
      /** the move refunds the shopper (through the provider, or a bank-transfer refund to send) */
      refund?: boolean;
      /** a refusal: shown in the danger colour */
      refuse?: boolean;
    };

/** One row per allowed operator move of a purchase's order status (invoice moves are separate). */
const statusMoves: readonly {
  from: OrderStatus;
  to: PurchaseStatusTarget;
  label: string;
  reason: ReasonRule;
}[] = [
  { from: 'ORDER_PAYMENT', to: 'ORDER_CONFIRM', label: '배송준비중 처리', reason: 'none' },
  { from: 'SHIPPING_CONFIRM', to: 'SHIPPING_DELAYED', label: '배송지연 처리', reason: 'optional' },
  { from: 'SHIPPING_DELAYED', to: 'SHIPPING_CONFIRM', label: '배송중으로 변경', reason: 'none' },
  { from: 'SHIPPING_CONFIRM', to: 'DELIVERY_COMPLETE', label: '배송완료 처리', reason: 'none' },
  { from: 'SHIPPING_DELAYED', to: 'DELIVERY_COMPLETE', label: '배송완료 처리', reason: 'none' },
];

/** The button for each claim move of the contracts' table, by where it leads. */
export const claimMoveLabel: Record<ClaimStatus | CollectionStatus, string> = {
  CANCEL_REQUESTED: '취소 요청',
  CANCEL_COMPLETED: '취소 승인 (환불)',
  CANCEL_REJECTED: '취소 거부',
  EXCHANGE_REQUESTED: '교환 요청',
  EXCHANGE_PENDING: '교환 접수 (교환보류)',
  EXCHANGE_REJECTED: '교환 거부',
  EXCHANGE_SHIPPING: '교환 상품 발송',
  EXCHANGE_DELAYED: '교환 지연',
  EXCHANGE_COMPLETED: '교환 완료',
  RETURN_REQUESTED: '반품 요청',
  RETURN_REJECTED: '반품 거부',
  RETURN_COMPLETED: '반품 완료 (환불)',
  COLLECTION_PENDING: '반품 승인 (수거대기)',
  COLLECTION_PROGRESS: '수거 시작 (수거중)',
  COLLECTION_COMPLETE: '수거 완료',
};

/** A claim still being handled blocks the delivery moves (the contracts' rule). */
export { isOpenClaim };

export type OrderLike = { status: OrderStatus; paymentMethod: PaymentMethod };
export type PurchaseLike = {
  status: OrderStatus;
  claimStatus: ClaimStatus | null;
  collectionStatus: CollectionStatus | null;
  invoiceNumber: string | null;
};

/** 입금확인 for an unpaid 무통장입금 order; 주문취소 (with a reason) for any unpaid order. */
export function orderActions(order: OrderLike): DeskAction[] {
  if (order.status !== 'ORDER_NONPAYMENT') return [];
  const actions: DeskAction[] = [];
  if (order.paymentMethod === 'BANK_TRANSFER') {
    actions.push({ kind: 'confirmDeposit', label: '입금확인', reason: 'required' });
  }
  actions.push({ kind: 'cancelOrder', label: '주문취소', reason: 'required' });
  return actions;
}

/** The moves of one purchase: its claim's next steps while a claim is open, else its delivery's. */
export function purchaseActions(purchase: PurchaseLike): DeskAction[] {
  if (isOpenClaim(purchase.claimStatus)) {
    return claimMoves
      .filter(
        (m) =>
          m.from === purchase.claimStatus &&
          (m.collection === undefined || m.collection === (purchase.collectionStatus ?? null)),
      )
      .map(({ to, reason, refund }) => {
        const target = 'claimStatus' in to ? to.claimStatus : to.collectionStatus;
        return {
          kind: 'claim',
          body: to,
          label: claimMoveLabel[target],
          reason,
          refund: !!refund,
          refuse: target.endsWith('_REJECTED'),
        };
      });
  }
  const actions: DeskAction[] = [];
  // 송장 입력 from 결제완료 passes through 배송준비중 on the server (both recorded).
  if (purchase.status === 'ORDER_PAYMENT' || purchase.status === 'ORDER_CONFIRM') {
    actions.push({ kind: 'invoice', label: '송장 입력', reason: 'none' });
  }
  for (const move of statusMoves) {
    if (move.from === purchase.status) {
      actions.push({ kind: 'status', to: move.to, label: move.label, reason: move.reason });
    }
  }
  if (
    (purchase.status === 'SHIPPING_CONFIRM' || purchase.status === 'SHIPPING_DELAYED') &&
    purchase.invoiceNumber
  ) {
    actions.push({ kind: 'invoice', label: '송장 수정', reason: 'none' });
  }
  return actions;
}

/** Whether the bulk move to `to` applies to this purchase (배송중 from 배송준비중 needs an invoice, so never in bulk). */
export function canMoveTo(purchase: PurchaseLike, to: PurchaseStatusTarget): boolean {
  return purchaseActions(purchase).some((a) => a.kind === 'status' && a.to === to);
}

export const bulkStatusLabel: Record<PurchaseStatusTarget, string> = {
  ORDER_CONFIRM: '배송준비중',
  SHIPPING_DELAYED: '배송지연',
  SHIPPING_CONFIRM: '배송중',
  DELIVERY_COMPLETE: '배송완료',
};

/** The bulk moves some of the selected purchases allow, and which purchases each applies to. */
export function bulkTargets<P extends PurchaseLike & { _id: string }>(
  selected: readonly P[],
): { to: PurchaseStatusTarget; label: string; ids: string[] }[] {
  return purchaseStatusTargets
    .map((to) => ({
      to,
      label: bulkStatusLabel[to],
      ids: selected.filter((p) => canMoveTo(p, to)).map((p) => p._id),
    }))
    .filter((t) => t.ids.length > 0);
}
