import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    /** null once the member has left: nobody can log in as them again. */
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** digits only */
    phone: text('phone').notNull(),
    type: text('type', { enum: ['OPERATOR', 'CONSUMER', 'PROMOTER'] }).notNull(),
    /** the referral code a promoter hands out */
    promoterCode: text('promoter_code').unique(),
    /** the sponsor: the promoter whose code the member joined with */
    _promoter: uuid('promoter_id').references((): AnyPgColumn => users._id),
    state: text('state', { enum: ['ACTIVE', 'SUSPENDED', 'LEFT'] })
      .notNull()
      .default('ACTIVE'),
    leftAt: timestamp('left_at', { withTimezone: true }),
    /**
     * Raised whenever every session of the member ends (leaving, suspension, type change, password
     * change, logout everywhere). Access tokens carry the version they were signed with; one signed
     * with an older version is refused (docs/decisions/0030).
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /** when `sessionVersion` was last raised: a starting node loads the raises younger than a token */
    sessionsRevokedAt: timestamp('sessions_revoked_at', { withTimezone: true }),
    /** HMAC of the 본인인증 CI, stored when account recovery first matched the member (decision 0042) */
    ciHash: text('ci_hash'),
    /** the grade ladder's `code` the member holds (DOMAIN.md "Grades"); new members start at the lowest */
    gradeCode: text('grade_code').notNull().default('NORMAL'),
    /** when the grade was last set: by a settlement's confirmation or an operator */
    gradeSetAt: timestamp('grade_set_at', { withTimezone: true }),
    /** when the member last logged in (a new session: password, Kakao or Naver), for the console's list */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_promoter_idx').on(t._promoter),
    index('users_type_idx').on(t.type, t.createdAt),
    check('users_type_check', sql`${t.type} in ('OPERATOR', 'CONSUMER', 'PROMOTER')`),
    index('users_sessions_revoked_idx').on(t.sessionsRevokedAt),
    index('users_ci_hash_idx').on(t.ciHash),
    // The console's member search (`ILIKE '%…%'`, modules/users/console-list.ts): trigrams of 3+
    // characters, as products_name_trgm_idx (pg_trgm; PGlite loads it in db/client.ts). Names are
    // searched by their character pairs instead (users_name_pairs_idx, migration 0020's custom block):
    // a Korean given name is two syllables.
    index('users_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
    index('users_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    check('users_state_check', sql`${t.state} in ('ACTIVE', 'SUSPENDED', 'LEFT')`),
    check('users_phone_digits', sql`${t.phone} ~ '^[0-9]*$'`),
    check('users_not_own_sponsor', sql`${t._promoter} is null or ${t._promoter} <> ${t._id}`),
  ],
);

/** Who did what to a member, when and why: type changes, sponsor changes, leaving. */
export const userHistories = pgTable(
  'user_histories',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _user: uuid('user_id')
      .notNull()
      .references(() => users._id),
    action: text('action', {
      enum: [
        'JOIN',
        'PROFILE_CHANGE',
        'TYPE_CHANGE',
        'SPONSOR_CHANGE',
        'GRADE_CHANGE',
        'LEAVE',
        'SUSPEND',
        'RESTORE',
      ],
    }).notNull(),
    before: text('before'),
    after: text('after'),
    reason: text('reason'),
    _by: uuid('by_id').references(() => users._id),
    createdAt: createdAt(),
  },
  (t) => [index('user_histories_user_idx').on(t._user, t.createdAt)],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Each use replaces the token with a new one of the same
 * family; presenting a replaced token again revokes the whole family (stolen-token detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _user: uuid('user_id')
      .notNull()
      .references(() => users._id),
    family: uuid('family').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family), index('refresh_tokens_user_idx').on(t._user)],
);

/** Shop settings, one JSON document per code (`shop` holds the company, customer service, bank). */
export const settings = pgTable('settings', {
  code: text('code').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
