import {
  type AuditLog,
  auditLogsEnvelope,
  auditLogsQuery,
  describeAuditChanges,
  formatDate,
  formatDateTime,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newWorkbook } from '../../http/excel.ts';
import { pagingOf } from '../../http/paging.ts';
import { listAuditLogs } from './reading.ts';

const tags = ['console: audit log'];

async function auditWorkbook(logs: AuditLog[]): Promise<Buffer> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet('감사 로그');
  sheet.columns = [
    { header: '일시', key: 'createdAt', width: 20 },
    { header: '처리자', key: 'operator', width: 18 },
    { header: '작업', key: 'action', width: 18 },
    { header: '대상', key: 'target', width: 12 },
    { header: '대상 ID', key: '_target', width: 38 },
    { header: '변경 내용', key: 'change', width: 60 },
    { header: '사유', key: 'reason', width: 30 },
    { header: '요청 ID', key: 'requestId', width: 14 },
    { header: 'IP', key: 'ip', width: 16 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const log of logs) {
    sheet.addRow({
      createdAt: formatDateTime(log.createdAt),
      operator: log.operator ? `${log.operator.name} (${log.operator.username})` : '',
      action: log.actionLabel,
      target: log.targetLabel,
      _target: log._target,
      change: describeAuditChanges(log),
      reason: log.reason ?? '',
      requestId: log.requestId ?? '',
      ip: log.ip ?? '',
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** /api/console/audit-logs: read only; rows are written by the services that change things. */
export const auditConsole: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-logs',
    {
      schema: {
        tags,
        summary: '감사 로그 (처리자·작업·대상·기간; skip/limit; format=xlsx 엑셀은 같은 조건의 전체)',
        querystring: auditLogsQuery,
        response: { 200: auditLogsEnvelope },
      },
    },
    async (req, reply) => {
      if (req.query.format === 'xlsx') {
        const { auditLogs } = await listAuditLogs(req.ctx, req.query, null);
        const name = encodeURIComponent(`감사로그_${formatDate(req.ctx.now)}.xlsx`);
        return (
          reply
            .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
            .header('content-disposition', `attachment; filename="audit-logs.xlsx"; filename*=UTF-8''${name}`)
            // A file, not the envelope: Fastify sends a Buffer as it is.
            .send((await auditWorkbook(auditLogs)) as never)
        );
      }
      const { totalCount, auditLogs } = await listAuditLogs(req.ctx, req.query, pagingOf(req));
      return { summary: { totalCount }, auditLogs };
    },
  );
};
