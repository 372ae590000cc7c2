import {
  dailySalesEnvelope,
  dayOfWeekSalesEnvelope,
  monthlySalesEnvelope,
  monthlySalesQuery,
  productsSalesEnvelope,
  productsSalesQuery,
  type SalesFigures,
  salesFigureKeys,
  salesFigureLabel,
  statisticsRangeQuery,
} from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newWorkbook } from '../../http/excel.ts';
import { dailySales, dayOfWeekSales, monthlySales, productsSales } from './service.ts';

const tags = ['console: statistics'];

type Sheet = {
  /** the sheet's and the file's name, without .xlsx */
  name: string;
  /** the first column: 월, 일자, 요일, 상품명 */
  label: string;
  rows: ({ label: string } & SalesFigures)[];
  totals: SalesFigures;
};

/** The rows of the answer, a 합계 row under them: what the screen shows, as an Excel file. */
async function sendWorkbook(reply: FastifyReply, sheet: Sheet) {
  const book = await newWorkbook();
  const ws = book.addWorksheet(sheet.name.slice(0, 31));
  ws.columns = [
    { header: sheet.label, key: 'label', width: sheet.label === '상품명' ? 36 : 14 },
    ...salesFigureKeys.map((key) => ({ header: salesFigureLabel[key], key, width: 14 })),
  ];
  ws.getRow(1).font = { bold: true };
  for (const row of sheet.rows) ws.addRow(row);
  ws.addRow({ ...sheet.totals, label: '합계' }).font = { bold: true };
  for (const key of salesFigureKeys) ws.getColumn(key).numFmt = '#,##0';
  const name = encodeURIComponent(`${sheet.name}.xlsx`);
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="statistics.xlsx"; filename*=UTF-8''${name}`)
    .send(Buffer.from(await book.xlsx.writeBuffer()) as never);
}

/** /api/console/statistics/*: 매출 통계 by month, day, weekday and product (format=xlsx: Excel). */
export const statisticsConsole: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/statistics/monthlySales',
    {
      schema: {
        tags,
        summary: '월별 매출: 한 해의 12개월과 합계 (결제일 기준, 환불은 환불완료일 기준)',
        querystring: monthlySalesQuery,
        response: { 200: monthlySalesEnvelope },
      },
    },
    async (req, reply) => {
      const answer = await monthlySales(req.ctx, req.query.year);
      if (req.query.format !== 'xlsx') return answer;
      return sendWorkbook(reply, {
        name: `매출통계_월별_${req.query.year}`,
        label: '월',
        rows: answer.rows.map(({ month, ...f }) => ({ label: month, ...f })),
        totals: answer.summary.totals,
      });
    },
  );

  app.get(
    '/statistics/dailySales',
    {
      schema: {
        tags,
        summary: '일별 매출: 기간의 모든 날과 합계 (최대 366일; 잘못된 기간은 400)',
        querystring: statisticsRangeQuery,
        response: { 200: dailySalesEnvelope },
      },
    },
    async (req, reply) => {
      const answer = await dailySales(req.ctx, req.query);
      if (req.query.format !== 'xlsx') return answer;
      return sendWorkbook(reply, {
        name: `매출통계_일별_${req.query.from}_${req.query.to}`,
        label: '일자',
        rows: answer.rows.map(({ day, ...f }) => ({ label: day, ...f })),
        totals: answer.summary.totals,
      });
    },
  );

  app.get(
    '/statistics/dayOfWeekSales',
    {
      schema: {
        tags,
        summary: '요일별 매출: 월~일과 합계 (최대 366일; 잘못된 기간은 400)',
        querystring: statisticsRangeQuery,
        response: { 200: dayOfWeekSalesEnvelope },
      },
    },
    async (req, reply) => {
      const answer = await dayOfWeekSales(req.ctx, req.query);
      if (req.query.format !== 'xlsx') return answer;
      return sendWorkbook(reply, {
        name: `매출통계_요일별_${req.query.from}_${req.query.to}`,
        label: '요일',
        rows: answer.rows.map(({ dayOfWeek: _d, label, ...f }) => ({ label, ...f })),
        totals: answer.summary.totals,
      });
    },
  );

  app.get(
    '/statistics/productsSales',
    {
      schema: {
        tags,
        summary: '상품별 매출: sort 순으로 limit개, 합계는 모든 상품 (최대 366일; 잘못된 기간은 400)',
        querystring: productsSalesQuery,
        response: { 200: productsSalesEnvelope },
      },
    },
    async (req, reply) => {
      const answer = await productsSales(req.ctx, req.query);
      if (req.query.format !== 'xlsx') return answer;
      return sendWorkbook(reply, {
        name: `매출통계_상품별_${req.query.from}_${req.query.to}`,
        label: '상품명',
        rows: answer.rows.map(({ _product: _p, productName, ...f }) => ({ label: productName, ...f })),
        totals: answer.summary.totals,
      });
    },
  );
};
