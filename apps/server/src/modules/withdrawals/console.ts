import {
  approvalStatusLabel,
  type ConsoleWithdrawal,
  consoleWithdrawalEnvelope,
  consoleWithdrawalsEnvelope,
  consoleWithdrawalsQuery,
  formatDate,
  formatDateTime,
  idParams,
  taxReportQuery,
  withdrawalDecisionInput,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newWorkbook, sendWorkbook } from '../../http/excel.ts';
import { pagingOf } from '../../http/paging.ts';
import * as desk from './desk.ts';

const tags = ['console: bonuses'];
/** 이체용 엑셀: what the bank's bulk transfer needs for each AWAITING withdrawal. */
async function transferWorkbook(rows: ConsoleWithdrawal[]): Promise<Buffer> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet('출금 이체');
  sheet.columns = [
    { header: '신청일시', key: 'createdAt', width: 20 },
    { header: '아이디', key: 'username', width: 16 },
    { header: '은행', key: 'bank', width: 14 },
    { header: '은행코드', key: 'code', width: 10 },
    { header: '계좌번호', key: 'account', width: 20 },
    { header: '예금주', key: 'holder', width: 12 },
    { header: '신청금액', key: 'amount', width: 12 },
    { header: '원천징수', key: 'charge', width: 12 },
    { header: '이체금액', key: 'net', width: 12 },
    { header: '상태', key: 'status', width: 8 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const w of rows) {
    sheet.addRow({
      createdAt: formatDateTime(w.createdAt),
      username: w.user.username,
      bank: w.meta.bank.name,
      code: w.meta.bank.code,
      account: w.meta.bank.accountNumber,
      holder: w.meta.bank.accountHolder,
      amount: w.amount,
      charge: w.meta.charge.total,
      net: w.meta.net,
      status: approvalStatusLabel[w.status],
    });
  }
  for (const key of ['amount', 'charge', 'net']) sheet.getColumn(key).numFmt = '#,##0';
  // The account number stays text: a leading 0 must survive.
  sheet.getColumn('account').numFmt = '@';
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function taxWorkbook(month: string, lines: desk.TaxReportLine[]): Promise<Buffer> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet(`사업소득 ${month}`);
  sheet.columns = [
    { header: '성명', key: 'name', width: 12 },
    { header: '주민등록번호', key: 'rrn', width: 18 },
    { header: '아이디', key: 'username', width: 16 },
    { header: '지급건수', key: 'payments', width: 10 },
    { header: '지급총액', key: 'gross', width: 14 },
    { header: '소득세', key: 'incomeTax', width: 12 },
    { header: '지방소득세', key: 'localTax', width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const l of lines) {
    sheet.addRow({
      name: l.name,
      rrn: l.residentRegistrationNumber || '미등록',
      username: l.username,
      payments: l.payments,
      gross: l.gross,
      incomeTax: l.incomeTax,
      localTax: l.localTax,
    });
  }
  for (const key of ['gross', 'incomeTax', 'localTax']) sheet.getColumn(key).numFmt = '#,##0';
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** /api/console/users/bonuses/withdrawals and the tax report. */
export const withdrawalsConsole: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/bonuses/withdrawals',
    {
      schema: {
        tags,
        summary: '출금 신청 목록 (상태·회원·기간; skip/limit; format=xlsx 는 대기 중인 신청의 이체용 엑셀)',
        querystring: consoleWithdrawalsQuery,
        response: { 200: consoleWithdrawalsEnvelope },
      },
    },
    async (req, reply) => {
      if (req.query.format === 'xlsx') {
        const { withdrawals } = await desk.listConsoleWithdrawals(
          req.ctx,
          { ...req.query, status: 'AWAITING' },
          null,
        );
        return sendWorkbook(
          reply,
          await transferWorkbook(withdrawals),
          'withdrawals.xlsx',
          `출금이체_${formatDate(req.ctx.now)}.xlsx`,
        );
      }
      const { totalCount, withdrawals } = await desk.listConsoleWithdrawals(
        req.ctx,
        req.query,
        pagingOf(req),
      );
      return { summary: { totalCount }, withdrawals };
    },
  );

  app.put(
    '/users/bonuses/withdrawals/:_id',
    {
      schema: {
        tags,
        summary:
          '입금완료 (APPROVED, paidAt) 또는 반려 (REJECTED, reason: 수당 환원); 대기 중인 신청만, 아니면 409',
        params: idParams,
        body: withdrawalDecisionInput,
        response: { 200: consoleWithdrawalEnvelope },
      },
    },
    async (req) => ({ withdrawal: await desk.decideWithdrawal(req.ctx, req.params._id, req.body) }),
  );

  app.get(
    '/users/bonuses/tax-report',
    {
      schema: {
        tags,
        summary: '사업소득 지급명세 엑셀 (month=YYYY-MM; 사유 필수; 다운로드 기록이 남습니다)',
        querystring: taxReportQuery,
      },
    },
    async (req, reply) => {
      const lines = await desk.taxReport(req.ctx, req.query, { ip: req.ip, requestId: String(req.id) });
      return sendWorkbook(
        reply,
        await taxWorkbook(req.query.month, lines),
        'tax-report.xlsx',
        `사업소득지급명세_${req.query.month}.xlsx`,
      );
    },
  );
};
