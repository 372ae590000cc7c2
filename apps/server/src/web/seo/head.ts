import type { SeoSetting } from '@shop/contracts';
import { escapeAttribute, escapeText, jsonForHtml } from '../html.ts';
import { absolute, type PageMeta, SITE_NAME } from './meta.ts';

/**
 * The document head of a page (decision 0053): title, description, canonical, Open Graph (what
 * KakaoTalk, Naver, Facebook show when a link is shared), product price, JSON-LD, robots, and the
 * site verification codes of the settings. index.html keeps what every page shares (charset,
 * viewport, og:site_name, og:locale); what each page says for itself is taken out of it once
 * (`pageShell`) and written here per page, so no page carries two titles or two descriptions.
 */

/** The tags of index.html that each page writes for itself. */
const OWN_TAGS = [
  /\s*<title>[^<]*<\/title>/,
  /\s*<meta\s+name="description"[^>]*>/,
  /\s*<meta\s+property="og:(?:type|title|description|url|image)"[^>]*>/g,
];

const attributeOf = (tag: string | undefined, name: string) => {
  const value = tag ? new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] : undefined;
  return value?.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&amp;', '&');
};

/** index.html without the tags each page writes, and the site's own title and description. */
export function pageShell(html: string) {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? SITE_NAME;
  const description = attributeOf(/<meta\s+name="description"[^>]*>/.exec(html)?.[0], 'content') ?? '';
  let shell = html;
  // A page without a head has nowhere to write the page's tags: it keeps its own.
  if (!html.includes('</head>')) return { shell, site: { title, description } };
  for (const tag of OWN_TAGS) shell = shell.replace(tag, '');
  return { shell, site: { title, description } };
}

export type HeadContext = {
  /** the shop's public address, no trailing slash */
  baseUrl: string;
  seo: SeoSetting;
  /** the site's title and description, for pages without their own */
  site: { title: string; description: string };
};

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeAttribute(content)}">`;

/** The full title as the tab shows it: "부트 세면대 | 바스하우스", or the site's own. */
export const titleOf = (pageMeta: PageMeta | null, site: HeadContext['site']) =>
  pageMeta?.title ? `${pageMeta.title} | ${SITE_NAME}` : site.title;

/** The tags for `<head>`; `fallbackTitle` names a page without meta of its own (its route's title). */
export function headTags(pageMeta: PageMeta | null, context: HeadContext, fallbackTitle?: string | null) {
  const { baseUrl, seo, site } = context;
  const title = !pageMeta && fallbackTitle ? `${fallbackTitle} | ${SITE_NAME}` : titleOf(pageMeta, site);
  const description = pageMeta?.description || site.description;
  const url = pageMeta?.path ? `${baseUrl}${pageMeta.path}` : null;
  const tags = [`<title>${escapeText(title)}</title>`];
  if (description) tags.push(meta('name', 'description', description));
  if (pageMeta?.noindex) tags.push('<meta name="robots" content="noindex">');
  if (url) tags.push(`<link rel="canonical" href="${escapeAttribute(url)}">`);
  tags.push(meta('property', 'og:type', pageMeta?.type ?? 'website'));
  tags.push(meta('property', 'og:title', pageMeta?.title ?? title));
  if (description) tags.push(meta('property', 'og:description', description));
  if (url) tags.push(meta('property', 'og:url', url));
  if (pageMeta?.image) tags.push(meta('property', 'og:image', absolute(baseUrl, pageMeta.image)));
  if (pageMeta?.price !== undefined) {
    tags.push(meta('property', 'product:price:amount', String(pageMeta.price)));
    tags.push(meta('property', 'product:price:currency', 'KRW'));
  }
  if (seo.naverVerification) tags.push(meta('name', 'naver-site-verification', seo.naverVerification));
  if (seo.googleVerification) tags.push(meta('name', 'google-site-verification', seo.googleVerification));
  if (pageMeta?.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonForHtml(pageMeta.jsonLd)}</script>`);
  }
  return tags.join('\n');
}
