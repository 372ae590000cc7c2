import type { PointSource, PointType } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { pointBalances, pointLedger } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';

/**
 * The one writer of the 적립금 ledger (DOMAIN.md "Points"): rows are only ever appended, and a
 * member's balance is the sum of theirs, which the database keeps in `point_balances` as each row
 * goes in (docs/decisions/0039). Callers run inside their own transaction (purchase completion,
 * order placing, a claim, a review, the console), so a point moves with what caused it.
 */

export type PointEntry = {
  _user: string;
  /** won: positive credits, negative debits; never 0 */
  amount: number;
  type: PointType;
  source: PointSource;
  /** the purchase, order, review … it belongs to; (type, source, reference) happens once */
  reference: string;
  reason?: string | null;
  /** the operator of an ADMIN row */
  _by?: string | null;
};

/**
 * Appends the row unless a row with the same (type, source, reference) exists; answers whether it
 * was written. A repeat (a retried job, two racing requests) therefore changes nothing.
 */
export async function appendPoints(ctx: ShopContext, entry: PointEntry): Promise<boolean> {
  return (await appendPointsMany(ctx, [entry])) > 0;
}

/**
 * appendPoints for many rows in one insert statement (the auto-confirm sweep's batch): each row
 * still happens once per (type, source, reference), and the kept balances follow once for the
 * statement; answers how many were written.
 */
export async function appendPointsMany(ctx: ShopContext, entries: readonly PointEntry[]): Promise<number> {
  // In key order, so batches racing over the same keys wait for each other in one order (no deadlock).
  const key = (e: PointEntry) => `${e.type}\u0000${e.source}\u0000${e.reference}`;
  const rows = entries
    .filter((e) => e.amount !== 0)
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  if (rows.length === 0) return 0;
  const written = await ctx.db
    .insert(pointLedger)
    .values(
      rows.map((entry) => ({
        _user: entry._user,
        amount: entry.amount,
        type: entry.type,
        source: entry.source,
        reference: entry.reference,
        reason: entry.reason ?? null,
        _by: entry._by ?? null,
        createdAt: ctx.now,
      })),
    )
    .onConflictDoNothing({ target: [pointLedger.type, pointLedger.source, pointLedger.reference] })
    .returning({ _id: pointLedger._id });
  return written.length;
}

/** The member's balance: the sum of their rows (may be negative after a reversal). */
export async function pointBalance(ctx: ShopContext, _user: string): Promise<number> {
  const [row] = await ctx.db
    .select({ balance: pointBalances.balance })
    .from(pointBalances)
    .where(eq(pointBalances._user, _user));
  return row?.balance ?? 0;
}
