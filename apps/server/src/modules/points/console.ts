import type { ConsolePoint } from '@shop/contracts';
import {
  consolePointsEnvelope,
  consolePointsQuery,
  formatDate,
  formatDateTime,
  pointAdjustEnvelope,
  pointAdjustInput,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newWorkbook } from '../../http/excel.ts';
import { pagingOf } from '../../http/paging.ts';
import * as pointsService from './service.ts';

const tags = ['console: points'];

async function pointsWorkbook(points: ConsolePoint[]): Promise<Buffer> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet('적립금 내역');
  sheet.columns = [
    { header: '일시', key: 'createdAt', width: 20 },
    { header: '아이디', key: 'username', width: 16 },
    { header: '이름', key: 'name', width: 12 },
    { header: '구분', key: 'type', width: 12 },
    { header: '내용', key: 'reason', width: 40 },
    { header: '금액', key: 'amount', width: 12 },
    { header: '처리자', key: 'by', width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const p of points) {
    sheet.addRow({
      createdAt: formatDateTime(p.createdAt),
      username: p.user.username,
      name: p.user.name,
      type: p.typeLabel,
      reason: p.reason,
      amount: p.amount,
      by: p.by?.name ?? '',
    });
  }
  sheet.getColumn('amount').numFmt = '#,##0;-#,##0';
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** /api/console/users/points: the ledger of every member, and grants or deductions (0034). */
export const pointsConsole: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/points',
    {
      schema: {
        tags,
        summary: '적립금 내역 (회원 검색·구분·기간; skip/limit; format=xlsx 엑셀은 같은 조건의 전체)',
        querystring: consolePointsQuery,
        response: { 200: consolePointsEnvelope },
      },
    },
    async (req, reply) => {
      if (req.query.format === 'xlsx') {
        const { points } = await pointsService.listConsolePoints(req.ctx, req.query, null);
        const name = encodeURIComponent(`적립금내역_${formatDate(req.ctx.now)}.xlsx`);
        return (
          reply
            .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
            .header('content-disposition', `attachment; filename="points.xlsx"; filename*=UTF-8''${name}`)
            // A file, not the envelope: Fastify sends a Buffer as it is.
            .send((await pointsWorkbook(points)) as never)
        );
      }
      const { totalCount, points } = await pointsService.listConsolePoints(req.ctx, req.query, pagingOf(req));
      return { summary: { totalCount }, points };
    },
  );

  app.post(
    '/users/points',
    {
      schema: {
        tags,
        summary: '적립금 지급·차감 (사유 필수; 보유 적립금을 넘는 차감은 422)',
        body: pointAdjustInput,
        response: { 201: pointAdjustEnvelope },
      },
    },
    async (req, reply) => reply.status(201).send(await pointsService.adjustPoints(req.ctx, req.body)),
  );
};
