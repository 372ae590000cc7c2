import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundBody } from '../http/errors.ts';
import { indexPage } from './index-page.ts';
import { requestOrigin, seoRoutes, seoSite } from './seo/index.ts';

/**
 * Serves the built single-page app; unknown non-API paths get index.html (history routing), each
 * page with its own head and status (web/seo). robots.txt and the sitemap are served with or
 * without a web build.
 */
export async function registerWeb(app: FastifyInstance, webDist: string) {
  const index = path.join(webDist, 'index.html');
  const hasWeb = existsSync(index);
  const seo = seoSite();
  await app.register(seoRoutes(seo));
  const page = hasWeb
    ? indexPage(
        webDist,
        async (request) => {
          const res = await app.inject(request);
          return { statusCode: res.statusCode, headers: res.headers, rawPayload: res.rawPayload };
        },
        seo,
      )
    : null;
  const render = page?.render;
  if (page) app.addHook('onListen', async () => page.warm());
  // What an operator changes (content, products, settings) shows on the next page view.
  app.addHook('onResponse', async (req, reply) => {
    if (
      req.method !== 'GET' &&
      req.method !== 'HEAD' &&
      req.url.startsWith('/api/console') &&
      reply.statusCode < 400
    ) {
      page?.forget();
      seo.forget();
    }
  });
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      index: false,
      // Vite's build writes .br and .gz beside every text asset (apps/web/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every asset name, so they never change.
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  if (render) {
    // The home page: the static handler would answer its directory with 403.
    app.get('/', { schema: { hide: true } }, async (req, reply) => {
      const { status, html } = await render('/', '', req.ctx, requestOrigin(req));
      return reply
        .status(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    const apiPath = /^\/(api|res|editor)(\/|$)/.test(req.url);
    if (render && !apiPath && (req.method === 'GET' || req.method === 'HEAD')) {
      const url = new URL(req.url, 'http://localhost');
      const { status, html } = await render(url.pathname, url.search, req.ctx, requestOrigin(req));
      return reply
        .status(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    }
    return reply.status(404).send(notFoundBody);
  });
}
