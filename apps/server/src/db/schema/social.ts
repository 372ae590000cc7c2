import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * 간편 로그인 연결: a Kakao or Naver account linked to one member (DOMAIN.md Members, social login).
 * A provider account links to one member (unique provider + provider user id) and a member links at
 * most one account of each provider (unique member + provider). Leaving deletes the member's rows.
 */
export const socialLinks = pgTable(
  'social_links',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _user: uuid('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['kakao', 'naver'] }).notNull(),
    providerUserId: text('provider_user_id').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('social_links_provider_account_key').on(t.provider, t.providerUserId),
    unique('social_links_user_provider_key').on(t._user, t.provider),
    check('social_links_provider_check', sql`${t.provider} in ('kakao', 'naver')`),
    check('social_links_provider_user_id_length', sql`char_length(${t.providerUserId}) between 1 and 64`),
  ],
);

/**
 * The OAuth `state` the server issued before sending the browser to a provider, with the redirect
 * it named: checked once (the row is deleted when used) and only until it expires.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    state: text('state').primaryKey(),
    provider: text('provider', { enum: ['kakao', 'naver'] }).notNull(),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);
