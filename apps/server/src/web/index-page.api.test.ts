import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/app.ts';
import { makeCategory, makeProduct } from '../testing/catalog.ts';
import { always, create, multipart, png } from '../testing/content.ts';
import { asOperator } from '../testing/members.ts';

let app: TestApp;
let dir: string;

const manifest = {
  'index.html': { file: 'assets/index-aaa.js', imports: ['_react-bbb.js'] },
  '_react-bbb.js': { file: 'assets/react-bbb.js' },
  'src/features/storefront/storefront-pages.ts': {
    file: 'assets/storefront-pages-ccc.js',
    imports: ['_react-bbb.js', '_format-ddd.js'],
  },
  '_format-ddd.js': { file: 'assets/format-ddd.js' },
  'src/features/shop/shop-pages.ts': { file: 'assets/shop-pages-eee.js', imports: ['_react-bbb.js'] },
};

const bootOf = (body: string) => {
  const block = /<script type="application\/json" id="shop-boot">(.*?)<\/script>/s.exec(body)?.[1];
  return block ? JSON.parse(block) : null;
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shop-index-'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>바스하우스</title></head><body></body></html>',
  );
  await mkdir(path.join(dir, '.vite'));
  await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  app = await buildTestApp({ webDist: dir });
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const home = () => app.inject({ method: 'GET', url: '/' });

describe('GET / (the home page HTML)', () => {
  it('preloads the home route chunk and what it imports beyond the entry', async () => {
    const res = await home();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<link rel="modulepreload" href="/assets/storefront-pages-ccc.js">');
    expect(res.body).toContain('<link rel="modulepreload" href="/assets/format-ddd.js">');
    // the entry loads React itself
    expect(res.body).not.toContain('modulepreload" href="/assets/react-bbb.js"');
    // no band banner nor hero banner yet: an empty strip list only
    const block = /<script type="application\/json" id="shop-boot">(.*?)<\/script>/s.exec(res.body)?.[1];
    expect(JSON.parse(block!)).toEqual({
      '/api/v1/band-banners': { summary: { totalCount: 0 }, bandBanners: [] },
    });
  });

  it('preloads the first hero slide and carries the hero banners as a data block', async () => {
    const { headers } = await asOperator(app);
    const banner = await create<{ banner: { _id: string } }>(app, headers, '/api/console/banners', {
      code: 'main-visual-mo',
      name: '메인 비주얼 (모바일)',
      display: always,
      slides: [{ meta: { title: '욕실 리모델링 </script><b>특가</b>' } }],
    });
    const upload = await app.inject({
      method: 'POST',
      url: `/api/console/banners/${banner.banner._id}/images/0`,
      ...multipart(headers, 'image', 'slide.png', await png(800, 960)),
    });
    expect(upload.statusCode).toBe(200);

    const res = await home();
    expect(res.body).toMatch(
      /<link rel="preload" as="image" href="\/res\/banners\/[^"]+" imagesrcset="[^"]+ 480w, [^"]+ 800w" imagesizes="100vw" media="\(max-width: 1023.98px\)" fetchpriority="high">/,
    );
    const block = /<script type="application\/json" id="shop-boot">(.*?)<\/script>/s.exec(res.body)?.[1];
    expect(block).toBeDefined();
    // a title cannot close the block early
    expect(block).not.toContain('</script>');
    const boot = JSON.parse(block!);
    expect(boot['/api/v1/banners/main-visual-mo'].banner.slides[0].meta.title).toBe(
      '욕실 리모델링 </script><b>특가</b>',
    );
    expect(boot['/api/v1/banners/main-visual']).toBeUndefined();
  });

  it('serves other history routes as the plain index.html', async () => {
    for (const url of [
      '/mypage/orders',
      '/shop?category=basin',
      `/shop/products/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('modulepreload');
      expect(res.body, url).not.toContain('shop-boot');
    }
  });
});

describe('GET /shop and a product page (their HTML)', () => {
  let productId: string;
  beforeAll(async () => {
    const category = await makeCategory(app, { name: '세면대', code: 'boot-basin' });
    productId = (
      await makeProduct(app, {
        name: '부트 세면대',
        _category: category._id,
        price: 90_000,
        salePrice: 80_000,
      })
    )._id;
  });

  it('carries the first page of the shop list (keyed with its paging) and the category tree', async () => {
    const res = await app.inject({ method: 'GET', url: '/shop' });
    expect(res.body).toContain('<link rel="modulepreload" href="/assets/shop-pages-eee.js">');
    const boot = bootOf(res.body);
    const list = boot['/api/v1/shop/products?sort=NEWEST#skip=0&limit=24'];
    expect(list.products.map((p: { name: string }) => p.name)).toContain('부트 세면대');
    expect(list.summary.totalCount).toBe(list.products.length);
    expect(boot['/api/v1/shop/categories'].categories.map((c: { code: string }) => c.code)).toContain(
      'boot-basin',
    );
  });

  it('carries the product answer, as the API gives it', async () => {
    const res = await app.inject({ method: 'GET', url: `/shop/products/${productId}` });
    const api = await app.inject({ method: 'GET', url: `/api/v1/shop/products/${productId}` });
    expect(bootOf(res.body)[`/api/v1/shop/products/${productId}`]).toEqual(api.json());
    expect(res.body).toContain('<link rel="modulepreload" href="/assets/shop-pages-eee.js">');
  });
});
