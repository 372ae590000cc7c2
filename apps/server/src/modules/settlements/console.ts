import {
  type ConsoleSettlement,
  type ConsoleSettlementLine,
  consoleSettlementEnvelope,
  consoleSettlementsEnvelope,
  idParams,
  settlementCreateInput,
  settlementEnvelope,
  settlementLinesQuery,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newWorkbook } from '../../http/excel.ts';
import { pagingOf } from '../../http/paging.ts';
import { getSettlement, listSettlementLines, listSettlements } from './reading.ts';
import { confirmSettlement, createSettlementByHand, recomputeSettlement } from './service.ts';

const tags = ['console: settlements'];

async function linesWorkbook(settlement: ConsoleSettlement, lines: ConsoleSettlementLine[]): Promise<Buffer> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet(`${settlement.month} 정산`);
  sheet.columns = [
    { header: '아이디', key: 'username', width: 16 },
    { header: '이름', key: 'name', width: 12 },
    { header: '본인 구매', key: 'paid', width: 14 },
    { header: '추천회원 구매', key: 'promoteesPaid', width: 14 },
    { header: '직급', key: 'gradeName', width: 10 },
    { header: '레벨', key: 'levelName', width: 10 },
    { header: '기본', key: 'goods', width: 12 },
    { header: '직급 수당', key: 'grade', width: 12 },
    { header: '장려 수당', key: 'sales', width: 12 },
    { header: '직급 수당(지급)', key: 'gradeScaled', width: 14 },
    { header: '장려 수당(지급)', key: 'salesScaled', width: 14 },
    { header: '합계', key: 'total', width: 14 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const l of lines) sheet.addRow({ ...l, username: l.user.username, name: l.user.name });
  for (const key of [
    'paid',
    'promoteesPaid',
    'goods',
    'grade',
    'sales',
    'gradeScaled',
    'salesScaled',
    'total',
  ])
    sheet.getColumn(key).numFmt = '#,##0';
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** /api/console/settlements: the months, one month's lines, recompute and confirm (DOMAIN.md "Settlement"). */
export const settlementsConsole: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settlements',
    {
      schema: {
        tags,
        summary: '월 정산 목록 (최근 월부터; 연간 수당 비율과 경고; skip/limit)',
        response: { 200: consoleSettlementsEnvelope },
      },
    },
    async (req) => listSettlements(req.ctx, pagingOf(req)),
  );

  app.post(
    '/settlements',
    {
      schema: {
        tags,
        summary: '지난 달 정산 생성 (이미 있으면 409, 이번 달 이후는 400)',
        body: settlementCreateInput,
        response: { 201: settlementEnvelope },
      },
    },
    async (req, reply) => {
      const _settlement = await createSettlementByHand(req.ctx, req.body.month);
      return reply.status(201).send({ settlement: await getSettlement(req.ctx, _settlement) });
    },
  );

  app.get(
    '/settlements/:_id',
    {
      schema: {
        tags,
        summary: '월 정산 상세: 정산 요약과 정회원별 명세 (skip/limit; format=xlsx 엑셀은 전체)',
        params: idParams,
        querystring: settlementLinesQuery,
        response: { 200: consoleSettlementEnvelope },
      },
    },
    async (req, reply) => {
      const settlement = await getSettlement(req.ctx, req.params._id);
      if (req.query.format === 'xlsx') {
        const { lines } = await listSettlementLines(req.ctx, settlement, req.query, null);
        const name = encodeURIComponent(`월정산_${settlement.month}.xlsx`);
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="settlement.xlsx"; filename*=UTF-8''${name}`)
          .send((await linesWorkbook(settlement, lines)) as never);
      }
      const { totalCount, lines } = await listSettlementLines(req.ctx, settlement, req.query, pagingOf(req));
      return { settlement, summary: { totalCount }, lines };
    },
  );

  app.post(
    '/settlements/:_id/recompute',
    {
      schema: {
        tags,
        summary: '정산 재계산 (확정 대기인 정산만; 확정된 정산은 409)',
        params: idParams,
        response: { 200: settlementEnvelope },
      },
    },
    async (req) => {
      await recomputeSettlement(req.ctx, req.params._id);
      return { settlement: await getSettlement(req.ctx, req.params._id) };
    },
  );

  app.post(
    '/settlements/:_id/confirm',
    {
      schema: {
        tags,
        summary: '정산 확정: 직급·장려 수당 지급과 전 회원 직급 재산정 (한 번만; 두 번째는 409)',
        params: idParams,
        response: { 200: settlementEnvelope },
      },
    },
    async (req) => {
      await confirmSettlement(req.ctx, req.params._id);
      return { settlement: await getSettlement(req.ctx, req.params._id) };
    },
  );
};
