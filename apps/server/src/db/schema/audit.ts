import { desc } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The console's audit log (DOMAIN.md Console "Audit log"): one row per operator action that changes
 * money, stock, a status, a member's standing, settings, terms or codes, written by the service in
 * the same transaction as the change. Append-only: a trigger (migration, custom block) refuses every
 * UPDATE, and a DELETE of a row younger than the retention (`audit.retentionYears` of the shop
 * setting, 5 years without it); only jobs/purge.ts deletes, and only older rows.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    /** the operator who acted */
    _operator: uuid('operator_id').references(() => users._id),
    /** AuditAction of the contracts (POINTS_ADJUST, ORDER_STATUS …) */
    action: text('action').notNull(),
    /** AuditTargetKind of the contracts (USER, PURCHASE, SETTING …) */
    targetKind: text('target_kind').notNull(),
    /** the target's `_id`, or its code (a setting, a courier) */
    _target: text('target_id').notNull(),
    /** the changed fields as they were; null for a record that did not exist (an issue, a grant) */
    before: jsonb('before').$type<Record<string, unknown>>(),
    /** the changed fields as they became */
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    requestId: text('request_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_created_idx').on(desc(t.createdAt), desc(t._id)),
    index('audit_logs_operator_idx').on(t._operator, t.createdAt),
    index('audit_logs_action_idx').on(t.action, t.createdAt),
    index('audit_logs_target_idx').on(t.targetKind, t._target, t.createdAt),
  ],
);
