import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { users } from './users.ts';

/**
 * 상품 Q&A (`shop/inquires`): a member's question about a product and the operator's one answer.
 * Answered when `answer` is set; the CHECK keeps answer, answeredAt and answerer together.
 */
export const productQuestions = pgTable(
  'product_questions',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _product: uuid('product_id')
      .notNull()
      .references(() => products._id, { onDelete: 'cascade' }),
    _user: uuid('user_id')
      .notNull()
      .references(() => users._id),
    subject: text('subject'),
    content: text('content').notNull(),
    secret: boolean('secret').notNull().default(false),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    _answerer: uuid('answerer_id').references(() => users._id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The product page's tab, newest first.
    index('product_questions_product_idx').on(t._product, t.createdAt),
    // The member's own list (/mypage/qna).
    index('product_questions_user_idx').on(t._user, t.createdAt),
    // The console's unanswered-first list.
    index('product_questions_unanswered_idx').on(sql`(${t.answeredAt} is not null)`, t.createdAt.desc()),
    check(
      'product_questions_subject_length',
      sql`${t.subject} is null or char_length(${t.subject}) between 1 and 100`,
    ),
    check('product_questions_content_length', sql`char_length(${t.content}) between 1 and 2000`),
    check(
      'product_questions_answer_length',
      sql`${t.answer} is null or char_length(${t.answer}) between 1 and 2000`,
    ),
    check(
      'product_questions_answered',
      sql`(${t.answer} is null) = (${t.answeredAt} is null) and (${t.answer} is null) = (${t._answerer} is null)`,
    ),
  ],
);
