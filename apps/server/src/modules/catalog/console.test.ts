import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeBrand, makeCategory, makeProduct } from '../../testing/catalog.ts';
import { asOperator, asShopper } from '../../testing/members.ts';
import { multipart } from '../../testing/multipart.ts';

let app: TestApp;
let operator: Record<string, string>;
let shopper: Record<string, string>;
let root: Awaited<ReturnType<typeof makeCategory>>;
let brand: Awaited<ReturnType<typeof makeBrand>>;

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

const productBody = (overrides: Record<string, unknown> = {}) => ({
  name: '프리미엄 탑볼세면대',
  _category: root._id,
  _brand: brand._id,
  price: 200_000,
  salePrice: 159_000,
  stock: 30,
  description: '<p>도기 세면대</p>',
  supplier: '아쿠아 물류',
  shippingMethod: 'PARCEL',
  optionGroups: [
    { name: '색상', values: ['화이트', '블랙'] },
    { name: '사이즈', values: ['600', '800'] },
  ],
  options: [
    { values: ['화이트', '600'], extraPrice: 0, stock: 10 },
    { values: ['화이트', '800'], extraPrice: 30_000, stock: 5 },
    { values: ['블랙', '600'], extraPrice: 10_000, stock: 0 },
  ],
  ...overrides,
});

beforeAll(async () => {
  app = await buildTestApp();
  operator = (await asOperator(app)).headers;
  shopper = (await asShopper(app)).headers;
  root = await makeCategory(app, { name: '세면대', code: 'basin' });
  brand = await makeBrand(app, { name: '아쿠아', code: 'aqua' });
});
afterAll(() => app.close());

describe('console catalogue guard', () => {
  const routes: [string, string][] = [
    ['GET', '/api/console/shop/products'],
    ['POST', '/api/console/shop/products'],
    ['GET', '/api/console/shop/products/export'],
    ['GET', '/api/console/shop/products/autocomplete?q=a'],
    ['GET', '/api/console/shop/products/supplies'],
    ['PUT', '/api/console/shop/products/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/console/shop/products/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/console/shop/products/00000000-0000-4000-8000-000000000000/thumb'],
    ['POST', '/api/console/shop/products/00000000-0000-4000-8000-000000000000/images/0'],
    ['GET', '/api/console/shop/categories'],
    ['POST', '/api/console/shop/categories'],
    ['DELETE', '/api/console/shop/categories/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/console/shop/brands'],
    ['POST', '/api/console/shop/brands'],
    ['POST', '/editor'],
  ];
  it.each(routes)('%s %s answers 401 for a guest and 403 for a consumer', async (method, url) => {
    const guest = await app.inject({ method: method as 'GET', url });
    expect(guest.statusCode).toBe(401);
    const consumer = await app.inject({ method: method as 'GET', url, headers: shopper });
    expect(consumer.statusCode).toBe(403);
    expect(consumer.json().message).toBe('접근권한이 없습니다');
  });
});

describe('POST /api/console/shop/products', () => {
  it('creates a product with option combinations that the shop shows at once', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/v1/shop/products?category=basin' });
    expect(before.json().summary.totalCount).toBe(0);
    const res = await app.inject({
      method: 'POST',
      url: '/api/console/shop/products',
      headers: operator,
      payload: productBody(),
    });
    expect(res.statusCode).toBe(201);
    const { product } = res.json();
    expect(product).toMatchObject({ discountPrice: 41_000, discountRate: 20, isDisplayed: true });
    expect(product.options).toHaveLength(3);
    const shop = await app.inject({ method: 'GET', url: '/api/v1/shop/products?category=basin' });
    expect(shop.json().products.map((p: { name: string }) => p.name)).toEqual(['프리미엄 탑볼세면대']);
    const search = await app.inject({
      method: 'GET',
      url: `/api/v1/shop/products?searchValue=${encodeURIComponent('탑볼')}`,
    });
    expect(search.json().summary.totalCount).toBe(1);
  });

  it('refuses a sale price above the list price with a Korean message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/console/shop/products',
      headers: operator,
      payload: productBody({ salePrice: 300_000 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('판매가는 정가보다 클 수 없습니다');
  });

  it('refuses option combinations that do not match the groups', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/console/shop/products',
      headers: operator,
      payload: productBody({ options: [{ values: ['레드', '600'], extraPrice: 0, stock: 1 }] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('옵션 조합이 옵션값과 맞지 않습니다');
  });

  it('refuses wrong types, missing fields and fractional won', async () => {
    for (const payload of [
      {},
      productBody({ price: '1000' }),
      productBody({ price: 1000.5 }),
      productBody({ stock: -1 }),
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/console/shop/products',
        headers: operator,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers 422 for an unknown category', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/console/shop/products',
      headers: operator,
      payload: productBody({ _category: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('PUT and DELETE /api/console/shop/products/:_id', () => {
  it('hides a product from the shop when display is turned off, and deletes it', async () => {
    const { product } = (
      await app.inject({
        method: 'POST',
        url: '/api/console/shop/products',
        headers: operator,
        payload: productBody({ name: '숨길 욕조' }),
      })
    ).json();
    const shopUrl = `/api/v1/shop/products/${product._id}`;
    expect((await app.inject({ method: 'GET', url: shopUrl })).statusCode).toBe(200);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/console/shop/products/${product._id}`,
      headers: operator,
      payload: productBody({ name: '숨길 욕조', isDisplayed: false, optionGroups: [], options: [] }),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().product.options).toEqual([]);
    expect((await app.inject({ method: 'GET', url: shopUrl })).statusCode).toBe(404);
    const hiddenList = await app.inject({
      method: 'GET',
      url: '/api/console/shop/products?isDisplayed=false',
      headers: operator,
    });
    expect(hiddenList.json().products.map((p: { name: string }) => p.name)).toContain('숨길 욕조');
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/console/shop/products/${product._id}`,
      headers: operator,
    });
    expect(del.statusCode).toBe(204);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/console/shop/products/${product._id}`,
      headers: operator,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('PUT /api/console/shop/products/:_id/options', () => {
  it('replaces the option groups and combinations, checking them against each other', async () => {
    const _product = (await makeProduct(app, { name: '옵션 수전', _category: root._id, salePrice: 9_000 }))
      ._id;
    const url = `/api/console/shop/products/${_product}/options`;
    const ok = await app.inject({
      method: 'PUT',
      url,
      headers: operator,
      payload: {
        optionGroups: [{ name: '색상', values: ['크롬', '블랙'] }],
        options: [
          { values: ['크롬'], extraPrice: 0, stock: 3 },
          { values: ['블랙'], extraPrice: 2_000, stock: 0 },
        ],
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().product.options.map((o: { values: string[] }) => o.values[0])).toEqual(['크롬', '블랙']);
    const shop = await app.inject({ method: 'GET', url: `/api/v1/shop/products/${_product}` });
    expect(shop.json().product.options).toHaveLength(2);
    const mismatch = await app.inject({
      method: 'PUT',
      url,
      headers: operator,
      payload: {
        optionGroups: [{ name: '색상', values: ['크롬'] }],
        options: [{ values: ['골드'], extraPrice: 0, stock: 1 }],
      },
    });
    expect(mismatch.statusCode).toBe(400);
    const negative = await app.inject({
      method: 'PUT',
      url,
      headers: operator,
      payload: {
        optionGroups: [{ name: '색상', values: ['크롬'] }],
        options: [{ values: ['크롬'], extraPrice: -10_000, stock: 1 }],
      },
    });
    expect(negative.statusCode).toBe(422);
    const consumer = await app.inject({
      method: 'PUT',
      url,
      headers: shopper,
      payload: { optionGroups: [], options: [] },
    });
    expect(consumer.statusCode).toBe(403);
  });
});

describe('product images', () => {
  let _product: string;
  beforeAll(async () => {
    _product = (await makeProduct(app, { name: '이미지 비데', _category: root._id }))._id;
  });

  it('stores an uploaded image as WebP card and detail variants served with long cache', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/console/shop/products/${_product}/images/0`,
      ...multipart(operator, 'image', 'bidet.png', await png(800, 600)),
    });
    expect(res.statusCode).toBe(200);
    const { product } = res.json();
    expect(product.images).toHaveLength(1);
    expect(product.thumb).toMatch(/^[^/]+-card\.webp$/);
    const file = await app.inject({ method: 'GET', url: `/res/shop/products/${_product}/${product.thumb}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('max-age=31536000');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([480, 480]);
  });

  it('appends, reorders and deletes gallery images', async () => {
    const second = await app.inject({
      method: 'POST',
      url: `/api/console/shop/products/${_product}/images/1`,
      ...multipart(operator, 'image', 'b.png', await png()),
    });
    const stems: string[] = second.json().product.imageStems;
    expect(stems).toHaveLength(2);
    const order = await app.inject({
      method: 'PUT',
      url: `/api/console/shop/products/${_product}/images`,
      headers: operator,
      payload: { imageStems: [...stems].reverse() },
    });
    expect(order.json().product.imageStems).toEqual([...stems].reverse());
    const stale = await app.inject({
      method: 'PUT',
      url: `/api/console/shop/products/${_product}/images`,
      headers: operator,
      payload: { imageStems: [stems[0]] },
    });
    expect(stale.statusCode).toBe(409);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/console/shop/products/${_product}/images/0`,
      headers: operator,
    });
    expect(del.json().product.imageStems).toEqual([stems[0]]);
    const gap = await app.inject({
      method: 'POST',
      url: `/api/console/shop/products/${_product}/images/5`,
      ...multipart(operator, 'image', 'c.png', await png()),
    });
    expect(gap.statusCode).toBe(422);
  });

  it('refuses a file that is not an image, an empty or missing file, a wrong field and a huge one', async () => {
    const url = `/api/console/shop/products/${_product}/thumb`;
    const text = await app.inject({
      method: 'POST',
      url,
      ...multipart(operator, 'thumb', 'a.png', Buffer.from('hello')),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('이미지 파일만 올릴 수 있습니다');
    const svg = await app.inject({
      method: 'POST',
      url,
      ...multipart(operator, 'thumb', 'a.pdf', Buffer.from('%PDF-1.4 not an image'), 'application/pdf'),
    });
    expect(svg.statusCode).toBe(400);
    const field = await app.inject({
      method: 'POST',
      url,
      ...multipart(operator, 'photo', 'a.png', await png()),
    });
    expect(field.statusCode).toBe(400);
    const json = await app.inject({ method: 'POST', url, headers: operator, payload: { thumb: 'x' } });
    expect(json.statusCode).toBe(400);
    const huge = await app.inject({
      method: 'POST',
      url,
      ...multipart(operator, 'thumb', 'big.png', Buffer.alloc(11 * 1024 * 1024, 1)),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/console/shop/products/00000000-0000-4000-8000-000000000000/thumb',
      ...multipart(operator, 'thumb', 'a.png', await png()),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/console/shop/products (search, filters, export)', () => {
  it('filters by sold out and exports an Excel sheet with Korean headers', async () => {
    await makeProduct(app, { name: '품절 수전', _category: root._id, stock: 0, supplier: '수전상사' });
    const soldout = await app.inject({
      method: 'GET',
      url: '/api/console/shop/products?soldout=true',
      headers: operator,
    });
    expect(soldout.json().products.map((p: { name: string }) => p.name)).toContain('품절 수전');
    const res = await app.inject({
      method: 'GET',
      url: '/api/console/shop/products/export?soldout=true',
      headers: operator,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('상품')!;
    expect(sheet.getRow(1).getCell(2).value).toBe('상품명');
    expect(sheet.getRow(2).getCell(2).value).toBe('품절 수전');
  });

  it('autocompletes names and lists suppliers', async () => {
    const auto = await app.inject({
      method: 'GET',
      url: `/api/console/shop/products/autocomplete?q=${encodeURIComponent('수전')}`,
      headers: operator,
    });
    expect(auto.json().products.map((p: { name: string }) => p.name)).toContain('품절 수전');
    const supplies = await app.inject({
      method: 'GET',
      url: '/api/console/shop/products/supplies',
      headers: operator,
    });
    expect(supplies.json().supplies).toContain('수전상사');
    for (const url of [
      '/api/console/shop/products/autocomplete?q=',
      '/api/console/shop/products/autocomplete?q=%20%20',
      '/api/console/shop/products/autocomplete',
    ]) {
      const empty = await app.inject({ method: 'GET', url, headers: operator });
      expect(empty.statusCode, url).toBe(200);
      expect(empty.json(), url).toEqual({ products: [] });
    }
  });
});

describe('console categories', () => {
  const create = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/console/shop/categories', headers: operator, payload });

  it('builds three levels and refuses a fourth', async () => {
    const a = (await create({ code: 'lv1', name: '1단계' })).json().category;
    const b = (await create({ code: 'lv2', name: '2단계', _parent: a._id })).json().category;
    const c = await create({ code: 'lv3', name: '3단계', _parent: b._id });
    expect(c.statusCode).toBe(201);
    expect(c.json().category.depth).toBe(3);
    const d = await create({ code: 'lv4', name: '4단계', _parent: c.json().category._id });
    expect(d.statusCode).toBe(422);
    expect(d.json().message).toBe('카테고리는 3단계까지 만들 수 있습니다');
  });

  it('refuses a move that would make the tree deeper than three levels, or into itself', async () => {
    const top = (await create({ code: 'mv1', name: '이동1' })).json().category;
    const mid = (await create({ code: 'mv2', name: '이동2', _parent: top._id })).json().category;
    const other = (await create({ code: 'mv3', name: '이동3' })).json().category;
    const other2 = (await create({ code: 'mv4', name: '이동4', _parent: other._id })).json().category;
    const deep = await app.inject({
      method: 'PUT',
      url: `/api/console/shop/categories/${top._id}`,
      headers: operator,
      payload: { code: 'mv1', name: '이동1', _parent: other2._id },
    });
    expect(deep.statusCode).toBe(422);
    const cycle = await app.inject({
      method: 'PUT',
      url: `/api/console/shop/categories/${top._id}`,
      headers: operator,
      payload: { code: 'mv1', name: '이동1', _parent: mid._id },
    });
    expect(cycle.statusCode).toBe(422);
    const ok = await app.inject({
      method: 'PUT',
      url: `/api/console/shop/categories/${mid._id}`,
      headers: operator,
      payload: { code: 'mv2', name: '이동2 새이름', _parent: other._id, order: 3 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().category).toMatchObject({ depth: 2, name: '이동2 새이름', _parent: other._id });
  });

  it('refuses a duplicate code, and deleting a category with products or children', async () => {
    expect((await create({ code: 'basin', name: '중복' })).statusCode).toBe(409);
    const withProducts = await app.inject({
      method: 'DELETE',
      url: `/api/console/shop/categories/${root._id}`,
      headers: operator,
    });
    expect(withProducts.statusCode).toBe(409);
    expect(withProducts.json().message).toBe('상품이 있는 카테고리는 삭제할 수 없습니다');
    const parent = (await create({ code: 'del1', name: '삭제1' })).json().category;
    const child = (await create({ code: 'del2', name: '삭제2', _parent: parent._id })).json().category;
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/console/shop/categories/${parent._id}`,
          headers: operator,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/console/shop/categories/${child._id}`,
          headers: operator,
        })
      ).statusCode,
    ).toBe(204);
  });

  it('hides a category and everything in it from shoppers, but not from operators', async () => {
    const hide = await app.inject({
      method: 'PUT',
      url: `/api/console/shop/categories/${root._id}`,
      headers: operator,
      payload: { code: 'basin', name: '세면대', isVisible: false },
    });
    expect(hide.statusCode).toBe(200);
    const shop = await app.inject({ method: 'GET', url: '/api/v1/shop/categories' });
    expect(shop.json().categories.map((c: { code: string }) => c.code)).not.toContain('basin');
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/shop/products?category=basin' })).json().summary
        .totalCount,
    ).toBe(0);
    const console = await app.inject({
      method: 'GET',
      url: '/api/console/shop/categories',
      headers: operator,
    });
    expect(console.json().categories.map((c: { code: string }) => c.code)).toContain('basin');
    await app.inject({
      method: 'PUT',
      url: `/api/console/shop/categories/${root._id}`,
      headers: operator,
      payload: { code: 'basin', name: '세면대', isVisible: true },
    });
  });
});

describe('console brands', () => {
  it('creates, edits, uploads a logo, and refuses deleting a brand with products', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/console/shop/brands',
      headers: operator,
      payload: { code: 'newb', name: '새브랜드' },
    });
    expect(created.statusCode).toBe(201);
    const _id = created.json().brand._id;
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/console/shop/brands',
          headers: operator,
          payload: { code: 'newb', name: 'x' },
        })
      ).statusCode,
    ).toBe(409);
    const logo = await app.inject({
      method: 'POST',
      url: `/api/console/shop/brands/${_id}/logo`,
      ...multipart(operator, 'logo', 'logo.png', await png()),
    });
    expect(logo.json().brand.logo).toMatch(/^\/res\/shop\/brands\/.+-card\.webp$/);
    const shop = await app.inject({ method: 'GET', url: '/api/v1/shop/brands/newb' });
    expect(shop.json().brand.logo).toBe(logo.json().brand.logo);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/console/shop/brands/${brand._id}`,
          headers: operator,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/console/shop/brands/${_id}`, headers: operator }))
        .statusCode,
    ).toBe(204);
  });
});

describe('POST /editor', () => {
  it('stores a rich-text image and answers its URL', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/editor',
      ...multipart(operator, 'photo', 'p.png', await png()),
    });
    expect(res.statusCode).toBe(201);
    const file = await app.inject({ method: 'GET', url: res.json().url });
    expect(file.headers['content-type']).toBe('image/webp');
  });
});
