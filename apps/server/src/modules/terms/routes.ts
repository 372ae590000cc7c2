import { termCodeParams, termEnvelope, termsEnvelope } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as termsService from './service.ts';

export const termRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/terms',
    { schema: { tags: ['terms'], summary: '약관 목록', response: { 200: termsEnvelope } } },
    async (req) => ({ terms: await termsService.listTerms(req.ctx) }),
  );
  app.get(
    '/terms/:code',
    {
      schema: { tags: ['terms'], summary: '약관', params: termCodeParams, response: { 200: termEnvelope } },
    },
    async (req) => ({ term: await termsService.getTerm(req.ctx, req.params.code) }),
  );
};
