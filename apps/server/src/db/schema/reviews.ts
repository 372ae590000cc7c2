import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { purchases } from './orders.ts';
import { users } from './users.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * 상품 리뷰 (DOMAIN.md "Reviews"): one per purchase, by its buyer, once the purchase is confirmed.
 * The product's `reviewCount` / `reviewStarAverage` are the figures of its rows that are not hidden.
 */
export const reviews = pgTable(
  'reviews',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _purchase: uuid('purchase_id')
      .notNull()
      .references(() => purchases._id),
    /** null once the product was deleted; the purchase still names what was bought */
    _product: uuid('product_id').references(() => products._id, { onDelete: 'set null' }),
    _user: uuid('user_id')
      .notNull()
      .references(() => users._id),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    star: integer('star').notNull(),
    /** the operator's answer, shown under the review */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    _replier: uuid('replier_id').references(() => users._id),
    hidden: boolean('hidden').notNull().default(false),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('reviews_purchase_once').on(t._purchase),
    index('reviews_product_idx').on(t._product, t.hidden, t.createdAt),
    index('reviews_product_star_idx').on(t._product, t.hidden, t.star, t.createdAt),
    index('reviews_user_idx').on(t._user, t.createdAt),
    check('reviews_star', sql`${t.star} between 1 and 5`),
    check('reviews_content_length', sql`char_length(${t.content}) between 10 and 2000`),
    // A reply is its text, its time and its operator together, or none of them.
    check(
      'reviews_reply',
      sql`(${t.reply} is null) = (${t.repliedAt} is null) and (${t.reply} is null) = (${t._replier} is null)`,
    ),
    // Hiding always says why; a shown review keeps no reason.
    check('reviews_hidden_reason', sql`${t.hidden} = (${t.hiddenReason} is not null)`),
  ],
);

/** A review's photos: at most five, in places 0–4; `file` is the upload's stem (WebP variants). */
export const reviewImages = pgTable(
  'review_images',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _review: uuid('review_id')
      .notNull()
      .references(() => reviews._id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    file: text('file').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('review_images_place').on(t._review, t.index),
    check('review_images_index', sql`${t.index} between 0 and 4`),
    check('review_images_file_name', sql`${t.file} ~ '^[^/]+$'`),
  ],
);
