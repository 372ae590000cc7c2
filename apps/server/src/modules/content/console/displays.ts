import { displaysEnvelope, displaysInput, displaysQuery } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as displays from '../displays.ts';

/** /api/console/shop/displays: products placed on the home page by code. */
export const displayConsole: FastifyPluginAsyncZod = async (app) => {
  const tags = ['console: shop content'];
  app.get(
    '/shop/displays',
    {
      schema: {
        tags,
        summary: '진열 상품 (숨긴 상품 포함)',
        querystring: displaysQuery,
        response: { 200: displaysEnvelope },
      },
    },
    async (req) => ({ displays: await displays.listDisplays(req.ctx, req.query.code) }),
  );
  app.put(
    '/shop/displays',
    {
      schema: {
        tags,
        summary: '진열 상품 저장 (한 코드의 목록 전체를 순서대로)',
        body: displaysInput,
        response: { 200: displaysEnvelope },
      },
    },
    async (req) => ({
      displays: await displays.replaceDisplays(req.ctx, req.body.code, req.body._products),
    }),
  );
};
