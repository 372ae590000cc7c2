import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A category tree of at most three levels. */
export const categories = pgTable(
  'categories',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    _parent: uuid('parent_id').references((): AnyPgColumn => categories._id),
    depth: integer('depth').notNull(),
    order: integer('sort_order').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('categories_parent_idx').on(t._parent, t.order),
    check('categories_depth', sql`${t.depth} between 1 and 3`),
    check('categories_root_depth', sql`(${t._parent} is null) = (${t.depth} = 1)`),
  ],
);

export const brands = pgTable('brands', {
  _id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  logo: text('logo'),
  description: text('description').notNull().default(''),
  order: integer('sort_order').notNull().default(0),
  isVisible: boolean('is_visible').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A product. 할인금액 and 할인율 are generated from 정가 and 판매가 by the database, so they can never
 * disagree with the prices.
 */
export const products = pgTable(
  'products',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    _category: uuid('category_id')
      .notNull()
      .references(() => categories._id),
    _brand: uuid('brand_id').references(() => brands._id),
    /** 정가, won */
    price: integer('price').notNull(),
    /** 판매가, won */
    salePrice: integer('sale_price').notNull(),
    discountPrice: integer('discount_price').generatedAlwaysAs((): SQL => sql`price - sale_price`),
    discountRate: integer('discount_rate').generatedAlwaysAs(
      (): SQL => sql`case when price > 0 then ((price - sale_price) * 100) / price else 0 end`,
    ),
    stock: integer('stock').notNull().default(0),
    soldout: boolean('soldout').notNull().default(false),
    isDisplayed: boolean('is_displayed').notNull().default(true),
    /**
     * The card image's file name (`{stem}-card.webp`), never a path: it is served at
     * /res/shop/products/{_id}/{thumb}, as the API answers it (spec §3, decision 0025).
     */
    thumb: text('thumb'),
    /** the gallery's file names (`{stem}-detail.webp`) under /res/shop/products/{_id}/, in display order */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    supplier: text('supplier'),
    /** bonus rate for the referral programme, basis points (300 = 3%) */
    bonusRateBp: integer('bonus_rate_bp').notNull().default(300),
    shippingMethod: text('shipping_method', { enum: ['PARCEL', 'INSTALLATION'] })
      .notNull()
      .default('PARCEL'),
    /** per-product shipping fee in won; null means the shop's shipping policy */
    shippingFee: integer('shipping_fee'),
    reviewStarAverage: real('review_star_average').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_prices', sql`${t.price} >= 0 and ${t.salePrice} >= 0 and ${t.salePrice} <= ${t.price}`),
    check('products_stock', sql`${t.stock} >= 0`),
    check('products_bonus_rate', sql`${t.bonusRateBp} between 0 and 10000`),
    check('products_shipping_fee', sql`${t.shippingFee} is null or ${t.shippingFee} >= 0`),
    check('products_shipping_method', sql`${t.shippingMethod} in ('PARCEL', 'INSTALLATION')`),
    // File names, not paths: a URL written here would be served as /res/shop/products/{_id}//res/…
    check('products_thumb_file_name', sql`${t.thumb} ~ '^[^/]+$'`),
    check('products_images_file_names', sql`position('/' in ${t.images}::text) = 0`),
    index('products_category_idx').on(t._category, t.createdAt),
    index('products_brand_idx').on(t._brand),
    index('products_sale_price_idx').on(t.salePrice),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** An option group (색상, 사이즈) and its values, in order. */
export const productOptionGroups = pgTable(
  'product_option_groups',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _product: uuid('product_id')
      .notNull()
      .references(() => products._id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    values: jsonb('values').$type<string[]>().notNull(),
    order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_option_groups_product_idx').on(t._product)],
);

/** 조합형 option: one value per group, with its own extra price and stock. */
export const productOptions = pgTable(
  'product_options',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _product: uuid('product_id')
      .notNull()
      .references(() => products._id, { onDelete: 'cascade' }),
    /** the chosen value of each group, in group order */
    values: jsonb('values').$type<string[]>().notNull(),
    extraPrice: integer('extra_price').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    isDisplayed: boolean('is_displayed').notNull().default(true),
    order: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('product_options_product_idx').on(t._product),
    check('product_options_stock', sql`${t.stock} >= 0`),
  ],
);

/**
 * Two-character pieces of product names, which the search read until decision 0028 (it now keeps
 * the names in memory). Still written with every product, so the previous release can run on the
 * same database; a later migration drops it.
 */
export const productGrams = pgTable(
  'product_grams',
  {
    gram: text('gram').notNull(),
    _product: uuid('product_id')
      .notNull()
      .references(() => products._id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.gram, t._product] }), index('product_grams_product_idx').on(t._product)],
);

export const likes = pgTable(
  'likes',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _user: uuid('user_id')
      .notNull()
      .references(() => users._id),
    _product: uuid('product_id')
      .notNull()
      .references(() => products._id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('likes_once').on(t._user, t._product), index('likes_user_idx').on(t._user, t.createdAt)],
);
