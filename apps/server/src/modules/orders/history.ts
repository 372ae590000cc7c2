import { randomUUID } from 'node:crypto';
import { eq, max } from 'drizzle-orm';
import { orderHistories } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';

/**
 * An order's history (order_histories): who changed what, when and why. Status changes are
 * recorded by the status writer (status-writer.ts) as it makes them; the notes beside them
 * (depositor, payment deadline, invoice, refund) by the service that changes those.
 */

export type HistoryRow = typeof orderHistories.$inferSelect;
/** Who acts, as the history records it. */
export type HistoryRole = HistoryRow['byRole'];
/** The statuses of an order and its purchases: only the status writer records these. */
export type StatusField = 'ORDER_STATUS' | 'CLAIM_STATUS' | 'COLLECTION_STATUS' | 'PURCHASE_STATUS';
/** What else the history keeps. */
export type NoteField = 'DEPOSITOR' | 'PAYMENT_DEADLINE' | 'INVOICE' | 'REFUND';

export type HistoryEntry<F extends string = StatusField | NoteField> = {
  _order: string;
  _purchase?: string | null;
  field: F;
  fromValue: string | null;
  toValue: string | null;
  reason?: string | null;
  by: HistoryRole;
};

/** The row of an entry, at the context's time. */
export function historyRow(ctx: ShopContext, entry: HistoryEntry): HistoryRow {
  return {
    _id: randomUUID(),
    _order: entry._order,
    _purchase: entry._purchase ?? null,
    field: entry.field,
    fromValue: entry.fromValue,
    toValue: entry.toValue,
    reason: entry.reason ?? null,
    // The system and the payment provider act for nobody; a person's action names them.
    _by: entry.by === 'SYSTEM' || entry.by === 'PAYMENT' ? null : (ctx.actor?._user ?? null),
    byRole: entry.by,
    createdAt: ctx.now,
  };
}

/** Records a change that is not a status (those are the status writer's). */
export async function recordNote(ctx: ShopContext, entry: HistoryEntry<NoteField>): Promise<void> {
  await ctx.db.insert(orderHistories).values(historyRow(ctx, entry));
}

/**
 * The clock of an order's history while its row is locked: a request's time, or a millisecond after
 * the order's last entry if that is later, and each further step of one action a millisecond more.
 * Entries of one action (or of a bulk request, which shares one request time) then read in the
 * order they happened.
 */
export async function historyClock(ctx: ShopContext, _order: string): Promise<(n: number) => ShopContext> {
  const [last] = await ctx.db
    .select({ at: max(orderHistories.createdAt) })
    .from(orderHistories)
    .where(eq(orderHistories._order, _order));
  const base = Math.max(ctx.now.getTime(), (last?.at?.getTime() ?? 0) + 1);
  return (n) => ({ ...ctx, now: new Date(base + n) });
}

/** Writes the status writer's history rows in order, at the context's time (or a millisecond apart). */
export async function recordStatuses(
  ctx: ShopContext,
  entries: HistoryEntry[],
  spaced: boolean,
): Promise<void> {
  if (entries.length === 0) return;
  const at = (n: number): ShopContext => (spaced ? { ...ctx, now: new Date(ctx.now.getTime() + n) } : ctx);
  await ctx.db.insert(orderHistories).values(entries.map((e, n) => historyRow(at(n), e)));
}
