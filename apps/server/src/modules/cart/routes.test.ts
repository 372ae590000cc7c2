import type { CartItem } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, productOptions, products } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { asOperator, asPromoter, asShopper, makeMember } from '../../testing/members.ts';

type Headers = Record<string, string>;

let app: TestApp;
let shopper: Headers;
let promoter: Headers;
let operator: Headers;
let category: string;

beforeAll(async () => {
  app = await buildTestApp();
  category = (await makeCategory(app, { name: '욕실' }))._id;
  [shopper, promoter, operator] = [
    (await asShopper(app)).headers,
    (await asPromoter(app)).headers,
    (await asOperator(app)).headers,
  ];
});
afterAll(() => app.close());

const product = (input: Partial<typeof products.$inferInsert> = {}) =>
  makeProduct(app, { name: '원피스 양변기', _category: category, salePrice: 9_000, stock: 10, ...input });

/** A faucet in two colours: 화이트 (3 left, +0) and 블랙 (sold out, +5,000). */
async function faucet() {
  const row = await makeProduct(app, {
    name: '세면대 수전',
    _category: category,
    price: 60_000,
    salePrice: 50_000,
    stock: 0,
    options: {
      groups: [{ name: '색상', values: ['화이트', '블랙'] }],
      combos: [
        { values: ['화이트'], stock: 3 },
        { values: ['블랙'], stock: 0, extraPrice: 5_000 },
      ],
    },
  });
  const options = await app.database.db
    .select()
    .from(productOptions)
    .where(eq(productOptions._product, row._id));
  const byValue = (v: string) => options.find((o) => o.values[0] === v)!._id;
  return { _id: row._id, white: byValue('화이트'), black: byValue('블랙') };
}

const add = (headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/me/carts', headers, payload });
const list = async (headers: Headers, query = ''): Promise<CartItem[]> => {
  const res = await app.inject({ method: 'GET', url: `/api/v1/me/carts${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().carts;
};
const clear = (headers: Headers, _ids: string[]) =>
  app.inject({ method: 'DELETE', url: '/api/v1/me/carts', headers, payload: { _ids } });

describe('POST /api/v1/me/carts', () => {
  it('makes a line, then adds quantity to the same product instead of a second line', async () => {
    const p = await product();
    const first = await add(shopper, { _product: p._id, quantity: 2 });
    expect(first.statusCode).toBe(201);
    expect(first.json().cart).toMatchObject({
      type: 'cart',
      _product: p._id,
      _option: null,
      option: null,
      optionLabel: '',
      quantity: 2,
      unitPrice: 9_000,
      amount: 18_000,
      available: true,
      shippingMethod: 'PARCEL',
      shippingFee: null,
    });
    expect(first.json().cart.product.name).toBe('원피스 양변기');
    const second = await add(shopper, { _product: p._id, quantity: 3 });
    expect(second.statusCode).toBe(200);
    expect(second.json().cart).toMatchObject({ _id: first.json().cart._id, quantity: 5, amount: 45_000 });
    const lines = (await list(shopper)).filter((l) => l._product === p._id);
    expect(lines).toHaveLength(1);
  });

  it('keeps the regular list apart from the cart', async () => {
    const p = await product();
    await add(shopper, { _product: p._id, quantity: 1 });
    const regular = await add(shopper, { type: 'regular', _product: p._id, quantity: 4 });
    expect(regular.statusCode).toBe(201);
    expect((await list(shopper, '?type=regular')).map((l) => [l._product, l.quantity])).toEqual([[p._id, 4]]);
    expect((await list(shopper)).find((l) => l._product === p._id)?.quantity).toBe(1);
  });

  it('prices a combination with its extra price and labels it', async () => {
    const f = await faucet();
    const res = await add(promoter, { _product: f._id, _option: f.white, quantity: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json().cart).toMatchObject({
      _option: f.white,
      option: { _id: f.white, values: ['화이트'], extraPrice: 0, stock: 3 },
      optionValues: ['화이트'],
      optionLabel: '색상: 화이트',
      unitPrice: 50_000,
      stock: 3,
    });
  });

  it('asks for an option when the product has them, and refuses an unknown one', async () => {
    const f = await faucet();
    const none = await add(shopper, { _product: f._id, quantity: 1 });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'OPTION_REQUIRED', message: '옵션을 선택해주세요' });
    const other = await faucet();
    const wrong = await add(shopper, { _product: f._id, _option: other.white, quantity: 1 });
    expect(wrong.statusCode).toBe(404);
    const p = await product();
    expect((await add(shopper, { _product: p._id, _option: f.white, quantity: 1 })).statusCode).toBe(404);
  });

  it('answers 409 with what is left when stock is short, counting what is already in the cart', async () => {
    const p = await product({ stock: 5 });
    const over = await add(shopper, { _product: p._id, quantity: 6 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ code: 'STOCK_SHORTAGE', message: '재고가 부족합니다 (남은 수량 5개)' });
    expect((await add(shopper, { _product: p._id, quantity: 4 })).statusCode).toBe(201);
    const again = await add(shopper, { _product: p._id, quantity: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('재고가 부족합니다 (남은 수량 5개)');
    expect((await list(shopper)).find((l) => l._product === p._id)?.quantity).toBe(4);
  });

  it('answers 409 품절 for a sold-out product or combination', async () => {
    const soldout = await product({ soldout: true });
    const res = await add(shopper, { _product: soldout._id, quantity: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'SOLD_OUT', message: '품절된 상품입니다' });
    const empty = await product({ stock: 0 });
    expect((await add(shopper, { _product: empty._id, quantity: 1 })).json().code).toBe('SOLD_OUT');
    const f = await faucet();
    expect((await add(shopper, { _product: f._id, _option: f.black, quantity: 1 })).json().code).toBe(
      'SOLD_OUT',
    );
  });

  it('answers 404 for a hidden product', async () => {
    const hidden = await product({ isDisplayed: false });
    const res = await add(shopper, { _product: hidden._id, quantity: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('상품을 찾을 수 없습니다');
  });

  it('answers 400 in Korean for bad input', async () => {
    const p = await product();
    const cases: [object, string][] = [
      [{ _product: p._id, quantity: 0 }, '수량은 1개 이상이어야 합니다'],
      [{ _product: p._id, quantity: 1.5 }, '수량은 정수로 입력해주세요'],
      [{ _product: p._id, quantity: 1000 }, '수량은 999개 이하로 입력해주세요'],
      [{ _product: p._id }, '수량을 입력해주세요'],
      [{ _product: 'nope', quantity: 1 }, '잘못된 식별자입니다'],
    ];
    for (const [payload, message] of cases) {
      const res = await add(shopper, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    const type = await add(shopper, { type: 'wish', _product: p._id, quantity: 1 });
    expect(type.statusCode).toBe(400);
  });

  it('answers 401 to a guest', async () => {
    const p = await product();
    const res = await add({}, { _product: p._id, quantity: 1 });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('로그인 후 이용가능합니다');
    expect((await app.inject({ method: 'GET', url: '/api/v1/me/carts' })).statusCode).toBe(401);
  });
});

describe('POST /api/v1/me/carts racing for one line', () => {
  it('makes one line holding the summed quantity from 20 parallel requests', async () => {
    const member = await makeMember(app);
    const p = await product({ stock: 100 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => add(member.headers, { _product: p._id, quantity: 2 })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([...Array(19).fill(200), 201]);
    const rows = await app.database.db.select().from(carts).where(eq(carts._product, p._id));
    expect(rows.map((r) => r.quantity)).toEqual([40]);
  });

  it('never lets racing requests pass the stock together', async () => {
    const member = await makeMember(app);
    const p = await product({ stock: 10 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => add(member.headers, { _product: p._id, quantity: 1 })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200 || c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    const rows = await app.database.db.select().from(carts).where(eq(carts._product, p._id));
    expect(rows.map((r) => r.quantity)).toEqual([10]);
  });
});

describe('GET /api/v1/me/carts', () => {
  it("answers the caller's list, newest first, and the lines named by _carts", async () => {
    const member = await makeMember(app);
    const [a, b, c] = [await product(), await product(), await product()];
    const ids: string[] = [];
    for (const p of [a, b, c]) {
      app.clock.advance(1_000);
      ids.push((await add(member.headers, { _product: p._id, quantity: 1 })).json().cart._id);
    }
    expect((await list(member.headers)).map((l) => l._product)).toEqual([c._id, b._id, a._id]);
    expect((await list(member.headers, `?_carts=${ids[0]},${ids[2]}`)).map((l) => l._id).sort()).toEqual(
      [ids[0], ids[2]].sort(),
    );
    expect((await list(member.headers, `?_carts=${ids[1]}&_carts=${ids[2]}`)).length).toBe(2);
    expect((await list(member.headers, `?_carts[]=${ids[1]}`)).map((l) => l._id)).toEqual([ids[1]]);
    // another member's ids are simply not there
    expect(await list(shopper, `?_carts=${ids[0]}`)).toEqual([]);
    const bad = await app.inject({ method: 'GET', url: '/api/v1/me/carts?_carts=nope', headers: shopper });
    expect(bad.statusCode).toBe(400);
  });

  it('marks lines that can no longer be ordered and drops those whose product is gone', async () => {
    const member = await makeMember(app);
    const [short, soldout, hidden, gone, fine] = [
      await product({ stock: 5 }),
      await product(),
      await product(),
      await product(),
      await product(),
    ];
    for (const p of [short, soldout, hidden, gone, fine]) {
      expect((await add(member.headers, { _product: p._id, quantity: 3 })).statusCode).toBe(201);
    }
    const db = app.database.db;
    await db.update(products).set({ stock: 2 }).where(eq(products._id, short._id));
    await db.update(products).set({ soldout: true }).where(eq(products._id, soldout._id));
    await db.update(products).set({ isDisplayed: false }).where(eq(products._id, hidden._id));
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/console/shop/products/${gone._id}`,
      headers: operator,
    });
    expect(del.statusCode).toBe(204);
    await app.catalogCache.bump();
    const byProduct = new Map((await list(member.headers)).map((l) => [l._product, l]));
    expect(byProduct.has(gone._id)).toBe(false);
    expect(byProduct.get(short._id)).toMatchObject({ available: false, reason: '재고 부족', stock: 2 });
    expect(byProduct.get(soldout._id)).toMatchObject({ available: false, reason: '품절', stock: 0 });
    expect(byProduct.get(hidden._id)).toMatchObject({ available: false, reason: '판매 중지' });
    expect(byProduct.get(fine._id)).toMatchObject({ available: true, stock: 10 });
    expect(byProduct.get(fine._id)?.reason).toBeUndefined();
  });

  it('keeps a line through an operator saving the options, and marks it when its combination is gone', async () => {
    const member = await makeMember(app);
    const f = await faucet();
    await add(member.headers, { _product: f._id, _option: f.white, quantity: 2 });
    const save = (values: string[]) =>
      app.inject({
        method: 'PUT',
        url: `/api/console/shop/products/${f._id}/options`,
        headers: operator,
        payload: {
          optionGroups: [{ name: '색상', values }],
          options: values.map((v) => ({ values: [v], extraPrice: 1_000, stock: 7 })),
        },
      });
    // The catalogue replaces option rows on every save: the line follows its values, not the old id.
    expect((await save(['화이트', '블랙'])).statusCode).toBe(200);
    const [kept] = await list(member.headers);
    expect(kept).toMatchObject({ available: true, unitPrice: 51_000, optionLabel: '색상: 화이트', stock: 7 });
    expect(kept?._option).not.toBe(f.white);
    expect((await save(['그레이'])).statusCode).toBe(200);
    const [changed] = await list(member.headers);
    expect(changed).toMatchObject({
      available: false,
      reason: '옵션 변경',
      _option: null,
      optionValues: ['화이트'],
      optionLabel: '색상: 화이트',
    });
  });
});

describe('PUT /api/v1/me/carts/:_id', () => {
  it('sets the quantity within stock', async () => {
    const p = await product({ stock: 5 });
    const line = (await add(shopper, { _product: p._id, quantity: 1 })).json().cart;
    const put = (quantity: number, headers = shopper) =>
      app.inject({ method: 'PUT', url: `/api/v1/me/carts/${line._id}`, headers, payload: { quantity } });
    const ok = await put(5);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().cart).toMatchObject({ quantity: 5, amount: 45_000 });
    const over = await put(6);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('재고가 부족합니다 (남은 수량 5개)');
    expect((await put(0)).statusCode).toBe(400);
    expect((await put(2, promoter)).statusCode).toBe(404);
    await app.database.db.update(products).set({ soldout: true }).where(eq(products._id, p._id));
    expect((await put(1)).json().code).toBe('SOLD_OUT');
  });
});

describe('DELETE /api/v1/me/carts/:_id', () => {
  it("removes the caller's line and answers 404 for another member's", async () => {
    const p = await product();
    const line = (await add(shopper, { _product: p._id, quantity: 1 })).json().cart;
    const theirs = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/carts/${line._id}`,
      headers: promoter,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('장바구니 상품을 찾을 수 없습니다');
    const mine = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/carts/${line._id}`,
      headers: shopper,
    });
    expect(mine.statusCode).toBe(204);
    expect((await list(shopper)).some((l) => l._id === line._id)).toBe(false);
  });
});

describe('DELETE /api/v1/me/carts', () => {
  it('removes the selected lines of the caller only (선택 삭제)', async () => {
    const member = await makeMember(app);
    const [a, b, c] = [await product(), await product(), await product()];
    const mine = [];
    for (const p of [a, b, c])
      mine.push((await add(member.headers, { _product: p._id, quantity: 1 })).json().cart._id);
    const theirs = (await add(promoter, { _product: a._id, quantity: 1 })).json().cart._id;
    const res = await clear(member.headers, [mine[0], mine[1], theirs]);
    expect(res.statusCode).toBe(204);
    expect((await list(member.headers)).map((l) => l._id)).toEqual([mine[2]]);
    expect((await list(promoter)).some((l) => l._id === theirs)).toBe(true);
    const empty = await clear(member.headers, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('삭제할 상품을 선택해주세요');
  });
});

describe('POST /api/v1/me/carts/merge', () => {
  it('pushes a guest cart at login: adds to existing lines, caps at stock, skips what cannot be bought', async () => {
    const member = await makeMember(app);
    const [kept, capped, soldout, hidden] = [
      await product({ stock: 10 }),
      await product({ stock: 4 }),
      await product({ soldout: true }),
      await product({ isDisplayed: false }),
    ];
    const f = await faucet();
    await add(member.headers, { _product: kept._id, quantity: 2 });
    await add(member.headers, { _product: capped._id, quantity: 3 });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/me/carts/merge',
      headers: member.headers,
      payload: {
        items: [
          { _product: kept._id, quantity: 3 },
          { _product: capped._id, quantity: 5 },
          { _product: soldout._id, quantity: 1 },
          { _product: hidden._id, quantity: 1 },
          { _product: f._id, _option: f.white, quantity: 9 },
          { _product: f._id, _option: f.black, quantity: 1 },
          { _product: f._id, quantity: 1 },
          { _product: '00000000-0000-4000-8000-000000000000', quantity: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const merged = new Map(
      (res.json().carts as CartItem[]).map((l) => [`${l._product}${l._option ?? ''}`, l]),
    );
    expect(merged.size).toBe(3);
    expect(merged.get(kept._id)?.quantity).toBe(5);
    expect(merged.get(capped._id)?.quantity).toBe(4);
    expect(merged.get(`${f._id}${f.white}`)?.quantity).toBe(3);
    expect((await list(member.headers)).length).toBe(3);
  });

  it('answers 401 to a guest and 400 for a malformed cart', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/me/carts/merge', payload: { items: [] } }))
        .statusCode,
    ).toBe(401);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/me/carts/merge',
      headers: shopper,
      payload: { items: [{ _product: 'x', quantity: 1 }] },
    });
    expect(bad.statusCode).toBe(400);
  });
});
