import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The daily roll-up of sales statistics (DOMAIN.md "Console" → "Sales statistics"): one row per
 * Seoul day that has ended, written the first time a statistics read covers the day, from the very
 * query that reads open days (modules/statistics/figures.ts), so the two cannot disagree. Triggers
 * (migration 0018, custom block) delete a day's rows when an order, purchase or refund of that day
 * changes afterwards (a late deposit notice, a back-dated import), and the next read writes it again.
 * A day without sales has a row of zeros: it says the day was rolled up.
 */
export const salesDays = pgTable(
  'sales_days',
  {
    day: date('day').primaryKey(),
    orders: integer('orders').notNull(),
    quantity: integer('quantity').notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    coupon: bigint('coupon', { mode: 'number' }).notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    shipping: bigint('shipping', { mode: 'number' }).notNull(),
    refunded: bigint('refunded', { mode: 'number' }).notNull(),
  },
  (t) => [check('sales_days_counts', sql`${t.orders} >= 0 and ${t.quantity} >= 0`)],
);

/** A product's figures of a day, week or month (new column builders for each table). */
const productFigures = () => ({
  /** the product id as text, or 'name:' + the name sold under once the product was deleted */
  productKey: text('product_key').notNull(),
  _product: uuid('product_id'),
  productName: text('product_name').notNull(),
  orders: integer('orders').notNull(),
  quantity: integer('quantity').notNull(),
  gross: bigint('gross', { mode: 'number' }).notNull(),
  coupon: bigint('coupon', { mode: 'number' }).notNull(),
  points: bigint('points', { mode: 'number' }).notNull(),
  shipping: bigint('shipping', { mode: 'number' }).notNull(),
  refunded: bigint('refunded', { mode: 'number' }).notNull(),
});

/**
 * The same day by product: only products that sold or were refunded that day. A deleted product's
 * purchases group by the name they were sold under (`productKey` 'name:' + name).
 */
export const salesDayProducts = pgTable(
  'sales_day_products',
  {
    day: date('day').notNull(),
    ...productFigures(),
  },
  (t) => [primaryKey({ columns: [t.day, t.productKey] })],
);

/**
 * The products of a whole calendar month (Seoul), summed from its days once they are all rolled up:
 * a year of 상품별 reads twelve rows a product instead of 365. A row with `productKey` '' (zeros)
 * says the month was summed, also when nothing sold. Forgotten with any of its days.
 */
export const salesMonthProducts = pgTable(
  'sales_month_products',
  {
    /** the month's first day */
    month: date('month').notNull(),
    ...productFigures(),
  },
  (t) => [primaryKey({ columns: [t.month, t.productKey] })],
);

/**
 * The products of a whole ISO week (Monday to Sunday, Seoul), summed from its days like a month: the
 * days of a range around its whole months are read as weeks and at most six days on each side. A
 * row with `productKey` '' (zeros) says the week was summed. Forgotten with any of its days.
 */
export const salesWeekProducts = pgTable(
  'sales_week_products',
  {
    /** the week's Monday */
    week: date('week').notNull(),
    ...productFigures(),
  },
  (t) => [primaryKey({ columns: [t.week, t.productKey] })],
);
