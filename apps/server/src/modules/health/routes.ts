import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const health = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']) });

export const healthRoutes = (ping: () => Promise<boolean>): FastifyPluginAsyncZod =>
  async function health_(app) {
    app.get(
      '/health',
      {
        schema: {
          // A probe for load balancers, not part of the API clients are generated for: it takes no
          // input, no token and no rate limit, so it has no 4xx answer the document could name.
          hide: true,
          tags: ['health'],
          summary: '상태 확인',
          response: { 200: health, 503: health },
        },
      },
      async (_req, reply) => {
        const up = await ping();
        return reply
          .status(up ? 200 : 503)
          .send({ status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' });
      },
    );
  };
