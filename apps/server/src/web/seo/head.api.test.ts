import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory } from '../../testing/catalog.ts';
import { create } from '../../testing/content.ts';
import { asOperator, asShopper } from '../../testing/members.ts';
import { seoShop } from '../../testing/seo.ts';
import { changeSetting } from '../../testing/settings.ts';
import { parseXml } from '../../testing/xml.ts';

/**
 * The head of each page (decision 0053), checked on a web build without a server renderer: the head
 * is the server's, not the renderer's.
 */

const indexHtml = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <title>바스하우스 | 욕실 전문 쇼핑몰</title>
    <meta
      name="description"
      content="욕실의 모든 것"
    />
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content="바스하우스" />
    <meta property="og:title" content="바스하우스 | 욕실 전문 쇼핑몰" />
    <meta property="og:description" content="욕실의 모든 것" />
  </head>
  <body><div id="root"><!--app-outlet--><p>불러오는 중</p><!--/app-outlet--></div></body>
</html>`;

let app: TestApp;
let dir: string;
let ids: Record<string, string> = {};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shop-seo-'));
  await writeFile(path.join(dir, 'index.html'), indexHtml);
  app = await buildTestApp({ webDist: dir });
  ids = await seoShop(app);
});
afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });
const metaOf = (body: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(body)?.[1];
const attributeText = (value: string | undefined) =>
  value?.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&amp;', '&');
type ProductLd = Record<string, unknown> & { offers: { availability: string; url: string } };
const jsonLdOf = (body: string) => {
  const blocks = [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]![1]!) as ProductLd;
};

describe('a product page (its HTML head)', () => {
  it('carries its own title, description, canonical, share tags and price, escaped', async () => {
    const res = await get(`/shop/products/${ids.product}`);
    expect(res.statusCode).toBe(200);
    const body = res.body;
    const url = `http://localhost/shop/products/${ids.product}`;
    expect(body).toContain('<title>부트 "탑볼" 세면대 &lt;신형> | 바스하우스</title>');
    // index.html's own title and description are replaced, not doubled
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body.match(/<meta\s+name="description"/g)).toHaveLength(1);
    expect(body.match(/property="og:title"/g)).toHaveLength(1);
    expect(body).toContain('<meta property="og:site_name" content="바스하우스" />');
    const description = attributeText(metaOf(body, 'description'));
    expect(description).toBe(
      '아메리칸<스탠다드> 부트 "탑볼" 세면대 <신형> | 세면대 | 판매가 98,000원. 도자기 & 스테인리스 탑볼',
    );
    expect(body).not.toContain('alert(1)');
    expect(body).toContain(`<link rel="canonical" href="${url}">`);
    expect(metaOf(body, 'og:url')).toBe(url);
    expect(metaOf(body, 'og:type')).toBe('product');
    expect(attributeText(metaOf(body, 'og:title'))).toBe('부트 "탑볼" 세면대 <신형>');
    expect(attributeText(metaOf(body, 'og:description'))).toBe(description);
    expect(metaOf(body, 'og:image')).toBe(
      `http://localhost/res/shop/products/${ids.product}/0123456789abcdef-card.webp`,
    );
    expect(metaOf(body, 'product:price:amount')).toBe('98000');
    expect(metaOf(body, 'product:price:currency')).toBe('KRW');
    expect(body).not.toContain('name="robots"');
  });

  it('carries a schema.org Product in JSON-LD that parses', async () => {
    const ld = jsonLdOf((await get(`/shop/products/${ids.product}`)).body);
    const url = `http://localhost/shop/products/${ids.product}`;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '부트 "탑볼" 세면대 <신형>',
      sku: ids.product,
      url,
      brand: { '@type': 'Brand', name: '아메리칸<스탠다드>' },
      image: [
        `http://localhost/res/shop/products/${ids.product}/0123456789abcdef-card.webp`,
        `http://localhost/res/shop/products/${ids.product}/fedcba9876543210-detail.webp`,
      ],
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'KRW',
        price: 98_000,
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 3 },
    });
  });

  it('says OutOfStock for 품절 and for no stock, and leaves out a rating without reviews', async () => {
    for (const id of [ids.soldout, ids.noStock]) {
      const body = (await get(`/shop/products/${id}`)).body;
      const ld = jsonLdOf(body);
      expect(ld.offers.availability, id).toBe('https://schema.org/OutOfStock');
      expect(ld).not.toHaveProperty('aggregateRating');
      expect(ld).not.toHaveProperty('brand');
    }
    expect(attributeText(metaOf((await get(`/shop/products/${ids.soldout}`)).body, 'description'))).toContain(
      '판매가 9,000원 (품절)',
    );
  });

  it('answers 404 with noindex, the app shell and no product tags for an unknown or hidden product', async () => {
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      ids.hidden,
      ids.inHiddenCategory,
      'not-a-product',
    ]) {
      const res = await get(`/shop/products/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain('불러오는 중');
      expect(res.body).not.toContain('canonical');
      expect(res.body).not.toContain('ld+json');
      expect(res.body).not.toContain('product:price');
    }
  });
});

describe('the other pages (their heads)', () => {
  it('names each page, with its canonical address', async () => {
    const pages: [string, string, string][] = [
      ['/', '바스하우스 | 욕실 전문 쇼핑몰', '/'],
      ['/shop', '전체상품 | 바스하우스', '/shop'],
      ['/shop?category=seo-basin&sort=PRICE_ASC&page=2', '세면대 | 바스하우스', '/shop?category=seo-basin'],
      ['/shop/brands', '브랜드 | 바스하우스', '/shop/brands'],
      ['/shop/brands/seo-as', '아메리칸&lt;스탠다드> | 바스하우스', '/shop/brands/seo-as'],
      ['/shop/exhibitions', '기획전 | 바스하우스', '/shop/exhibitions'],
      [
        `/shop/exhibitions/${ids.exhibition}`,
        '봄 욕실 특가 | 바스하우스',
        `/shop/exhibitions/${ids.exhibition}`,
      ],
      ['/shop/showrooms', '쇼룸 | 바스하우스', '/shop/showrooms'],
      ['/center/notice', '공지사항 | 바스하우스', '/center/notice'],
      [`/center/notice/${ids.notice}`, '설 연휴 배송 안내 | 바스하우스', `/center/notice/${ids.notice}`],
      ['/center/faq', '자주 묻는 질문 | 바스하우스', '/center/faq'],
    ];
    for (const [url, title, canonical] of pages) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<title>${title}</title>`);
      expect(res.body, url).toContain(`<link rel="canonical" href="http://localhost${canonical}">`);
      expect(metaOf(res.body, 'og:url'), url).toBe(`http://localhost${canonical}`);
      expect(metaOf(res.body, 'description'), url).toBeTruthy();
    }
    expect(metaOf((await get('/shop/showrooms')).body, 'description')).toContain('강남 쇼룸');
    // a list shares the card image of its first product with a photo
    expect(metaOf((await get('/shop?category=seo-basin')).body, 'og:image')).toBe(
      `http://localhost/res/shop/products/${ids.product}/0123456789abcdef-card.webp`,
    );
    expect(metaOf((await get(`/shop/exhibitions/${ids.exhibition}`)).body, 'description')).toBe(
      '세면대 최대 30% 할인',
    );
    expect(metaOf((await get(`/center/notice/${ids.notice}`)).body, 'description')).toBe(
      '연휴 동안 배송이 쉽니다.',
    );
  });

  it('answers 404 noindex for a hidden brand, an ended 기획전 and an unknown notice', async () => {
    for (const url of [
      '/shop/brands/seo-hidden-brand',
      `/shop/exhibitions/${ids.endedExhibition}`,
      '/center/notice/00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('keeps the site title, without a canonical, on pages of no search interest', async () => {
    const res = await get('/mypage/orders');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>바스하우스 | 욕실 전문 쇼핑몰</title>');
    expect(res.body).not.toContain('canonical');
    const search = await get('/shop/search?searchValue=세면대');
    expect(search.body).toContain('<meta name="robots" content="noindex">');
  });
});

describe('the settings of search engines and sharing', () => {
  it('refuses a base URL with a path or another scheme, naming the field in Korean (400)', async () => {
    const { headers } = await asOperator(app);
    for (const baseUrl of ['https://shop.example/store', 'ftp://shop.example', 'shop.example', 'https://']) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/console/setting',
        headers,
        payload: { seo: { baseUrl, naverVerification: '', googleVerification: '' } },
      });
      expect(res.statusCode, baseUrl).toBe(400);
      expect(res.json().message, baseUrl).toContain('쇼핑몰 대표 주소');
    }
    const code = await app.inject({
      method: 'PUT',
      url: '/api/console/setting',
      headers,
      payload: { seo: { baseUrl: '', naverVerification: '"><script>', googleVerification: '' } },
    });
    expect(code.statusCode).toBe(400);
    expect(code.json().message).toContain('네이버 사이트 인증 코드');
  });

  it('is for operators only', async () => {
    const payload = {
      seo: { baseUrl: 'https://evil.example', naverVerification: '', googleVerification: '' },
    };
    const none = await app.inject({ method: 'PUT', url: '/api/console/setting', payload });
    expect(none.statusCode).toBe(401);
    const { headers } = await asShopper(app);
    const shopper = await app.inject({ method: 'PUT', url: '/api/console/setting', headers, payload });
    expect(shopper.statusCode).toBe(403);
  });

  it('shows a saved base URL and verification codes in the page head at once', async () => {
    const url = `/shop/products/${ids.product}`;
    expect((await get(url)).body).not.toContain('site-verification');
    await changeSetting(app, {
      seo: {
        baseUrl: 'https://www.bathhouse.example/',
        naverVerification: 'naver-abc_123',
        googleVerification: 'google-XYZ',
      },
    });
    const body = (await get(url)).body;
    expect(body).toContain(`<link rel="canonical" href="https://www.bathhouse.example${url}">`);
    expect(metaOf(body, 'og:image')).toBe(
      `https://www.bathhouse.example/res/shop/products/${ids.product}/0123456789abcdef-card.webp`,
    );
    expect(jsonLdOf(body).offers.url).toBe(`https://www.bathhouse.example${url}`);
    expect(metaOf(body, 'naver-site-verification')).toBe('naver-abc_123');
    expect(metaOf(body, 'google-site-verification')).toBe('google-XYZ');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: https://www.bathhouse.example/sitemap.xml');
    const sitemap = parseXml((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    expect(sitemap.children[0]!.children[0]!.text).toBe('https://www.bathhouse.example/');
  });
});

describe('after an operator edits a product', () => {
  it('the page head, the 404 and the sitemap follow at once', async () => {
    const { headers } = await asOperator(app);
    const categoryId = (await makeCategory(app, { name: '욕조', code: 'seo-tub' }))._id;
    const body = { name: '아크릴 욕조', _category: categoryId, price: 10_000, salePrice: 9000, stock: 3 };
    // created in the console: the sitemap an earlier test read is forgotten
    const tub = (await create<{ product: { _id: string } }>(app, headers, '/api/console/shop/products', body))
      .product;
    const url = `/shop/products/${tub._id}`;
    const sitemapLocs = async () =>
      parseXml((await get('/sitemap.xml')).body).children.map((u) => u.children[0]!.text);
    expect(jsonLdOf((await get(url)).body).offers.availability).toBe('https://schema.org/InStock');
    expect((await sitemapLocs()).some((loc) => loc.endsWith(url))).toBe(true);

    const edit = (changes: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: `/api/console/shop/products/${tub._id}`,
        headers,
        payload: { ...body, ...changes },
      });
    expect((await edit({ soldout: true })).statusCode).toBe(200);
    expect(jsonLdOf((await get(url)).body).offers.availability).toBe('https://schema.org/OutOfStock');

    expect((await edit({ isDisplayed: false })).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(404);
    expect((await sitemapLocs()).some((loc) => loc.endsWith(url))).toBe(false);
  });
});
