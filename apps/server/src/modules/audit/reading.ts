import {
  type AuditAction,
  type AuditLog,
  type AuditTargetKind,
  auditActionLabel,
  type auditLogsQuery,
  auditTargetLabel,
} from '@shop/contracts';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { memberMatching } from '../../db/like.ts';
import { auditLogs, users } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import type { Paging } from '../../http/paging.ts';
import { seoulPeriod } from '../orders/amounts.ts';

type Row = {
  row: typeof auditLogs.$inferSelect;
  operator: { _id: string; username: string; name: string } | null;
};

const toAuditLog = ({ row, operator }: Row): AuditLog => ({
  _id: row._id,
  createdAt: row.createdAt.toISOString(),
  operator: operator?._id ? operator : null,
  action: row.action as AuditAction,
  actionLabel: auditActionLabel[row.action as AuditAction] ?? row.action,
  targetKind: row.targetKind as AuditTargetKind,
  targetLabel: auditTargetLabel[row.targetKind as AuditTargetKind] ?? row.targetKind,
  _target: row._target,
  before: row.before ?? null,
  after: row.after ?? null,
  reason: row.reason,
  requestId: row.requestId,
  ip: row.ip,
});

/**
 * The audit log, newest first: `operator` matches the operator's id or name, `action` and
 * `targetKind` exactly, `target` the target's `_id` or code exactly, the period Seoul days.
 * `paging` null is the whole list (the Excel file).
 */
export async function listAuditLogs(
  ctx: ShopContext,
  query: z.output<typeof auditLogsQuery>,
  paging: Paging | null,
): Promise<{ totalCount: number; auditLogs: AuditLog[] }> {
  const { start, end } = seoulPeriod(query.from, query.to);
  const where = and(
    query.action ? eq(auditLogs.action, query.action) : undefined,
    query.targetKind ? eq(auditLogs.targetKind, query.targetKind) : undefined,
    query.target ? eq(auditLogs._target, query.target) : undefined,
    memberMatching(query.operator || undefined),
    start ? gte(auditLogs.createdAt, start) : undefined,
    end ? lt(auditLogs.createdAt, end) : undefined,
  );
  const [total] = await ctx.db
    .select({ value: count() })
    .from(auditLogs)
    .leftJoin(users, eq(users._id, auditLogs._operator))
    .where(where);
  const base = ctx.db
    .select({
      row: auditLogs,
      operator: { _id: users._id, username: users.username, name: users.name },
    })
    .from(auditLogs)
    .leftJoin(users, eq(users._id, auditLogs._operator))
    .where(where)
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs._id));
  const rows = paging ? await base.offset(paging.skip).limit(paging.limit) : await base;
  return { totalCount: Number(total?.value ?? 0), auditLogs: (rows as Row[]).map(toAuditLog) };
}
