import {
  bulkResultsEnvelope,
  consoleDashboardEnvelope,
  consoleDeliveriesInput,
  consoleManageParams,
  consoleOrderEnvelope,
  consoleOrderInput,
  consoleOrdersEnvelope,
  consoleOrdersQuery,
  consolePurchaseDetailEnvelope,
  consolePurchaseEnvelope,
  consolePurchaseInput,
  consolePurchasesBulkInput,
  consolePurchasesEnvelope,
  consolePurchasesQuery,
  formatDate,
  INVOICE_SHEET_MAX_BYTES,
  idParams,
  invoiceInput,
  invoiceUploadEnvelope,
  orderEnvelope,
  purchaseNoParams,
} from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, ShopError } from '../../http/errors.ts';
import { pagingOf } from '../../http/paging.ts';
import * as desk from './desk.ts';
import { purchasesWorkbook } from './desk-excel.ts';
import * as lists from './desk-lists.ts';
import * as deskOrders from './desk-orders.ts';
import * as invoices from './invoices.ts';

const tags = ['console: orders'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function sendWorkbook(reply: FastifyReply, body: Buffer, asciiName: string, koreanName: string) {
  return reply
    .header('content-type', XLSX)
    .header(
      'content-disposition',
      `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(koreanName)}`,
    )
    .send(body);
}

/** The one uploaded sheet of a multipart request, at most INVOICE_SHEET_MAX_BYTES. */
async function readSheetUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw badRequest('MULTIPART_REQUIRED', '엑셀 파일을 첨부해주세요');
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await req.file({ limits: { fileSize: INVOICE_SHEET_MAX_BYTES, files: 1 } });
  } catch {
    throw badRequest('BAD_MULTIPART', '파일 전송 형식이 올바르지 않습니다');
  }
  if (!part) throw badRequest('FILE_REQUIRED', '엑셀 파일을 첨부해주세요');
  let body: Buffer;
  try {
    body = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ShopError(413, 'FILE_TOO_LARGE', '엑셀 파일은 2MB 이하만 올릴 수 있습니다');
    }
    throw badRequest('BAD_MULTIPART', '파일 전송 형식이 올바르지 않습니다');
  }
  if (body.length === 0) throw badRequest('FILE_EMPTY', '빈 파일은 올릴 수 없습니다');
  return body;
}

/**
 * /api/console/shop/purchases, orders, invoices, deliveries: the order desk (docs/decisions/0010,
 * 0026).
 * Courier codes are modules/codes; claims are modules/claims.
 */
export const orderConsole: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop/purchases',
    {
      schema: {
        tags,
        summary: '주문상품 목록 (탭·상태·검색·기간·결제수단; skip/limit)',
        querystring: consolePurchasesQuery,
        response: { 200: consolePurchasesEnvelope },
      },
    },
    async (req) => {
      const { totalCount, purchases } = await lists.listConsolePurchases(req.ctx, req.query, pagingOf(req));
      return { summary: { totalCount }, purchases: purchases.map(lists.toConsolePurchase) };
    },
  );

  app.get(
    '/shop/purchases/excel',
    {
      schema: {
        tags,
        summary: '주문상품 목록 엑셀 내려받기 (목록과 같은 조건)',
        querystring: consolePurchasesQuery,
      },
    },
    async (req, reply) => {
      const body = await purchasesWorkbook(await lists.exportConsolePurchases(req.ctx, req.query));
      return sendWorkbook(reply, body, 'purchases.xlsx', `주문목록_${formatDate(req.ctx.now)}.xlsx`);
    },
  );

  app.get(
    '/shop/purchases/dashboard/:manage',
    {
      schema: {
        tags,
        summary: '탭별 건수와 탭 안의 상태별 건수',
        params: consoleManageParams,
        querystring: consolePurchasesQuery,
        response: { 200: consoleDashboardEnvelope },
      },
    },
    async (req) => ({ dashboard: await lists.consoleDashboard(req.ctx, req.params.manage, req.query) }),
  );

  app.get(
    '/shop/purchases/:_id',
    {
      schema: {
        tags,
        summary: '주문상품 상세 (주문, 클레임·환불, 변경 이력)',
        params: idParams,
        response: { 200: consolePurchaseDetailEnvelope },
      },
    },
    async (req) => deskOrders.getConsolePurchaseDetail(req.ctx, req.params._id),
  );

  app.put(
    '/shop/purchases',
    {
      schema: {
        tags,
        summary: '주문상품 상태 일괄 변경 (건별 결과)',
        body: consolePurchasesBulkInput,
        response: { 200: bulkResultsEnvelope },
      },
    },
    async (req) => ({
      results: await desk.movePurchases(req.ctx, req.body._purchases, req.body.status, req.body.reason),
    }),
  );

  app.put(
    '/shop/purchases/:_id',
    {
      schema: {
        tags,
        summary: '주문상품 상태 변경 (배송준비중·배송중·배송지연·배송완료)',
        params: idParams,
        body: consolePurchaseInput,
        response: { 200: consolePurchaseEnvelope },
      },
    },
    async (req) => ({
      purchase: await desk.movePurchase(req.ctx, req.params._id, req.body.status, req.body.reason),
    }),
  );

  app.get(
    '/shop/orders',
    {
      schema: {
        tags,
        summary: '주문 목록 (주문 단위; 상태·검색·기간·결제수단; skip/limit)',
        querystring: consoleOrdersQuery,
        response: { 200: consoleOrdersEnvelope },
      },
    },
    async (req) => {
      const { totalCount, orders } = await deskOrders.listConsoleOrders(req.ctx, req.query, pagingOf(req));
      return { summary: { totalCount }, orders };
    },
  );

  app.get(
    '/shop/orders/:_id',
    {
      schema: {
        tags,
        summary: '주문 상세 (변경 이력 포함)',
        params: idParams,
        response: { 200: consoleOrderEnvelope },
      },
    },
    async (req) => desk.getConsoleOrder(req.ctx, req.params._id),
  );

  app.put(
    '/shop/orders/:_id',
    {
      schema: {
        tags,
        summary: '무통장입금 확인 또는 미결제 주문 취소',
        params: idParams,
        body: consoleOrderInput,
        response: { 200: orderEnvelope },
      },
    },
    async (req) => ({
      order: await desk.changeOrderStatus(req.ctx, req.params._id, req.body, app.cashReceipts),
    }),
  );

  app.put(
    '/shop/invoices/:purchaseNo',
    {
      schema: {
        tags,
        summary: '송장 등록 (배송중으로) 또는 수정',
        params: purchaseNoParams,
        body: invoiceInput,
        response: { 200: consolePurchaseEnvelope },
      },
    },
    async (req) => ({
      purchase: await invoices.enterInvoiceForDesk(req.ctx, req.params.purchaseNo, req.body),
    }),
  );

  app.post(
    '/shop/invoices/excel',
    {
      schema: {
        tags,
        summary: '송장 일괄 등록 (엑셀; 행별 결과)',
        consumes: ['multipart/form-data'],
        response: { 200: invoiceUploadEnvelope },
      },
    },
    async (req) => invoices.importInvoices(req.ctx, await readSheetUpload(req)),
  );

  app.get(
    '/shop/invoices/template',
    { schema: { tags, summary: '송장 일괄 등록 양식 (배송 대기 주문상품 포함)' } },
    async (req, reply) =>
      sendWorkbook(
        reply,
        await invoices.invoiceTemplate(req.ctx),
        'invoices.xlsx',
        `송장등록양식_${formatDate(req.ctx.now)}.xlsx`,
      ),
  );

  app.get(
    '/shop/deliveries',
    {
      schema: {
        tags,
        summary: '출고 대기 주문상품 (결제완료·배송준비중; skip/limit)',
        response: { 200: consolePurchasesEnvelope },
      },
    },
    async (req) => {
      const { totalCount, purchases } = await lists.listDeliveries(req.ctx, pagingOf(req));
      return { summary: { totalCount }, purchases: purchases.map(lists.toConsolePurchase) };
    },
  );

  app.put(
    '/shop/deliveries',
    {
      schema: {
        tags,
        summary: '배송준비중 처리 (건별 결과)',
        body: consoleDeliveriesInput,
        response: { 200: bulkResultsEnvelope },
      },
    },
    async (req) => ({ results: await desk.prepareDeliveries(req.ctx, req.body._purchases) }),
  );
};
