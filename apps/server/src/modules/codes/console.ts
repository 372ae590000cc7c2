import {
  idParams,
  shopCodeEnvelope,
  shopCodeInput,
  shopCodesEnvelope,
  shopCodesQuery,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as codesService from './service.ts';

const tags = ['console: codes'];

/** /api/console/shop/codes: couriers (code, name, tracking page) for invoices. */
export const codesConsole: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop/codes',
    {
      schema: {
        tags,
        summary: '코드 목록 (택배사)',
        querystring: shopCodesQuery,
        response: { 200: shopCodesEnvelope },
      },
    },
    async (req) => {
      const codes = await codesService.listCodes(req.ctx, req.query);
      return { summary: { totalCount: codes.length }, codes };
    },
  );
  app.post(
    '/shop/codes',
    {
      schema: {
        tags,
        summary: '코드 등록 (같은 코드는 409)',
        body: shopCodeInput,
        response: { 201: shopCodeEnvelope },
      },
    },
    async (req, reply) => reply.status(201).send({ code: await codesService.createCode(req.ctx, req.body) }),
  );
  app.get(
    '/shop/codes/:_id',
    { schema: { tags, summary: '코드', params: idParams, response: { 200: shopCodeEnvelope } } },
    async (req) => ({ code: await codesService.getCode(req.ctx, req.params._id) }),
  );
  app.put(
    '/shop/codes/:_id',
    {
      schema: {
        tags,
        summary: '코드 수정 (송장에 사용된 택배사의 코드 변경은 409)',
        params: idParams,
        body: shopCodeInput,
        response: { 200: shopCodeEnvelope },
      },
    },
    async (req) => ({ code: await codesService.updateCode(req.ctx, req.params._id, req.body) }),
  );
  app.delete(
    '/shop/codes/:_id',
    {
      schema: {
        tags,
        summary: '코드 삭제 (송장에 사용된 택배사는 409)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await codesService.deleteCode(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );
};
