/**
 * What the append-only ledgers of a member share (적립금 `point_ledger`, 수당 `bonus_ledger`, 점수
 * `score_ledger`): the row an entry becomes, and the order a batch is written in.
 */

export type LedgerEntry<Source extends string = string> = {
  _user: string;
  /** won or score: positive credits, negative debits; never 0 */
  amount: number;
  source: Source;
  /** the purchase, order, review, settlement line … it belongs to; the ledger's unique key holds it once */
  reference: string;
  reason?: string | null;
  /** the operator of an ADMIN row */
  _by?: string | null;
};

/** The columns every ledger row has, written at `now`. */
export function ledgerRow(now: Date, entry: LedgerEntry) {
  return {
    _user: entry._user,
    amount: entry.amount,
    source: entry.source,
    reference: entry.reference,
    reason: entry.reason ?? null,
    _by: entry._by ?? null,
    createdAt: now,
  };
}

/**
 * The rows of a batch worth writing (never an amount of 0), in the order of their unique key: two
 * batches racing over the same keys then wait for each other in one order instead of deadlocking.
 */
export function inKeyOrder<Entry extends { amount: number }>(
  entries: readonly Entry[],
  key: (entry: Entry) => string,
): Entry[] {
  return entries
    .filter((e) => e.amount !== 0)
    .map((entry) => ({ entry, key: key(entry) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ entry }) => entry);
}
