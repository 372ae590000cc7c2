import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * 본인인증 (DOMAIN.md Members, docs/decisions/0042): one row per request to the identity provider.
 * It starts REQUESTED (registered with KCP, window open), becomes CERTIFIED with the person once the
 * result is fetched, and USED when account recovery spends it. Valid 10 minutes from the request;
 * the CI is kept only as an HMAC, never in the clear.
 */
export const certifications = pgTable(
  'certifications',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', {
      enum: ['FIND_ID', 'FIND_PASSWORD', 'PROMOTER_APPLICATION', 'WITHDRAWAL', 'BANK_CHANGE'],
    }).notNull(),
    /** the logged-in member who asked, for the purposes that need one (application, withdrawal, bank) */
    _user: uuid('user_id').references(() => users._id),
    state: text('state', { enum: ['REQUESTED', 'CERTIFIED', 'USED'] })
      .notNull()
      .default('REQUESTED'),
    /** the provider's key for the registration (KCP reg_cert_key) */
    regCertKey: text('reg_cert_key').notNull(),
    name: text('name'),
    /** digits only */
    phone: text('phone'),
    birthDay: text('birth_day'),
    gender: text('gender', { enum: ['MALE', 'FEMALE'] }),
    carrier: text('carrier'),
    /** HMAC-SHA256 of the CI under the token secret */
    ciHash: text('ci_hash'),
    /** recovery attempts made with it (DOMAIN.md: at most 5) */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    certifiedAt: timestamp('certified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('certifications_expires_idx').on(t.expiresAt),
    check(
      'certifications_purpose_check',
      sql`${t.purpose} in ('FIND_ID', 'FIND_PASSWORD', 'PROMOTER_APPLICATION', 'WITHDRAWAL', 'BANK_CHANGE')`,
    ),
    check(
      'certifications_member_purposes',
      sql`${t.purpose} in ('FIND_ID', 'FIND_PASSWORD') or ${t._user} is not null`,
    ),
    check('certifications_state_check', sql`${t.state} in ('REQUESTED', 'CERTIFIED', 'USED')`),
    check(
      'certifications_certified_has_person',
      sql`${t.state} = 'REQUESTED' or (${t.name} is not null and ${t.phone} is not null and ${t.ciHash} is not null)`,
    ),
    check('certifications_used_has_time', sql`${t.state} <> 'USED' or ${t.usedAt} is not null`),
  ],
);

/**
 * Usernames of members who left (DOMAIN.md Members: "kept as a hash"): `join()` refuses them, and the
 * primary key makes the database refuse a second reservation of the same name.
 */
export const reservedUsernames = pgTable('reserved_usernames', {
  /** sha256 hex of the lower-case username */
  usernameHash: text('username_hash').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
