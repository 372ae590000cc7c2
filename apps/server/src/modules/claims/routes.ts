import {
  idParams,
  orderClaimInput,
  orderConfirmInput,
  orderEnvelope,
  purchaseClaimInput,
  purchaseEnvelope,
  refundAccountEnvelope,
  refundAccountInput,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentGateway } from '../../integrations/nicepay/index.ts';
import { confirmOrder } from './confirmation.ts';
import * as refundAccount from './refund-account.ts';
import { claimOrder, claimPurchase } from './request.ts';

/**
 * The member's claims: PUT /api/v1/me/purchases/{_id}, PUT /api/v1/me/orders/{_id} (cancel,
 * exchange, return), POST /api/v1/me/orders/{_id}/confirm (구매확정) and /api/v1/me/refund-account.
 * Refunds of card and virtual-account payments go through `gateway`.
 */
export const claimRoutes =
  (gateway: PaymentGateway): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['me: claims'];
    app.put(
      '/me/purchases/:_id',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: '주문상품 취소/교환/반품 신청 (결제 전: 주문 전체 취소, 결제완료: 즉시 취소와 환불)',
          params: idParams,
          body: purchaseClaimInput,
          response: { 200: purchaseEnvelope },
        },
      },
      async (req) => ({ purchase: await claimPurchase(req.ctx, gateway, req.params._id, req.body) }),
    );
    app.put(
      '/me/orders/:_id',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: '주문 취소/교환/반품 신청 (_purchases를 빼면 신청할 수 있는 상품 전부)',
          params: idParams,
          body: orderClaimInput,
          response: { 200: orderEnvelope },
        },
      },
      async (req) => ({ order: await claimOrder(req.ctx, gateway, req.params._id, req.body) }),
    );
    app.post(
      '/me/orders/:_id/confirm',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: '구매확정 (_purchases를 빼면 배송완료된 상품 전부)',
          params: idParams,
          body: orderConfirmInput,
          response: { 200: orderEnvelope },
        },
      },
      async (req) => ({ order: await confirmOrder(req.ctx, req.params._id, req.body) }),
    );

    const accountTags = ['me: refund account'];
    app.get(
      '/me/refund-account',
      {
        onRequest: app.requireUser,
        schema: {
          tags: accountTags,
          summary: '환불계좌 (없으면 null)',
          response: { 200: refundAccountEnvelope },
        },
      },
      async (req) => ({ refundAccount: await refundAccount.getMyRefundAccount(req.ctx) }),
    );
    app.put(
      '/me/refund-account',
      {
        onRequest: app.requireUser,
        schema: {
          tags: accountTags,
          summary: '환불계좌 등록/변경 (무통장입금 주문의 환불에 쓰임)',
          body: refundAccountInput,
          response: { 200: refundAccountEnvelope },
        },
      },
      async (req) => ({ refundAccount: await refundAccount.saveMyRefundAccount(req.ctx, req.body) }),
    );
    app.delete(
      '/me/refund-account',
      {
        onRequest: app.requireUser,
        schema: {
          tags: accountTags,
          summary: '환불계좌 삭제 (환불 처리 중인 주문이 있으면 409)',
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await refundAccount.deleteMyRefundAccount(req.ctx);
        return reply.status(204).send(null);
      },
    );
  };
