import { formatDateTime } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exhibitionProducts, exhibitions, products } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeBrand, makeCategory, makeProduct } from '../../testing/catalog.ts';
import { asOperator, asShopper } from '../../testing/members.ts';
import { changeSetting } from '../../testing/settings.ts';

/**
 * 네이버쇼핑 EP 3.0 (INTEGRATIONS.md h): the files Naver fetches, their 49 columns in the guide's
 * order, which products are in them, and the summary's I/U/D against the last 전체 EP.
 */

/** INTEGRATIONS.md h.3, written out here on purpose: the feed must match the guide, not itself. */
const GUIDE_COLUMNS = [
  'id', 'title', 'price_pc', 'price_mobile', 'normal_price', 'link', 'mobile_link', 'image_link',
  'add_image_link', 'category_name1', 'category_name2', 'category_name3', 'category_name4',
  'naver_category', 'naver_product_id', 'condition', 'import_flag', 'parallel_import', 'order_made',
  'product_flag', 'adult', 'goods_type', 'barcode', 'manufacture_define_number', 'model_number', 'brand',
  'maker', 'origin', 'card_event', 'event_words', 'coupon', 'partner_coupon_download',
  'interest_free_event', 'point', 'installation_costs', 'search_tag', 'group_id', 'vendor_id', 'coordi_id',
  'minimum_purchase_quantity', 'review_count', 'shipping', 'delivery_grade', 'delivery_detail', 'attribute',
  'option_detail', 'seller_id', 'age_group', 'gender',
]; // biome-ignore format: one guide column list

let app: TestApp;
let operator: Record<string, string>;
const ids: Record<string, string> = {};
let parent: { _id: string; depth: number };
let excludedChild: string;

type Feed = { header: string[]; rows: Map<string, Record<string, string>>; lines: string[][] };

async function fetchFeed(url: string): Promise<Feed> {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/tab-separated-values; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['server-timing']).toMatch(/^ep;dur=\d+\.\d$/);
  // UTF-8 without loss: the bytes decode back to the same text.
  expect(Buffer.from(res.rawPayload).toString('utf8')).toBe(res.body);
  expect(res.body.endsWith('\n')).toBe(true);
  const [head, ...rest] = res.body.slice(0, -1).split('\n');
  const header = head!.split('\t');
  const lines = rest.map((l) => l.split('\t'));
  const rows = new Map<string, Record<string, string>>();
  for (const cells of lines) {
    expect(cells, cells.join(' | ')).toHaveLength(header.length);
    rows.set(cells[0]!, Object.fromEntries(header.map((name, i) => [name, cells[i]!])));
  }
  return { header, rows, lines };
}

const all = () => fetchFeed('/ep/naver/all.tsv');
const summary = () => fetchFeed('/ep/naver/summary.tsv');

async function bump() {
  await app.catalogCache.bump();
}

beforeAll(async () => {
  app = await buildTestApp();
  operator = (await asOperator(app)).headers;
  const bath = await makeCategory(app, { name: '욕실' });
  parent = bath;
  const bidet = await makeCategory(app, { name: '비데', parent: bath });
  const hidden = await makeCategory(app, { name: '숨김 분류', isVisible: false });
  const excluded = await makeCategory(app, { name: '제외 분류' });
  const excludedUnder = await makeCategory(app, { name: '제외 하위', parent: excluded });
  excludedChild = excluded._id;
  const brand = await makeBrand(app, { name: '바스브랜드' });
  const base = { thumb: 'abc-card.webp', stock: 10, _category: bidet._id };
  ids.discounted = (
    await makeProduct(app, {
      ...base,
      name: '할인 비데',
      price: 20_000,
      salePrice: 15_000,
      _brand: brand._id,
      images: ['abc-detail.webp', 'def-detail.webp'],
      reviewCount: 7,
    })
  )._id;
  ids.free = (
    await makeProduct(app, { ...base, name: '무료배송 비데', price: 60_000, salePrice: 60_000 })
  )._id;
  ids.ownFee = (
    await makeProduct(app, { ...base, name: '개별배송 욕조', salePrice: 9000, shippingFee: 7000 })
  )._id;
  ids.installation = (
    await makeProduct(app, {
      ...base,
      name: '설치 욕조',
      price: 300_000,
      salePrice: 300_000,
      shippingMethod: 'INSTALLATION',
    })
  )._id;
  ids.soldOut = (await makeProduct(app, { ...base, name: '품절 비데', soldout: true }))._id;
  ids.noStock = (await makeProduct(app, { ...base, name: '재고없음 비데', stock: 0 }))._id;
  ids.hidden = (await makeProduct(app, { ...base, name: '숨긴 비데', isDisplayed: false }))._id;
  ids.hiddenCategory = (
    await makeProduct(app, { ...base, name: '숨김분류 상품', _category: hidden._id })
  )._id;
  ids.excluded = (await makeProduct(app, { ...base, name: '제외 상품', _category: excludedUnder._id }))._id;
  ids.noImage = (await makeProduct(app, { ...base, name: '이미지없음', thumb: null }))._id;
  ids.messy = (
    await makeProduct(app, {
      ...base,
      name: `<b>탭\t있는</b>\r\n이름 ${'가'.repeat(150)}`,
    })
  )._id;
  ids.options = (
    await makeProduct(app, {
      ...base,
      name: '옵션 수전',
      price: 10_000,
      salePrice: 9000,
      options: {
        groups: [{ name: '색상', values: ['크롬', '블랙'] }],
        combos: [
          { values: ['크롬'], extraPrice: 1000 },
          { values: ['블랙'], extraPrice: 2000 },
        ],
      },
    })
  )._id;
  const [exhibition] = await app.database.db
    .insert(exhibitions)
    .values({ title: '봄맞이 욕실 기획전', kind: 'PLANNED_SALES' })
    .returning();
  await app.database.db
    .insert(exhibitionProducts)
    .values({ _exhibition: exhibition!._id, _product: ids.discounted! });
});

afterAll(() => app.close());

describe('naver shopping EP switched off', () => {
  it('answers 404 for both files', async () => {
    for (const url of ['/ep/naver/all.tsv', '/ep/naver/summary.tsv']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('네이버쇼핑 EP를 사용하지 않습니다');
    }
  });
});

describe('naver shopping EP settings', () => {
  it('refuses bad category ids, duplicates and a shopper', async () => {
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/console/setting',
      headers: operator,
      payload: { naverEp: { enabled: true, excludedCategories: ['not-an-id'] } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('제외할 카테고리를 다시 선택해주세요');
    const twice = await app.inject({
      method: 'PUT',
      url: '/api/console/setting',
      headers: operator,
      payload: { naverEp: { enabled: true, excludedCategories: [excludedChild, excludedChild] } },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('같은 카테고리를 두 번 선택했습니다');
    const noSwitch = await app.inject({
      method: 'PUT',
      url: '/api/console/setting',
      headers: operator,
      payload: { naverEp: { excludedCategories: [] } },
    });
    expect(noSwitch.statusCode).toBe(400);
    const shopper = (await asShopper(app)).headers;
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/console/setting',
      headers: shopper,
      payload: { naverEp: { enabled: true, excludedCategories: [] } },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('shows the addresses to operators only', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/console/naver-ep', headers: operator });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toMatchObject({
      enabled: false,
      allUrl: 'http://localhost/ep/naver/all.tsv',
      summaryUrl: 'http://localhost/ep/naver/summary.tsv',
      lastAll: null,
    });
    expect((await app.inject({ method: 'GET', url: '/api/console/naver-ep' })).statusCode).toBe(401);
    const shopper = (await asShopper(app)).headers;
    const res403 = await app.inject({ method: 'GET', url: '/api/console/naver-ep', headers: shopper });
    expect(res403.statusCode).toBe(403);
  });
});

describe('전체 EP', () => {
  let feed: Feed;
  beforeAll(async () => {
    await changeSetting(app, { naverEp: { enabled: true, excludedCategories: [excludedChild] } });
    feed = await all();
  });

  it('has the guide header and 49 cells on every row, every required one filled', () => {
    expect(feed.header).toEqual(GUIDE_COLUMNS);
    expect(feed.lines.length).toBeGreaterThan(0);
    for (const cells of feed.lines) {
      expect(cells).toHaveLength(49);
      for (const name of ['id', 'title', 'price_pc', 'link', 'image_link', 'category_name1', 'shipping']) {
        expect(cells[GUIDE_COLUMNS.indexOf(name)], name).not.toBe('');
      }
      expect(Number(cells[GUIDE_COLUMNS.indexOf('price_pc')])).toBeGreaterThanOrEqual(1);
      expect(cells[GUIDE_COLUMNS.indexOf('title')]!.length).toBeLessThanOrEqual(100);
    }
  });

  it('writes a discounted product with 정가, its images, categories, brand, reviews and event', () => {
    const row = feed.rows.get(ids.discounted!)!;
    expect(row).toMatchObject({
      title: '할인 비데',
      price_pc: '15000',
      price_mobile: '',
      normal_price: '20000',
      link: `http://localhost/shop/products/${ids.discounted}`,
      mobile_link: `http://localhost/shop/products/${ids.discounted}`,
      image_link: `http://localhost/res/shop/products/${ids.discounted}/abc-card.webp`,
      add_image_link: [
        `http://localhost/res/shop/products/${ids.discounted}/abc-detail.webp`,
        `http://localhost/res/shop/products/${ids.discounted}/def-detail.webp`,
      ].join('|'),
      category_name1: '욕실',
      category_name2: '비데',
      category_name3: '',
      brand: '바스브랜드',
      review_count: '7',
      event_words: '봄맞이 욕실 기획전',
      // 15,000 won is below the 50,000 won of free shipping
      shipping: '3000',
      installation_costs: '',
    });
    // a product sold at 정가 leaves normal_price empty
    expect(feed.rows.get(ids.free!)).toMatchObject({ normal_price: '', price_pc: '60000', shipping: '0' });
    expect(feed.rows.get(ids.ownFee!)).toMatchObject({ shipping: '7000' });
  });

  it('flags installation delivery', () => {
    expect(feed.rows.get(ids.installation!)).toMatchObject({ installation_costs: 'Y', shipping: '0' });
    expect(feed.rows.get(ids.installation!)!.delivery_detail).toContain('설치배송');
  });

  it('prices an option product at its cheapest option', () => {
    expect(feed.rows.get(ids.options!)).toMatchObject({ price_pc: '10000', normal_price: '' });
  });

  it('leaves out sold-out, hidden, excluded and image-less products', () => {
    for (const key of ['soldOut', 'noStock', 'hidden', 'hiddenCategory', 'excluded', 'noImage']) {
      expect(feed.rows.has(ids[key]!), key).toBe(false);
    }
  });

  it('cleans tags, tabs and newlines out of titles and cuts them at 100 characters', () => {
    const title = feed.rows.get(ids.messy!)!.title!;
    expect(title.startsWith('탭 있는 이름 가가')).toBe(true);
    expect(title).toHaveLength(100);
    expect(title).not.toMatch(/[\t\r\n<>]/);
  });

  it('records the generation for the console', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/console/naver-ep', headers: operator });
    const { status } = res.json();
    expect(status.enabled).toBe(true);
    expect(status.lastAll.rows).toBe(feed.lines.length);
    expect(status.lastAll.skipped).toBeGreaterThanOrEqual(1);
    expect(status.lastAll.generatedAt).toBe(app.clock.now.toISOString());
  });
});

describe('요약 EP', () => {
  it('is empty right after the full feed', async () => {
    await all();
    const feed = await summary();
    expect(feed.header).toEqual([...GUIDE_COLUMNS, 'class', 'update_time']);
    expect(feed.lines).toHaveLength(0);
  });

  it('writes I, U and D with the time, and the next full feed starts over', async () => {
    const db = app.database.db;
    const added = await makeProduct(app, {
      name: '새 비데',
      thumb: 'new-card.webp',
      _category: (await makeCategory(app, { name: '새 분류' }))._id,
    });
    await db.update(products).set({ salePrice: 14_000 }).where(eq(products._id, ids.discounted!));
    await db.update(products).set({ isDisplayed: false }).where(eq(products._id, ids.free!));
    await bump();
    // Stock runs out by orders, without a catalogue edit: the feed still sees it.
    await db.update(products).set({ stock: 0 }).where(eq(products._id, ids.ownFee!));
    app.clock.advance(60_000);
    const feed = await summary();
    const classOf = (id: string) => feed.rows.get(id)?.class;
    expect(classOf(added._id)).toBe('I');
    expect(classOf(ids.discounted!)).toBe('U');
    expect(feed.rows.get(ids.discounted!)!.price_pc).toBe('14000');
    expect(classOf(ids.free!)).toBe('D');
    expect(classOf(ids.ownFee!)).toBe('D');
    // a D row still carries the required columns
    expect(feed.rows.get(ids.free!)).toMatchObject({ title: '무료배송 비데', price_pc: '60000' });
    expect(feed.lines).toHaveLength(4);
    for (const cells of feed.lines) {
      expect(cells).toHaveLength(51);
      expect(cells[50]).toBe(formatDateTime(app.clock.now));
      expect(cells[50]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }

    // sold out in the last full feed, back in stock now → U (INTEGRATIONS.md h.4)
    await all();
    expect((await summary()).lines).toHaveLength(0);
    await db.update(products).set({ stock: 5 }).where(eq(products._id, ids.ownFee!));
    const again = await summary();
    expect(again.rows.get(ids.ownFee!)?.class).toBe('U');
    expect(again.lines).toHaveLength(1);
  });

  it('writes D for a deleted product and for a category newly excluded', async () => {
    await all();
    await app.database.db.delete(products).where(eq(products._id, ids.messy!));
    await bump();
    await changeSetting(app, { naverEp: { enabled: true, excludedCategories: [parent._id] } });
    const feed = await summary();
    expect(feed.rows.get(ids.messy!)).toMatchObject({ class: 'D', title: '' });
    expect(feed.rows.get(ids.discounted!)).toMatchObject({ class: 'D', title: '할인 비데' });
    expect(feed.rows.get(ids.options!)?.class).toBe('D');
    const full = await all();
    expect(full.rows.has(ids.discounted!)).toBe(false);
    await changeSetting(app, { naverEp: { enabled: true, excludedCategories: [] } });
  });

  it('links to the shop’s public address (seo.baseUrl) once it is set, each row then changed', async () => {
    const before = await all();
    await changeSetting(app, {
      seo: { baseUrl: 'https://www.bath.example', naverVerification: '', googleVerification: '' },
    });
    const feed = await summary();
    expect(feed.lines.length).toBe(before.lines.length);
    for (const row of feed.rows.values()) {
      expect(row.class).toBe('U');
      expect(row.link).toBe(`https://www.bath.example/shop/products/${row.id}`);
      expect(row.image_link).toMatch(/^https:\/\/www\.bath\.example\/res\//);
    }
    await changeSetting(app, { seo: { baseUrl: '', naverVerification: '', googleVerification: '' } });
  });

  it('answers 404 again once switched off', async () => {
    await changeSetting(app, { naverEp: { enabled: false, excludedCategories: [] } });
    expect((await app.inject({ method: 'GET', url: '/ep/naver/summary.tsv' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/ep/naver/all.tsv' })).statusCode).toBe(404);
  });
});

describe('구매안전서비스 setting', () => {
  it('is public, validated and both-or-neither', async () => {
    const put = (escrow: object) =>
      app.inject({ method: 'PUT', url: '/api/console/setting', headers: operator, payload: { escrow } });
    const noUrl = await put({ provider: '나이스페이먼츠', confirmationUrl: '' });
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.body).toContain('가입사실 확인 주소를 입력해주세요');
    const http = await put({ provider: '나이스페이먼츠', confirmationUrl: 'http://pg.example/escrow' });
    expect(http.statusCode).toBe(400);
    expect(http.body).toContain('https://로 시작해야 합니다');
    const noName = await put({ provider: '', confirmationUrl: 'https://pg.example/escrow' });
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain('구매안전서비스 제공사를 입력해주세요');
    const ok = await put({ provider: 'KG이니시스', confirmationUrl: 'https://pg.example/escrow?mid=1' });
    expect(ok.statusCode, ok.body).toBe(200);
    const pub = await app.inject({ method: 'GET', url: '/api/v1/setting' });
    expect(pub.json().setting.escrow).toEqual({
      provider: 'KG이니시스',
      confirmationUrl: 'https://pg.example/escrow?mid=1',
    });
  });
});
