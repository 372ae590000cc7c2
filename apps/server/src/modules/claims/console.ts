import {
  consoleRefundEnvelope,
  consoleRefundsEnvelope,
  consoleRefundsQuery,
  idParams,
  purchaseClaimUpdateInput,
  purchaseEnvelope,
  refundUpdateInput,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingOf } from '../../http/paging.ts';
import type { PaymentGateway } from '../../integrations/nicepay/index.ts';
import { cancelForRefund } from '../cash-receipts/cancelling.ts';
import { moveClaim } from './moves.ts';
import { listRefunds, markRefundDone } from './refund.ts';

/**
 * The operator's side of claims: PUT /api/console/shop/purchases/{_id}/claim (one move of the
 * claim table) and the refunds list, where bank-transfer refunds are recorded as sent.
 * The console guard is app.ts's, for every route here.
 */
export const claimConsole =
  (gateway: PaymentGateway): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console: claims'];
    app.put(
      '/shop/purchases/:_id/claim',
      {
        schema: {
          tags,
          summary: '클레임 처리 (취소 승인·거부, 교환 진행, 반품 수거·완료; 허용되지 않는 변경은 409)',
          params: idParams,
          body: purchaseClaimUpdateInput,
          response: { 200: purchaseEnvelope },
        },
      },
      async (req) => ({ purchase: await moveClaim(req.ctx, gateway, req.params._id, req.body) }),
    );
    app.get(
      '/shop/refunds',
      {
        schema: {
          tags,
          summary: '환불 내역 (상태, 방법; skip/limit)',
          querystring: consoleRefundsQuery,
          response: { 200: consoleRefundsEnvelope },
        },
      },
      async (req) => {
        const { totalCount, refunds } = await listRefunds(req.ctx, req.query, pagingOf(req));
        return { summary: { totalCount }, refunds };
      },
    );
    app.put(
      '/shop/refunds/:_id',
      {
        schema: {
          tags,
          summary: '계좌 환불 송금 완료 처리',
          params: idParams,
          body: refundUpdateInput,
          response: { 200: consoleRefundEnvelope },
        },
      },
      async (req) => ({
        // The money went back: the same won of the order's 현금영수증 are cancelled (never throws).
        refund: await markRefundDone(req.ctx, req.params._id, (sent) =>
          cancelForRefund(req.ctx, app.cashReceipts, sent),
        ),
      }),
    );
  };
