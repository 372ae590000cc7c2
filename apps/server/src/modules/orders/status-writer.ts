import type {
  ClaimReason,
  ClaimStatus,
  CollectionStatus,
  OrderStatus,
  PurchaseStatus,
} from '@shop/contracts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import { orderHistories, orders, purchases } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { conflict, refused } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { type HistoryEntry, type HistoryRole, historyRow } from './history.ts';
import {
  claimAcceptedMessage,
  claimCompletedMessage,
  deliveredMessage,
  invoiceEnteredMessage,
  paymentConfirmedMessage,
} from './messages.ts';
import { type OrderRow, orderNotFound, type PurchaseRow } from './reading.ts';
import { columnsJson, orderById, payUnpaidOrder, rowOf } from './statements.ts';
import {
  allows,
  allowsCollection,
  assertTransition,
  claimTransitions,
  orderProgress,
  purchaseTransitions,
  STATUS_CONFLICT_MESSAGE,
  type Transition,
  type TransitionActor,
} from './transitions.ts';

/**
 * The one writer of an order's and its purchases' statuses (ARCHITECTURE.md: one writer per state
 * machine): the order status of an order and of each purchase, a purchase's claim status and its
 * return's collection status, and its purchase status (구매확정). Each change is checked against
 * DOMAIN.md's tables in transitions.ts (409 otherwise) and its history rows are written with it, in
 * the caller's transaction. Placing, paying, expiry, the order desk, invoices, claims and the sweeps
 * all change statuses through `writeStatus`; nothing else writes those columns.
 */

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

/**
 * Makes one status change (see the change types), checking DOMAIN.md's tables and recording it.
 * Answers what it wrote: the payment's rows; the purchases cancelled with an order, or moved; the
 * order's status after following its purchases.
 */
export function writeStatus(ctx: ShopContext, change: OrderPayment): Promise<PaymentWritten>;
export function writeStatus(ctx: ShopContext, change: OrderCancel | PurchaseMove): Promise<PurchaseRow[]>;
export function writeStatus(ctx: ShopContext, change: OrderFollow): Promise<OrderStatus>;
export function writeStatus(
  ctx: ShopContext,
  change: StatusChange,
): Promise<PaymentWritten | PurchaseRow[] | OrderStatus> {
  if ('follow' in change) return followPurchases(ctx, change);
  if ('purchases' in change) return writePurchaseMove(ctx, change).then(audited(ctx, change));
  if ('_order' in change) return payOrder(ctx, change).then(audited(ctx, change));
  return cancelOrder(ctx, change).then(audited(ctx, change));
}

/**
 * An operator's status change is written to the audit log here, by the one writer, in the same
 * transaction: the order desk, invoices, deposit confirmation and the claims desk all pass through.
 * An order that follows its purchases is no action of its own, so it is not recorded.
 */
const audited =
  <T extends PaymentWritten | PurchaseRow[]>(
    ctx: ShopContext,
    change: OrderPayment | OrderCancel | PurchaseMove,
  ) =>
  async (written: T): Promise<T> => {
    if (change.by !== 'OPERATOR') return written;
    if ('_order' in change) {
      if ('changed' in written && written.changed) {
        await recordAudit(ctx, {
          action: 'DEPOSIT_CONFIRM',
          targetKind: 'ORDER',
          _target: change._order,
          before: { status: 'ORDER_NONPAYMENT' },
          after: { status: 'ORDER_PAYMENT', paidAmount: change.amount },
          reason: change.reason,
        });
      }
    } else if ('order' in change) {
      await recordAudit(ctx, {
        action: 'ORDER_STATUS',
        targetKind: 'ORDER',
        _target: change.order._id,
        before: { status: change.order.status },
        after: { status: 'ORDER_CANCELED' },
        reason: change.reason,
      });
    } else {
      for (const p of change.purchases) {
        const to = change.to;
        const fields = (row: PurchaseRow) =>
          Object.fromEntries((Object.keys(to) as (keyof PurchaseStatuses)[]).map((key) => [key, row[key]]));
        await recordAudit(ctx, {
          action: to.claimStatus !== undefined || to.collectionStatus ? 'CLAIM_STATUS' : 'PURCHASE_STATUS',
          targetKind: 'PURCHASE',
          _target: p._id,
          before: { ...fields(p), ...(change.with?.invoiceNumber ? { invoiceNumber: p.invoiceNumber } : {}) },
          after: {
            ...to,
            ...(change.with?.invoiceNumber ? { invoiceNumber: change.with.invoiceNumber } : {}),
          },
          reason: change.reason,
        });
      }
    }
    return written;
  };

const moverActor = (m: Mover): TransitionActor => m.via ?? m.by;

const statusConflict = (code: string) => conflict(code, STATUS_CONFLICT_MESSAGE);
const claimConflict = () => statusConflict('CLAIM_STATUS_CONFLICT');

function assertMove<S>(table: readonly Transition<S>[], from: S, to: S, by: TransitionActor, code: string) {
  if (!allows(table, from, to, by)) throw statusConflict(code);
}

// ---- the order ----

async function payOrder(ctx: ShopContext, c: OrderPayment): Promise<PaymentWritten> {
  const by = moverActor(c);
  // DOMAIN.md's table: only an unpaid order is paid, and only by the provider or an operator.
  assertTransition('ORDER_NONPAYMENT', 'ORDER_PAYMENT', by);
  for (;;) {
    let written: Awaited<ReturnType<typeof payUnpaidOrder>>[number] | undefined;
    try {
      [written] = await payUnpaidOrder(ctx.db, [
        c._order,
        c.amount,
        c.tid,
        c.paidAt.toISOString(),
        ctx.now.toISOString(),
        JSON.stringify(
          columnsJson(
            orderHistories,
            historyRow(ctx, {
              _order: c._order,
              field: 'ORDER_STATUS',
              fromValue: 'ORDER_NONPAYMENT',
              toValue: 'ORDER_PAYMENT',
              reason: c.reason,
              by: c.by,
            }),
          ),
        ),
      ]);
    } catch (error) {
      // One payment pays one order: a tid already used by another order is refused.
      if (isUniqueViolation(error, 'orders_payment_tid_unique')) {
        throw conflict('PAYMENT_TID_USED', '이미 다른 주문에 사용된 결제입니다');
      }
      throw error;
    }
    if (written?.order) {
      const paid = {
        changed: true as const,
        order: rowOf(orders, written.order),
        purchases: (written.purchases ?? []).map((p) => rowOf(purchases, p)),
      };
      await paymentConfirmedMessage(ctx, paid.order, paid.purchases);
      return paid;
    }
    // Not an unpaid order of this amount: say why.
    const [raw] = await orderById(ctx.db, [c._order]);
    if (!raw) throw orderNotFound();
    const row = rowOf(orders, raw);
    if (c.tid && row.paymentTid === c.tid) return { changed: false, order: row };
    if (c.amount !== row.paidAmount) {
      throw refused('PAYMENT_AMOUNT_MISMATCH', '결제 금액이 주문 금액과 다릅니다');
    }
    assertTransition(row.status, 'ORDER_PAYMENT', by);
    // Unpaid for this amount after all: it changed between the two statements, so pay it now.
  }
}

async function cancelOrder(ctx: ShopContext, c: OrderCancel): Promise<PurchaseRow[]> {
  const by = moverActor(c);
  assertTransition(c.order.status, 'ORDER_CANCELED', by);
  const lines = await ctx.db
    .select()
    .from(purchases)
    .where(and(eq(purchases._order, c.order._id), ne(purchases.status, 'ORDER_CANCELED')))
    .orderBy(asc(purchases._id))
    .for('update');
  for (const line of lines) {
    assertTransition(line.status, 'ORDER_CANCELED', by);
    assertMove(claimTransitions, line.claimStatus, 'CANCEL_COMPLETED', by, 'CLAIM_STATUS_CONFLICT');
    assertMove(purchaseTransitions, line.purchaseStatus, 'PURCHASE_CANCELED', by, 'PURCHASE_STATUS_CONFLICT');
  }
  await ctx.db
    .update(orders)
    .set({ status: 'ORDER_CANCELED', canceledAt: ctx.now, updatedAt: ctx.now })
    .where(eq(orders._id, c.order._id));
  const cancelled =
    lines.length === 0
      ? []
      : await ctx.db
          .update(purchases)
          .set({
            status: 'ORDER_CANCELED',
            purchaseStatus: 'PURCHASE_CANCELED',
            claimStatus: 'CANCEL_COMPLETED',
            ...(c.claim
              ? { claimReason: c.claim.claimReason, claimReasonDetails: c.claim.claimReasonDetails || null }
              : { claimReasonDetails: c.reason }),
            updatedAt: ctx.now,
          })
          .where(
            inArray(
              purchases._id,
              lines.map((l) => l._id),
            ),
          )
          .returning();
  const entries: HistoryEntry[] = [
    {
      _order: c.order._id,
      field: 'ORDER_STATUS',
      fromValue: c.order.status,
      toValue: 'ORDER_CANCELED',
      reason: c.reason,
      by: c.by,
    },
  ];
  if (c.claim) {
    for (const line of lines) {
      entries.push({
        _order: line._order,
        _purchase: line._id,
        field: 'CLAIM_STATUS',
        fromValue: line.claimStatus,
        toValue: 'CANCEL_COMPLETED',
        reason: c.reason,
        by: c.by,
      });
    }
  }
  await recordStatuses(ctx, entries, false);
  return lines.map((l) => cancelled.find((p) => p._id === l._id)!);
}

async function followPurchases(ctx: ShopContext, c: OrderFollow): Promise<OrderStatus> {
  const _order = c.follow;
  const [row] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders._id, _order));
  if (!row) throw orderNotFound();
  if (row.status === 'ORDER_NONPAYMENT' || row.status === 'ORDER_CANCELED') return row.status;
  const lines = await ctx.db
    .select({ status: purchases.status, purchaseStatus: purchases.purchaseStatus })
    .from(purchases)
    .where(eq(purchases._order, _order));
  const live = lines.filter((l) => l.status !== 'ORDER_CANCELED' && l.purchaseStatus !== 'PURCHASE_CANCELED');
  if (live.length === 0) return row.status;
  const least = live.map((l) => l.status).reduce((a, b) => (orderProgress[b] < orderProgress[a] ? b : a));
  if (least === row.status) return row.status;
  await ctx.db.update(orders).set({ status: least, updatedAt: ctx.now }).where(eq(orders._id, _order));
  if (least === 'DELIVERY_COMPLETE') await deliveredMessage(ctx, _order);
  await recordStatuses(
    ctx,
    [
      {
        _order,
        field: 'ORDER_STATUS',
        fromValue: row.status,
        toValue: least,
        reason: '주문상품 상태에 따라 변경',
        by: c.by,
      },
    ],
    false,
  );
  return least;
}

// ---- purchases ----

/** The history rows of one purchase's move, each checked against its table (409 otherwise). */
function purchaseEntries(p: PurchaseRow, c: PurchaseMove): HistoryEntry[] {
  const by = moverActor(c);
  const { to } = c;
  const entries: HistoryEntry[] = [];
  const note = (field: HistoryEntry['field'], fromValue: string | null, toValue: string | null) =>
    entries.push({
      _order: p._order,
      _purchase: p._id,
      field,
      fromValue,
      toValue,
      reason: entries.length === 0 ? c.reason || null : null,
      by: c.by,
    });
  if (to.claimStatus !== undefined) {
    if (!allows(claimTransitions, p.claimStatus, to.claimStatus, by)) throw claimConflict();
    note('CLAIM_STATUS', p.claimStatus, to.claimStatus);
  }
  if (to.collectionStatus === null) {
    // A collection ends only with its claim (a rejected return, a new claim); none is no change.
    if (p.collectionStatus !== null && to.claimStatus === undefined) throw claimConflict();
  } else if (to.collectionStatus !== undefined) {
    if (!allowsCollection(p.claimStatus, p.collectionStatus, to.collectionStatus, by)) throw claimConflict();
    note('COLLECTION_STATUS', p.collectionStatus, to.collectionStatus);
  }
  if (to.status !== undefined) {
    assertTransition(p.status, to.status, by);
    note('ORDER_STATUS', p.status, to.status);
  }
  if (to.purchaseStatus !== undefined) {
    assertMove(purchaseTransitions, p.purchaseStatus, to.purchaseStatus, by, 'PURCHASE_STATUS_CONFLICT');
    note('PURCHASE_STATUS', p.purchaseStatus, to.purchaseStatus);
  }
  return entries;
}

async function writePurchaseMove(ctx: ShopContext, c: PurchaseMove): Promise<PurchaseRow[]> {
  if (c.purchases.length === 0) return [];
  // Every purchase is checked before anything is written.
  const entries = c.purchases.flatMap((p) => purchaseEntries(p, c));
  const ids = c.purchases.map((p) => p._id);
  const moved = await ctx.db
    .update(purchases)
    .set({ ...c.to, ...c.with, updatedAt: ctx.now })
    .where(inArray(purchases._id, ids))
    .returning();
  await recordStatuses(ctx, entries, c.spaced ?? false);
  const written = ids.map((id) => moved.find((p) => p._id === id)!);
  await moveMessages(ctx, c, written);
  return written;
}

const claimRequests = new Set<ClaimStatus>(['CANCEL_REQUESTED', 'EXCHANGE_REQUESTED', 'RETURN_REQUESTED']);

/**
 * The messages a purchase move sends, in its transaction: an invoice entered, a claim received, an
 * exchange completed (cancels and returns complete with their refund, in claims/).
 */
async function moveMessages(ctx: ShopContext, c: PurchaseMove, moved: PurchaseRow[]): Promise<void> {
  if (c.to.status === 'SHIPPING_CONFIRM' && c.with?.invoiceNumber) await invoiceEnteredMessage(ctx, moved);
  const claim = c.to.claimStatus;
  if (claim && claimRequests.has(claim)) await claimAcceptedMessage(ctx, moved, claim);
  if (claim === 'EXCHANGE_COMPLETED') {
    const [order] = await orderById(ctx.db, [moved[0]!._order]);
    if (order) await claimCompletedMessage(ctx, rowOf(orders, order), moved, claim, 0);
  }
}

/** Writes the history rows in order, at the context's time (or a millisecond apart). */
async function recordStatuses(ctx: ShopContext, entries: HistoryEntry[], spaced: boolean): Promise<void> {
  if (entries.length === 0) return;
  const at = (n: number): ShopContext => (spaced ? { ...ctx, now: new Date(ctx.now.getTime() + n) } : ctx);
  await ctx.db.insert(orderHistories).values(entries.map((e, n) => historyRow(at(n), e)));
}
