import {
  cartAddInput,
  cartDeleteInput,
  cartEnvelope,
  cartMergeInput,
  cartQuantityInput,
  cartsEnvelope,
  cartsQuery,
  destinationEnvelope,
  destinationInput,
  destinationsEnvelope,
  idParams,
  islandsEnvelope,
  shippingEnvelope,
  shippingQuoteEnvelope,
  shippingQuoteInput,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingOf } from '../../http/paging.ts';
import * as destinations from './destinations.ts';
import * as carts from './service.ts';
import * as shipping from './shipping.ts';

/** /api/v1/me/carts, /api/v1/me/destinations, /api/v1/shop/islands, /api/v1/shop/shippings */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- carts ----
  const cartTags = ['me: carts'];
  app.get(
    '/me/carts',
    {
      onRequest: app.requireUser,
      schema: {
        tags: cartTags,
        summary: '장바구니 (type 또는 _carts)',
        querystring: cartsQuery,
        response: { 200: cartsEnvelope },
      },
    },
    async (req) => ({ carts: await carts.listCarts(req.ctx, req.query) }),
  );
  app.post(
    '/me/carts',
    {
      onRequest: app.requireUser,
      schema: {
        tags: cartTags,
        summary: '장바구니 담기 (같은 상품·옵션은 수량을 더함)',
        body: cartAddInput,
        response: { 200: cartEnvelope, 201: cartEnvelope },
      },
    },
    async (req, reply) => {
      const { cart, created } = await carts.addToCart(req.ctx, req.body);
      return reply.status(created ? 201 : 200).send({ cart });
    },
  );
  app.post(
    '/me/carts/merge',
    {
      onRequest: app.requireUser,
      schema: {
        tags: cartTags,
        summary: '로그인 시 비회원 장바구니 합치기 (재고까지만)',
        body: cartMergeInput,
        response: { 200: cartsEnvelope },
      },
    },
    async (req) => ({ carts: await carts.mergeGuestCart(req.ctx, req.body) }),
  );
  app.put(
    '/me/carts/:_id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: cartTags,
        summary: '수량 변경',
        params: idParams,
        body: cartQuantityInput,
        response: { 200: cartEnvelope },
      },
    },
    async (req) => ({ cart: await carts.changeQuantity(req.ctx, req.params._id, req.body.quantity) }),
  );
  app.delete(
    '/me/carts/:_id',
    {
      onRequest: app.requireUser,
      schema: { tags: cartTags, summary: '삭제', params: idParams, response: { 204: z.null() } },
    },
    async (req, reply) => {
      await carts.removeLine(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/me/carts',
    {
      onRequest: app.requireUser,
      schema: { tags: cartTags, summary: '선택 삭제', body: cartDeleteInput, response: { 204: z.null() } },
    },
    async (req, reply) => {
      await carts.removeLines(req.ctx, req.body._ids);
      return reply.status(204).send(null);
    },
  );

  // ---- destinations ----
  const destinationTags = ['me: destinations'];
  app.get(
    '/me/destinations',
    {
      onRequest: app.requireUser,
      schema: { tags: destinationTags, summary: '배송지 목록', response: { 200: destinationsEnvelope } },
    },
    async (req) => {
      const { totalCount, destinations: list } = await destinations.listDestinations(req.ctx, pagingOf(req));
      return { summary: { totalCount }, destinations: list };
    },
  );
  app.post(
    '/me/destinations',
    {
      onRequest: app.requireUser,
      schema: {
        tags: destinationTags,
        summary: '배송지 등록 (첫 배송지는 기본 배송지)',
        body: destinationInput,
        response: { 201: destinationEnvelope },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ destination: await destinations.createDestination(req.ctx, req.body) }),
  );
  app.get(
    '/me/destinations/:_id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: destinationTags,
        summary: '배송지',
        params: idParams,
        response: { 200: destinationEnvelope },
      },
    },
    async (req) => ({ destination: await destinations.getDestination(req.ctx, req.params._id) }),
  );
  app.put(
    '/me/destinations/:_id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: destinationTags,
        summary: '배송지 수정',
        params: idParams,
        body: destinationInput,
        response: { 200: destinationEnvelope },
      },
    },
    async (req) => ({
      destination: await destinations.updateDestination(req.ctx, req.params._id, req.body),
    }),
  );
  app.delete(
    '/me/destinations/:_id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: destinationTags,
        summary: '배송지 삭제 (기본 배송지면 가장 최근 배송지가 기본이 됨)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await destinations.deleteDestination(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );

  // ---- shipping ----
  const shopTags = ['shop: shipping'];
  app.get(
    '/shop/islands',
    { schema: { tags: shopTags, summary: '지역별 추가 배송비', response: { 200: islandsEnvelope } } },
    async (req) => {
      const list = await shipping.listIslands(req.ctx);
      return { summary: { totalCount: list.length }, islands: list };
    },
  );
  app.get(
    '/shop/shippings',
    { schema: { tags: shopTags, summary: '배송비 정책', response: { 200: shippingEnvelope } } },
    async (req) => ({ shipping: await shipping.getShippingPolicy(req.ctx) }),
  );
  app.post(
    '/shop/shippings/quote',
    {
      schema: {
        tags: shopTags,
        summary: '배송비 계산 (서버 기준 금액)',
        body: shippingQuoteInput,
        response: { 200: shippingQuoteEnvelope },
      },
    },
    async (req) => ({ quote: await shipping.quoteShipping(req.ctx, req.body) }),
  );
};
