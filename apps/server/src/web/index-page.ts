import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PRODUCTS_PAGE_SIZE, type Product } from '@shop/contracts';
import type { ShopContext } from '../http/context.ts';
import { categoriesAnswer, productAnswer, productsAnswer } from '../modules/catalog/answers.ts';
import { listVisibleBandBanners } from '../modules/content/band-banners.ts';
import { getVisibleBanner } from '../modules/content/banners.ts';

/**
 * The single-page app's index.html, with hints for the page asked for. A client-rendered page
 * otherwise waits for its script, then its route chunk, then the API, then the image: on a phone
 * that chain is most of the time to the first large paint. For the home page the server already
 * knows what the first screen needs, so it says so in the HTML:
 * - `modulepreload` of the page's route chunk (from Vite's manifest), fetched beside the entry;
 * - `preload` of the first hero slide, for the phone and the desktop banner by media query;
 * - the band banners' and hero banners' API answers as a JSON data block (`#shop-boot`, read once by the API client),
 *   so the hero renders without waiting for a request. A data block is not a script: the strict
 *   Content-Security-Policy stays as it is.
 */

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** Route chunks, as the web app's lazy routes load them. */
const HOME_CHUNK = 'src/features/storefront/storefront-pages.ts';
const SHOP_CHUNK = 'src/features/shop/shop-pages.ts';
const PRODUCT_PATH = /^\/shop\/products\/([0-9a-f-]{36})$/;

/** The key the API client looks an answer up by: the URL, and the paging it sends as headers. */
const bootKey = (url: string, paging?: { skip: number; limit: number }) =>
  paging ? `${url}#skip=${paging.skip}&limit=${paging.limit}` : url;

/** Banners the home page shows first: desktop from 1024 px (spec §9 header breakpoint), phone below. */
const heroBanners = [
  { code: 'main-visual', media: '(min-width: 1024px)' },
  { code: 'main-visual-mo', media: '(max-width: 1023.98px)' },
];

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
/** JSON inside HTML: `<` never appears raw, so no `</script>` can close the block early. */
const jsonForHtml = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

export function indexPage(webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; html: string; manifest: Manifest | null } | null = null;

  /** index.html and the manifest, re-read when a rebuild replaces them. */
  async function load() {
    const { mtimeMs } = await stat(indexFile);
    if (cached?.mtimeMs !== mtimeMs) {
      const html = await readFile(indexFile, 'utf8');
      const manifest = await readFile(manifestFile, 'utf8')
        .then((text) => JSON.parse(text) as Manifest)
        .catch(() => null);
      cached = { mtimeMs, html, manifest };
    }
    return cached;
  }

  /** The chunk files of a route: its own and the ones it imports that the entry does not. */
  function chunksOf(manifest: Manifest, key: string): string[] {
    const entry = manifest['index.html'];
    const skip = new Set(entry?.imports ?? []);
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (k: string) => {
      if (seen.has(k) || skip.has(k) || k === 'index.html') return;
      seen.add(k);
      const chunk = manifest[k];
      if (!chunk) return;
      files.push(chunk.file);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    visit(key);
    return files;
  }

  async function heroHints(ctx: ShopContext) {
    const links: string[] = [];
    const boot: Record<string, unknown> = {};
    // The strip above the header: without it the header would move down when it arrives.
    const bandBanners = await listVisibleBandBanners(ctx);
    boot['/api/v1/band-banners'] = { summary: { totalCount: bandBanners.length }, bandBanners };
    for (const { code, media } of heroBanners) {
      const banner = await getVisibleBanner(ctx, code).catch(() => null);
      if (!banner) continue;
      boot[`/api/v1/banners/${code}`] = { banner };
      const first = banner.slides[0];
      if (first?.image) {
        links.push(
          `<link rel="preload" as="image" href="${escapeAttribute(first.image)}" imagesrcset="${escapeAttribute(first.srcSet)}" imagesizes="100vw" media="${media}" fetchpriority="high">`,
        );
      }
    }
    return { links, boot };
  }

  type Hints = { chunk: string; links: string[]; boot: Record<string, unknown> };

  /** What the page at `urlPath?search` needs first, or null for a page without hints. */
  async function hintsFor(urlPath: string, search: string, ctx: ShopContext): Promise<Hints | null> {
    if (urlPath === '/') return { chunk: HOME_CHUNK, ...(await heroHints(ctx)) };
    if (urlPath === '/shop' && search === '') {
      // The whole catalogue, newest first: what /shop shows without a filter (list-params.ts).
      // The same cached JSON text the API sends: a page view costs no extra query.
      const paging = { skip: 0, limit: PRODUCTS_PAGE_SIZE };
      const [list, categories] = await Promise.all([
        productsAnswer(ctx, { sort: 'NEWEST', searchKey: 'name' }, paging),
        categoriesAnswer(ctx),
      ]);
      return {
        chunk: SHOP_CHUNK,
        links: [],
        boot: {
          [bootKey('/api/v1/shop/products?sort=NEWEST', paging)]: JSON.parse(list),
          '/api/v1/shop/categories': JSON.parse(categories),
        },
      };
    }
    const productId = PRODUCT_PATH.exec(urlPath)?.[1];
    if (productId) {
      const answer = await productAnswer(ctx, productId).catch(() => null);
      if (!answer) return null;
      const { product } = JSON.parse(answer) as { product: Product };
      const first = product.images[0] ?? product.thumb;
      return {
        chunk: SHOP_CHUNK,
        links: first
          ? [`<link rel="preload" as="image" href="${escapeAttribute(first)}" fetchpriority="high">`]
          : [],
        boot: { [`/api/v1/shop/products/${productId}`]: { product } },
      };
    }
    return null;
  }

  /** The HTML for `urlPath`: index.html, with hints when the page has any. */
  return async function render(urlPath: string, search: string, ctx: ShopContext): Promise<string> {
    const { html, manifest } = await load();
    const hints = await hintsFor(urlPath, search, ctx);
    if (!hints) return html;
    const links = manifest
      ? chunksOf(manifest, hints.chunk).map(
          (file) => `<link rel="modulepreload" href="/${escapeAttribute(file)}">`,
        )
      : [];
    links.push(...hints.links);
    if (Object.keys(hints.boot).length) {
      links.push(`<script type="application/json" id="shop-boot">${jsonForHtml(hints.boot)}</script>`);
    }
    return html.replace('</head>', `${links.join('\n')}\n</head>`);
  };
}
