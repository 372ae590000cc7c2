import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { certifications } from './certifications.ts';
import { users } from './users.ts';

/**
 * The promoter programme (DOMAIN.md "Promoter rewards", "Withdrawal of bonuses", docs/decisions/0045):
 * bonus and score ledgers with balances kept by the database, grades and sales levels in time,
 * applications, bank hold verifications, the promoter's account, withdrawals and monthly settlements.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const won = (name: string) => bigint(name, { mode: 'number' });

/**
 * 수당 ledger: append-only; a promoter's balance is the sum of `amount` (kept in `bonus_balances` by a
 * trigger, migration 0013). The unique key on (type, source, reference) makes every credit happen once.
 */
export const bonusLedger = pgTable(
  'bonus_ledger',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _user: uuid('user_id')
      .notNull()
      .references(() => users._id),
    /** won, positive for a credit, negative for a debit */
    amount: integer('amount').notNull(),
    type: text('type').notNull(),
    source: text('source').notNull(),
    /** the purchase, settlement line, withdrawal … it belongs to */
    reference: text('reference').notNull(),
    /** the purchase a GOODS or ADMIN row is about, for the promoter's purchase lists */
    _purchase: uuid('purchase_id'),
    reason: text('reason'),
    _by: uuid('by_id').references(() => users._id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('bonus_ledger_once').on(t.type, t.source, t.reference),
    index('bonus_ledger_user_idx').on(t._user, t.createdAt),
    // a one-type tab of the promoter's history, newest first, and its count in a period
    index('bonus_ledger_user_type_idx').on(t._user, t.type, t.createdAt, t._id),
    index('bonus_ledger_type_idx').on(t.type, t.createdAt),
    index('bonus_ledger_purchase_idx').on(t._purchase),
    check('bonus_ledger_nonzero', sql`${t.amount} <> 0`),
    check(
      'bonus_ledger_type_check',
      sql`${t.type} in ('BONUS__GOODS', 'BONUS__GRADE', 'BONUS__SALES', 'BONUS__ADMIN', 'BONUS__DEBIT')`,
    ),
  ],
);

/** Each promoter's bonus balance and row count, kept by the trigger on `bonus_ledger` (like 0039). */
export const bonusBalances = pgTable('bonus_balances', {
  _user: uuid('user_id')
    .primaryKey()
    .references(() => users._id),
  balance: won('balance').notNull().default(0),
  entries: integer('entries').notNull().default(0),
});

/**
 * A promoter's rows and sum per bonus type, kept by the database as rows go in (migration 0014): the
 * count of a one-type tab (기본, 직급, 매출, 출금) without counting tens of thousands of rows.
 */
export const bonusTypeTotals = pgTable(
  'bonus_type_totals',
  {
    _user: uuid('user_id')
      .notNull()
      .references(() => users._id),
    type: text('type').notNull(),
    amount: won('amount').notNull().default(0),
    entries: integer('entries').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t._user, t.type] })],
);

/** 점수 ledger: append-only, one row per (type, source, reference); totals kept in `score_totals`. */
export const scoreLedger = pgTable(
  'score_ledger',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _user: uuid('user_id')
      .notNull()
      .references(() => users._id),
    amount: integer('amount').notNull(),
    /** PURCHASE_COMPLETE, PROMOTEE_PURCHASE, MANUAL */
    source: text('source').notNull(),
    reference: text('reference').notNull(),
    _purchase: uuid('purchase_id'),
    reason: text('reason'),
    _by: uuid('by_id').references(() => users._id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('score_ledger_once').on(t.source, t.reference, t._user),
    index('score_ledger_user_idx').on(t._user, t.createdAt),
    check('score_ledger_nonzero', sql`${t.amount} <> 0`),
  ],
);

export const scoreTotals = pgTable('score_totals', {
  _user: uuid('user_id')
    .primaryKey()
    .references(() => users._id),
  total: won('total').notNull().default(0),
  entries: integer('entries').notNull().default(0),
});

/**
 * The grade ladder in time: each row is one grade (`code`) as it holds from `effectiveFrom`. The
 * ladder at a moment is, per code, the latest row whose `effectiveFrom` has come; a row with
 * `retired` ends a grade. Rates in basis points; `threshold` is a score or won by `criterion`.
 */
export const grades = pgTable(
  'grades',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** 0 = the lowest; a member gets the highest rank whose criterion holds */
    rank: integer('rank').notNull(),
    criterion: text('criterion', { enum: ['SCORE__ACCUMULATED', 'PURCHASE_AMOUNT__MONTH'] }).notNull(),
    threshold: won('threshold').notNull(),
    pointRateBp: integer('point_rate_bp').notNull(),
    bonusRateBp: integer('bonus_rate_bp').notNull(),
    retired: boolean('retired').notNull().default(false),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    _by: uuid('by_id').references(() => users._id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('grades_code_from').on(t.code, t.effectiveFrom),
    check('grades_criterion_check', sql`${t.criterion} in ('SCORE__ACCUMULATED', 'PURCHASE_AMOUNT__MONTH')`),
    check(
      'grades_rates',
      sql`${t.threshold} >= 0 and ${t.pointRateBp} between 0 and 10000 and ${t.bonusRateBp} between 0 and 10000`,
    ),
  ],
);

/** The 장려 sales tiers in time, as `grades`: promoteesPaid ≥ threshold pays `amount` won. */
export const levels = pgTable(
  'levels',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    threshold: won('threshold').notNull(),
    amount: integer('amount').notNull(),
    retired: boolean('retired').notNull().default(false),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    _by: uuid('by_id').references(() => users._id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('levels_code_from').on(t.code, t.effectiveFrom),
    check('levels_amounts', sql`${t.threshold} >= 0 and ${t.amount} >= 0`),
  ],
);

/**
 * Scheduled plan-rate changes (DOMAIN.md "Rates in time"): a product's bonus rate or the legal cap,
 * effective no earlier than 3 months after it was saved; `appliedAt` once moved into the live value.
 */
export const rateChanges = pgTable(
  'rate_changes',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['PRODUCT_BONUS_RATE', 'LEGAL_CAP'] }).notNull(),
    _product: uuid('product_id').references(() => products._id, { onDelete: 'cascade' }),
    rateBp: integer('rate_bp').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    _by: uuid('by_id').references(() => users._id),
    createdAt: createdAt(),
  },
  (t) => [
    index('rate_changes_due_idx').on(t.effectiveFrom),
    index('rate_changes_product_idx').on(t._product),
    check('rate_changes_kind_check', sql`${t.kind} in ('PRODUCT_BONUS_RATE', 'LEGAL_CAP')`),
    check('rate_changes_product', sql`(${t.kind} = 'PRODUCT_BONUS_RATE') = (${t._product} is not null)`),
    check('rate_changes_rate', sql`${t.rateBp} between 0 and 10000`),
  ],
);

/**
 * 1원 입금 인증 (DOMAIN.md "Withdrawal of bonuses"): the code is kept hashed and never answered; at most
 * 5 attempts, 10 minutes; a newer request voids the older ones.
 */
export const bankVerifications = pgTable(
  'bank_verifications',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _user: uuid('user_id')
      .notNull()
      .references(() => users._id),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountHolder: text('account_holder').notNull(),
    sendAmount: integer('send_amount').notNull().default(1),
    /** sha256 of the 4-digit code under the token secret */
    codeHash: text('code_hash').notNull(),
    /** the provider's transaction id of the 1-won deposit */
    providerReference: text('provider_reference'),
    attemptCount: integer('attempt_count').notNull().default(0),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_verifications_user_idx').on(t._user, t.createdAt),
    check('bank_verifications_attempts', sql`${t.attemptCount} between 0 and 5`),
    check('bank_verifications_account_digits', sql`${t.accountNumber} ~ '^[0-9]+$'`),
  ],
);

/** A promoter's payout account: verified by 1원 입금, its holder equal to the certified name. */
export const promoterBankAccounts = pgTable('promoter_bank_accounts', {
  _user: uuid('user_id')
    .primaryKey()
    .references(() => users._id),
  bankCode: text('bank_code').notNull(),
  accountNumber: text('account_number').notNull(),
  accountHolder: text('account_holder').notNull(),
  _verification: uuid('verification_id')
    .notNull()
    .references(() => bankVerifications._id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's request to the shop; today only PROMOTER_APPROVAL (정회원 전환 신청). One AWAITING request per
 * member (partial unique index). The resident registration number is AES-256-GCM under RRN_KEY.
 */
export const memberRequests = pgTable(
  'member_requests',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _user: uuid('user_id')
      .notNull()
      .references(() => users._id),
    type: text('type', { enum: ['PROMOTER_APPROVAL'] }).notNull(),
    status: text('status', { enum: ['AWAITING', 'APPROVED', 'REJECTED'] })
      .notNull()
      .default('AWAITING'),
    /** the promoter terms agreed with the request */
    _terms: jsonb('term_ids').$type<string[]>().notNull().default([]),
    _certification: uuid('certification_id')
      .notNull()
      .references(() => certifications._id),
    _verification: uuid('verification_id')
      .notNull()
      .references(() => bankVerifications._id),
    /** from the certification, never from the request body */
    certifiedName: text('certified_name').notNull(),
    certifiedPhone: text('certified_phone').notNull(),
    certifiedBirthDay: text('certified_birth_day').notNull(),
    /** base64 of iv ‖ tag ‖ ciphertext */
    rrnCipher: text('rrn_cipher').notNull(),
    /** 900101-1****** */
    rrnMasked: text('rrn_masked').notNull(),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    _decidedBy: uuid('decided_by_id').references(() => users._id),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_requests_user_idx').on(t._user, t.createdAt),
    index('member_requests_status_idx').on(t.status, t.createdAt),
    uniqueIndex('member_requests_one_awaiting').on(t._user, t.type).where(sql`${t.status} = 'AWAITING'`),
    uniqueIndex('member_requests_certification_once').on(t._certification),
    check('member_requests_status_check', sql`${t.status} in ('AWAITING', 'APPROVED', 'REJECTED')`),
    check('member_requests_decided', sql`${t.status} = 'AWAITING' or ${t.decidedAt} is not null`),
  ],
);

/**
 * 수당 출금 신청: the balance is debited at once (one BONUS__DEBIT row); an operator marks the deposit
 * done (APPROVED, `paidAt`) or rejects it (one credit back). amount = charge + net.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _user: uuid('user_id')
      .notNull()
      .references(() => users._id),
    amount: integer('amount').notNull(),
    incomeTax: integer('income_tax').notNull(),
    localTax: integer('local_tax').notNull(),
    transferFee: integer('transfer_fee').notNull(),
    /** incomeTax + localTax + transferFee */
    charge: integer('charge').notNull(),
    /** amount − charge: what reaches the account */
    net: integer('net').notNull(),
    /** the balance after the debit */
    remain: won('remain').notNull(),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountHolder: text('account_holder').notNull(),
    _certification: uuid('certification_id')
      .notNull()
      .references(() => certifications._id),
    status: text('status', { enum: ['AWAITING', 'APPROVED', 'REJECTED'] })
      .notNull()
      .default('AWAITING'),
    reason: text('reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    _decidedBy: uuid('decided_by_id').references(() => users._id),
    createdAt: createdAt(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t._user, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
    uniqueIndex('withdrawals_one_awaiting').on(t._user).where(sql`${t.status} = 'AWAITING'`),
    uniqueIndex('withdrawals_certification_once').on(t._certification),
    check('withdrawals_status_check', sql`${t.status} in ('AWAITING', 'APPROVED', 'REJECTED')`),
    check(
      'withdrawals_amounts',
      sql`${t.amount} > 0 and ${t.incomeTax} >= 0 and ${t.localTax} >= 0 and ${t.transferFee} >= 0 and ${t.charge} = ${t.incomeTax} + ${t.localTax} + ${t.transferFee} and ${t.net} = ${t.amount} - ${t.charge} and ${t.net} >= 0`,
    ),
    check('withdrawals_paid', sql`${t.status} <> 'APPROVED' or ${t.paidAt} is not null`),
  ],
);

/** 월 정산: one per month ('2026-10'), AWAITING until an operator confirms (APPROVED). */
export const settlements = pgTable(
  'settlements',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    /** YYYY-MM in Asia/Seoul */
    month: text('month').notNull().unique(),
    status: text('status', { enum: ['AWAITING', 'APPROVED'] })
      .notNull()
      .default('AWAITING'),
    /** paid amounts of all purchases completed in the month */
    monthSales: won('month_sales').notNull(),
    /** BONUS__GOODS credited in the month */
    goods: won('goods').notNull(),
    /** unscaled sums of the lines */
    grade: won('grade').notNull(),
    sales: won('sales').notNull(),
    /** after the legal cap */
    gradeScaled: won('grade_scaled').notNull(),
    salesScaled: won('sales_scaled').notNull(),
    cap: won('cap').notNull(),
    capBp: integer('cap_bp').notNull(),
    /** the scaling max(0, cap − goods) / (grade + sales), and as basis points (10,000 = unscaled) */
    numerator: won('numerator').notNull(),
    denominator: won('denominator').notNull(),
    factorBp: integer('factor_bp').notNull(),
    /** goods alone reached the cap: GRADE and SALES are 0 */
    capReached: boolean('cap_reached').notNull().default(false),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    _confirmedBy: uuid('confirmed_by_id').references(() => users._id),
    createdAt: createdAt(),
  },
  (t) => [
    check('settlements_status_check', sql`${t.status} in ('AWAITING', 'APPROVED')`),
    check('settlements_month', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('settlements_scaled', sql`${t.gradeScaled} <= ${t.grade} and ${t.salesScaled} <= ${t.sales}`),
  ],
);

/** One line per PROMOTER of a settlement. */
export const settlementLines = pgTable(
  'settlement_lines',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _settlement: uuid('settlement_id')
      .notNull()
      .references(() => settlements._id, { onDelete: 'cascade' }),
    _user: uuid('user_id')
      .notNull()
      .references(() => users._id),
    /** the promoter's own purchases completed in the month */
    paid: won('paid').notNull(),
    promoteesPaid: won('promotees_paid').notNull(),
    /** the grade held during the month and its grade-bonus rate */
    gradeCode: text('grade_code'),
    gradeBonusRateBp: integer('grade_bonus_rate_bp').notNull().default(0),
    /** the 장려 tier reached, if any */
    levelCode: text('level_code'),
    goods: won('goods').notNull(),
    grade: won('grade').notNull(),
    sales: won('sales').notNull(),
    gradeScaled: won('grade_scaled').notNull(),
    salesScaled: won('sales_scaled').notNull(),
  },
  (t) => [
    unique('settlement_lines_once').on(t._settlement, t._user),
    index('settlement_lines_user_idx').on(t._user),
  ],
);
