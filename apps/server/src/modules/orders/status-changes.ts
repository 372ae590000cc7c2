import type {
  ClaimReason,
  ClaimStatus,
  CollectionStatus,
  OrderStatus,
  PurchaseStatus,
} from '@shop/contracts';
import type { HistoryRole } from './history.ts';
import type { OrderRow, PurchaseRow } from './reading.ts';
import type { TransitionActor } from './transitions.ts';

/** The changes the status writer (status-writer.ts) takes, and who makes them. */

/** Who moves a status. */
export type Mover = {
  /** the person or process the history records */
  by: HistoryRole;
  /** the claim the move completes, when it is one: the tables name the claim, not the person */
  via?: 'CANCEL_CLAIM' | 'RETURN_CLAIM';
};

/** An unpaid order is paid, with its purchases, by the payment provider or an operator (0013). */
export type OrderPayment = Mover & {
  _order: string;
  to: 'ORDER_PAYMENT';
  /** the provider's payment; null for a bank transfer an operator confirmed */
  tid: string | null;
  /** must equal the order's amount to the won (422 otherwise) */
  amount: number;
  paidAt: Date;
  reason: string;
};

/**
 * An order is cancelled, with its purchases not cancelled yet (CANCEL_COMPLETED, PURCHASE_CANCELED):
 * before payment by the shopper, an operator or the expiry sweep, or once a cancel claim took its
 * last purchase. Recorded once, on the order.
 */
export type OrderCancel = Mover & {
  /** the order's row, locked */
  order: OrderRow;
  to: 'ORDER_CANCELED';
  reason: string;
  /**
   * The member asked for it in a cancel claim: the purchases keep the claim's reason and each
   * records its claim status.
   */
  claim?: { claimReason: ClaimReason; claimReasonDetails: string | null };
};

/** The statuses a purchase move sets: each one given is a move of its table. */
export type PurchaseStatuses = {
  status?: OrderStatus;
  claimStatus?: ClaimStatus;
  /** null clears a return's collection, only together with a move of its claim (not recorded) */
  collectionStatus?: CollectionStatus | null;
  purchaseStatus?: PurchaseStatus;
};

/** Columns that change together with a purchase's statuses. */
export type PurchaseColumns = Partial<
  Pick<
    PurchaseRow,
    'claimReason' | 'claimReasonDetails' | 'courierCode' | 'invoiceNumber' | 'deliveredAt' | 'confirmedAt'
  >
>;

/**
 * Purchases (their rows locked, as read) move to the same statuses. Each purchase records one
 * history row per status, claim first, then collection, order status and purchase status; the
 * reason goes on the first, the move's own.
 */
export type PurchaseMove = Mover & {
  purchases: readonly PurchaseRow[];
  to: PurchaseStatuses;
  with?: PurchaseColumns;
  reason?: string | null;
  /** each history row a millisecond after the one before (the desk's history clock) */
  spaced?: boolean;
};

/**
 * A paid order's status follows its purchases after one of them moved: the least advanced of those
 * not cancelled or returned (docs/decisions/0010). Unpaid and cancelled orders, and an order whose
 * purchases are all cancelled, are left as they are (payment and cancellation set those). The
 * purchases each moved through the table, so the order's own status is derived, not checked.
 */
export type OrderFollow = Mover & { follow: string };

export type StatusChange = OrderPayment | OrderCancel | PurchaseMove | OrderFollow;

/** A payment's outcome: the rows as written, or the order as it was when this tid had paid it already. */
export type PaymentWritten =
  | { changed: true; order: OrderRow; purchases: PurchaseRow[] }
  | { changed: false; order: OrderRow };

/** The actor DOMAIN.md's tables name for a mover: the claim a move completes, else the person. */
export const moverActor = (m: Mover): TransitionActor => m.via ?? m.by;
