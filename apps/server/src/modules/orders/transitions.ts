import {
  type ClaimStatus,
  type CollectionStatus,
  claimMoves,
  claimRequestStatuses,
  type OrderStatus,
  type PurchaseStatus,
} from '@shop/contracts';
import { conflict } from '../../http/errors.ts';

/**
 * Who moves an order or purchase:
 * - SHOPPER: the member who placed it;
 * - OPERATOR: the console;
 * - SYSTEM: a sweep (unpaid-order expiry, courier tracking), or the shop paying a 0-won order;
 * - PAYMENT: the payment provider's approval (NICE Pay);
 * - CANCEL_CLAIM: a cancel claim reaching CANCEL_COMPLETED (the refund is made), whoever asked;
 * - RETURN_CLAIM: a return claim reaching RETURN_COMPLETED (the goods are back, the refund is made).
 */
export type TransitionActor = 'SHOPPER' | 'OPERATOR' | 'SYSTEM' | 'PAYMENT' | 'CANCEL_CLAIM' | 'RETURN_CLAIM';

/** Every actor, for the tests that walk the tables. */
export const transitionActors: readonly TransitionActor[] = [
  'SHOPPER',
  'OPERATOR',
  'SYSTEM',
  'PAYMENT',
  'CANCEL_CLAIM',
  'RETURN_CLAIM',
];

/** One allowed move of a state machine and who may make it. */
export type Transition<S> = { from: S; to: S; by: readonly TransitionActor[] };

/**
 * DOMAIN.md's order status table, as data the services and the tests both read. Each row is one
 * allowed move and who may make it; anything not listed answers 409.
 */
export const orderTransitions: readonly Transition<OrderStatus>[] = [
  // payment approval, an operator confirming a bank transfer, or the shop placing an order the
  // coupon and points paid whole (0 won: no payment to approve)
  { from: 'ORDER_NONPAYMENT', to: 'ORDER_PAYMENT', by: ['PAYMENT', 'OPERATOR', 'SYSTEM'] },
  // shopper, operator, or expiry
  { from: 'ORDER_NONPAYMENT', to: 'ORDER_CANCELED', by: ['SHOPPER', 'OPERATOR', 'SYSTEM'] },
  // 배송준비중
  { from: 'ORDER_PAYMENT', to: 'ORDER_CONFIRM', by: ['OPERATOR'] },
  // a cancel claim completed (refunded)
  { from: 'ORDER_PAYMENT', to: 'ORDER_CANCELED', by: ['CANCEL_CLAIM'] },
  { from: 'ORDER_CONFIRM', to: 'ORDER_CANCELED', by: ['CANCEL_CLAIM'] },
  // an operator entering an invoice (courier code + number)
  { from: 'ORDER_CONFIRM', to: 'SHIPPING_CONFIRM', by: ['OPERATOR'] },
  { from: 'SHIPPING_CONFIRM', to: 'SHIPPING_DELAYED', by: ['OPERATOR'] },
  { from: 'SHIPPING_DELAYED', to: 'SHIPPING_CONFIRM', by: ['OPERATOR'] },
  // an operator, or the courier tracking sweep
  { from: 'SHIPPING_CONFIRM', to: 'DELIVERY_COMPLETE', by: ['OPERATOR', 'SYSTEM'] },
  { from: 'SHIPPING_DELAYED', to: 'DELIVERY_COMPLETE', by: ['OPERATOR', 'SYSTEM'] },
];

/**
 * DOMAIN.md's purchase status (구매확정): pending until delivered, then awaiting the shopper's
 * confirmation (or scheduled for the sweep's), complete once, or cancelled with the purchase.
 */
export const purchaseTransitions: readonly Transition<PurchaseStatus>[] = [
  // delivered (an operator, or the courier tracking sweep)
  { from: 'PURCHASE_PENDING', to: 'PURCHASE_AWAITING', by: ['OPERATOR', 'SYSTEM'] },
  // automatic confirmation scheduled
  { from: 'PURCHASE_AWAITING', to: 'PURCHASE_SCHEDULE', by: ['SYSTEM'] },
  // 구매확정 by the shopper or the sweep
  { from: 'PURCHASE_AWAITING', to: 'PURCHASE_COMPLETE', by: ['SHOPPER', 'SYSTEM'] },
  { from: 'PURCHASE_SCHEDULE', to: 'PURCHASE_COMPLETE', by: ['SHOPPER', 'SYSTEM'] },
  // cancelled with its unpaid order (shopper, operator, expiry), or by a cancel claim
  {
    from: 'PURCHASE_PENDING',
    to: 'PURCHASE_CANCELED',
    by: ['SHOPPER', 'OPERATOR', 'SYSTEM', 'CANCEL_CLAIM'],
  },
  // returned
  { from: 'PURCHASE_AWAITING', to: 'PURCHASE_CANCELED', by: ['RETURN_CLAIM'] },
  { from: 'PURCHASE_SCHEDULE', to: 'PURCHASE_CANCELED', by: ['RETURN_CLAIM'] },
];

/**
 * Claim statuses from which the member may ask again: none yet, or the last claim closed without
 * cancelling or returning the purchase.
 */
const claimableFrom: readonly (ClaimStatus | null)[] = [
  null,
  'CANCEL_REJECTED',
  'EXCHANGE_REJECTED',
  'EXCHANGE_COMPLETED',
  'RETURN_REJECTED',
];

/** Who makes an operator's move of contracts' `claimMoves`: completing a cancel or return refunds. */
const operatorMoveBy = (to: ClaimStatus): TransitionActor =>
  to === 'CANCEL_COMPLETED' ? 'CANCEL_CLAIM' : to === 'RETURN_COMPLETED' ? 'RETURN_CLAIM' : 'OPERATOR';

/**
 * DOMAIN.md's claims as a table of claim status (null: no claim). The member asks (REQUESTED); a
 * cancel before payment, or of a paid purchase not yet prepared, completes at once; the operator's
 * moves are contracts' `claimMoves` (the same table the console shows), whose collection conditions
 * the claims module checks with its own messages.
 */
export const claimTransitions: readonly Transition<ClaimStatus | null>[] = [
  ...claimableFrom.flatMap((from) =>
    claimRequestStatuses.map((to) => ({ from, to, by: ['SHOPPER'] as const })),
  ),
  // an unpaid order cancelled (its purchases' claims complete with it)
  { from: null, to: 'CANCEL_COMPLETED', by: ['SHOPPER', 'OPERATOR', 'SYSTEM'] },
  // a paid purchase not yet prepared, cancelled at once
  ...claimableFrom.map((from) => ({ from, to: 'CANCEL_COMPLETED' as const, by: ['CANCEL_CLAIM'] as const })),
  ...claimMoves
    .flatMap((m) => ('claimStatus' in m.to ? [{ from: m.from, to: m.to.claimStatus }] : []))
    // a return may be rejected before and after its collection is scheduled: one row
    .filter((m, i, all) => all.findIndex((n) => n.from === m.from && n.to === m.to) === i)
    .map((m) => ({ ...m, by: [operatorMoveBy(m.to)] })),
];

/** A return's collection, moved by the operator while the return is asked for (contracts' `claimMoves`). */
export const collectionTransitions: readonly (Transition<CollectionStatus | null> & {
  claim: ClaimStatus;
})[] = claimMoves.flatMap((m) =>
  'collectionStatus' in m.to
    ? [{ claim: m.from, from: m.collection ?? null, to: m.to.collectionStatus, by: ['OPERATOR'] as const }]
    : [],
);

/** Whether `by` may move a return's collection from `from` to `to` while its claim is `claim`. */
export function allowsCollection(
  claim: ClaimStatus | null,
  from: CollectionStatus | null,
  to: CollectionStatus,
  by: TransitionActor,
): boolean {
  return collectionTransitions.some(
    (t) => t.claim === claim && t.from === from && t.to === to && t.by.includes(by),
  );
}

/**
 * How far an order status has gone, for a paid order's own status: the status writer sets it to its
 * least advanced live purchase's (docs/decisions/0010).
 */
export const orderProgress: Record<OrderStatus, number> = {
  ORDER_CANCELED: -1,
  ORDER_NONPAYMENT: 0,
  ORDER_PAYMENT: 1,
  ORDER_CONFIRM: 2,
  SHIPPING_DELAYED: 3,
  SHIPPING_CONFIRM: 4,
  DELIVERY_COMPLETE: 5,
};

export const STATUS_CONFLICT_MESSAGE = '현재 주문 상태에서는 할 수 없는 요청입니다';

/** Whether `by` may move an order or purchase from `from` to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus, by: TransitionActor): boolean {
  return allows(orderTransitions, from, to, by);
}

/** Whether the table has the move for `by`. */
export function allows<S>(table: readonly Transition<S>[], from: S, to: S, by: TransitionActor): boolean {
  return table.some((t) => t.from === from && t.to === to && t.by.includes(by));
}

/** 409 for any move DOMAIN.md's table does not allow to `by`. */
export function assertTransition(from: OrderStatus, to: OrderStatus, by: TransitionActor): void {
  if (!canTransition(from, to, by)) throw conflict('ORDER_STATUS_CONFLICT', STATUS_CONFLICT_MESSAGE);
}

/** 409 with the status-conflict message, under the code of the table that refused. */
export const statusConflict = (code: string) => conflict(code, STATUS_CONFLICT_MESSAGE);

/** 409 under `code` for any move of `table` it does not allow to `by`. */
export function assertMove<S>(
  table: readonly Transition<S>[],
  from: S,
  to: S,
  by: TransitionActor,
  code: string,
) {
  if (!allows(table, from, to, by)) throw statusConflict(code);
}
