import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const health = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']) });

export const healthRoutes = (ping: () => Promise<boolean>): FastifyPluginAsyncZod =>
  async function health_(app) {
    app.get(
      '/health',
      { schema: { tags: ['health'], summary: '상태 확인', response: { 200: health, 503: health } } },
      async (_req, reply) => {
        const up = await ping();
        return reply
          .status(up ? 200 : 503)
          .send({ status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' });
      },
    );
  };
