import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeBrand, makeCategory, makeProduct } from '../../testing/catalog.ts';
import { asOperator, asShopper } from '../../testing/members.ts';
import { multipart } from '../../testing/multipart.ts';

/**
 * The console catalogue's lists and single reads as the specification's "full CRUD" asks for them:
 * brands and categories paged like the other console lists, each one by _id, and the card image
 * made from the gallery (autoImage).
 */

let app: TestApp;
let operator: Record<string, string>;
let shopper: Record<string, string>;

const NO_ID = '00000000-0000-4000-8000-000000000000';
const get = (url: string, headers = operator) => app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  app = await buildTestApp();
  operator = (await asOperator(app)).headers;
  shopper = (await asShopper(app)).headers;
});
afterAll(() => app.close());

describe('console catalogue guard (lists, single reads, autoImage)', () => {
  const routes: [string, string][] = [
    ['GET', '/api/console/shop/brands?searchValue=a'],
    ['GET', `/api/console/shop/brands/${NO_ID}`],
    ['GET', '/api/console/shop/categories?view=tree'],
    ['GET', `/api/console/shop/categories/${NO_ID}`],
    ['GET', '/api/console/shop/products/autocomplete'],
    ['POST', `/api/console/shop/products/${NO_ID}/autoImage`],
  ];
  it.each(routes)('%s %s answers 401 for a guest and 403 for a consumer', async (method, url) => {
    const guest = await app.inject({ method: method as 'GET', url });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBeTruthy();
    const consumer = await app.inject({ method: method as 'GET', url, headers: shopper });
    expect(consumer.statusCode).toBe(403);
    expect(consumer.json().message).toBe('접근권한이 없습니다');
  });
});

describe('GET /api/console/shop/brands', () => {
  beforeAll(async () => {
    for (const [i, name] of ['가브랜드', '나브랜드', '다브랜드'].entries()) {
      await makeBrand(app, { name, code: `list-${i}`, isVisible: i !== 1 });
    }
  });

  it('answers a page of every brand, hidden ones too, with the total', async () => {
    const all = await get('/api/console/shop/brands');
    expect(all.statusCode).toBe(200);
    expect(all.json().summary.totalCount).toBe(3);
    expect(all.json().brands.map((b: { name: string }) => b.name)).toEqual([
      '가브랜드',
      '나브랜드',
      '다브랜드',
    ]);
    expect(all.json().brands[1]).toMatchObject({ code: 'list-1', isVisible: false, logo: null });
    const second = await app.inject({
      method: 'GET',
      url: '/api/console/shop/brands',
      headers: { ...operator, skip: '1', limit: '1' },
    });
    expect(second.json()).toMatchObject({ summary: { totalCount: 3 }, brands: [{ name: '나브랜드' }] });
  });

  it('finds brands by name or code', async () => {
    const byName = await get(`/api/console/shop/brands?searchValue=${encodeURIComponent('다브')}`);
    expect(byName.json()).toMatchObject({ summary: { totalCount: 1 }, brands: [{ code: 'list-2' }] });
    const byCode = await get('/api/console/shop/brands?searchValue=LIST-0');
    expect(byCode.json().brands.map((b: { name: string }) => b.name)).toEqual(['가브랜드']);
    const none = await get('/api/console/shop/brands?searchValue=%25');
    expect(none.json()).toEqual({ summary: { totalCount: 0 }, brands: [] });
  });

  it('answers 400 in Korean for bad paging or a search too long', async () => {
    const paging = await get('/api/console/shop/brands?limit=0');
    expect(paging.statusCode).toBe(400);
    expect(paging.json().message).toBe('limit은 1에서 100 사이여야 합니다');
    const long = await get(`/api/console/shop/brands?searchValue=${'가'.repeat(51)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBeTruthy();
  });
});

describe('GET /api/console/shop/brands/:_id', () => {
  it('answers one brand, hidden or not', async () => {
    const hidden = await makeBrand(app, { name: '숨긴 브랜드', isVisible: false });
    const res = await get(`/api/console/shop/brands/${hidden._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().brand).toMatchObject({ _id: hidden._id, name: '숨긴 브랜드', isVisible: false });
  });

  it('answers 404 for an unknown brand and 400 for a malformed id', async () => {
    const missing = await get(`/api/console/shop/brands/${NO_ID}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('브랜드를 찾을 수 없습니다');
    const bad = await get('/api/console/shop/brands/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });
});

describe('GET /api/console/shop/categories', () => {
  let bath: Awaited<ReturnType<typeof makeCategory>>;
  let basin: Awaited<ReturnType<typeof makeCategory>>;
  beforeAll(async () => {
    bath = await makeCategory(app, { name: '욕실', code: 'tree-bath', order: 1 });
    basin = await makeCategory(app, { name: '세면대', code: 'tree-basin', parent: bath, order: 2 });
    await makeCategory(app, { name: '탑볼', code: 'tree-topbowl', parent: basin });
    await makeCategory(app, { name: '수전', code: 'tree-faucet', parent: bath, order: 1, isVisible: false });
    await makeCategory(app, { name: '주방', code: 'tree-kitchen', order: 2 });
  });

  it('lists every category in the tree reading order, with its path, paged', async () => {
    const res = await get('/api/console/shop/categories');
    expect(res.statusCode).toBe(200);
    expect(res.json().summary.totalCount).toBe(5);
    expect(res.json().categories.map((c: { path: string[] }) => c.path.join(' > '))).toEqual([
      '욕실',
      '욕실 > 수전',
      '욕실 > 세면대',
      '욕실 > 세면대 > 탑볼',
      '주방',
    ]);
    expect(res.json().categories[1]).toMatchObject({ code: 'tree-faucet', isVisible: false, depth: 2 });
    const page = await get('/api/console/shop/categories?skip=2&limit=2');
    expect(page.json().summary.totalCount).toBe(5);
    expect(page.json().categories.map((c: { code: string }) => c.code)).toEqual([
      'tree-basin',
      'tree-topbowl',
    ]);
  });

  it('finds categories by name or code', async () => {
    const res = await get(`/api/console/shop/categories?searchValue=${encodeURIComponent('탑볼')}`);
    expect(res.json()).toMatchObject({
      summary: { totalCount: 1 },
      categories: [{ code: 'tree-topbowl', _parent: basin._id, path: ['욕실', '세면대', '탑볼'] }],
    });
    expect((await get('/api/console/shop/categories?searchValue=KITCHEN')).json().summary.totalCount).toBe(1);
  });

  it('answers the whole tree with view=tree, unpaged, hidden categories included', async () => {
    const res = await get('/api/console/shop/categories?view=tree&limit=1');
    expect(res.statusCode).toBe(200);
    const { summary, categories } = res.json();
    expect(summary.totalCount).toBe(5);
    expect(categories.map((c: { code: string }) => c.code)).toEqual(['tree-bath', 'tree-kitchen']);
    expect(categories[0].children.map((c: { code: string }) => c.code)).toEqual([
      'tree-faucet',
      'tree-basin',
    ]);
    expect(categories[0].children[1].children[0]).toMatchObject({ code: 'tree-topbowl', children: [] });
  });

  it('answers 400 in Korean for an unknown view or bad paging', async () => {
    const view = await get('/api/console/shop/categories?view=grid');
    expect(view.statusCode).toBe(400);
    expect(view.json().message).toBe('보기 방식을 확인해주세요');
    const paging = await get('/api/console/shop/categories?skip=-1');
    expect(paging.statusCode).toBe(400);
    expect(paging.json().message).toBe('skip 값이 올바르지 않습니다');
  });
});

describe('GET /api/console/shop/categories/:_id', () => {
  it('answers one category, hidden or not', async () => {
    const hidden = await makeCategory(app, { name: '숨김', code: 'one-hidden', isVisible: false });
    const res = await get(`/api/console/shop/categories/${hidden._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().category).toEqual({
      _id: hidden._id,
      code: 'one-hidden',
      name: '숨김',
      depth: 1,
      order: 0,
      isVisible: false,
      _parent: null,
    });
  });

  it('answers 404 for an unknown category and 400 for a malformed id', async () => {
    const missing = await get(`/api/console/shop/categories/${NO_ID}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('카테고리를 찾을 수 없습니다');
    expect((await get('/api/console/shop/categories/123')).statusCode).toBe(400);
  });
});

describe('POST /api/console/shop/products/:_id/autoImage', () => {
  const png = (background: string) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background } })
      .png()
      .toBuffer();
  const autoImage = (_id: string, headers = operator) =>
    app.inject({ method: 'POST', url: `/api/console/shop/products/${_id}/autoImage`, headers });

  it('makes the card image from the first gallery image, removing an uploaded-only thumb', async () => {
    const category = await makeCategory(app);
    const product = await makeProduct(app, { _category: category._id, name: '자동 대표 이미지' });
    const base = `/api/console/shop/products/${product._id}`;
    const thumb = await app.inject({
      method: 'POST',
      url: `${base}/thumb`,
      ...multipart(operator, 'thumb', 't.png', await png('#aa0000')),
    });
    // thumb is the card file's name; its image is under the product's id (decision 0025)
    const ownThumb = `/res/shop/products/${product._id}/${thumb.json().product.thumb}`;
    expect((await app.inject({ method: 'GET', url: ownThumb })).statusCode).toBe(200);
    for (const [index, colour] of ['#00aa00', '#0000aa'].entries()) {
      await app.inject({
        method: 'POST',
        url: `${base}/images/${index}`,
        ...multipart(operator, 'image', 'i.png', await png(colour)),
      });
    }
    const before = (await get(base)).json().product;
    expect(before.thumbStem).not.toBe(before.imageStems[0]);

    const res = await autoImage(product._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().product.thumbStem).toBe(before.imageStems[0]);
    expect(res.json().product.imageStems).toEqual(before.imageStems);
    expect((await app.inject({ method: 'GET', url: ownThumb })).statusCode).toBe(404);
    const shop = await app.inject({ method: 'GET', url: `/api/v1/shop/products/${product._id}` });
    expect(shop.json().product.thumb).toBe(res.json().product.thumb);
    // Asking again changes nothing.
    expect((await autoImage(product._id)).json().product.thumbStem).toBe(before.imageStems[0]);
  });

  it('answers 422 in Korean when the product has no gallery image', async () => {
    const category = await makeCategory(app);
    const product = await makeProduct(app, { _category: category._id });
    const res = await autoImage(product._id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'NO_GALLERY_IMAGE',
      message: '상품 이미지가 없어 대표 이미지를 만들 수 없습니다. 상품 이미지를 먼저 올려주세요',
    });
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const missing = await autoImage(NO_ID);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('상품을 찾을 수 없습니다');
    expect((await autoImage('x')).statusCode).toBe(400);
  });
});
