import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ShopContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { requestOrigin, siteOf } from '../../modules/settings/site.ts';
import type { PageMeta } from './meta.ts';
import { pageMeta } from './pages.ts';
import { robotsTxt } from './robots.ts';
import { sitemapDocuments, sitemapEntries } from './sitemap.ts';

export { requestOrigin, siteOf } from '../../modules/settings/site.ts';
export { headTags, pageShell } from './head.ts';
export type { PageMeta } from './meta.ts';

/**
 * Search engines and sharing (decision 0053): the meta of each page, the sitemap and robots.txt.
 * What they are built from changes only when an operator writes something, or when a 기획전's
 * period starts or ends: a page's meta is kept a few seconds and the sitemap a minute, and both are
 * dropped by any console write (app.ts), so operators see their change at once.
 */
const META_TTL_MS = 10_000;
const SITEMAP_TTL_MS = 60_000;
const KEPT = 500;

function kept<T>(ttl: number) {
  const values = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const held = values.get(key);
      if (held && now - held.at < ttl) return held.value;
      const value = load();
      values.delete(key);
      values.set(key, { at: now, value });
      value.catch(() => values.delete(key));
      for (const old of values.keys()) {
        if (values.size <= KEPT) break;
        values.delete(old);
      }
      return value;
    },
    clear: () => values.clear(),
  };
}

export type SeoSite = ReturnType<typeof seoSite>;

export function seoSite() {
  const metas = kept<PageMeta | null>(META_TTL_MS);
  const sitemaps = kept<ReturnType<typeof sitemapDocuments>>(SITEMAP_TTL_MS);
  return {
    /** The meta of the page at `urlPath?search` as served from `baseUrl`. */
    pageMeta(ctx: ShopContext, urlPath: string, search: string, baseUrl: string) {
      return metas.get(`${baseUrl}|${urlPath}${search}`, () =>
        pageMeta(ctx, urlPath, new URLSearchParams(search), baseUrl),
      );
    },
    sitemap(ctx: ShopContext, baseUrl: string) {
      return sitemaps.get(baseUrl, async () => sitemapDocuments(await sitemapEntries(ctx), baseUrl));
    },
    /** An operator changed something a page, the sitemap or the settings may show. */
    forget() {
      metas.clear();
      sitemaps.clear();
    },
  };
}

const fileParams = z.object({ file: z.string().max(20) });

/** GET /robots.txt, /sitemap.xml and the files of a split sitemap; with or without the web build. */
export const seoRoutes =
  (site: SeoSite): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/robots.txt', { schema: { hide: true } }, async (req, reply) => {
      const { baseUrl } = await siteOf(req.ctx, requestOrigin(req));
      return reply
        .header('cache-control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(baseUrl));
    });
    app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) => {
      const { baseUrl } = await siteOf(req.ctx, requestOrigin(req));
      const { index, files } = await site.sitemap(req.ctx, baseUrl);
      return reply
        .header('cache-control', 'no-cache')
        .type('application/xml; charset=utf-8')
        .send(index ?? files[0]);
    });
    app.get('/sitemaps/:file', { schema: { hide: true, params: fileParams } }, async (req, reply) => {
      const { baseUrl } = await siteOf(req.ctx, requestOrigin(req));
      const { index, files } = await site.sitemap(req.ctx, baseUrl);
      const n = Number(/^([1-9]\d{0,5})\.xml$/.exec(req.params.file)?.[1] ?? 0);
      const file = index ? files[n - 1] : undefined;
      if (!file) throw notFound('SITEMAP_NOT_FOUND', '사이트맵을 찾을 수 없습니다');
      return reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(file);
    });
  };
