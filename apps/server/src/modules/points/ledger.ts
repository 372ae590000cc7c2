import type { PointSource, PointType } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { inKeyOrder, type LedgerEntry, ledgerRow } from '../../db/ledger-rows.ts';
import { pointBalances, pointLedger } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';

/**
 * The one writer of the 적립금 ledger (DOMAIN.md "Points"): rows are only ever appended, and a
 * member's balance is the sum of theirs, which the database keeps in `point_balances` as each row
 * goes in (docs/decisions/0039). Callers run inside their own transaction (purchase completion,
 * order placing, a claim, a review, the console), so a point moves with what caused it.
 */

export type PointEntry = LedgerEntry<PointSource> & { type: PointType };

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
  const rows = inKeyOrder(entries, (e) => `${e.type}\u0000${e.source}\u0000${e.reference}`);
  if (rows.length === 0) return 0;
  const written = await ctx.db
    .insert(pointLedger)
    .values(rows.map((entry) => ({ ...ledgerRow(ctx.now, entry), type: entry.type })))
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
