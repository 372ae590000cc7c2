import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, purchases } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { always, png } from '../../testing/content.ts';
import { placeTransferOrder } from '../../testing/desk.ts';
import { asOperator, makeMember } from '../../testing/members.ts';
import { multipart } from '../../testing/multipart.ts';

/**
 * Spec §3 "Product images are at a resources path by product id and thumb name", §7 "product
 * images at /res/shop/products/{_id}/{file}": every answer that carries a product gives `thumb`
 * (and the gallery's `images`, an order line's `productThumb`) as a file name, and that path serves
 * it (decision 0025).
 */

let app: TestApp;
let operator: Record<string, string>;
let shopper: Record<string, string>;
let _product: string;

type Card = { _id: string; thumb: string | null };

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

/** The file is a name (no slash) and the spec's path answers it as an image. */
async function expectServed(_id: string, file: string | null | undefined, what: string) {
  expect(file, what).toMatch(/^[^/]+\.webp$/);
  const res = await app.inject({ method: 'GET', url: `/res/shop/products/${_id}/${file}` });
  expect(res.statusCode, what).toBe(200);
  expect(res.headers['content-type'], what).toMatch(/^image\//);
  expect(res.rawPayload.length, what).toBeGreaterThan(0);
}

const mine = (cards: Card[]) => {
  const card = cards.find((c) => c._id === _product);
  expect(card).toBeDefined();
  return card!;
};

beforeAll(async () => {
  app = await buildTestApp();
  operator = (await asOperator(app)).headers;
  shopper = (await makeMember(app)).headers;
  const category = await makeCategory(app, { name: '비데' });
  _product = (await makeProduct(app, { name: '파일이름 비데', _category: category._id, stock: 20 }))._id;
  for (const index of [0, 1]) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/console/shop/products/${_product}/images/${index}`,
      ...multipart(operator, 'image', `photo-${index}.png`, await png(600, 400)),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});

afterAll(() => app.close());

describe('product thumb is a file name under /res/shop/products/{_id}/', () => {
  it('in the shop list and the product page, with the gallery files beside it', async () => {
    const list = await get('/api/v1/shop/products?sort=NEWEST');
    await expectServed(_product, mine(list.products).thumb, 'list thumb');
    const { product } = await get(`/api/v1/shop/products/${_product}`);
    await expectServed(_product, product.thumb, 'product thumb');
    expect(product.thumb).toMatch(/-card\.webp$/);
    expect(product.images).toHaveLength(2);
    for (const file of product.images) await expectServed(_product, file, 'gallery image');
  });

  it('in displays and exhibitions', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: '/api/console/shop/displays',
      headers: operator,
      payload: { code: 'section1', _products: [_product] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const { displays } = await get('/api/v1/shop/displays?code=section1');
    await expectServed(_product, mine(displays.map((d: { product: Card }) => d.product)).thumb, 'display');

    const created = await app.inject({
      method: 'POST',
      url: '/api/console/shop/exhibitions',
      headers: operator,
      payload: { title: '비데 기획전', kind: 'PLANNED_SALES', display: always, _products: [_product] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { exhibition } = await get(`/api/v1/shop/exhibitions/${created.json().exhibition._id}`);
    await expectServed(_product, mine(exhibition.products).thumb, 'exhibition product');
  });

  it("in the member's likes and cart", async () => {
    const like = await app.inject({
      method: 'POST',
      url: '/api/v1/me/likes',
      headers: shopper,
      payload: { _product },
    });
    expect(like.statusCode, like.body).toBe(201);
    const { likes } = await get('/api/v1/me/likes?withPopulate=true', shopper);
    await expectServed(_product, mine(likes.map((l: { product: Card }) => l.product)).thumb, 'like');

    const cart = await app.inject({
      method: 'POST',
      url: '/api/v1/me/carts',
      headers: shopper,
      payload: { _product, quantity: 1 },
    });
    expect(cart.statusCode, cart.body).toBeLessThan(300);
    const { carts } = await get('/api/v1/me/carts', shopper);
    await expectServed(_product, mine(carts.map((c: { product: Card }) => c.product)).thumb, 'cart');
  });

  it('in orders and purchases, for the member and the console', async () => {
    const { product } = await get(`/api/v1/shop/products/${_product}`);
    const order = await placeTransferOrder(app, shopper, [{ _product }]);
    const [line] = order.purchases;
    expect(line!.productThumb).toBe(product.thumb);
    await expectServed(_product, line!.productThumb, 'placed order');

    const mineOrder = await get(`/api/v1/me/orders/${order._id}`, shopper);
    await expectServed(_product, mineOrder.order.purchases[0].productThumb, 'my order');
    const myPurchases = await get('/api/v1/me/purchases', shopper);
    await expectServed(_product, myPurchases.purchases[0].productThumb, 'my purchases');
    const desk = await get(`/api/console/shop/orders/${order._id}`, operator);
    await expectServed(_product, desk.order.purchases[0].productThumb, 'console order');
  });

  it('in the console product and list, with the stems the console names images by', async () => {
    const { product } = await get(`/api/console/shop/products/${_product}`, operator);
    await expectServed(_product, product.thumb, 'console product');
    for (const file of product.images) await expectServed(_product, file, 'console gallery');
    expect(product.images.map((f: string) => f.replace(/-detail\.webp$/, ''))).toEqual(product.imageStems);
    expect(product.thumb).toBe(`${product.thumbStem}-card.webp`);
    const list = await get('/api/console/shop/products', operator);
    await expectServed(_product, mine(list.products).thumb, 'console list');
  });

  it('follows the chosen image when the operator picks another thumb, and refuses an unknown stem', async () => {
    const { product } = await get(`/api/console/shop/products/${_product}`, operator);
    const second = product.imageStems[1];
    const chosen = await app.inject({
      method: 'PUT',
      url: `/api/console/shop/products/${_product}/thumb`,
      headers: operator,
      payload: { stem: second },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().product.thumb).toBe(`${second}-card.webp`);
    await expectServed(_product, chosen.json().product.thumb, 'chosen thumb');
    // the first photo is still in the gallery: its files stay
    await expectServed(_product, product.images[0], 'first gallery image after the choice');

    const unknown = await app.inject({
      method: 'PUT',
      url: `/api/console/shop/products/${_product}/thumb`,
      headers: operator,
      payload: { stem: 'ffffffffffffffff' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('이미지를 찾을 수 없습니다');
  });

  it('keeps an uploaded-only thumb apart from the gallery and removes its files when replaced', async () => {
    const upload = async () => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/console/shop/products/${_product}/thumb`,
        ...multipart(operator, 'thumb', 'thumb.png', await png(300, 300)),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().product as { thumb: string; images: string[] };
    };
    const first = await upload();
    await expectServed(_product, first.thumb, 'uploaded thumb');
    const second = await upload();
    await expectServed(_product, second.thumb, 'second uploaded thumb');
    const gone = await app.inject({ method: 'GET', url: `/res/shop/products/${_product}/${first.thumb}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('파일을 찾을 수 없습니다');
    for (const file of second.images) await expectServed(_product, file, 'gallery after thumb uploads');
  });

  it('is refused by the database as a path', async () => {
    const write = app.database.db
      .update(products)
      .set({ thumb: `/res/shop/products/${_product}/x-card.webp` })
      .where(eq(products._id, _product));
    await expect(write).rejects.toThrow();
  });
});

describe('migration 0007_product_image_file_names', () => {
  it('rewrites stems and URLs kept before it into file names, and leaves file names as they are', async () => {
    const migration = await readFile(
      path.join(import.meta.dirname, '../../db/migrations/0007_product_image_file_names.sql'),
      'utf8',
    );
    const rewrites = migration
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter((s) => /^(--[^\n]*\n)*UPDATE/.test(s));
    expect(rewrites).toHaveLength(3);

    const category = await makeCategory(app);
    const legacy = await makeProduct(app, { name: '옛 상품', _category: category._id });
    const current = await makeProduct(app, { name: '새 상품', _category: category._id });
    const db = app.database.db;
    await db
      .update(products)
      .set({ thumb: 'aaaaaaaaaaaaaaaa', images: ['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb'] })
      .where(eq(products._id, legacy._id));
    await db
      .update(products)
      .set({ thumb: 'cccccccccccccccc-card.webp', images: ['cccccccccccccccc-detail.webp'] })
      .where(eq(products._id, current._id));
    const order = await placeTransferOrder(app, shopper, [{ _product: legacy._id }]);
    // An order line as it was kept before: the whole URL (the check that now forbids it set aside).
    await db.execute(sql`alter table purchases drop constraint purchases_product_thumb_file_name`);
    await db
      .update(purchases)
      .set({ productThumb: `/res/shop/products/${legacy._id}/aaaaaaaaaaaaaaaa-card.webp` })
      .where(eq(purchases._order, order._id));

    for (const statement of rewrites) await db.execute(sql.raw(statement));
    await db.execute(
      sql`alter table purchases add constraint purchases_product_thumb_file_name check (product_thumb ~ '^[^/]+$')`,
    );

    const row = async (_id: string) => (await db.select().from(products).where(eq(products._id, _id)))[0]!;
    expect(await row(legacy._id)).toMatchObject({
      thumb: 'aaaaaaaaaaaaaaaa-card.webp',
      images: ['aaaaaaaaaaaaaaaa-detail.webp', 'bbbbbbbbbbbbbbbb-detail.webp'],
    });
    expect(await row(current._id)).toMatchObject({
      thumb: 'cccccccccccccccc-card.webp',
      images: ['cccccccccccccccc-detail.webp'],
    });
    const [line] = await db.select().from(purchases).where(eq(purchases._order, order._id));
    expect(line!.productThumb).toBe('aaaaaaaaaaaaaaaa-card.webp');
  });
});
