import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { asOperator, asShopper } from '../../testing/members.ts';

/**
 * /api/console/shop/displays one placement at a time, beside the editor's whole-list PUT: the list
 * of every display (paged), and POST, GET, PUT, DELETE of one. Places stay 0, 1, 2… in each code.
 */

let app: TestApp;
let operator: Record<string, string>;
let shopper: Record<string, string>;
let items: Awaited<ReturnType<typeof makeProduct>>[];

const NO_ID = '00000000-0000-4000-8000-000000000000';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: operator, ...(payload ? { payload } : {}) });
type Placed = { _id: string; code: string; _product: string; order: number; product: { name: string } };
/** The code's list as [product name, order] pairs, as the console answers it. */
const listOf = async (code: 'section1' | 'section2') =>
  ((await call('GET', `/api/console/shop/displays?code=${code}`)).json().displays as Placed[]).map((d) => [
    d.product.name,
    d.order,
  ]);

beforeAll(async () => {
  app = await buildTestApp();
  operator = (await asOperator(app)).headers;
  shopper = (await asShopper(app)).headers;
  const category = await makeCategory(app, { name: '양변기' });
  items = [];
  for (const name of ['가 양변기', '나 양변기', '다 양변기', '라 양변기']) {
    items.push(await makeProduct(app, { name, _category: category._id }));
  }
  items.push(await makeProduct(app, { name: '숨긴 양변기', _category: category._id, isDisplayed: false }));
});
afterAll(() => app.close());

describe('console displays guard', () => {
  const routes: [Method, string][] = [
    ['GET', '/api/console/shop/displays'],
    ['POST', '/api/console/shop/displays'],
    ['GET', `/api/console/shop/displays/${NO_ID}`],
    ['PUT', `/api/console/shop/displays/${NO_ID}`],
    ['DELETE', `/api/console/shop/displays/${NO_ID}`],
  ];
  it.each(routes)('%s %s answers 401 for a guest and 403 for a shopper', async (method, url) => {
    const guest = await app.inject({ method, url });
    expect(guest.statusCode).toBe(401);
    const consumer = await app.inject({ method, url, headers: shopper });
    expect(consumer.statusCode).toBe(403);
    expect(consumer.json().message).toBe('접근권한이 없습니다');
  });
});

describe('POST /api/console/shop/displays', () => {
  it('places products at the end, or at the place asked for, hidden ones too', async () => {
    const first = await call('POST', '/api/console/shop/displays', {
      code: 'section1',
      _product: items[0]!._id,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().display).toMatchObject({
      code: 'section1',
      _product: items[0]!._id,
      order: 0,
      product: { _id: items[0]!._id, name: '가 양변기' },
    });
    await call('POST', '/api/console/shop/displays', { code: 'section1', _product: items[1]!._id });
    const front = await call('POST', '/api/console/shop/displays', {
      code: 'section1',
      _product: items[4]!._id,
      order: 0,
    });
    expect(front.json().display.order).toBe(0);
    const far = await call('POST', '/api/console/shop/displays', {
      code: 'section1',
      _product: items[2]!._id,
      order: 39,
    });
    expect(far.json().display.order).toBe(3);
    expect(await listOf('section1')).toEqual([
      ['숨긴 양변기', 0],
      ['가 양변기', 1],
      ['나 양변기', 2],
      ['다 양변기', 3],
    ]);
    const shop = await app.inject({ method: 'GET', url: '/api/v1/shop/displays?code=section1' });
    expect(shop.json().displays.map((d: Placed) => d.product.name)).toEqual([
      '가 양변기',
      '나 양변기',
      '다 양변기',
    ]);
  });

  it('answers 409 for a product already in that code, 422 for an unknown product, 400 for bad input', async () => {
    const twice = await call('POST', '/api/console/shop/displays', {
      code: 'section1',
      _product: items[0]!._id,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('이미 이 영역에 진열된 상품입니다');
    const unknown = await call('POST', '/api/console/shop/displays', { code: 'section1', _product: NO_ID });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('상품을 찾을 수 없습니다');
    const code = await call('POST', '/api/console/shop/displays', {
      code: 'section9',
      _product: items[0]!._id,
    });
    expect(code.statusCode).toBe(400);
    expect(code.json().message).toBe('진열 코드를 확인해주세요');
    const order = await call('POST', '/api/console/shop/displays', {
      code: 'section2',
      _product: items[0]!._id,
      order: 40,
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe('순서는 39 이하로 입력해주세요');
    expect(await listOf('section2')).toEqual([]);
  });

  it('answers 422 once a code holds 40 products', async () => {
    const category = await makeCategory(app, { name: '가득' });
    const many = [];
    for (let i = 0; i < 40; i++) many.push((await makeProduct(app, { _category: category._id }))._id);
    const full = await call('PUT', '/api/console/shop/displays', { code: 'section2', _products: many });
    expect(full.statusCode).toBe(200);
    const more = await call('POST', '/api/console/shop/displays', {
      code: 'section2',
      _product: items[0]!._id,
    });
    expect(more.statusCode).toBe(422);
    expect(more.json().message).toBe('한 진열에는 40개까지 담을 수 있습니다');
    await call('PUT', '/api/console/shop/displays', { code: 'section2', _products: [] });
  });
});

describe('GET /api/console/shop/displays', () => {
  it('answers every display without a code, section1 then section2, paged', async () => {
    await call('POST', '/api/console/shop/displays', { code: 'section2', _product: items[3]!._id });
    const all = await call('GET', '/api/console/shop/displays');
    expect(all.statusCode).toBe(200);
    expect(all.json().summary.totalCount).toBe(5);
    expect(all.json().displays.map((d: Placed) => [d.code, d.product.name])).toEqual([
      ['section1', '숨긴 양변기'],
      ['section1', '가 양변기'],
      ['section1', '나 양변기'],
      ['section1', '다 양변기'],
      ['section2', '라 양변기'],
    ]);
    const page = await app.inject({
      method: 'GET',
      url: '/api/console/shop/displays',
      headers: { ...operator, skip: '3', limit: '2' },
    });
    expect(page.json().summary.totalCount).toBe(5);
    expect(page.json().displays.map((d: Placed) => d.product.name)).toEqual(['다 양변기', '라 양변기']);
  });

  it("answers one code's whole list, unpaged, with its count", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/console/shop/displays?code=section1&limit=1',
      headers: operator,
    });
    expect(res.json().summary).toEqual({ totalCount: 4 });
    expect(res.json().displays).toHaveLength(4);
  });

  it('answers 400 in Korean for an unknown code or bad paging', async () => {
    const code = await call('GET', '/api/console/shop/displays?code=main');
    expect(code.statusCode).toBe(400);
    expect(code.json().message).toBe('진열 코드를 확인해주세요');
    const paging = await call('GET', '/api/console/shop/displays?limit=101');
    expect(paging.statusCode).toBe(400);
    expect(paging.json().message).toBe('limit은 1에서 100 사이여야 합니다');
  });
});

describe('GET, PUT and DELETE /api/console/shop/displays/:_id', () => {
  const idOf = async (name: string) =>
    ((await call('GET', '/api/console/shop/displays')).json().displays as Placed[]).find(
      (d) => d.product.name === name,
    )!._id;

  it('answers one display with its product card', async () => {
    const _id = await idOf('나 양변기');
    const res = await call('GET', `/api/console/shop/displays/${_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().display).toMatchObject({
      _id,
      code: 'section1',
      order: 2,
      product: { name: '나 양변기' },
    });
  });

  it('moves a display within its code, keeping the places 0, 1, 2…', async () => {
    const _id = await idOf('다 양변기');
    const res = await call('PUT', `/api/console/shop/displays/${_id}`, {
      code: 'section1',
      _product: items[2]!._id,
      order: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().display.order).toBe(1);
    expect(await listOf('section1')).toEqual([
      ['숨긴 양변기', 0],
      ['다 양변기', 1],
      ['가 양변기', 2],
      ['나 양변기', 3],
    ]);
    // Without an order it stays where it is.
    const same = await call('PUT', `/api/console/shop/displays/${_id}`, {
      code: 'section1',
      _product: items[2]!._id,
    });
    expect(same.json().display.order).toBe(1);
  });

  it('moves a display into the other code and closes the gap it leaves', async () => {
    const _id = await idOf('숨긴 양변기');
    const res = await call('PUT', `/api/console/shop/displays/${_id}`, {
      code: 'section2',
      _product: items[4]!._id,
    });
    expect(res.json().display).toMatchObject({ code: 'section2', order: 1 });
    expect(await listOf('section1')).toEqual([
      ['다 양변기', 0],
      ['가 양변기', 1],
      ['나 양변기', 2],
    ]);
    expect(await listOf('section2')).toEqual([
      ['라 양변기', 0],
      ['숨긴 양변기', 1],
    ]);
  });

  it('swaps the product of a display, refusing one already in that code (409)', async () => {
    const _id = await idOf('라 양변기');
    const taken = await call('PUT', `/api/console/shop/displays/${_id}`, {
      code: 'section2',
      _product: items[4]!._id,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('이미 이 영역에 진열된 상품입니다');
    const swapped = await call('PUT', `/api/console/shop/displays/${_id}`, {
      code: 'section2',
      _product: items[0]!._id,
    });
    expect(swapped.json().display).toMatchObject({ _product: items[0]!._id, order: 0 });
  });

  it('deletes a display and closes up the rest of its code', async () => {
    const _id = await idOf('다 양변기');
    expect((await call('DELETE', `/api/console/shop/displays/${_id}`)).statusCode).toBe(204);
    expect(await listOf('section1')).toEqual([
      ['가 양변기', 0],
      ['나 양변기', 1],
    ]);
    const again = await call('DELETE', `/api/console/shop/displays/${_id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('진열 상품을 찾을 수 없습니다');
  });

  it('answers 404 for an unknown display, 422 for an unknown product and 400 for bad input', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await call(method, `/api/console/shop/displays/${NO_ID}`);
      expect(res.statusCode, method).toBe(404);
      expect(res.json().message).toBe('진열 상품을 찾을 수 없습니다');
    }
    const put = await call('PUT', `/api/console/shop/displays/${NO_ID}`, {
      code: 'section1',
      _product: items[0]!._id,
    });
    expect(put.statusCode).toBe(404);
    const _id = await idOf('가 양변기');
    const unknown = await call('PUT', `/api/console/shop/displays/${_id}`, {
      code: 'section1',
      _product: NO_ID,
    });
    expect(unknown.statusCode).toBe(422);
    const noCode = await call('PUT', `/api/console/shop/displays/${_id}`, { _product: items[0]!._id });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe('진열 코드를 확인해주세요');
    expect((await call('GET', '/api/console/shop/displays/abc')).statusCode).toBe(400);
    expect(await listOf('section1')).toEqual([
      ['가 양변기', 0],
      ['나 양변기', 1],
    ]);
  });
});
