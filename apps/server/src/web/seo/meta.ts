/**
 * What a page tells search engines and share previews (decision 0053): built by the server for each
 * page it serves (pages.ts), written into the document head by head.ts.
 */
export type PageMeta = {
  /** 404: an unknown or hidden page, served with the app shell and `noindex` */
  status: 200 | 404;
  /** the page's own title, before " | 바스하우스"; null: the site's title (the home page) */
  title: string | null;
  /** null: the site's description */
  description: string | null;
  /** the canonical path (with the query that names the page, if any); null: none (not indexed) */
  path: string | null;
  /** a path on this shop or an absolute URL; made absolute with the base URL */
  image: string | null;
  type: 'website' | 'product' | 'article';
  noindex: boolean;
  /** 판매가 in won: product:price:amount, with product:price:currency KRW */
  price?: number;
  /** schema.org JSON-LD, written as a `application/ld+json` block */
  jsonLd?: Record<string, unknown>;
};

/** The shop's name, after every page title (as the web app's route titles have it). */
export const SITE_NAME = '바스하우스';

export const page = (
  title: string | null,
  path: string | null,
  more: Partial<Omit<PageMeta, 'title' | 'path'>> = {},
): PageMeta => ({
  status: 200,
  title,
  description: null,
  path,
  image: null,
  type: 'website',
  noindex: false,
  ...more,
});

/** Unknown or hidden: 404, not indexed, no canonical. */
export const missing = (title: string): PageMeta => page(title, null, { status: 404, noindex: true });

/** `/res/…` or an absolute URL, against the shop's base URL. */
export const absolute = (baseUrl: string, pathOrUrl: string) =>
  /^https?:\/\//i.test(pathOrUrl)
    ? pathOrUrl
    : `${baseUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
