import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/app.ts';
import { makeCategory, makeProduct } from '../testing/catalog.ts';
import { always, create, png } from '../testing/content.ts';
import { asOperator } from '../testing/members.ts';
import { multipart } from '../testing/multipart.ts';

let app: TestApp;
let dir: string;

const manifest = {
  'index.html': { file: 'assets/index-aaa.js', imports: ['_preload-helper-hhh.js'] },
  '_preload-helper-hhh.js': { file: 'assets/preload-helper-hhh.js' },
  'src/app/start.tsx': { file: 'assets/start-sss.js', imports: ['_preload-helper-hhh.js', '_react-bbb.js'] },
  '_react-bbb.js': { file: 'assets/react-bbb.js' },
  'src/features/storefront/storefront-pages.ts': {
    file: 'assets/storefront-pages-ccc.js',
    imports: ['_react-bbb.js', '_format-ddd.js'],
  },
  '_format-ddd.js': { file: 'assets/format-ddd.js' },
  'src/features/shop/shop-pages.ts': { file: 'assets/shop-pages-eee.js', imports: ['_react-bbb.js'] },
};

const stateOf = (body: string) => {
  const block = /<script type="application\/json" id="shop-state">(.*?)<\/script>/s.exec(body)?.[1];
  return block ? JSON.parse(block) : null;
};
const rootOf = (body: string) => /<div id="root">(.*?)<\/div><\/body>/s.exec(body)?.[1];

/**
 * A stand-in for the web build's entry-server.js, with its interface: it reads through the transport
 * the server gives it, counts its renders, and declines pages whose URL says `fallback`.
 */
const renderer = `
let transport;
let renders = 0;
export function configure(options) { transport = options.transport; }
export async function render(url) {
  renders += 1;
  if (url.includes('fallback')) return null;
  const res = await transport('/api/v1/band-banners', { method: 'GET', headers: { accept: 'application/json' } });
  const body = await res.json();
  return {
    html: '<main data-url="' + url + '" data-renders="' + renders + '">띠배너 ' + body.bandBanners.length + '개</main>',
    head: '<link rel="preload" as="image" href="/res/first.webp">',
    title: url === '/' ? null : '전체상품 <&>',
    state: { queries: { queries: [] }, router: { loaderData: { note: '</script><b>' } } },
  };
}
`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shop-index-'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>바스하우스</title></head><body><div id="root"><!--app-outlet--><p>불러오는 중</p><!--/app-outlet--></div></body></html>',
  );
  await mkdir(path.join(dir, '.ssr'));
  await writeFile(path.join(dir, '.ssr', 'entry-server.js'), renderer);
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
  it('is rendered on the server into #root, with its state and hints, and no script preloads', async () => {
    const res = await home();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    // the renderer read the band banners through the server's own route
    expect(rootOf(res.body)).toMatch(/^<main data-url="\/" data-renders="\d+">띠배너 0개<\/main>$/);
    expect(res.body).not.toContain('불러오는 중');
    expect(res.body).toContain('<title>바스하우스</title>');
    expect(res.body).toContain('<link rel="preload" as="image" href="/res/first.webp">');
    // the app's scripts are fetched after the first paint (main.tsx), not beside the page's images
    expect(res.body).not.toContain('modulepreload');
    // the state cannot close its block early, and reads back as it was
    expect(res.body).not.toContain('</script><b>');
    expect(stateOf(res.body).router.loaderData.note).toBe('</script><b>');
  });

  it('preloads the first hero slide by media query', async () => {
    const { headers } = await asOperator(app);
    const banner = await create<{ banner: { _id: string } }>(app, headers, '/api/console/banners', {
      code: 'main-visual-mo',
      name: '메인 비주얼 (모바일)',
      display: always,
      slides: [{ meta: { title: '욕실 리모델링' } }],
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
    expect(res.body).not.toContain('media="(min-width: 1024px)"');
  });

  it('serves other history routes as index.html with its app shell and the app preloaded', async () => {
    for (const url of ['/mypage/orders', '/center/notice']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<link rel="modulepreload" crossorigin href="/assets/start-sss.js">');
      expect(res.body, url).toContain('<link rel="modulepreload" crossorigin href="/assets/react-bbb.js">');
      // the entry imports its helper itself; nothing is preloaded twice
      expect(res.body, url).not.toContain('preload-helper-hhh.js');
      expect(res.body, url).not.toContain('storefront-pages');
      expect(res.body, url).not.toContain('shop-state');
      expect(rootOf(res.body), url).toContain('불러오는 중');
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

  it('renders the shop list (with any query) and names the tab after the category', async () => {
    const res = await app.inject({ method: 'GET', url: '/shop?category=boot-basin' });
    expect(rootOf(res.body)).toContain('data-url="/shop?category=boot-basin"');
    expect(res.body).toContain('<title>세면대 | 바스하우스</title>');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).not.toContain('modulepreload');
  });

  it('keeps a rendering for a few seconds: requests meanwhile share it', async () => {
    const first = rootOf((await app.inject({ method: 'GET', url: '/shop?sort=LOW_PRICE' })).body);
    const second = rootOf((await app.inject({ method: 'GET', url: '/shop?sort=LOW_PRICE' })).body);
    expect(first).toContain('data-url="/shop?sort=LOW_PRICE"');
    expect(second).toBe(first);
  });

  it('renders again after an operator changes something in the console', async () => {
    const before = rootOf((await app.inject({ method: 'GET', url: '/shop?sort=HIGH_PRICE' })).body);
    const { headers } = await asOperator(app);
    await create(app, headers, '/api/console/band-banners', {
      text: '주말 특가',
      url: '/shop',
      display: always,
    });
    const after = rootOf((await app.inject({ method: 'GET', url: '/shop?sort=HIGH_PRICE' })).body);
    expect(after).not.toBe(before);
    expect(after).toContain('띠배너 1개');
  });

  it('renders a product page', async () => {
    const res = await app.inject({ method: 'GET', url: `/shop/products/${productId}` });
    expect(rootOf(res.body)).toContain(`data-url="/shop/products/${productId}"`);
    expect(res.body).toContain('id="shop-state"');
    expect(res.body).not.toContain('modulepreload');
  });

  it("preloads the product's first photo at its /res/shop/products/{_id}/{file} path", async () => {
    const category = await makeCategory(app, { name: '비데', code: 'boot-bidet' });
    const photo = await makeProduct(app, {
      name: '사진 비데',
      _category: category._id,
      thumb: '0123456789abcdef-card.webp',
      images: ['fedcba9876543210-detail.webp', '0123456789abcdef-detail.webp'],
    });
    const res = await app.inject({ method: 'GET', url: `/shop/products/${photo._id}` });
    expect(res.body).toContain(
      `<link rel="preload" as="image" href="/res/shop/products/${photo._id}/fedcba9876543210-detail.webp" fetchpriority="high">`,
    );
  });

  it('sends the app shell with the hints when the renderer declines the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/shop?fallback=1' });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain('불러오는 중');
    expect(res.body).not.toContain('shop-state');
    // the app and the route's chunk come beside the first script, each once
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/start-sss.js">');
    expect(res.body).toContain('<link rel="modulepreload" href="/assets/shop-pages-eee.js">');
    expect(res.body.match(/react-bbb\.js/g)).toHaveLength(1);
  });
});
