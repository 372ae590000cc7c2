import {
  bankTransferOrderInput,
  idParams,
  myOrdersQuery,
  orderEnvelope,
  orderProcessInput,
  ordersEnvelope,
  purchasesEnvelope,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingOf } from '../../http/paging.ts';
import { cancelUnpaid } from './expiring.ts';
import { createOrder, processOrder } from './placing.ts';
import { getMyOrder, listMyOrders, listMyPurchases } from './reading.ts';

/** /api/v1/shop/orders (무통장입금), /api/v1/me/orders, /api/v1/me/purchases */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const shopTags = ['shop: orders'];
  app.post(
    '/shop/orders',
    {
      onRequest: app.requireUser,
      schema: {
        tags: shopTags,
        summary: '주문하기 (무통장입금; 카드·가상계좌는 /api/plugins/nice/pay/generate)',
        body: bankTransferOrderInput,
        response: { 201: orderEnvelope },
      },
    },
    async (req, reply) => reply.status(201).send({ order: await createOrder(req.ctx, req.body) }),
  );
  app.post(
    '/shop/orders/:_id/process',
    {
      onRequest: app.requireUser,
      schema: {
        tags: shopTags,
        summary: '무통장입금 주문 확정 (입금자명 변경 가능; 입금 계좌와 기한을 답함)',
        params: idParams,
        body: orderProcessInput,
        response: { 200: orderEnvelope },
      },
    },
    async (req) => ({ order: await processOrder(req.ctx, req.params._id, req.body) }),
  );

  const meTags = ['me: orders'];
  app.get(
    '/me/orders',
    {
      onRequest: app.requireUser,
      schema: {
        tags: meTags,
        summary: '주문내역 (탭, 기간; skip/limit)',
        querystring: myOrdersQuery,
        response: { 200: ordersEnvelope },
      },
    },
    async (req) => {
      const { totalCount, orders: list } = await listMyOrders(req.ctx, req.query, pagingOf(req));
      return { summary: { totalCount }, orders: list };
    },
  );
  app.get(
    '/me/orders/:_id',
    {
      onRequest: app.requireUser,
      schema: { tags: meTags, summary: '주문 상세', params: idParams, response: { 200: orderEnvelope } },
    },
    async (req) => ({ order: await getMyOrder(req.ctx, req.params._id) }),
  );
  app.delete(
    '/me/orders/:_id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: meTags,
        summary: '미결제 주문 취소 (재고 복원)',
        params: idParams,
        response: { 200: orderEnvelope },
      },
    },
    async (req) => ({ order: await cancelUnpaid(req.ctx, req.params._id, 'SHOPPER') }),
  );
  app.get(
    '/me/purchases',
    {
      onRequest: app.requireUser,
      schema: {
        tags: meTags,
        summary: '최근 주문 상품 (skip/limit; 사이드 패널은 3개)',
        response: { 200: purchasesEnvelope },
      },
    },
    async (req) => {
      const { totalCount, purchases } = await listMyPurchases(req.ctx, pagingOf(req));
      return { summary: { totalCount }, purchases };
    },
  );
};
