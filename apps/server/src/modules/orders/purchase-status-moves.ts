import type { ClaimStatus } from '@shop/contracts';
import { inArray } from 'drizzle-orm';
import { orders, purchases } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { type HistoryEntry, recordStatuses } from './history.ts';
import { claimAcceptedMessage, claimCompletedMessage, invoiceEnteredMessage } from './messages.ts';
import type { PurchaseRow } from './reading.ts';
import { orderById, rowOf } from './statements.ts';
import { moverActor, type PurchaseMove } from './status-changes.ts';
import {
  allows,
  allowsCollection,
  assertMove,
  assertTransition,
  claimTransitions,
  purchaseTransitions,
  statusConflict,
} from './transitions.ts';

/** The status writer's moves of purchases: their statuses, history rows and messages. */

const claimConflict = () => statusConflict('CLAIM_STATUS_CONFLICT');

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

export async function writePurchaseMove(ctx: ShopContext, c: PurchaseMove): Promise<PurchaseRow[]> {
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
