import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * 적립금 ledger: append-only; a member's balance is the sum of `amount` (kept in `point_balances`). The unique key on
 * (type, source, reference) makes every automatic credit happen at most once.
 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _user: uuid('user_id')
      .notNull()
      .references(() => users._id),
    /** won, positive for a credit, negative for a debit */
    amount: integer('amount').notNull(),
    type: text('type').notNull(),
    source: text('source').notNull(),
    reference: text('reference').notNull(),
    reason: text('reason'),
    _by: uuid('by_id').references(() => users._id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('point_ledger_once').on(t.type, t.source, t.reference),
    index('point_ledger_user_idx').on(t._user, t.createdAt),
    check('point_ledger_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Each member's 적립금 balance and row count, kept by the database: a trigger on `point_ledger`
 * (migration 0010) adds every inserted statement's rows, so `balance` is always the sum of the
 * member's ledger and `entries` its count, whoever inserts (services, seeds, benchmarks). Nothing
 * else writes here (docs/decisions/0039). A member without a row has no ledger rows: 0 and 0.
 */
export const pointBalances = pgTable('point_balances', {
  _user: uuid('user_id')
    .primaryKey()
    .references(() => users._id),
  balance: integer('balance').notNull().default(0),
  entries: integer('entries').notNull().default(0),
});
