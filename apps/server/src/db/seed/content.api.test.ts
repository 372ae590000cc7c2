import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage, type Storage } from '../../storage/storage.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { bandBanners, banners, displays, exhibitions, popups, products, showrooms } from '../schema/index.ts';
import { seedDemoContent } from './content.ts';

let app: TestApp;
let filesDir: string;
let storage: Storage;
/** The test app serves its own storage; the seed writes here, so files are checked in this one. */
const stored = async (url: string) => storage.get(decodeURIComponent(url.replace(/^\/res\//, '')));
const get = async (url: string) => (await app.inject({ method: 'GET', url })).json();

beforeAll(async () => {
  app = await buildTestApp();
  filesDir = await mkdtemp(path.join(tmpdir(), 'shop-seed-content-'));
  storage = localStorage(filesDir);
  // A small catalogue under the demo catalogue's top categories (drawing its 90 product photos
  // would take most of a minute); the seed picks its lists by those codes.
  let n = 0;
  for (const code of ['sanitary', 'faucet', 'bathtub', 'bidet', 'shower', 'cabinet', 'accessory']) {
    const root = await makeCategory(app, { code, name: code });
    const leaf = await makeCategory(app, { code: `${code}-leaf`, name: `${code} 하위`, parent: root });
    for (let i = 0; i < 4; i += 1) {
      n += 1;
      await makeProduct(app, {
        name: `${code} 상품 ${i}`,
        _category: leaf._id,
        price: 100_000,
        salePrice: 100_000 - (n % 7) * 5_000,
        salesCount: (n * 37) % 101,
        reviewCount: 10 + ((n * 13) % 40),
        reviewStarAverage: 3 + (n % 5) * 0.5,
      });
    }
  }
  expect(await seedDemoContent(app.database.db, storage, app.clock.now)).toBe(true);
}, 120_000);
afterAll(async () => {
  await app.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('seedDemoContent', () => {
  it('writes every banner of the home page and the side panel, each slide with a drawn WebP', async () => {
    const expected = {
      'main-visual': { slides: 3, width: 1920, height: 640 },
      'main-visual-mo': { slides: 3, width: 750, height: 900 },
      'main-process': { slides: 3, width: 960, height: 640 },
      'main-banner': { slides: 1, width: 1920, height: 400 },
      'main-banner-mo': { slides: 1, width: 750, height: 500 },
      'side-banner': { slides: 1, width: 480, height: 640 },
    };
    for (const [code, want] of Object.entries(expected)) {
      const { banner } = await get(`/api/v1/banners/${code}`);
      expect(banner.slides, code).toHaveLength(want.slides);
      for (const slide of banner.slides) {
        expect(slide).toMatchObject({ width: want.width, height: want.height });
        expect(slide.meta.title).not.toBe('');
        const file = await stored(slide.image);
        expect(file, slide.image).not.toBeNull();
        expect(await sharp(file!).metadata()).toMatchObject({ format: 'webp', width: want.width });
      }
    }
    const process = (await get('/api/v1/banners/main-process')).banner;
    expect(process.slides.map((s: { meta: { title: string } }) => s.meta.title)).toEqual([
      '상담·견적',
      '방문 실측',
      '시공·설치',
    ]);
  });

  it('writes two band banners, one with a link, and one visible popup at 40, 140 sized 380×480', async () => {
    const { bandBanners: bands } = await get('/api/v1/band-banners');
    expect(bands.map((b: { text: string }) => b.text)).toEqual([
      '신규회원 5% 할인 쿠폰 즉시 발급',
      '전 상품 5만원 이상 무료배송',
    ]);
    expect(bands[0].url).toBe('/join');
    const { popups: shown } = await get('/api/v1/popups');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ left: 40, top: 140, width: 380, height: 480 });
    expect(shown[0].content).toContain('<strong>');
    expect(shown[0].url).toMatch(/^\/shop\/exhibitions\/[0-9a-f-]{36}$/);
    expect(await stored(shown[0].image)).not.toBeNull();
  });

  it('displays the 8 best sellers in section1 and 8 other products in section2', async () => {
    const section1 = (await get('/api/v1/shop/displays?code=section1')).displays;
    const section2 = (await get('/api/v1/shop/displays?code=section2')).displays;
    expect(section1).toHaveLength(8);
    expect(section2).toHaveLength(8);
    const top = await app.database.db
      .select({ _id: products._id, salesCount: products.salesCount })
      .from(products);
    const eighth = [...top].sort((a, b) => b.salesCount - a.salesCount)[7]!.salesCount;
    const sales = new Map(top.map((p) => [p._id, p.salesCount]));
    for (const d of section1) expect(sales.get(d._product)).toBeGreaterThanOrEqual(eighth);
    const overlap = section2.filter((d: { _product: string }) =>
      section1.some((s: { _product: string }) => s._product === d._product),
    );
    expect(overlap).toEqual([]);
  });

  it('writes one running exhibition of each kind with 6 to 12 products and drawn images, and one ended', async () => {
    const { exhibitions: running } = await get('/api/v1/shop/exhibitions');
    expect(running.map((e: { kind: string }) => e.kind).sort()).toEqual([
      'BARGAIN_SALES',
      'PLANNED_SALES',
      'POP_UP_EVENTS',
    ]);
    for (const e of running) {
      expect(e.productCount).toBeGreaterThanOrEqual(6);
      expect(e.productCount).toBeLessThanOrEqual(12);
      expect(await stored(e.thumb)).not.toBeNull();
      expect(await stored(e.banner)).not.toBeNull();
      const { exhibition } = await get(`/api/v1/shop/exhibitions/${e._id}`);
      expect(exhibition.products).toHaveLength(e.productCount);
    }
    const [all] = await app.database.db.select({ value: count() }).from(exhibitions);
    expect(Number(all?.value)).toBe(4);
  });

  it('writes three showrooms with address, phone, hours and a photo', async () => {
    const { showrooms: list } = await get('/api/v1/shop/showrooms');
    expect(list.map((s: { name: string }) => s.name)).toEqual(['서울 강남', '경기 성남 분당', '부산 해운대']);
    for (const s of list) {
      expect(s.address).not.toBe('');
      expect(s.phone).toMatch(/^\d{9,11}$/);
      expect(s.hours).toMatch(/\d{2}:\d{2}-\d{2}:\d{2}/);
      expect(await sharp((await stored(s.image))!).metadata()).toMatchObject({ width: 960, height: 720 });
    }
  });

  it('writes nothing the second time', async () => {
    const counts = async () =>
      Promise.all(
        [banners, bandBanners, popups, displays, exhibitions, showrooms].map(async (t) => {
          const [row] = await app.database.db.select({ value: count() }).from(t);
          return Number(row?.value);
        }),
      );
    const before = await counts();
    expect(await seedDemoContent(app.database.db, storage, app.clock.now)).toBe(false);
    expect(await counts()).toEqual(before);
  });
});
