import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { categories, products } from './catalog.ts';
import { users } from './users.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A coupon's terms (DOMAIN.md "Checkout discounts"; docs/decisions/0035). Members hold it through
 * `coupon_issues`; the discount itself is `couponDiscount` of packages/contracts.
 */
export const coupons = pgTable(
  'coupons',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** AMOUNT (won) | RATE (percent) */
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    /** RATE: the cap in won; null = none */
    maxDiscount: integer('max_discount'),
    minOrderAmount: integer('min_order_amount').notNull().default(0),
    /** ALL | CATEGORY | PRODUCT (the chosen ones in coupon_categories / coupon_products) */
    scope: text('scope').notNull().default('ALL'),
    /** PERIOD (startAt–endAt) | DAYS (validDays from the issue) */
    validity: text('validity').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    validDays: integer('valid_days'),
    /** MANUAL (the console issues it) | JOIN (issued at join) */
    issueMode: text('issue_mode').notNull().default('MANUAL'),
    /** at most this many issues in all; null = no limit */
    issueLimit: integer('issue_limit'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('coupons_kind', sql`${t.kind} in ('AMOUNT', 'RATE')`),
    check('coupons_scope', sql`${t.scope} in ('ALL', 'CATEGORY', 'PRODUCT')`),
    check('coupons_issue_mode', sql`${t.issueMode} in ('MANUAL', 'JOIN')`),
    check('coupons_value', sql`${t.value} >= 1 and (${t.kind} <> 'RATE' or ${t.value} <= 100)`),
    check('coupons_max_discount', sql`${t.maxDiscount} is null or ${t.maxDiscount} >= 1`),
    check('coupons_min_order_amount', sql`${t.minOrderAmount} >= 0`),
    check('coupons_issue_limit', sql`${t.issueLimit} is null or ${t.issueLimit} >= 1`),
    check(
      'coupons_validity',
      sql`(${t.validity} = 'PERIOD' and ${t.startAt} is not null and ${t.endAt} > ${t.startAt} and ${t.validDays} is null)
        or (${t.validity} = 'DAYS' and ${t.validDays} between 1 and 3650 and ${t.startAt} is null and ${t.endAt} is null)`,
    ),
    index('coupons_created_idx').on(t.createdAt),
  ],
);

export const couponCategories = pgTable(
  'coupon_categories',
  {
    _coupon: uuid('coupon_id')
      .notNull()
      .references(() => coupons._id, { onDelete: 'cascade' }),
    _category: uuid('category_id')
      .notNull()
      .references(() => categories._id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t._coupon, t._category] })],
);

export const couponProducts = pgTable(
  'coupon_products',
  {
    _coupon: uuid('coupon_id')
      .notNull()
      .references(() => coupons._id, { onDelete: 'cascade' }),
    _product: uuid('product_id')
      .notNull()
      .references(() => products._id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t._coupon, t._product] })],
);

/** A member's coupon: held at most once, used on at most one order. */
export const couponIssues = pgTable(
  'coupon_issues',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _coupon: uuid('coupon_id')
      .notNull()
      .references(() => coupons._id),
    _user: uuid('user_id')
      .notNull()
      .references(() => users._id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * the order it was used on (checkout fills it with usedAt). No foreign key here: orders hold the
     * key to their issue (orders.coupon_issue_id), and one table referencing the other both ways would
     * tie the two schema files in a circle; both are written in the order's one transaction.
     */
    _order: uuid('order_id'),
    /** the operator who issued it; null for JOIN and seeded ones */
    _by: uuid('by_id').references(() => users._id),
  },
  (t) => [
    unique('coupon_issues_once').on(t._coupon, t._user),
    index('coupon_issues_user_idx').on(t._user, t.expiresAt),
    check('coupon_issues_expiry', sql`${t.expiresAt} > ${t.issuedAt}`),
    check('coupon_issues_order_used', sql`${t._order} is null or ${t.usedAt} is not null`),
  ],
);
