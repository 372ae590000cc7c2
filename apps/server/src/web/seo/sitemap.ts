import { centerPageCodes } from '@shop/contracts';
import { and, eq, inArray, max } from 'drizzle-orm';
import {
  brands,
  categories,
  centerPages,
  exhibitions,
  faqs,
  notifications,
  products,
  showrooms,
} from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { visibleCategoryIds } from '../../modules/catalog/service.ts';
import { visibleAt } from '../../modules/content/period.ts';
import { escapeXml } from '../html.ts';

/**
 * sitemap.xml (sitemaps.org 0.9, decision 0053): every page a shopper may land on that shows
 * something, with the time it last changed. Hidden products, categories and brands, 기획전 out of
 * their period: none of them. Past 50,000 addresses (the protocol's limit per file) /sitemap.xml is
 * an index of numbered files, /sitemaps/1.xml, /sitemaps/2.xml …
 */

export type SitemapEntry = { path: string; lastmod: Date };

/** The protocol's limit of addresses per file. */
export const URLS_PER_FILE = 50_000;

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const SEOUL_MS = 9 * 60 * 60 * 1000;

/** W3C Datetime in Seoul time: 2026-03-01T09:30:00+09:00. */
export const w3cDate = (date: Date) =>
  `${new Date(date.getTime() + SEOUL_MS).toISOString().slice(0, 19)}+09:00`;

const latest = (dates: (Date | null | undefined)[]): Date | null => {
  let found: Date | null = null;
  for (const d of dates) if (d && (!found || d > found)) found = d;
  return found;
};

/** Every visible page of the shop with its last change. */
export async function sitemapEntries(ctx: ShopContext): Promise<SitemapEntry[]> {
  const visibleIds = await visibleCategoryIds(ctx);
  const [categoryRows, productRows, brandRows, exhibitionRows, showroomRows, noticeRows, pageRows, faqRows] =
    await Promise.all([
      visibleIds.length
        ? ctx.db
            .select({ code: categories.code, updatedAt: categories.updatedAt })
            .from(categories)
            .where(inArray(categories._id, visibleIds))
            .orderBy(categories.depth, categories.order, categories.code)
        : [],
      visibleIds.length
        ? ctx.db
            .select({ _id: products._id, updatedAt: products.updatedAt })
            .from(products)
            .where(and(eq(products.isDisplayed, true), inArray(products._category, visibleIds)))
            .orderBy(products.createdAt, products._id)
        : [],
      ctx.db
        .select({ code: brands.code, updatedAt: brands.updatedAt })
        .from(brands)
        .where(eq(brands.isVisible, true))
        .orderBy(brands.order, brands.code),
      ctx.db
        .select({ _id: exhibitions._id, updatedAt: exhibitions.updatedAt })
        .from(exhibitions)
        .where(visibleAt(exhibitions, ctx.now))
        .orderBy(exhibitions.order, exhibitions._id),
      ctx.db
        .select({ updatedAt: max(showrooms.updatedAt) })
        .from(showrooms)
        .where(eq(showrooms.isVisible, true)),
      ctx.db
        .select({ _id: notifications._id, updatedAt: notifications.updatedAt })
        .from(notifications)
        .orderBy(notifications.createdAt, notifications._id),
      ctx.db.select({ code: centerPages.code, updatedAt: centerPages.updatedAt }).from(centerPages),
      ctx.db.select({ updatedAt: max(faqs.updatedAt) }).from(faqs),
    ]);

  const productEntries = productRows.map((r) => ({ path: `/shop/products/${r._id}`, lastmod: r.updatedAt }));
  const categoryEntries = categoryRows.map((r) => ({
    path: `/shop?category=${encodeURIComponent(r.code)}`,
    lastmod: r.updatedAt,
  }));
  const brandEntries = brandRows.map((r) => ({
    path: `/shop/brands/${encodeURIComponent(r.code)}`,
    lastmod: r.updatedAt,
  }));
  const exhibitionEntries = exhibitionRows.map((r) => ({
    path: `/shop/exhibitions/${r._id}`,
    lastmod: r.updatedAt,
  }));
  const noticeEntries = noticeRows.map((r) => ({ path: `/center/notice/${r._id}`, lastmod: r.updatedAt }));
  const pageEntries = pageRows
    .filter((r) => (centerPageCodes as readonly string[]).includes(r.code))
    .map((r) => ({ path: `/center/${r.code}`, lastmod: r.updatedAt }));

  const newestProduct = latest(productEntries.map((e) => e.lastmod));
  const lists: { path: string; lastmod: Date | null }[] = [
    { path: '/shop', lastmod: latest([newestProduct, ...categoryEntries.map((e) => e.lastmod)]) },
    { path: '/shop/brands', lastmod: latest(brandEntries.map((e) => e.lastmod)) },
    { path: '/shop/exhibitions', lastmod: latest(exhibitionEntries.map((e) => e.lastmod)) },
    { path: '/shop/showrooms', lastmod: showroomRows[0]?.updatedAt ?? null },
    { path: '/center/notice', lastmod: latest(noticeEntries.map((e) => e.lastmod)) },
    { path: '/center/faq', lastmod: faqRows[0]?.updatedAt ?? null },
  ];
  const listed = lists.filter((l): l is SitemapEntry => l.lastmod !== null);
  const rest = [
    ...listed,
    ...categoryEntries,
    ...brandEntries,
    ...exhibitionEntries,
    ...pageEntries,
    ...noticeEntries,
    ...productEntries,
  ];
  const home = latest(rest.map((e) => e.lastmod)) ?? ctx.now;
  return [{ path: '/', lastmod: home }, ...rest];
}

const urlset = (entries: SitemapEntry[], baseUrl: string) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${NS}">`,
    ...entries.map(
      (e) =>
        `<url><loc>${escapeXml(`${baseUrl}${e.path}`)}</loc><lastmod>${w3cDate(e.lastmod)}</lastmod></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');

/** The path of the n-th file (from 1) of a split sitemap. */
export const sitemapFilePath = (n: number) => `/sitemaps/${n}.xml`;

/**
 * The sitemap as documents: one `urlset` when the entries fit in one file, else an index
 * (`sitemapindex`, each file with its newest lastmod) and the files of `limit` entries each.
 */
export function sitemapDocuments(
  entries: SitemapEntry[],
  baseUrl: string,
  limit = URLS_PER_FILE,
): { index: string | null; files: string[] } {
  if (entries.length <= limit) return { index: null, files: [urlset(entries, baseUrl)] };
  const chunks: SitemapEntry[][] = [];
  for (let i = 0; i < entries.length; i += limit) chunks.push(entries.slice(i, i + limit));
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<sitemapindex xmlns="${NS}">`,
    ...chunks.map(
      (chunk, i) =>
        `<sitemap><loc>${escapeXml(`${baseUrl}${sitemapFilePath(i + 1)}`)}</loc><lastmod>${w3cDate(latest(chunk.map((e) => e.lastmod))!)}</lastmod></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
  return { index, files: chunks.map((chunk) => urlset(chunk, baseUrl)) };
}
