import { expect, type Page } from '@playwright/test';
import { demo, keepScreenshot, logInThroughForm, test } from './support.ts';

type Card = {
  _id: string;
  name: string;
  salePrice: number;
  thumb: string | null;
  soldout: boolean;
  stock: number;
};

/** The content of a `<meta>` of the document head, by name or property. */
const metaContent = (page: Page, key: string) =>
  page.evaluate(
    (k) =>
      document.head.querySelector(`meta[property="${k}"], meta[name="${k}"]`)?.getAttribute('content') ??
      null,
    key,
  );

test('a shopper shares a product: the link preview names it, shows its card image and price', async ({
  page,
  request,
}) => {
  const list = await request.get('/api/v1/shop/products?sort=NEWEST', {
    headers: { skip: '0', limit: '40' },
  });
  const { products } = (await list.json()) as { products: Card[] };
  const product = products.find((p) => p.thumb && !p.soldout && p.stock > 0);
  expect(product, 'a demo product with a card image').toBeTruthy();
  const { _id, name, salePrice, thumb } = product!;

  const response = await page.goto(`/shop/products/${_id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  // The browser tab, once the app has taken over the page, still names the product.
  await expect(page).toHaveTitle(`${name} | 바스하우스`);

  // What KakaoTalk, Naver and Facebook read from the page's head.
  const origin = new URL(page.url()).origin;
  expect(await metaContent(page, 'og:title')).toBe(name);
  expect(await metaContent(page, 'og:type')).toBe('product');
  expect(await metaContent(page, 'og:url')).toBe(`${origin}/shop/products/${_id}`);
  expect(await metaContent(page, 'og:image')).toBe(
    `${origin}/res/shop/products/${_id}/${encodeURIComponent(thumb!)}`,
  );
  expect(await metaContent(page, 'product:price:amount')).toBe(String(salePrice));
  expect(await metaContent(page, 'product:price:currency')).toBe('KRW');
  expect(await metaContent(page, 'description')).toContain(name);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
    `${origin}/shop/products/${_id}`,
  );
  // the share image is there to fetch
  const image = await request.get((await metaContent(page, 'og:image'))!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toContain('image/');

  // Search engines read the same product as schema.org JSON-LD.
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld).toMatchObject({
    '@type': 'Product',
    name,
    sku: _id,
    offers: { priceCurrency: 'KRW', price: salePrice, availability: 'https://schema.org/InStock' },
  });

  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, { path: `.artifacts/screenshots/shares/product-${width}.png` });
  }

  // A product that does not exist: 404 for crawlers, the app's own not-found page for people.
  const missing = await page.goto('/shop/products/00000000-0000-4000-8000-000000000000');
  expect(missing?.status()).toBe(404);
  expect(await metaContent(page, 'robots')).toBe('noindex');
});

test('an operator enters the search consoles’ verification codes and every page carries them at once', async ({
  page,
  request,
}) => {
  const code = `e2e${Date.now().toString(36)}`;
  await logInThroughForm(page, demo.operator.username, demo.operator.password);
  await page.goto('/console/setting');
  const form = page.getByRole('form', { name: '검색엔진 · 공유' });
  await form.scrollIntoViewIfNeeded();
  // an address with a path is refused beside its field, and nothing is saved
  await form.getByLabel(/^쇼핑몰 대표 주소/).fill('https://shop.example/store');
  await form.getByRole('button', { name: '검색엔진 · 공유 저장' }).click();
  await expect(
    form.getByText('쇼핑몰 대표 주소는 https://www.example.com처럼 경로 없이 입력해주세요'),
  ).toBeVisible();
  await form.getByLabel(/^쇼핑몰 대표 주소/).fill('');
  await form.getByLabel(/^네이버 사이트 인증 코드/).fill(`naver-${code}`);
  await form.getByLabel(/^Google 사이트 인증 코드/).fill(`google-${code}`);
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await form.scrollIntoViewIfNeeded();
    await keepScreenshot(form, { path: `.artifacts/screenshots/shares/console-seo-${width}.png` });
  }
  await form.getByRole('button', { name: '검색엔진 · 공유 저장' }).click();
  await expect(
    page.getByTestId('console-toast').filter({ hasText: '검색엔진 · 공유 설정을 저장했습니다' }),
  ).toBeVisible();

  const html = await (await request.get('/shop')).text();
  expect(html).toContain(`<meta name="naver-site-verification" content="naver-${code}">`);
  expect(html).toContain(`<meta name="google-site-verification" content="google-${code}">`);
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await robots.text()).toContain('Disallow: /console');
});
