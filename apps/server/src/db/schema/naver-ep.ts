import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * 네이버쇼핑 EP (decision 0054): what the last 전체 EP held, one row per product ever sent with the
 * hash of the row it was sent, or null once it left the feed (sold out, hidden, excluded). The 요약 EP
 * compares today's rows with these: unknown id → I, other hash or back from null → U, a hash but no
 * row today → D. No foreign key: a deleted product must still leave as D (the next 전체 EP drops it).
 */
export const naverEpItems = pgTable('naver_ep_items', {
  _product: uuid('product_id').primaryKey(),
  /** a 53-bit hash of the 49-column row as sent (rows.ts rowHash); null: not in the last 전체 EP */
  rowHash: text('row_hash'),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/** The last generation of each feed: what the console shows next to the feed addresses. */
export const naverEpRuns = pgTable(
  'naver_ep_runs',
  {
    kind: text('kind', { enum: ['ALL', 'SUMMARY'] }).primaryKey(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
    rows: integer('rows').notNull(),
    skipped: integer('skipped').notNull(),
  },
  (t) => [check('naver_ep_runs_kind', sql`${t.kind} in ('ALL', 'SUMMARY')`)],
);
