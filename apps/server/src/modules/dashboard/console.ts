import { dashboardEnvelope } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard } from './service.ts';

/** /api/console/dashboard: the operator's start of the day (the console guard is app.ts's). */
export const dashboardConsole: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['console: dashboard'],
        summary: '대시보드: 오늘의 주문·매출·가입, 처리 대기 건수, 정산과 연간 수당 비율, 30일 매출 추이',
        response: { 200: dashboardEnvelope },
      },
    },
    async (req) => ({ dashboard: await dashboard(req.ctx) }),
  );
};
