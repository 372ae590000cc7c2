import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * 적립금 ledger: append-only; a member's balance is the sum of `amount`. The unique key on
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
