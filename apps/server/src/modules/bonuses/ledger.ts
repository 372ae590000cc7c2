import type { BonusSource, BonusType, ScoreSource } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { inKeyOrder, type LedgerEntry, ledgerRow } from '../../db/ledger-rows.ts';
import { bonusBalances, bonusLedger, scoreLedger, scoreTotals } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';

/**
 * The one writer of the 수당 and 점수 ledgers (DOMAIN.md "Promoter rewards"): rows are only appended,
 * and a promoter's balance (score total) is the sum of theirs, kept by the database in
 * `bonus_balances` (`score_totals`) as each row goes in (migration 0013, as decision 0039). Callers run
 * inside their own transaction (purchase completion, a review, a settlement, a withdrawal, the console).
 */

export type BonusEntry = LedgerEntry<BonusSource> & {
  type: BonusType;
  /** the purchase a GOODS or ADMIN row is about */
  _purchase?: string | null;
};

/** Appends the row unless one with the same (type, source, reference) exists; answers whether it did. */
export async function appendBonus(ctx: ShopContext, entry: BonusEntry): Promise<boolean> {
  return (await appendBonuses(ctx, [entry])) > 0;
}

/**
 * appendBonus for many rows in one insert statement (the auto-confirm sweep's batch): each row
 * still happens once per (type, source, reference); answers how many were written.
 */
export async function appendBonuses(ctx: ShopContext, entries: readonly BonusEntry[]): Promise<number> {
  const rows = inKeyOrder(entries, (e) => `${e.type}\u0000${e.source}\u0000${e.reference}`);
  if (rows.length === 0) return 0;
  const written = await ctx.db
    .insert(bonusLedger)
    .values(rows.map((entry) => ({ ...rowOf(ctx, entry), type: entry.type })))
    .onConflictDoNothing({ target: [bonusLedger.type, bonusLedger.source, bonusLedger.reference] })
    .returning({ _id: bonusLedger._id });
  return written.length;
}

/** A bonus or score row as written now: the ledgers' columns and the purchase it is about. */
function rowOf(ctx: ShopContext, entry: LedgerEntry & { _purchase?: string | null }) {
  return { ...ledgerRow(ctx.now, entry), _purchase: entry._purchase ?? null };
}

/** The promoter's bonus balance: the sum of their rows. */
export async function bonusBalance(ctx: ShopContext, _user: string): Promise<number> {
  const [row] = await ctx.db
    .select({ balance: bonusBalances.balance })
    .from(bonusBalances)
    .where(eq(bonusBalances._user, _user));
  return row?.balance ?? 0;
}

/**
 * The balance under a lock on the member's balance row, for a debit that must not race another
 * (a withdrawal, an operator's debit): the row is created first so there is always one to lock.
 */
export async function lockBonusBalance(ctx: ShopContext, _user: string): Promise<number> {
  await ctx.db.insert(bonusBalances).values({ _user }).onConflictDoNothing();
  const [row] = await ctx.db
    .select({ balance: bonusBalances.balance })
    .from(bonusBalances)
    .where(eq(bonusBalances._user, _user))
    .for('update');
  return row?.balance ?? 0;
}

/** A score row: (source, reference, member) happens once; `reference` is the purchase or an operator action's id. */
export type ScoreEntry = LedgerEntry<ScoreSource> & { _purchase?: string | null };

/** Appends a score row unless (source, reference, member) exists; answers whether it did. */
export async function appendScore(ctx: ShopContext, entry: ScoreEntry): Promise<boolean> {
  return (await appendScores(ctx, [entry])) > 0;
}

/** appendScore for many rows in one insert statement; answers how many were written. */
export async function appendScores(ctx: ShopContext, entries: readonly ScoreEntry[]): Promise<number> {
  const rows = inKeyOrder(entries, (e) => `${e.source}\u0000${e.reference}\u0000${e._user}`);
  if (rows.length === 0) return 0;
  const written = await ctx.db
    .insert(scoreLedger)
    .values(rows.map((entry) => rowOf(ctx, entry)))
    .onConflictDoNothing({ target: [scoreLedger.source, scoreLedger.reference, scoreLedger._user] })
    .returning({ _id: scoreLedger._id });
  return written.length;
}

/** All the member's scores so far. */
export async function scoreTotal(ctx: ShopContext, _user: string): Promise<number> {
  const [row] = await ctx.db
    .select({ total: scoreTotals.total })
    .from(scoreTotals)
    .where(eq(scoreTotals._user, _user));
  return row?.total ?? 0;
}

/** All the member's scores up to (not including) `before`: the SCORE__ACCUMULATED criterion. */
export async function scoreTotalBefore(ctx: ShopContext, _user: string, before: Date): Promise<number> {
  const [row] = await ctx.db
    .select({ total: sql<number>`coalesce(sum(${scoreLedger.amount}), 0)::int` })
    .from(scoreLedger)
    .where(sql`${scoreLedger._user} = ${_user} and ${scoreLedger.createdAt} < ${before.toISOString()}`);
  return Number(row?.total ?? 0);
}

/**
 * 월 정산 확정: one GRADE and one SALES row per line of the settlement with a scaled amount, keyed by
 * the line (source SETTLEMENT), in one INSERT … SELECT (10,000 promoters in one statement; the
 * balances follow by the statement trigger). Only members still promoters are paid. Answers the rows
 * written; a second call writes none.
 */
export async function appendSettlementBonuses(ctx: ShopContext, _settlement: string): Promise<number> {
  const written = await ctx.db.execute(sql`
    insert into bonus_ledger (user_id, amount, type, source, reference, created_at)
    select l.user_id, x.amount, x.type, 'SETTLEMENT', l.id::text, ${ctx.now.toISOString()}::timestamptz
    from settlement_lines l
    join users u on u.id = l.user_id and u.type = 'PROMOTER' and u.state <> 'LEFT'
    cross join lateral (values ('BONUS__GRADE', l.grade_scaled), ('BONUS__SALES', l.sales_scaled)) as x(type, amount)
    where l.settlement_id = ${_settlement}::uuid and x.amount > 0
    on conflict (type, source, reference) do nothing
    returning 1`);
  return written.rows.length;
}
