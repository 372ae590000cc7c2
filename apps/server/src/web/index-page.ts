import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Product, productImagePath } from '@shop/contracts';
import type { ShopContext } from '../http/context.ts';
import { productAnswer } from '../modules/catalog/answers.ts';
import { getVisibleBanner } from '../modules/content/banners.ts';
import { escapeAttribute, jsonForHtml } from './html.ts';
import { headTags, pageShell, type SeoSite, siteOf } from './seo/index.ts';

/**
 * The single-page app's index.html, made for the page asked for. A client-rendered page waits for
 * its script, then its route chunk, then the API, then the image: on a phone that chain is most of
 * the time to the first large paint. So for the pages shoppers land on (home, shop list, product):
 * - the page is rendered on the server (the web build's `entry-server.tsx`, decision 0012) into
 *   `#root`, with the answers it was rendered with as a JSON data block (`#shop-state`) for the
 *   browser to hydrate from. A data block is not a script: the strict Content-Security-Policy stays;
 * - `modulepreload` of the page's route chunk (from Vite's manifest), fetched beside the entry;
 * - `preload` of the largest image: the first hero slide (phone and desktop by media query) or the
 *   product's first photo.
 * Without a server bundle (a build without it, the API tests) the hints alone are sent.
 * Every page gets its own head (title, description, canonical, share tags, JSON-LD: seo/), and an
 * unknown or hidden product, brand, 기획전 or notice answers 404 with the app shell and `noindex`.
 */

/** The web build's server-rendering module (apps/web/src/entry-server.tsx). */
type ServerRenderer = {
  configure(options: { transport: (url: string, init: RequestInit) => Promise<Response> }): void;
  render(url: string): Promise<{ html: string; head: string; title: string | null; state: unknown } | null>;
};

/** Answers the renderer's reads in-process, through the same routes a browser would call. */
export type Inject = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
}) => Promise<{ statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }>;

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** Route chunks, as the web app's lazy routes load them. */
const HOME_CHUNK = 'src/features/storefront/storefront-pages.ts';
/** The app itself: main.tsx, the first script, imports it (after the first paint of a rendered page). */
const START_CHUNK = 'src/app/start.tsx';
const SHOP_CHUNK = 'src/features/shop/shop-pages.ts';
const PRODUCT_PATH = /^\/shop\/products\/([0-9a-f-]{36})$/;

/** Banners the home page shows first: desktop from 1024 px (spec §9 header breakpoint), phone below. */
const heroBanners = [
  { code: 'main-visual', media: '(min-width: 1024px)' },
  { code: 'main-visual-mo', media: '(max-width: 1023.98px)' },
];

/** How long a server rendering is served again, and how many pages are kept. */
const RENDERING_TTL_MS = 10_000;
const RENDERINGS_KEPT = 500;

/** Where the app shell sits in index.html; a server-rendered page replaces it. */
const OUTLET = /<!--app-outlet-->[\s\S]*<!--\/app-outlet-->/;

export function indexPage(webDist: string, inject: Inject, seo: SeoSite) {
  const indexFile = path.join(webDist, 'index.html');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  const rendererFile = path.join(webDist, '.ssr', 'entry-server.js');
  let cached: {
    mtimeMs: number;
    html: string;
    site: ReturnType<typeof pageShell>['site'];
    manifest: Manifest | null;
    startChunks: Set<string>;
    renderer: ServerRenderer | null;
  } | null = null;

  async function loadRenderer(): Promise<ServerRenderer | null> {
    const exists = await stat(rendererFile).catch(() => null);
    if (!exists) return null;
    // A new build is a new file name for the module cache: the query makes it load again.
    const renderer = (await import(
      `${pathToFileURL(rendererFile).href}?v=${exists.mtimeMs}`
    )) as ServerRenderer;
    renderer.configure({
      async transport(url, init) {
        const res = await inject({
          method: init.method ?? 'GET',
          url,
          headers: Object.fromEntries(new Headers(init.headers).entries()),
        });
        const type = res.headers['content-type'];
        return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
          status: res.statusCode,
          headers: typeof type === 'string' ? { 'content-type': type } : {},
        });
      },
    });
    return renderer;
  }

  /** index.html, the manifest and the renderer, loaded again when a rebuild replaces them. */
  async function load() {
    const { mtimeMs } = await stat(indexFile);
    if (cached?.mtimeMs !== mtimeMs) {
      const html = await readFile(indexFile, 'utf8');
      const manifest = await readFile(manifestFile, 'utf8')
        .then((text) => JSON.parse(text) as Manifest)
        .catch(() => null);
      // Every page needs the app: its chunks are fetched beside the first script, not after it.
      const startChunks = manifest ? chunksOf(manifest, START_CHUNK, new Set()) : [];
      const preloads = startChunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      const { shell, site } = pageShell(html);
      cached = {
        mtimeMs,
        html: shell.replace('</head>', () => `${preloads.join('\n')}\n</head>`),
        site,
        manifest,
        startChunks: new Set(startChunks),
        renderer: await loadRenderer(),
      };
    }
    return cached;
  }

  /** The chunk files of `key`: its own and the ones it imports, except the entry's and `loaded`. */
  function chunksOf(manifest: Manifest, key: string, loaded: Set<string>): string[] {
    const entry = manifest['index.html'];
    const skip = new Set(entry?.imports ?? []);
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (k: string) => {
      if (seen.has(k) || skip.has(k) || k === 'index.html') return;
      seen.add(k);
      const chunk = manifest[k];
      if (!chunk) return;
      if (!loaded.has(chunk.file)) files.push(chunk.file);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    visit(key);
    return files;
  }

  async function heroPreloads(ctx: ShopContext) {
    const links: string[] = [];
    for (const { code, media } of heroBanners) {
      const banner = await getVisibleBanner(ctx, code).catch(() => null);
      const first = banner?.slides[0];
      if (first?.image) {
        links.push(
          `<link rel="preload" as="image" href="${escapeAttribute(first.image)}" imagesrcset="${escapeAttribute(first.srcSet)}" imagesizes="100vw" media="${media}" fetchpriority="high">`,
        );
      }
    }
    return links;
  }

  type Hints = { chunk: string; links: string[] };

  /** What the page at `urlPath` needs first, or null for a page without hints (and not server-rendered). */
  async function hintsFor(urlPath: string, ctx: ShopContext): Promise<Hints | null> {
    if (urlPath === '/') return { chunk: HOME_CHUNK, links: await heroPreloads(ctx) };
    if (urlPath === '/shop') return { chunk: SHOP_CHUNK, links: [] };
    const productId = PRODUCT_PATH.exec(urlPath)?.[1];
    if (productId) {
      const answer = await productAnswer(ctx, productId).catch(() => null);
      if (!answer) return null;
      const { product } = JSON.parse(answer) as { product: Product };
      const first = product.images[0] ?? product.thumb;
      const href = first ? productImagePath(product._id, first) : null;
      return {
        chunk: SHOP_CHUNK,
        links: href
          ? [`<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">`]
          : [],
      };
    }
    return null;
  }

  // Guests all see the same page: a rendering is kept for a few seconds and shared by the requests
  // that arrive meanwhile (decision 0012), so a busy page is rendered a few times a minute, not per
  // view. Any change made in the console drops them all (app.ts), so operators see it at once.
  type Rendering = Awaited<ReturnType<ServerRenderer['render']>>;
  const renderings = new Map<string, { at: number; result: Promise<Rendering> }>();
  function rendering(renderer: ServerRenderer, url: string, ctx: ShopContext): Promise<Rendering> {
    const now = Date.now();
    const kept = renderings.get(url);
    if (kept && now - kept.at < RENDERING_TTL_MS) return kept.result;
    const result = renderer.render(url).catch((error: unknown) => {
      ctx.log.error({ err: error, url }, 'server rendering failed; the browser renders the page');
      return null;
    });
    renderings.delete(url);
    renderings.set(url, { at: now, result });
    // Oldest first (insertion order): product pages are many, memory is not.
    for (const key of renderings.keys()) {
      if (renderings.size <= RENDERINGS_KEPT) break;
      renderings.delete(key);
    }
    return result;
  }

  /**
   * Loads the page and its 3 MB renderer before the first shopper asks, once the server listens:
   * compiling the renderer earlier would hold up the start's first answer.
   */
  function warm() {
    void load().catch(() => undefined);
  }

  /** Drops every kept rendering: an operator changed something a page may show. */
  function forget() {
    renderings.clear();
  }

  /**
   * The page at `urlPath?search` as served from `origin`: index.html with the page's head, rendered
   * and with hints when the page has any; 404 (app shell, noindex) for an unknown or hidden page.
   */
  async function render(
    urlPath: string,
    search: string,
    ctx: ShopContext,
    origin: string,
  ): Promise<{ status: number; html: string }> {
    const { html, site, manifest, startChunks, renderer } = await load();
    const { baseUrl, seo: setting } = await siteOf(ctx, origin);
    const meta = await seo.pageMeta(ctx, urlPath, search, baseUrl).catch((error: unknown) => {
      ctx.log.error({ err: error, urlPath }, 'page meta failed; the site title is sent');
      return null;
    });
    const status = meta?.status ?? 200;
    const hints = status === 404 ? null : await hintsFor(urlPath, ctx);
    const rendered = hints && renderer ? await rendering(renderer, `${urlPath}${search}`, ctx) : null;
    const head = [headTags(meta, { baseUrl, seo: setting, site }, rendered?.title)];
    if (!hints) return { status, html: html.replace('</head>', () => `${head.join('\n')}\n</head>`) };
    const routeChunks = manifest ? chunksOf(manifest, hints.chunk, startChunks) : [];
    let page = html;
    if (rendered) {
      // A rendered page is read before its scripts run: the app is fetched only after the page's
      // first paint (main.tsx), so on a slow line it never competes with the page's images; until
      // then the page is plain HTML with working links.
      page = page.replace(OUTLET, () => rendered.html).replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
    } else {
      head.push(...routeChunks.map((file) => `<link rel="modulepreload" href="/${escapeAttribute(file)}">`));
    }
    head.push(...hints.links);
    if (rendered) {
      if (rendered.head) head.push(rendered.head);
      head.push(`<script type="application/json" id="shop-state">${jsonForHtml(rendered.state)}</script>`);
    }
    return { status, html: page.replace('</head>', () => `${head.join('\n')}\n</head>`) };
  }

  return { render, forget, warm };
}
