import {
  bonusAdjustEnvelope,
  bonusAdjustInput,
  type ConsoleBonus,
  consoleBonusesEnvelope,
  consoleBonusesQuery,
  formatDate,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendWorkbook } from '../../http/excel.ts';
import { pagingOf } from '../../http/paging.ts';
import { ledgerWorkbook, type SheetColumn } from '../ledgers/desk.ts';
import * as bonusDesk from './console-service.ts';

const tags = ['console: bonuses'];

const bonusSheet: SheetColumn<ConsoleBonus>[] = [
  { header: '구분', key: 'type', width: 10, value: (b) => b.typeLabel },
  { header: '내용', key: 'source', width: 16, value: (b) => b.sourceLabel },
  { header: '사유', key: 'reason', width: 30, value: (b) => b.reason ?? '' },
];

/** /api/console/users/bonuses: every promoter's 수당 rows, and the operator's 조정. */
export const bonusesConsole: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/bonuses',
    {
      schema: {
        tags,
        summary: '수당 내역 (회원·구분·내용·기간; skip/limit; format=xlsx 엑셀은 같은 조건의 전체)',
        querystring: consoleBonusesQuery,
        response: { 200: consoleBonusesEnvelope },
      },
    },
    async (req, reply) => {
      if (req.query.format === 'xlsx') {
        const { bonuses } = await bonusDesk.listConsoleBonuses(req.ctx, req.query, null);
        const book = await ledgerWorkbook('수당 내역', bonusSheet, { header: '금액', width: 12 }, bonuses);
        return sendWorkbook(reply, book, 'bonuses.xlsx', `수당내역_${formatDate(req.ctx.now)}.xlsx`);
      }
      const { totalCount, bonuses } = await bonusDesk.listConsoleBonuses(req.ctx, req.query, pagingOf(req));
      return { summary: { totalCount }, bonuses };
    },
  );

  app.post(
    '/users/bonuses',
    {
      schema: {
        tags,
        summary:
          '수당 조정 (BONUS__ADMIN; 사유 필수; 추천회원 구매 지정 시 MANUAL_PROMOTEE; 잔액 미만 차감 422)',
        body: bonusAdjustInput,
        response: { 201: bonusAdjustEnvelope },
      },
    },
    async (req, reply) => reply.status(201).send(await bonusDesk.adjustBonus(req.ctx, req.body)),
  );
};
