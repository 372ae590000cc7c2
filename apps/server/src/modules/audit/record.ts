import { AUDIT_REASON_REQUIRED, type AuditAction, type AuditTargetKind } from '@shop/contracts';
import { auditLogs } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { badRequest } from '../../http/errors.ts';

export type AuditEntry = {
  action: AuditAction;
  targetKind: AuditTargetKind;
  /** the target's `_id`, or its code */
  _target: string;
  /** the record's fields before the change; null when it did not exist (a grant, an issue) */
  before?: Record<string, unknown> | null;
  /** its fields after the change; null when it is gone */
  after?: Record<string, unknown> | null;
  reason?: string | null;
};

/**
 * Writes one audit row for an operator's change. Call it inside the service's transaction, with the
 * transaction's context, so the row exists exactly when the change does. When both `before` and
 * `after` are given, only the fields that differ are kept: the row says what changed, not the
 * whole record. The operator, the time, the request id and the address come from the context.
 */
export async function recordAudit(ctx: ShopContext, entry: AuditEntry): Promise<void> {
  const { before, after } = changedFields(entry.before ?? null, entry.after ?? null);
  await ctx.db.insert(auditLogs).values({
    _operator: ctx.actor?._user ?? null,
    action: entry.action,
    targetKind: entry.targetKind,
    _target: entry._target,
    before,
    after,
    reason: entry.reason?.trim() || null,
    requestId: ctx.request?.id ?? null,
    ip: ctx.request?.ip ?? null,
    createdAt: ctx.now,
  });
}

/** The fields of two snapshots that differ (compared as JSON); a missing side stays null. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (!before || !after) return { before: jsonSafe(before), after: jsonSafe(after) };
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (record: Record<string, unknown>) =>
    jsonSafe(Object.fromEntries(changed.map((key) => [key, record[key] ?? null])));
  return { before: pick(before), after: pick(after) };
}

/**
 * A nested record as `section.field` keys (settings: `shipping.baseFee`), so the changed-fields
 * comparison names the one field that changed instead of a whole section.
 */
export function flatten(record: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
      Object.assign(flat, flatten(value as Record<string, unknown>, `${prefix}${key}.`));
    } else {
      flat[`${prefix}${key}`] = value;
    }
  }
  return flat;
}

/** Dates become ISO strings, undefined disappears: what jsonb would store anyway, made explicit. */
const jsonSafe = (record: Record<string, unknown> | null) =>
  record ? (JSON.parse(JSON.stringify(record)) as Record<string, unknown>) : null;

/**
 * DOMAIN.md: a change of money, a member's type, grade or sponsor needs the operator's reason
 * (400 변경 사유를 입력해주세요). Answers the trimmed reason.
 */
export function requireReason(reason: string | null | undefined): string {
  const trimmed = reason?.trim();
  if (!trimmed) throw badRequest('REASON_REQUIRED', AUDIT_REASON_REQUIRED);
  return trimmed;
}
