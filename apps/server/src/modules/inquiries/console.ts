import {
  consoleInquiryInput,
  formatDate,
  formatDateTime,
  formatPhone,
  inquiriesEnvelope,
  inquiriesQuery,
  inquiryAnswerInput,
  inquiryDetailEnvelope,
  inquiryEditInput,
  inquiryIdParams,
  inquiryKindLabel,
  inquiryStateInput,
  inquiryStateLabel,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newWorkbook } from '../../http/excel.ts';
import { pagingOf } from '../../http/paging.ts';
import { answerInquiry, changeInquiryState } from './answering.ts';
import * as inquiryFiles from './files.ts';
import { getInquiry, listInquiries } from './listing.ts';
import { deleteInquiry, editInquiry, recordInquiry } from './operator-records.ts';
import { sendInquiryFile } from './routes.ts';

const tags = ['console: inquiries'];

/**
 * /api/console/inquiries: the installation inquiries of the form, handled by operators, and the ones
 * operators take by phone (docs/decisions/0026).
 */
export const inquiriesConsole: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/inquiries',
    {
      schema: {
        tags,
        summary: '설치 문의 목록 (최신순; 상태·종류·이름/연락처 검색)',
        querystring: inquiriesQuery,
        response: { 200: inquiriesEnvelope },
      },
    },
    async (req) => {
      const { totalCount, inquiries } = await listInquiries(req.ctx, req.query, pagingOf(req));
      return { summary: { totalCount }, inquiries };
    },
  );

  app.get(
    '/inquiries/export',
    { schema: { tags, summary: '설치 문의 엑셀 내려받기', querystring: inquiriesQuery } },
    async (req, reply) => {
      const { inquiries } = await listInquiries(req.ctx, req.query, null);
      const book = await newWorkbook();
      const sheet = book.addWorksheet('설치 문의');
      sheet.columns = [
        { header: '접수번호', key: '_id', width: 38 },
        { header: '접수일시', key: 'createdAt', width: 20 },
        { header: '문의 종류', key: 'kinds', width: 30 },
        { header: '이름', key: 'name', width: 12 },
        { header: '연락처', key: 'contact', width: 16 },
        { header: '회원 아이디', key: 'username', width: 16 },
        { header: '처리 상태', key: 'state', width: 10 },
        { header: '메모', key: 'memo', width: 40 },
        { header: '처리자', key: 'handledBy', width: 12 },
        { header: '처리일시', key: 'handledAt', width: 20 },
        { header: '회사명', key: 'company', width: 20 },
        { header: '품목', key: 'items', width: 40 },
        { header: '수량', key: 'quantity', width: 10 },
        { header: '희망 납기일', key: 'desiredDate', width: 12 },
        { header: '답변', key: 'answer', width: 40 },
        { header: '첨부파일 수', key: 'fileCount', width: 10 },
      ];
      sheet.getRow(1).font = { bold: true };
      for (const i of inquiries) {
        sheet.addRow({
          _id: i._id,
          createdAt: formatDateTime(i.createdAt),
          kinds: i.kinds.map((k) => inquiryKindLabel[k]).join(', '),
          name: i.name,
          contact: formatPhone(i.contact),
          username: i.user?.username ?? '비회원',
          state: inquiryStateLabel[i.state],
          memo: i.memo,
          handledBy: i.handledBy?.name ?? '',
          handledAt: i.handledAt ? formatDateTime(i.handledAt) : '',
          company: i.company ?? '',
          items: i.items ?? '',
          quantity: i.quantity ?? '',
          desiredDate: i.desiredDate ?? '',
          answer: i.answer ?? '',
          fileCount: i.files.length,
        });
      }
      const body = Buffer.from(await book.xlsx.writeBuffer());
      const name = encodeURIComponent(`설치문의_${formatDate(req.ctx.now)}.xlsx`);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="inquiries.xlsx"; filename*=UTF-8''${name}`)
        .send(body);
    },
  );

  app.get(
    '/inquiries/:_id',
    {
      schema: {
        tags,
        summary: '설치 문의 상세 (처리 이력 포함)',
        params: inquiryIdParams,
        response: { 200: inquiryDetailEnvelope },
      },
    },
    async (req) => getInquiry(req.ctx, req.params._id),
  );

  app.post(
    '/inquiries',
    {
      schema: {
        tags,
        summary: '전화 문의 등록 (접수 상태; 등록한 관리자 기록)',
        body: consoleInquiryInput,
        response: { 201: inquiryDetailEnvelope },
      },
    },
    async (req, reply) => {
      const _id = await recordInquiry(req.ctx, req.body);
      return reply.status(201).send(await getInquiry(req.ctx, _id));
    },
  );

  app.put(
    '/inquiries/:_id',
    {
      schema: {
        tags,
        summary: '설치 문의 수정 (문의 종류·이름·연락처; 처리완료·취소된 문의는 409)',
        params: inquiryIdParams,
        body: inquiryEditInput,
        response: { 200: inquiryDetailEnvelope },
      },
    },
    async (req) => {
      await editInquiry(req.ctx, req.params._id, req.body);
      return getInquiry(req.ctx, req.params._id);
    },
  );

  app.delete(
    '/inquiries/:_id',
    {
      schema: {
        tags,
        summary: '설치 문의 삭제 (이력과 함께 영구 삭제)',
        params: inquiryIdParams,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await deleteInquiry(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/inquiries/:_id/state',
    {
      schema: {
        tags,
        summary: '설치 문의 처리 상태 변경 (메모, 처리자·처리일시 기록)',
        params: inquiryIdParams,
        body: inquiryStateInput,
        response: { 200: inquiryDetailEnvelope },
      },
    },
    async (req) => {
      await changeInquiryState(req.ctx, req.params._id, req.body);
      return getInquiry(req.ctx, req.params._id);
    },
  );

  app.put(
    '/inquiries/:_id/answer',
    {
      schema: {
        tags,
        summary: '1:1 상담·대량구매 문의 답변 (회원에게 보임; 빈 답변은 답변 삭제; 접수 상태면 상담중으로)',
        params: inquiryIdParams,
        body: inquiryAnswerInput,
        response: { 200: inquiryDetailEnvelope },
      },
    },
    async (req) => {
      await answerInquiry(req.ctx, req.params._id, req.body);
      return getInquiry(req.ctx, req.params._id);
    },
  );

  app.get(
    '/inquiries/:_id/files/:_file',
    {
      schema: {
        tags,
        summary: '대량구매 문의 첨부파일 내려받기 (원래 파일 이름으로; 비회원 문의 포함)',
        params: inquiryIdParams.extend({ _file: z.uuid({ error: '첨부파일을 찾을 수 없습니다' }) }),
      },
    },
    async (req, reply) =>
      sendInquiryFile(
        reply,
        await inquiryFiles.downloadInquiryFile(req.ctx, req.params._id, req.params._file),
      ),
  );
};
