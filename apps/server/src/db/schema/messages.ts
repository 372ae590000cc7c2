import { desc, sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The message outbox (INTEGRATIONS.md i.4): one row per message an event sends, written in the
 * transaction of the business change (a rolled-back order writes none) and sent after commit by the
 * sender job (jobs/send-messages.ts), which claims rows with FOR UPDATE SKIP LOCKED. `dedupeKey`
 * (event + the record) makes an event that happens twice (a repeated webhook) queue one message.
 */
export const messages = pgTable(
  'messages',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    /** MessageEvent of the contracts (ORDER_PLACED …) */
    event: text('event').notNull(),
    /** e.g. `PAYMENT_CONFIRMED:<order id>`: one message per event and record */
    dedupeKey: text('dedupe_key').notNull().unique(),
    _user: uuid('user_id').references(() => users._id),
    /** digits only; shown masked (010-****-1234) and never logged in full */
    recipient: text('recipient').notNull(),
    /** ATA (알림톡, SMS/LMS fallback) when the template has a provider id and a pfId is set; else SMS/LMS */
    channel: text('channel').notNull(),
    /** the provider's 알림톡 template id at the time it was queued */
    providerTemplateId: text('provider_template_id'),
    variables: jsonb('variables').$type<Record<string, string>>().notNull(),
    /** the template with the variables put in: what the recipient reads */
    text: text('text').notNull(),
    /** MessageState: QUEUED SENDING SENT DELIVERED FAILED SKIPPED */
    state: text('state').notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    /** when the sender may take it (again) */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** while SENDING: after this a crashed sender's claim lapses and the row is taken again */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    providerMessageId: text('provider_message_id'),
    providerGroupId: text('provider_group_id'),
    /** the provider's status code (4000 delivered, 3104 …) or ours (OPTED_OUT, DISABLED) */
    statusCode: text('status_code'),
    /** the last failure, for the console */
    error: text('error'),
    /** SMS or LMS when 알림톡 could not be delivered and the fallback went instead */
    replacedBy: text('replaced_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    finalAt: timestamp('final_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The sender's claim: due rows by time.
    index('messages_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'QUEUED'`),
    index('messages_sending_idx').on(t.leaseUntil).where(sql`${t.state} = 'SENDING'`),
    index('messages_created_idx').on(desc(t.createdAt)),
    index('messages_provider_id_idx').on(t.providerMessageId),
    index('messages_recipient_idx').on(t.recipient),
    check('messages_recipient_digits', sql`${t.recipient} ~ '^[0-9]+$'`),
  ],
);

/**
 * A template operators edited (the shop's default texts live in modules/messages/events.ts; an
 * event without a row sends its default). One row per event.
 */
export const messageTemplates = pgTable('message_templates', {
  event: text('event').primaryKey(),
  enabled: boolean('enabled').notNull(),
  text: text('text').notNull(),
  providerTemplateId: text('provider_template_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
