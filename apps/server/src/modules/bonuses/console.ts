import {
  bonusAdjustEnvelope,
  bonusAdjustInput,
  type ConsoleBonus,
  consoleBonusesEnvelope,
  consoleBonusesQuery,
  formatDate,
  formatDateTime,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newWorkbook } from '../../http/excel.ts';
import { pagingOf } from '../../http/paging.ts';
import * as ledgerDesk from './console-service.ts';

const tags = ['console: bonuses'];

async function bonusesWorkbook(bonuses: ConsoleBonus[]): Promise<Buffer> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet('수당 내역');
  sheet.columns = [
    { header: '일시', key: 'createdAt', width: 20 },
    { header: '아이디', key: 'username', width: 16 },
    { header: '이름', key: 'name', width: 12 },
    { header: '구분', key: 'type', width: 10 },
    { header: '내용', key: 'source', width: 16 },
    { header: '사유', key: 'reason', width: 30 },
    { header: '금액', key: 'amount', width: 12 },
    { header: '처리자', key: 'by', width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const b of bonuses) {
    sheet.addRow({
      createdAt: formatDateTime(b.createdAt),
      username: b.user.username,
      name: b.user.name,
      type: b.typeLabel,
      source: b.sourceLabel,
      reason: b.reason ?? '',
      amount: b.amount,
      by: b.by?.name ?? '',
    });
  }
  sheet.getColumn('amount').numFmt = '#,##0;-#,##0';
  return Buffer.from(await book.xlsx.writeBuffer());
}

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
        const { bonuses } = await ledgerDesk.listConsoleBonuses(req.ctx, req.query, null);
        const name = encodeURIComponent(`수당내역_${formatDate(req.ctx.now)}.xlsx`);
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="bonuses.xlsx"; filename*=UTF-8''${name}`)
          .send((await bonusesWorkbook(bonuses)) as never);
      }
      const { totalCount, bonuses } = await ledgerDesk.listConsoleBonuses(req.ctx, req.query, pagingOf(req));
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
    async (req, reply) => reply.status(201).send(await ledgerDesk.adjustBonus(req.ctx, req.body)),
  );
};
