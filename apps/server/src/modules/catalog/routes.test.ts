import { categoriesEnvelope, productEnvelope, productsEnvelope } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeBrand, makeCategory, makeProduct } from '../../testing/catalog.ts';

let app: TestApp;
let bath: Awaited<ReturnType<typeof makeCategory>>;
let basin: Awaited<ReturnType<typeof makeCategory>>;
let topBowl: Awaited<ReturnType<typeof makeCategory>>;
let hidden: Awaited<ReturnType<typeof makeCategory>>;
let brand: Awaited<ReturnType<typeof makeBrand>>;
const ids: Record<string, string> = {};

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  app = await buildTestApp();
  bath = await makeCategory(app, { name: '욕실', code: 'bath', order: 1 });
  basin = await makeCategory(app, { name: '세면대', code: 'basin', parent: bath });
  topBowl = await makeCategory(app, { name: '탑볼', code: 'top-bowl', parent: basin });
  hidden = await makeCategory(app, { name: '숨김', code: 'hidden', isVisible: false, order: 2 });
  brand = await makeBrand(app, { name: '아쿠아', code: 'aqua' });
  const t0 = Date.parse('2026-01-01T00:00:00Z');
  const at = (days: number) => new Date(t0 + days * 86_400_000);
  ids.basin = (
    await makeProduct(app, {
      name: '탑볼세면대 화이트',
      _category: topBowl._id,
      _brand: brand._id,
      price: 100_000,
      salePrice: 79_000,
      salesCount: 5,
      reviewCount: 2,
      createdAt: at(1),
      options: {
        groups: [{ name: '색상', values: ['화이트', '블랙'] }],
        combos: [{ values: ['화이트'] }, { values: ['블랙'], extraPrice: 10_000, stock: 0 }],
      },
    })
  )._id;
  ids.bidet = (
    await makeProduct(app, {
      name: '스마트 비데',
      _category: bath._id,
      price: 300_000,
      salePrice: 250_000,
      salesCount: 50,
      reviewCount: 9,
      createdAt: at(2),
    })
  )._id;
  ids.faucet = (
    await makeProduct(app, {
      name: '세면대 수전',
      _category: basin._id,
      price: 50_000,
      salePrice: 50_000,
      createdAt: at(3),
      reviewCount: 30,
    })
  )._id;
  ids.offShelf = (
    await makeProduct(app, { name: '진열안함 세면대', _category: basin._id, isDisplayed: false })
  )._id;
  ids.inHidden = (await makeProduct(app, { name: '숨김 카테고리 세면대', _category: hidden._id }))._id;
});
afterAll(() => app.close());

describe('GET /api/v1/shop/categories', () => {
  it('answers the visible tree with children in three levels', async () => {
    const res = await get('/api/v1/shop/categories');
    expect(res.statusCode).toBe(200);
    const { categories } = res.json();
    expect(categories.map((c: { code: string }) => c.code)).toEqual(['bath']);
    expect(categories[0].children[0].code).toBe('basin');
    expect(categories[0].children[0].children[0].code).toBe('top-bowl');
  });
});

describe('GET /api/v1/shop/categories/:code', () => {
  it('answers the category with its path from the root', async () => {
    const res = await get('/api/v1/shop/categories/top-bowl');
    expect(res.statusCode).toBe(200);
    expect(res.json().category.path.map((p: { name: string }) => p.name)).toEqual(['욕실', '세면대', '탑볼']);
  });
  it('answers 404 for a hidden or unknown category', async () => {
    expect((await get('/api/v1/shop/categories/hidden')).statusCode).toBe(404);
    const res = await get('/api/v1/shop/categories/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CATEGORY_NOT_FOUND');
  });
});

describe('GET /api/v1/shop/products', () => {
  const names = (res: { json(): { products: { name: string }[] } }) => res.json().products.map((p) => p.name);

  it('lists only displayed products of visible categories, newest first', async () => {
    const res = await get('/api/v1/shop/products');
    expect(res.statusCode).toBe(200);
    expect(res.json().summary.totalCount).toBe(3);
    expect(names(res)).toEqual(['세면대 수전', '스마트 비데', '탑볼세면대 화이트']);
  });

  it('includes the descendants of a category', async () => {
    const res = await get('/api/v1/shop/products?category=basin');
    expect(names(res).sort()).toEqual(['세면대 수전', '탑볼세면대 화이트']);
    expect(names(await get('/api/v1/shop/products?category=hidden'))).toEqual([]);
  });

  it('sorts by sales, price both ways and reviews', async () => {
    expect(names(await get('/api/v1/shop/products?sort=BEST_SELLING'))[0]).toBe('스마트 비데');
    expect(names(await get('/api/v1/shop/products?sort=PRICE_ASC'))).toEqual([
      '세면대 수전',
      '탑볼세면대 화이트',
      '스마트 비데',
    ]);
    expect(names(await get('/api/v1/shop/products?sort=PRICE_DESC'))[0]).toBe('스마트 비데');
    expect(names(await get('/api/v1/shop/products?sort=MOST_REVIEWED'))[0]).toBe('세면대 수전');
  });

  it('pages by skip/limit headers and by query', async () => {
    const first = await get('/api/v1/shop/products', { skip: '0', limit: '2' });
    const second = await get('/api/v1/shop/products?skip=2&limit=2');
    expect(names(first)).toHaveLength(2);
    expect(names(second)).toEqual(['탑볼세면대 화이트']);
    expect(second.json().summary.totalCount).toBe(3);
  });

  it('filters by brand code', async () => {
    expect(names(await get('/api/v1/shop/products?brand=aqua'))).toEqual(['탑볼세면대 화이트']);
    expect(names(await get('/api/v1/shop/products?brand=none'))).toEqual([]);
  });

  it('finds Korean substrings of one, two and three characters, inside compounds', async () => {
    const search = (v: string) =>
      get(`/api/v1/shop/products?searchKey=name&searchValue=${encodeURIComponent(v)}`);
    expect(names(await search('세면대')).sort()).toEqual(['세면대 수전', '탑볼세면대 화이트']);
    expect(names(await search('비데'))).toEqual(['스마트 비데']);
    expect(names(await search('수'))).toEqual(['세면대 수전']);
    expect(names(await search('세면대수전'))).toEqual([]);
    expect(names(await search('%'))).toEqual([]);
  });

  it('answers the card fields of spec §3 with a derived discount', async () => {
    const res = await get('/api/v1/shop/products?brand=aqua');
    expect(res.json().products[0]).toMatchObject({
      price: 100_000,
      salePrice: 79_000,
      discountPrice: 21_000,
      discountRate: 21,
      category: { code: 'top-bowl', name: '탑볼' },
      brand: { name: '아쿠아' },
      meta: { reviews: { count__total: 2 } },
    });
  });

  it('answers 400 for a bad sort or bad paging', async () => {
    expect((await get('/api/v1/shop/products?sort=CHEAP')).statusCode).toBe(400);
    expect((await get('/api/v1/shop/products', { limit: '0' })).statusCode).toBe(400);
    expect((await get('/api/v1/shop/products', { skip: '-1' })).statusCode).toBe(400);
  });
});

describe('GET /api/v1/shop/products/:_id', () => {
  it('answers the product with its options and stock per combination', async () => {
    const res = await get(`/api/v1/shop/products/${ids.basin}`);
    expect(res.statusCode).toBe(200);
    const { product } = res.json();
    expect(product.optionGroups).toEqual([
      expect.objectContaining({ name: '색상', values: ['화이트', '블랙'] }),
    ]);
    expect(product.options).toEqual([
      expect.objectContaining({ values: ['화이트'], extraPrice: 0, stock: 5 }),
      expect.objectContaining({ values: ['블랙'], extraPrice: 10_000, stock: 0 }),
    ]);
  });
  it('answers 404 for a product that is not displayed or sits in a hidden category', async () => {
    expect((await get(`/api/v1/shop/products/${ids.offShelf}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/shop/products/${ids.inHidden}`)).statusCode).toBe(404);
  });
  it('answers 400 for a malformed id', async () => {
    expect((await get('/api/v1/shop/products/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/shop/brands', () => {
  it('lists visible brands and answers one by code', async () => {
    await makeBrand(app, { name: '숨김브랜드', code: 'hidden-brand', isVisible: false });
    const list = await get('/api/v1/shop/brands');
    expect(list.json().brands.map((b: { code: string }) => b.code)).toEqual(['aqua']);
    expect((await get('/api/v1/shop/brands/aqua')).json().brand.name).toBe('아쿠아');
    expect((await get('/api/v1/shop/brands/hidden-brand')).statusCode).toBe(404);
  });
});

describe('cached storefront answers', () => {
  it('match the published contract schemas', async () => {
    const categories = (await get('/api/v1/shop/categories')).json();
    const list = (await get('/api/v1/shop/products')).json();
    const detail = (await get(`/api/v1/shop/products/${ids.basin}`)).json();
    expect(categoriesEnvelope.safeParse(categories).success).toBe(true);
    expect(productsEnvelope.safeParse(list).success).toBe(true);
    expect(productEnvelope.safeParse(detail).success).toBe(true);
  });

  it('show a catalogue change at once', async () => {
    expect((await get('/api/v1/shop/products?searchValue=신상 욕조')).json().summary.totalCount).toBe(0);
    await makeProduct(app, { name: '신상 욕조', _category: bath._id });
    expect((await get('/api/v1/shop/products?searchValue=신상 욕조')).json().summary.totalCount).toBe(1);
  });
});
