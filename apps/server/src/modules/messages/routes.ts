import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { MessageProvider } from '../../integrations/messaging/index.ts';
import { applyReports, reportBody } from './reports.ts';

/**
 * POST /api/plugins/solapi/report/{token}: Solapi's message-report webhook (registered in Solapi's
 * console with the shop's SOLAPI_WEBHOOK_TOKEN in the path). A wrong token is 404, as an unknown
 * path; anything else is 200 once applied, so Solapi stops retrying.
 */
export const messageReportRoutes =
  (provider: MessageProvider): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/report/:token',
      {
        schema: {
          tags: ['plugins: solapi'],
          summary: '솔라피 메시지 리포트 웹훅 (경로의 비밀 토큰 확인, 각 메시지는 솔라피에서 다시 조회)',
          params: z.object({ token: z.string().max(200) }),
          body: reportBody,
          response: { 200: z.object({ applied: z.number().int() }) },
        },
      },
      async (req) => {
        if (!provider.verifyWebhook(req.params.token)) {
          throw notFound('NOT_FOUND', '요청하신 주소를 찾을 수 없습니다');
        }
        return { applied: await applyReports(req.ctx, provider, req.body) };
      },
    );
  };
