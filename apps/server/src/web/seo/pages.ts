import {
  type Brand,
  type categoryEnvelope,
  centerPageCodes,
  PRODUCTS_PAGE_SIZE,
  type Product,
  type ProductCard,
  productImagePath,
  productsQuery,
} from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { centerPages, exhibitions, notifications, showrooms } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { brandAnswer, categoryAnswer, productAnswer, productsAnswer } from '../../modules/catalog/answers.ts';
import { getVisibleBanner } from '../../modules/content/banners.ts';
import { contentDirs, imageUrl } from '../../modules/content/files.ts';
import { visibleAt } from '../../modules/content/period.ts';
import { plainText } from '../html.ts';
import { missing, type PageMeta, page } from './meta.ts';
import { productMeta } from './product.ts';

/**
 * The meta of each page a shopper or a crawler may land on, from the data the page shows (the
 * catalogue's cached answers, the content rows), or null for a page that has none of its own (my
 * page, the cart, the console: the site's title, no canonical). Unknown and hidden products,
 * brands, 기획전 and notices are missing: 404 and noindex.
 */

const UUID = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';
const PRODUCT = new RegExp(`^/shop/products/${UUID}$`);
const EXHIBITION = new RegExp(`^/shop/exhibitions/${UUID}$`);
const NOTICE = new RegExp(`^/center/notice/${UUID}$`);
const BRAND = /^\/shop\/brands\/([^/]+)$/;
const CENTER_PAGE = /^\/center\/([a-z-]+)$/;

/** Pages whose title and words are fixed: the lists and the shop's own pages. */
const fixedPages: Record<string, { title: string; description?: string; noindex?: boolean }> = {
  '/shop/brands': { title: '브랜드', description: '바스하우스에서 만나는 욕실 브랜드를 모두 모았습니다.' },
  '/shop/exhibitions': {
    title: '기획전',
    description: '바스하우스의 특가할인, 기획전, 팝업 이벤트를 한곳에서 확인하세요.',
  },
  '/shop/search': { title: '상품 검색', noindex: true },
  '/center/notice': { title: '공지사항', description: '바스하우스의 새 소식과 안내를 알려드립니다.' },
  '/center/faq': {
    title: '자주 묻는 질문',
    description: '주문, 배송, 설치, 교환·반품에 대해 자주 묻는 질문입니다.',
  },
  '/center/inquiry': { title: '1:1 상담 신청' },
  '/center/bulk-purchase': { title: '대량구매 문의' },
  '/about': { title: '회사소개' },
  '/terms': { title: '이용약관' },
  '/privacy-policy': { title: '개인정보처리방침' },
  '/email-policy': { title: '이메일무단수집거부' },
};

const parse = <T>(json: string) => JSON.parse(json) as T;
/** A path segment as typed, or null when its escapes are broken (`%E0%A4%A`). */
const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};
/** A catalogue read that answers 404 (hidden, unknown) is no page: null. */
const orNull = <T>(read: Promise<T>) => read.catch(() => null);

export async function pageMeta(
  ctx: ShopContext,
  urlPath: string,
  search: URLSearchParams,
  baseUrl: string,
): Promise<PageMeta | null> {
  if (urlPath === '/') return homeMeta(ctx);
  if (urlPath === '/shop') return shopMeta(ctx, search);
  const fixed = fixedPages[urlPath];
  if (fixed) {
    return page(fixed.title, fixed.noindex ? null : urlPath, {
      description: fixed.description ?? null,
      noindex: fixed.noindex ?? false,
    });
  }
  if (urlPath === '/shop/showrooms') return showroomsMeta(ctx);

  const productId = PRODUCT.exec(urlPath)?.[1];
  if (productId) {
    const answer = await orNull(productAnswer(ctx, productId));
    return answer ? productMeta(parse<{ product: Product }>(answer).product, baseUrl) : missing('상품 상세');
  }
  if (urlPath.startsWith('/shop/products/')) return missing('상품 상세');

  const brandCode = BRAND.exec(urlPath)?.[1];
  if (brandCode) {
    const code = decoded(brandCode);
    const answer = code ? await orNull(brandAnswer(ctx, code)) : null;
    if (!answer) return missing('브랜드 상품');
    const { brand } = parse<{ brand: Brand }>(answer);
    return page(brand.name, `/shop/brands/${encodeURIComponent(brand.code)}`, {
      description:
        plainText(brand.description) || `${brand.name} 브랜드의 욕실 제품을 바스하우스에서 만나보세요.`,
      image: brand.logo ?? (await firstCardImage(ctx, { brand: brand.code })),
    });
  }

  const exhibitionId = EXHIBITION.exec(urlPath)?.[1];
  if (exhibitionId) return exhibitionMeta(ctx, exhibitionId);
  if (urlPath.startsWith('/shop/exhibitions/')) return missing('기획전 상세');

  const noticeId = NOTICE.exec(urlPath)?.[1];
  if (noticeId) return noticeMeta(ctx, noticeId);
  if (urlPath.startsWith('/center/notice/')) return missing('공지사항 상세');

  const pageCode = CENTER_PAGE.exec(urlPath)?.[1];
  if (pageCode && (centerPageCodes as readonly string[]).includes(pageCode)) {
    return centerPageMeta(ctx, pageCode);
  }
  return null;
}

async function homeMeta(ctx: ShopContext): Promise<PageMeta> {
  const hero = await orNull(getVisibleBanner(ctx, 'main-visual'));
  return page(null, '/', { image: hero?.slides.find((s) => s.image)?.image ?? null });
}

/**
 * The card image of the first product a list shows (its first page, newest first, as the shop list
 * opens): read from the same cached answer the list's page reads.
 */
async function firstCardImage(ctx: ShopContext, filter: { category?: string; brand?: string }) {
  const answer = await orNull(
    productsAnswer(ctx, productsQuery.parse({ ...filter, sort: 'NEWEST' }), {
      skip: 0,
      limit: PRODUCTS_PAGE_SIZE,
    }),
  );
  const first = answer ? parse<{ products: ProductCard[] }>(answer).products.find((p) => p.thumb) : undefined;
  return first?.thumb ? productImagePath(first._id, first.thumb) : null;
}

/** /shop and /shop?category=…: a category's list is its own page; sort and page are not. */
async function shopMeta(ctx: ShopContext, search: URLSearchParams): Promise<PageMeta> {
  const code = search.get('category');
  const answer = code ? await orNull(categoryAnswer(ctx, code)) : null;
  if (!answer) {
    return page('전체상품', '/shop', {
      description: '세면대, 양변기, 수전, 욕조, 샤워부스까지 바스하우스의 모든 욕실 제품입니다.',
      image: await firstCardImage(ctx, {}),
    });
  }
  const { category } = parse<z.infer<typeof categoryEnvelope>>(answer);
  const trail = category.path.map((p) => p.name).join(' > ');
  return page(category.name, `/shop?category=${encodeURIComponent(category.code)}`, {
    description: `${trail} 상품을 바스하우스에서 비교하고 구매하세요. 상담부터 설치, A/S까지 함께합니다.`,
    image: await firstCardImage(ctx, { category: category.code }),
  });
}

async function showroomsMeta(ctx: ShopContext): Promise<PageMeta> {
  const rows = await ctx.db
    .select({ _id: showrooms._id, name: showrooms.name, image: showrooms.image })
    .from(showrooms)
    .where(eq(showrooms.isVisible, true))
    .orderBy(showrooms.order, showrooms.name);
  const first = rows.find((r) => r.image);
  return page('쇼룸', '/shop/showrooms', {
    description: rows.length
      ? `바스하우스 쇼룸에서 욕실 제품을 직접 보세요: ${rows.map((r) => r.name).join(', ')}.`
      : '바스하우스 쇼룸에서 욕실 제품을 직접 보세요.',
    image: first ? imageUrl(contentDirs.showroom(first._id), first.image, 'photo') : null,
  });
}

async function exhibitionMeta(ctx: ShopContext, _id: string): Promise<PageMeta> {
  const [row] = await ctx.db
    .select({
      title: exhibitions.title,
      summary: exhibitions.summary,
      thumb: exhibitions.thumb,
      banner: exhibitions.banner,
    })
    .from(exhibitions)
    .where(and(eq(exhibitions._id, _id), visibleAt(exhibitions, ctx.now)));
  if (!row) return missing('기획전 상세');
  const dir = contentDirs.exhibition(_id);
  return page(row.title, `/shop/exhibitions/${_id}`, {
    description: plainText(row.summary) || `${row.title}: 바스하우스 기획전`,
    image: imageUrl(dir, row.thumb, 'thumb') ?? imageUrl(dir, row.banner, 'banner'),
    type: 'article',
  });
}

async function noticeMeta(ctx: ShopContext, _id: string): Promise<PageMeta> {
  const [row] = await ctx.db
    .select({ subject: notifications.subject, content: notifications.content })
    .from(notifications)
    .where(eq(notifications._id, _id));
  if (!row) return missing('공지사항 상세');
  return page(row.subject, `/center/notice/${_id}`, {
    description: plainText(row.content) || row.subject,
    type: 'article',
  });
}

async function centerPageMeta(ctx: ShopContext, code: string): Promise<PageMeta> {
  const [row] = await ctx.db
    .select({ title: centerPages.title, summary: centerPages.summary, content: centerPages.content })
    .from(centerPages)
    .where(eq(centerPages.code, code));
  return page(row?.title ?? '고객센터', `/center/${code}`, {
    description: row ? plainText(row.summary) || plainText(row.content) || null : null,
  });
}
