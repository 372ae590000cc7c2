import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Who downloaded a file holding personal data, when and why (DOMAIN.md Console "Tax report": the
 * export asks for a reason and is recorded). Append-only; a stand-in until the shop has its audit log.
 */
export const consoleExports = pgTable(
  'console_exports',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _by: uuid('by_id')
      .notNull()
      .references(() => users._id),
    /** TAX_REPORT */
    kind: text('kind').notNull(),
    /** what was asked, e.g. { month: '2026-10' } */
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    reason: text('reason').notNull(),
    /** rows in the file */
    rowCount: integer('row_count').notNull(),
    ip: text('ip'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('console_exports_created_idx').on(t.createdAt)],
);
