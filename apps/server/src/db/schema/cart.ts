import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { users } from './users.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A member's cart line: one product and option combination with its quantity, in the list `cart`
 * (/mypage/cart) or `regular` (/mypage/cart/regular). Nothing is reserved: stock is checked when a
 * line is added or changed and again when an order is placed.
 *
 * The combination is kept by its values (`["화이트", "800"]`), not by the option row's id: the
 * catalogue replaces a product's option rows as a whole on every save, so ids do not survive an
 * operator's edit while the values a shopper chose do. `[]` stands for a product without options,
 * which also keeps the line key free of NULLs, so the unique key below needs no NULLS NOT DISTINCT.
 */
export const carts = pgTable(
  'carts',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _user: uuid('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['cart', 'regular'] }).notNull(),
    _product: uuid('product_id')
      .notNull()
      .references(() => products._id, { onDelete: 'cascade' }),
    /** the chosen value of each option group, in group order; [] without options */
    optionValues: jsonb('option_values').$type<string[]>().notNull().default([]),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The same product and option added twice is one line: INSERT … ON CONFLICT adds the quantity.
    unique('carts_line').on(t._user, t.type, t._product, t.optionValues),
    index('carts_user_idx').on(t._user, t.type, t.createdAt),
    index('carts_product_idx').on(t._product),
    check('carts_quantity', sql`${t.quantity} > 0`),
    check('carts_type', sql`${t.type} in ('cart', 'regular')`),
    check('carts_option_values', sql`jsonb_typeof(${t.optionValues}) = 'array'`),
  ],
);

/** The address book (배송지): at most one default per member. */
export const destinations = pgTable(
  'destinations',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _user: uuid('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    /** 배송지명: 집, 회사 … */
    title: text('title').notNull(),
    name: text('name').notNull(),
    /** digits only */
    phone: text('phone').notNull(),
    /** '' when not given */
    email: text('email').notNull().default(''),
    postcode: text('postcode').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('destinations_user_idx').on(t._user, t.createdAt),
    uniqueIndex('destinations_one_default').on(t._user).where(sql`${t.isDefault}`),
    check('destinations_phone_digits', sql`${t.phone} ~ '^[0-9]{10,11}$'`),
    check('destinations_postcode', sql`${t.postcode} ~ '^[0-9]{5}$'`),
  ],
);

/**
 * Remote-area postcode ranges (제주, 도서산간) and their extra shipping fee, ends included. Postcodes
 * are 5-digit strings (leading zeros matter: 01000); same-length digit strings compare as numbers.
 * The console refuses overlapping ranges, so a postcode lies in at most one.
 */
export const islands = pgTable(
  'islands',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    fromPostcode: text('from_postcode').notNull(),
    toPostcode: text('to_postcode').notNull(),
    /** won */
    extraFee: integer('extra_fee').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('islands_range_idx').on(t.fromPostcode, t.toPostcode),
    check(
      'islands_postcodes',
      sql`${t.fromPostcode} ~ '^[0-9]{5}$' and ${t.toPostcode} ~ '^[0-9]{5}$' and ${t.fromPostcode} <= ${t.toPostcode}`,
    ),
    check('islands_extra_fee', sql`${t.extraFee} >= 0`),
  ],
);
