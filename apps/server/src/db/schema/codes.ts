import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Codes an operator keeps in the console (/console/shop/codes). Only couriers so far (`COURIER`):
 * the code a purchase's invoice names (스마트택배's courier codes, "04" = CJ대한통운), the name the
 * shop shows and the courier's public tracking page with an `{invoice}` placeholder.
 *
 * Purchases keep the courier by its code (text), not by this row's id, so an invoice reads the same
 * however the table is edited; the console refuses to delete or recode a courier an invoice uses.
 */
export const codes = pgTable(
  'codes',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    group: text('group', { enum: ['COURIER'] }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** https://…{invoice}…; null when the courier has no public tracking page */
    trackingUrl: text('tracking_url'),
    /** a disabled courier stays on old invoices but cannot be chosen for new ones */
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('codes_group_code').on(t.group, t.code),
    index('codes_group_sort_idx').on(t.group, t.sort),
    check('codes_group', sql`${t.group} in ('COURIER')`),
  ],
);
