import { promoterSettlementsEnvelope } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myPromoterSettlements } from './reading.ts';

export const settlementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/promoter/settlements',
    {
      onRequest: app.requirePromoter,
      schema: {
        tags: ['promoter: settlements'],
        summary: '내 월 정산 명세 (최근 월부터; 확정 대기 월은 예상 금액)',
        response: { 200: promoterSettlementsEnvelope },
      },
    },
    async (req) => ({ settlements: await myPromoterSettlements(req.ctx) }),
  );
};
