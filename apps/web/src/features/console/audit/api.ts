import { type AuditAction, type AuditTargetKind, auditLogsEnvelope } from '@shop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

const AUDIT_LOGS = '/api/console/audit-logs';

export type AuditLogsFilter = {
  operator?: string;
  action?: AuditAction;
  targetKind?: AuditTargetKind;
  target?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
};

const queryOf = ({ page: _page, pageSize: _size, ...filter }: AuditLogsFilter) => ({
  operator: filter.operator || undefined,
  action: filter.action,
  targetKind: filter.targetKind,
  target: filter.target || undefined,
  from: filter.from,
  to: filter.to,
});

/** GET /api/console/audit-logs: a page of operators' changes, newest first. */
export const auditLogsQuery = (filter: AuditLogsFilter) =>
  queryOptions({
    queryKey: ['console', 'audit-logs', filter],
    queryFn: () =>
      api.list(AUDIT_LOGS, auditLogsEnvelope, {
        page: filter.page,
        pageSize: filter.pageSize,
        query: queryOf(filter),
      }),
    placeholderData: keepPreviousData,
  });

/** The same rows as an Excel file (?format=xlsx). */
export const exportAuditLogs = (filter: AuditLogsFilter) =>
  api.download(AUDIT_LOGS, { query: { ...queryOf(filter), format: 'xlsx' } });
