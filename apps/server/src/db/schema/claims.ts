import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { users } from './users.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Money given back for cancelled or returned purchases (DOMAIN.md "Claims"). One row per refund:
 * a claim that cancels several purchases of an order at once refunds them in one provider call,
 * so one row names all of them (`_purchases`).
 *
 * - GATEWAY: cancelled with the payment provider (card, virtual account) under the order's tid;
 *   written as DONE in the same transaction as the provider's answer, or not at all.
 * - BANK_TRANSFER: a 무통장입금 order is refunded by the shop's own transfer to the member's refund
 *   account, copied here as it was; PENDING until an operator records the transfer as sent (DONE).
 * - FAILED: the provider refused the cancel; the claim did not move and an operator must act.
 *
 * The service keeps Σ amount of the order's refunds that are not FAILED within its paid amount,
 * under the order's row lock.
 */
export const refunds = pgTable(
  'refunds',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _order: uuid('order_id')
      .notNull()
      .references(() => orders._id),
    /** the member refunded (copied from the order) */
    _user: uuid('user_id')
      .notNull()
      .references(() => users._id),
    /** the purchases this refund is for */
    _purchases: uuid('purchase_ids').array().notNull(),
    /** won */
    amount: integer('amount').notNull(),
    method: text('method', { enum: ['GATEWAY', 'BANK_TRANSFER'] }).notNull(),
    status: text('status', { enum: ['DONE', 'PENDING', 'FAILED'] }).notNull(),
    /** why: the claim and its reason, or the provider's refusal for a FAILED row */
    reason: text('reason').notNull(),
    /** GATEWAY: the payment's transaction id the cancel was made under */
    tid: text('tid'),
    /** BANK_TRANSFER: the member's refund account as it was when the refund was decided */
    bankCode: text('bank_code'),
    bankName: text('bank_name'),
    accountNumber: text('account_number'),
    accountHolder: text('account_holder'),
    /** who caused it (the shopper cancelling, the operator completing a claim) */
    _by: uuid('by_id').references(() => users._id),
    /** when the money went (GATEWAY: at once; BANK_TRANSFER: when the operator marked it sent) */
    doneAt: timestamp('done_at', { withTimezone: true }),
    _doneBy: uuid('done_by_id').references(() => users._id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t._order, t.createdAt),
    index('refunds_status_idx').on(t.status, t.createdAt),
    // Sales statistics count a refund on the Seoul day it was completed (modules/statistics).
    index('refunds_done_idx').on(t.doneAt).where(sql`${t.status} = 'DONE'`),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    check('refunds_method', sql`${t.method} in ('GATEWAY', 'BANK_TRANSFER')`),
    check('refunds_status', sql`${t.status} in ('DONE', 'PENDING', 'FAILED')`),
    check('refunds_has_purchases', sql`cardinality(${t._purchases}) > 0`),
    check('refunds_gateway_tid', sql`${t.method} <> 'GATEWAY' or ${t.tid} is not null`),
    check(
      'refunds_transfer_account',
      sql`${t.method} <> 'BANK_TRANSFER' or (${t.bankCode} is not null and ${t.bankName} is not null and ${t.accountNumber} is not null and ${t.accountHolder} is not null)`,
    ),
    check('refunds_done_has_time', sql`(${t.status} = 'DONE') = (${t.doneAt} is not null)`),
  ],
);

/**
 * The member's account for refunds of 무통장입금 orders (/mypage/refund-account): one per member.
 * Refunds copy it when they are decided, so editing it later does not redirect a refund already
 * promised.
 */
export const refundAccounts = pgTable(
  'refund_accounts',
  {
    _user: uuid('user_id')
      .primaryKey()
      .references(() => users._id),
    /** 금융결제원 bank code (contracts `banks`) */
    bankCode: text('bank_code').notNull(),
    /** digits only */
    accountNumber: text('account_number').notNull(),
    accountHolder: text('account_holder').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('refund_accounts_bank_code', sql`${t.bankCode} ~ '^[0-9]{3}$'`),
    check('refund_accounts_account_number', sql`${t.accountNumber} ~ '^[0-9]{10,16}$'`),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
