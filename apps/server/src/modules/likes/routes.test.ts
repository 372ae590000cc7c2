import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { asPromoter, asShopper } from '../../testing/members.ts';

let app: TestApp;
let shopper: Awaited<ReturnType<typeof asShopper>>;
let promoter: Awaited<ReturnType<typeof asPromoter>>;
let productId: string;
let hiddenId: string;

beforeAll(async () => {
  app = await buildTestApp();
  const category = await makeCategory(app, { name: '비데' });
  productId = (await makeProduct(app, { name: '방수 비데', _category: category._id }))._id;
  hiddenId = (await makeProduct(app, { name: '숨긴 비데', _category: category._id, isDisplayed: false }))._id;
  shopper = await asShopper(app);
  promoter = await asPromoter(app);
});
afterAll(() => app.close());

const like = (headers: Record<string, string>, _product: string) =>
  app.inject({ method: 'POST', url: '/api/v1/me/likes', headers, payload: { _product } });

describe('POST /api/v1/me/likes', () => {
  it('likes a product once, however often it is asked', async () => {
    const first = await like(shopper.headers, productId);
    expect(first.statusCode).toBe(201);
    const second = await like(shopper.headers, productId);
    expect(second.statusCode).toBe(200);
    expect(second.json().like._id).toBe(first.json().like._id);
    const list = await app.inject({ method: 'GET', url: '/api/v1/me/likes', headers: shopper.headers });
    expect(list.json().summary.totalCount).toBe(1);
  });
  it('makes one like from two racing requests', async () => {
    const results = await Promise.all([like(promoter.headers, productId), like(promoter.headers, productId)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
  });
  it('answers 401 for a guest', async () => {
    const res = await like({}, productId);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('로그인 후 이용가능합니다');
  });
  it('answers 404 for a hidden product and 400 for a bad id', async () => {
    expect((await like(shopper.headers, hiddenId)).statusCode).toBe(404);
    expect((await like(shopper.headers, 'nope')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/me/likes', () => {
  it("answers the product card with withPopulate, and only the caller's likes", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/me/likes?withPopulate=true',
      headers: { ...shopper.headers, skip: '0', limit: '24' },
    });
    expect(res.statusCode).toBe(200);
    const { likes, summary } = res.json();
    expect(summary.totalCount).toBe(1);
    expect(likes[0].product.name).toBe('방수 비데');
  });
});

describe('DELETE /api/v1/me/likes/:_id', () => {
  it("does not let a member remove another member's like", async () => {
    const mine = await like(promoter.headers, productId);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/likes/${mine.json().like._id}`,
      headers: shopper.headers,
    });
    expect(res.statusCode).toBe(404);
  });
  it("removes the caller's like", async () => {
    const mine = await like(shopper.headers, productId);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/likes/${mine.json().like._id}`,
      headers: shopper.headers,
    });
    expect(res.statusCode).toBe(204);
    const list = await app.inject({ method: 'GET', url: '/api/v1/me/likes', headers: shopper.headers });
    expect(list.json().summary.totalCount).toBe(0);
  });
});
