import {
  idParams,
  orderEnvelope,
  paymentApprovalInput,
  paymentConfig,
  paymentGenerateEnvelope,
  paymentGenerateInput,
  paymentResultEnvelope,
  paymentResultInput,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newSandboxTid, type PaymentGateway } from '../../integrations/nicepay/index.ts';
import { isResultProof } from './result-proof.ts';
import { sandboxWindowHtml } from './sandbox-window.ts';
import * as payments from './service.ts';

/** The fields of NICE's notice the shop reads; NICE sends more (card, vbank, cancels …). */
const paymentNotice = z.looseObject({
  tid: z.string().min(1).max(100),
  orderId: z.string().min(1).max(64),
  amount: z.coerce.number().int().nonnegative(),
  ediDate: z.string().max(40),
  signature: z.string().max(128),
  status: z.string().max(30),
  payMethod: z.string().max(30),
  paidAt: z.string().max(40).optional(),
  // 가상계좌: the 현금영수증 NICE issued with the deposit; an entry the shop cannot read is left out
  // rather than refusing the notice (NICE would resend it forever).
  issuedCashReceipt: z.boolean().optional().catch(undefined),
  cashReceipts: z
    .array(
      z.looseObject({
        receiptTid: z.string().max(100).optional(),
        status: z.string().max(30).optional(),
        amount: z.coerce.number().int().nonnegative().optional(),
        receiptType: z.string().max(20).optional(),
        issueNo: z.string().max(50).optional(),
        receiptUrl: z.string().max(500).optional(),
      }),
    )
    .max(20)
    .optional()
    .catch(undefined),
});

/** The web app's page that reads the window's outcome and calls /approval. */
export const RESULT_PAGE = '/plugins/nice/pay/result';

/** The shop's own origin as the browser sees it (behind a proxy, from X-Forwarded-* when trusted). */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** /api/plugins/nice/pay: card and virtual account payments through NICE Pay or its sandbox. */
export const paymentRoutes =
  (gateway: PaymentGateway): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['plugins: nice pay'];

    app.get(
      '/config',
      { schema: { tags, summary: '결제 설정 (nicepay 또는 sandbox)', response: { 200: paymentConfig } } },
      async () => ({ mode: gateway.kind, clientId: gateway.clientId, label: gateway.label }),
    );

    app.post(
      '/generate',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: '카드·가상계좌 주문 생성 (결제대기, 재고 확보) 및 결제창 정보',
          body: paymentGenerateInput,
          response: { 201: paymentGenerateEnvelope },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await payments.generatePayment(req.ctx, gateway, req.body, originOf(req))),
    );

    app.post(
      '/approval',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: '결제 승인 (금액 확인, 같은 거래번호는 한 번만 승인)',
          body: paymentApprovalInput,
          response: { 200: orderEnvelope },
        },
      },
      async (req) => ({ order: await payments.approvePayment(req.ctx, gateway, req.body) }),
    );

    app.post(
      '/result',
      {
        schema: {
          tags,
          summary: '결제 결과 (로그인 없이: 결제창이 돌려준 주문 증명으로 승인하고 결과만 표시)',
          body: paymentResultInput,
          response: { 200: paymentResultEnvelope },
        },
      },
      async (req) => ({ result: await payments.approveByProof(req.ctx, gateway, req.body) }),
    );

    if (gateway.kind === 'nicepay') {
      // NICE posts the window's result as a form to returnUrl; the web result page cannot take a
      // POST, so it is handed on in the query and the page calls /approval with the member's token,
      // or /result with the order's proof NICE echoed back as mallReserved (no session needed).
      app.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
      app.post(
        '/return',
        { schema: { hide: true, body: z.record(z.string(), z.string()) } },
        async (req, reply) => {
          const b = req.body;
          const query = new URLSearchParams({
            orderId: b.orderId ?? '',
            tid: b.tid ?? '',
            amount: b.amount ?? '',
            authToken: b.authToken ?? '',
            clientId: b.clientId ?? '',
            signature: b.signature ?? '',
            status: b.authResultCode === '0000' ? 'paid' : 'declined',
            message: b.authResultMsg ?? '',
            proof: b.mallReserved ?? '',
          });
          return reply.redirect(`${RESULT_PAGE}?${query}`, 303);
        },
      );
    }

    // NICE's webhook (INTEGRATIONS.md): signed JSON; `OK` tells NICE to stop resending. Only a
    // virtual account's deposit changes anything here (service.receiveNotice).
    app.post(
      '/webhook',
      {
        schema: {
          tags,
          summary: '나이스페이 웹훅 (가상계좌 입금통보; 서명 확인)',
          body: paymentNotice,
          response: { 200: z.literal('OK') },
        },
      },
      async (req, reply) => {
        await payments.receiveNotice(req.ctx, gateway, req.body, app.cashReceipts);
        return reply.type('text/plain; charset=utf-8').send('OK');
      },
    );

    if (gateway.kind === 'sandbox') {
      // The local 테스트 결제 window. Opened by the browser without a token, so it shows only what the
      // window of NICE would (goods name, amount) for an unguessable order id. The order's proof
      // (generate put it in the window's address) rides on to the result page, as NICE's
      // mallReserved does; a proof that is not this order's is dropped.
      const sandboxQuery = z.object({ proof: z.string().max(200).optional() });
      app.get(
        '/sandbox/:_id',
        { schema: { hide: true, params: idParams, querystring: sandboxQuery } },
        async (req, reply) => {
          const order = await payments.sandboxOrder(req.ctx, req.params._id);
          const payable = order.status === 'ORDER_NONPAYMENT' && order.method !== 'BANK_TRANSFER';
          const { proof } = req.query;
          return reply
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(
              sandboxWindowHtml({
                order,
                payable,
                tid: newSandboxTid(),
                resultPage: RESULT_PAGE,
                proof: isResultProof(req.ctx.config.tokenSecret, order._id, proof) ? proof : undefined,
              }),
            );
        },
      );
    }
  };
