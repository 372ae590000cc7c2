import { productSorts } from '@shop/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsPattern } from '../../db/like.ts';
import { products } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeBrand, makeCategory, makeProduct } from '../../testing/catalog.ts';
import { productOrder } from './cards.ts';
import { visibleCategoryIds } from './service.ts';

/**
 * The search index (search.ts, decision 0028) must answer exactly what SQL's `name ILIKE '%term%'`
 * answered before it: same products, same order, same totals, on PGlite and on PostgreSQL.
 */
let app: TestApp;
const names = [
  '탑볼세면대 화이트',
  '세면대 수전',
  '스마트 비데',
  '비데 일체형 양변기',
  '욕조',
  '프리미엄 욕조 세트',
  '수건걸이 2단',
  'ㄱ자 코너 선반',
  'AQR-1234 절수형 양변기',
  'aqr-12345 절수 부속',
  'Bidet Seat BS-10',
  'ÉCOLE 수건',
  'école 수건',
  'STRASSE 샤워기',
  'straße 샤워기',
  'İstanbul 타일',
  '100% 순면 수건',
  '50_50 욕실 매트',
  'back\\slash 선반',
  '더블  스페이스 욕조',
  '🛁 욕조 세트',
  'ΣΟΦΙΑ 세면대',
];
const hiddenNames = ['숨김 세면대', '진열안함 세면대'];

const ctxOf = (a: TestApp) => ({ db: a.database.db, catalogCache: a.catalogCache }) as unknown as ShopContext;

beforeAll(async () => {
  app = await buildTestApp();
  const shown = await makeCategory(app, { name: '검색 욕실', code: 'search-bath' });
  const child = await makeCategory(app, { name: '검색 세면대', code: 'search-basin', parent: shown });
  const hidden = await makeCategory(app, { name: '검색 숨김', code: 'search-hidden', isVisible: false });
  const brandA = await makeBrand(app, { name: '검색 브랜드', code: 'search-brand' });
  const sameDay = new Date('2026-03-01T00:00:00Z');
  for (const [i, name] of names.entries()) {
    await makeProduct(app, {
      name,
      _category: i % 2 ? child._id : shown._id,
      _brand: i % 3 ? brandA._id : null,
      price: 100_000,
      // Ties on price, sales, reviews and creation time: the id must break them as SQL does.
      salePrice: 50_000 + (i % 4) * 10_000,
      salesCount: i % 3,
      reviewCount: i % 5,
      reviewStarAverage: (i % 3) + 2.5,
      createdAt: i % 4 === 0 ? sameDay : new Date(sameDay.getTime() + i * 60_000),
    });
  }
  await makeProduct(app, { name: hiddenNames[0], _category: hidden._id });
  await makeProduct(app, { name: hiddenNames[1], _category: shown._id, isDisplayed: false });
});
afterAll(() => app.close());

type Query = {
  term: string;
  sort?: string;
  skip?: number;
  limit?: number;
  category?: string;
  brand?: string;
};

async function viaApi(q: Query) {
  const params = new URLSearchParams({ searchKey: 'name', searchValue: q.term, sort: q.sort ?? 'NEWEST' });
  if (q.category) params.set('category', q.category);
  if (q.brand) params.set('brand', q.brand);
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/shop/products?${params}`,
    headers: { skip: String(q.skip ?? 0), limit: String(q.limit ?? 100) },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { summary: { totalCount: number }; products: { _id: string }[] };
  return { totalCount: body.summary.totalCount, ids: body.products.map((p) => p._id) };
}

/** What the shop answered before the index: the list query with `name ILIKE '%term%'`. */
async function viaIlike(q: Query) {
  const categoryIds = await visibleCategoryIds(ctxOf(app));
  const where = and(
    eq(products.isDisplayed, true),
    inArray(products._category, categoryIds),
    sql`${products.name} ilike ${containsPattern(q.term.trim())}`,
  );
  const rows = await app.database.db
    .select({ _id: products._id })
    .from(products)
    .where(where)
    .orderBy(...productOrder[(q.sort ?? 'NEWEST') as keyof typeof productOrder]);
  const all = rows.map((r) => r._id);
  const skip = q.skip ?? 0;
  return { totalCount: all.length, ids: all.slice(skip, skip + (q.limit ?? 100)) };
}

/** Every piece of 1 to 4 characters of the names, and terms that test the edges of ILIKE. */
function terms(): string[] {
  const set = new Set<string>();
  for (const name of [...names, ...hiddenNames]) {
    const chars = [...name];
    for (let length = 1; length <= 4; length++) {
      for (let at = 0; at + length <= chars.length; at++) set.add(chars.slice(at, at + length).join(''));
    }
  }
  for (const t of [
    '%',
    '_',
    '\\',
    '50%',
    '0_5',
    'é',
    'É',
    'e',
    'ß',
    'ss',
    'SS',
    'i̇',
    'İ',
    'σοφια',
    '🛁',
    '더블  스페이스',
    '더블 스페이스',
    '세면대수전',
    'aqr-1234',
    'AQR-12345',
    'bidet seat',
    ' 욕조 ',
    'zzz',
  ]) {
    set.add(t);
  }
  return [...set].filter((t) => t.trim().length > 0);
}

describe('GET /api/v1/shop/products?searchValue=…', () => {
  it('finds for every term what name ILIKE found, in the same order', async () => {
    const all = terms();
    expect(all.length).toBeGreaterThan(500);
    for (const term of all) {
      expect({ term, ...(await viaApi({ term })) }).toEqual({ term, ...(await viaIlike({ term })) });
    }
  });

  it('orders and pages by every sort as SQL does, ties included', async () => {
    for (const term of ['수건', '욕조', '세면대', '샤워기', 'e', ' ']) {
      if (!term.trim()) continue;
      for (const sort of productSorts) {
        for (const [skip, limit] of [
          [0, 100],
          [0, 3],
          [2, 3],
          [5, 2],
          [40, 10],
        ] as const) {
          const q = { term, sort, skip, limit };
          expect({ ...q, ...(await viaApi(q)) }).toEqual({ ...q, ...(await viaIlike(q)) });
        }
      }
    }
  });

  it('keeps to the category and the brand asked for', async () => {
    const inChild = await viaApi({ term: '세', category: 'search-basin' });
    const everywhere = await viaApi({ term: '세' });
    expect(inChild.totalCount).toBeGreaterThan(0);
    expect(inChild.totalCount).toBeLessThan(everywhere.totalCount);
    const byBrand = await viaApi({ term: '세', brand: 'search-brand' });
    expect(byBrand.totalCount).toBeGreaterThan(0);
    expect(byBrand.totalCount).toBeLessThan(everywhere.totalCount);
    const both = await viaApi({ term: '세', brand: 'search-brand', category: 'search-basin' });
    expect(both.ids.every((id) => inChild.ids.includes(id) && byBrand.ids.includes(id))).toBe(true);
    expect((await viaApi({ term: '세면대', category: 'search-hidden' })).totalCount).toBe(0);
  });

  it('answers the same cards as the list without a search', async () => {
    const list = (
      await app.inject({ method: 'GET', url: '/api/v1/shop/products', headers: { limit: '100' } })
    ).json().products as { _id: string }[];
    const byId = new Map(list.map((p) => [p._id, p]));
    for (const sort of ['NEWEST', 'BEST_SELLING']) {
      const found = (
        await app.inject({
          method: 'GET',
          url: `/api/v1/shop/products?searchValue=${encodeURIComponent('수')}&sort=${sort}`,
        })
      ).json().products as { _id: string }[];
      expect(found.length).toBeGreaterThan(0);
      for (const card of found) expect(card).toEqual(byId.get(card._id));
    }
  });

  it('finds a renamed, added or hidden product with the next request', async () => {
    const category = await makeCategory(app, { name: '검색 변경', code: 'search-change' });
    expect((await viaApi({ term: '신상품 욕조' })).totalCount).toBe(0);
    const added = await makeProduct(app, { name: '신상품 욕조', _category: category._id });
    expect((await viaApi({ term: '신상품 욕조' })).ids).toEqual([added._id]);
    await app.database.db.update(products).set({ name: '이월상품 욕조' }).where(eq(products._id, added._id));
    await app.catalogCache.bump();
    expect((await viaApi({ term: '신상품' })).totalCount).toBe(0);
    expect((await viaApi({ term: '이월상품' })).ids).toEqual([added._id]);
    await app.database.db.update(products).set({ isDisplayed: false }).where(eq(products._id, added._id));
    await app.catalogCache.bump();
    expect((await viaApi({ term: '이월상품' })).totalCount).toBe(0);
  });
});
