import { performance } from 'node:perf_hooks';
import { naverEpStatusEnvelope } from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedBaseUrl, feedStatus, fullFeed, summaryFeed } from './service.ts';

const TSV = 'text/tab-separated-values; charset=utf-8';

/** The file, never cached on the way, with the time it took to make (Server-Timing `ep`, ms). */
async function send(reply: FastifyReply, make: () => Promise<string>) {
  const started = performance.now();
  const body = await make();
  return reply
    .type(TSV)
    .header('cache-control', 'no-store')
    .header('server-timing', `ep;dur=${(performance.now() - started).toFixed(1)}`)
    .send(body);
}

/**
 * /ep/naver: the files Naver Shopping fetches (public; 404 while the feed is off). Files, not API
 * operations: left out of the OpenAPI document like the web app's pages.
 */
export const naverEpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/all.tsv',
    {
      schema: { hide: true, summary: '네이버쇼핑 전체 EP (EP 3.0, TSV 49열; 요약 EP의 기준이 됨)' },
    },
    async (req, reply) => send(reply, async () => fullFeed(req.ctx, await feedBaseUrl(req))),
  );

  app.get(
    '/summary.tsv',
    {
      schema: {
        hide: true,
        summary: '네이버쇼핑 요약 EP (마지막 전체 EP 이후 변경: class I/U/D, update_time)',
      },
    },
    async (req, reply) => send(reply, async () => summaryFeed(req.ctx, await feedBaseUrl(req))),
  );
};

/** /api/console/naver-ep: the feed addresses and last generations (the switch is in the setting). */
export const naverEpConsole: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/naver-ep',
    {
      schema: {
        tags: ['console: settings'],
        summary: '네이버쇼핑 EP 주소와 마지막 생성 시각',
        response: { 200: naverEpStatusEnvelope },
      },
    },
    async (req) => ({ status: await feedStatus(req.ctx, await feedBaseUrl(req)) }),
  );
};
