import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { users } from './users.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

const statusList = sql.raw(`'PENDING', 'REQUESTED', 'ISSUED', 'FAILED', 'CANCELLED', 'WITHDRAWN'`);

/**
 * 현금영수증 of an order (INTEGRATIONS.md j.7, docs/decisions/0056).
 *
 * - SHOP: asked at checkout (or by an operator) and issued by the shop through NICE Pay's
 *   cash-receipt API once the 무통장입금 deposit is confirmed. The number the buyer gave is kept
 *   sealed (AES-256-GCM, `numberSealed`) only until NICE took the request, then dropped; the masked
 *   form stays for the screens. At most one live SHOP receipt per order.
 * - PAYMENT: what NICE reported in a 가상계좌 payment's `cashReceipts[]` (NICE issued it with the
 *   deposit; the shop must not issue it again), one row per NICE receipt tid.
 *
 * Amounts are won; `supply + vat + taxFree = amount` as NICE requires (code 1615 otherwise).
 */
export const cashReceipts = pgTable(
  'cash_receipts',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _order: uuid('order_id')
      .notNull()
      .references(() => orders._id),
    /** the buyer (copied from the order): a member reads only their own */
    _user: uuid('user_id')
      .notNull()
      .references(() => users._id),
    source: text('source', { enum: ['SHOP', 'PAYMENT'] }).notNull(),
    type: text('type', { enum: ['INCOME_DEDUCTION', 'EXPENSE_PROOF'] }).notNull(),
    /** 010-****-5678 or 123-45-*****; null when NICE did not say */
    maskedNumber: text('masked_number'),
    /** the digits, sealed under a key derived from RRN_KEY; null once NICE took the request */
    numberSealed: text('number_sealed'),
    status: text('status', {
      enum: ['PENDING', 'REQUESTED', 'ISSUED', 'FAILED', 'CANCELLED', 'WITHDRAWN'],
    }).notNull(),
    amount: integer('amount').notNull(),
    supplyAmount: integer('supply_amount').notNull().default(0),
    vatAmount: integer('vat_amount').notNull().default(0),
    taxFreeAmount: integer('tax_free_amount').notNull().default(0),
    cancelledAmount: integer('cancelled_amount').notNull().default(0),
    /** the orderId sent to NICE: R-<orderNo>-<attempt> (NICE refuses one orderId twice) */
    providerOrderId: text('provider_order_id').unique(),
    /** attempts refused by NICE so far: the next attempt takes a new orderId */
    attempts: integer('attempts').notNull().default(0),
    /** partial cancels made so far: each needs its own orderId at NICE */
    cancels: integer('cancels').notNull().default(0),
    /** NICE's receipt transaction id */
    tid: text('tid').unique(),
    /** 국세청 승인번호 */
    approveNo: text('approve_no'),
    receiptUrl: text('receipt_url'),
    /** why the last attempt failed */
    failure: text('failure'),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** when the tax office's result was last read back from NICE */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cash_receipts_order_idx').on(t._order, t.createdAt),
    // The read-back sweep: requests the tax office has not answered yet.
    index('cash_receipts_requested_idx').on(t.checkedAt).where(sql`${t.status} = 'REQUESTED'`),
    uniqueIndex('cash_receipts_one_live_per_order')
      .on(t._order)
      .where(sql`${t.source} = 'SHOP' and ${t.status} not in ('CANCELLED', 'WITHDRAWN')`),
    check('cash_receipts_status', sql`${t.status} in (${statusList})`),
    check('cash_receipts_source', sql`${t.source} in ('SHOP', 'PAYMENT')`),
    check('cash_receipts_type', sql`${t.type} in ('INCOME_DEDUCTION', 'EXPENSE_PROOF')`),
    check(
      'cash_receipts_amounts',
      sql`${t.amount} >= 0 and ${t.cancelledAmount} >= 0 and ${t.cancelledAmount} <= ${t.amount} and ${t.supplyAmount} + ${t.vatAmount} + ${t.taxFreeAmount} in (0, ${t.amount})`,
    ),
  ],
);
export type CashReceiptRow = typeof cashReceipts.$inferSelect;
