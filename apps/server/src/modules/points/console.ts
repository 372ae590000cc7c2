import type { ConsolePoint } from '@shop/contracts';
import {
  consolePointsEnvelope,
  consolePointsQuery,
  formatDate,
  pointAdjustEnvelope,
  pointAdjustInput,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendWorkbook } from '../../http/excel.ts';
import { pagingOf } from '../../http/paging.ts';
import { ledgerWorkbook, type SheetColumn } from '../ledgers/desk.ts';
import * as pointsService from './service.ts';

const tags = ['console: points'];

const pointSheet: SheetColumn<ConsolePoint>[] = [
  { header: '구분', key: 'type', width: 12, value: (p) => p.typeLabel },
  { header: '내용', key: 'reason', width: 40, value: (p) => p.reason },
];

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
        const book = await ledgerWorkbook('적립금 내역', pointSheet, { header: '금액', width: 12 }, points);
        return sendWorkbook(reply, book, 'points.xlsx', `적립금내역_${formatDate(req.ctx.now)}.xlsx`);
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
