import { termCodeParams, termEnvelope, termQuery, termsEnvelope } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as termsService from './service.ts';

export const termRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/terms',
    { schema: { tags: ['terms'], summary: '약관 목록 (시행 중인 내용)', response: { 200: termsEnvelope } } },
    async (req) => ({ terms: await termsService.listTerms(req.ctx) }),
  );
  app.get(
    '/terms/:code',
    {
      schema: {
        tags: ['terms'],
        summary: '약관 (시행 중인 내용 또는 ?version=, 버전 목록)',
        params: termCodeParams,
        querystring: termQuery,
        response: { 200: termEnvelope },
      },
    },
    async (req) => termsService.getTerm(req.ctx, req.params.code, req.query.version),
  );
};
