import {
  idParams,
  islandEnvelope,
  islandInput,
  islandsEnvelope,
  shippingEnvelope,
  shippingInput,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as shipping from './shipping.ts';

const tags = ['console: shipping'];

/** /api/console/shop/shippings (the policy) and /api/console/shop/islands (remote-area ranges). */
export const cartConsole: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop/shippings',
    { schema: { tags, summary: '배송비 정책', response: { 200: shippingEnvelope } } },
    async (req) => ({ shipping: await shipping.getShippingPolicy(req.ctx) }),
  );
  app.put(
    '/shop/shippings',
    {
      schema: { tags, summary: '배송비 정책 수정', body: shippingInput, response: { 200: shippingEnvelope } },
    },
    async (req) => ({ shipping: await shipping.updateShippingPolicy(req.ctx, req.body) }),
  );

  app.get(
    '/shop/islands',
    { schema: { tags, summary: '지역별 추가 배송비', response: { 200: islandsEnvelope } } },
    async (req) => {
      const list = await shipping.listIslands(req.ctx);
      return { summary: { totalCount: list.length }, islands: list };
    },
  );
  app.post(
    '/shop/islands',
    {
      schema: {
        tags,
        summary: '지역 추가 (겹치는 구간은 409)',
        body: islandInput,
        response: { 201: islandEnvelope },
      },
    },
    async (req, reply) => reply.status(201).send({ island: await shipping.createIsland(req.ctx, req.body) }),
  );
  app.get(
    '/shop/islands/:_id',
    { schema: { tags, summary: '지역', params: idParams, response: { 200: islandEnvelope } } },
    async (req) => ({ island: await shipping.getIsland(req.ctx, req.params._id) }),
  );
  app.put(
    '/shop/islands/:_id',
    {
      schema: {
        tags,
        summary: '지역 수정 (겹치는 구간은 409)',
        params: idParams,
        body: islandInput,
        response: { 200: islandEnvelope },
      },
    },
    async (req) => ({ island: await shipping.updateIsland(req.ctx, req.params._id, req.body) }),
  );
  app.delete(
    '/shop/islands/:_id',
    { schema: { tags, summary: '지역 삭제', params: idParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await shipping.deleteIsland(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );
};
