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
import { users } from './users.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A term of the shop (이용약관, 개인정보 수집 및 이용 동의, 마케팅, 정회원 약관 …). Its text lives in
 * `term_versions`; a term someone agreed to is never deleted, only withdrawn from new joins.
 */
export const terms = pgTable('terms', {
  _id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  subject: text('subject').notNull(),
  necessary: boolean('necessary').notNull(),
  order: integer('sort_order').notNull().default(0),
  /** set when the term no longer applies to new joins (it stays readable for those who agreed) */
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One text of a term and the moment it takes effect (DOMAIN.md "Terms versions"): the version in
 * effect is the latest whose `effectiveAt` has passed; a later one is announced until it starts.
 */
export const termVersions = pgTable(
  'term_versions',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _term: uuid('term_id')
      .notNull()
      .references(() => terms._id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** sanitized HTML from the console's editor */
    content: text('content').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    /** 불리한 변경: announced 30 days ahead instead of 7 (settings.terms) */
    adverse: boolean('adverse').notNull().default(false),
    /** 개정 사유, shown with the announcement; null for a term's first text */
    reason: text('reason'),
    _by: uuid('by_id').references(() => users._id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('term_versions_term_version').on(t._term, t.version),
    unique('term_versions_term_effective').on(t._term, t.effectiveAt),
    check('term_versions_version_positive', sql`${t.version} > 0`),
  ],
);

/** A member's agreement to one term, with the version they read and the moment they agreed. */
export const termAgreements = pgTable(
  'term_agreements',
  {
    _user: uuid('user_id')
      .notNull()
      .references(() => users._id),
    _term: uuid('term_id')
      .notNull()
      .references(() => terms._id),
    _version: uuid('term_version_id')
      .notNull()
      .references(() => termVersions._id),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t._user, t._term] }),
    index('term_agreements_term_idx').on(t._term),
    index('term_agreements_version_idx').on(t._version),
  ],
);
