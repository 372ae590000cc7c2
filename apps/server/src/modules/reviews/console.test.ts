import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import type { Headers } from '../../testing/claims.ts';
import { png } from '../../testing/content.ts';
import { asOperator, asShopper } from '../../testing/members.ts';
import { makeBuyers } from '../../testing/orders.ts';
import {
  confirmedPurchase,
  figuresOf,
  photoForm,
  reviewLedger,
  reviewProduct,
} from '../../testing/reviews.ts';

let app: TestApp;
let operator: Headers;
let consumer: Headers;
beforeAll(async () => {
  app = await buildTestApp();
  operator = (await asOperator(app)).headers;
  consumer = (await asShopper(app)).headers;
});
afterAll(() => app.close());

const text = '배송이 빠르고 품질이 좋아요. 추천합니다.';

async function reviewed(star = 4, name = '콘솔 리뷰 수전') {
  const product = await reviewProduct(app, name);
  const [me] = await makeBuyers(app, 1);
  const _purchase = await confirmedPurchase(app, me!.headers, product._id);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/me/reviews',
    headers: me!.headers,
    payload: { _purchase, subject: '만족', content: text, star },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { product, me: me!, _purchase, _review: res.json().review._id as string };
}

const list = (query: string, headers = operator) =>
  app.inject({ method: 'GET', url: `/api/console/shop/reviews${query}`, headers });

describe('/api/console/shop/reviews', () => {
  it('lists with filters and paging', async () => {
    const a = await reviewed(2, '필터 세면대');
    const b = await reviewed(5, '필터 세면대');
    await app.inject({
      method: 'POST',
      url: `/api/v1/me/reviews/${b._review}/images`,
      ...photoForm(b.me.headers, await png()),
    });
    const all = await list(`?_product=${a.product._id}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().summary.totalCount).toBe(1);
    expect(all.json().reviews[0]).toMatchObject({ _id: a._review, user: { name: '구매자' }, replier: null });
    expect(
      (await list('?searchValue=필터 세면대&star=5')).json().reviews.map((r: { _id: string }) => r._id),
    ).toEqual([b._review]);
    const photo = (await list('?searchValue=필터 세면대&photo=true')).json();
    expect(photo.reviews.map((r: { _id: string }) => r._id)).toEqual([b._review]);
    const paged = await app.inject({
      method: 'GET',
      url: '/api/console/shop/reviews?searchValue=필터 세면대',
      headers: { ...operator, limit: '1' },
    });
    expect(paged.json().reviews).toHaveLength(1);
    expect(paged.json().summary.totalCount).toBe(2);
    const bad = await list('?from=2026-13-01');
    expect(bad.statusCode).toBe(400);
  });

  it('replies; the shop shows the reply', async () => {
    const { _review } = await reviewed();
    const put = (payload: object, headers = operator) =>
      app.inject({ method: 'PUT', url: `/api/console/shop/reviews/${_review}/reply`, headers, payload });
    const empty = await put({ reply: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('답변 내용을 입력해주세요');
    const res = await put({ reply: '소중한 리뷰 감사합니다.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().review).toMatchObject({
      reply: '소중한 리뷰 감사합니다.',
      replier: { name: expect.any(String) },
    });
    const shop = await app.inject({ method: 'GET', url: `/api/v1/shop/reviews/${_review}` });
    expect(shop.json().review.reply).toBe('소중한 리뷰 감사합니다.');
    expect((await list('?replied=true')).json().reviews.some((r: { _id: string }) => r._id === _review)).toBe(
      true,
    );
    const missing = await app.inject({
      method: 'PUT',
      url: `/api/console/shop/reviews/${crypto.randomUUID()}/reply`,
      headers: operator,
      payload: { reply: '감사합니다' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('hides with a reason: gone from the shop, figures drop, rewards reversed; showing again earns nothing', async () => {
    const { product, _purchase, _review } = await reviewed(4);
    const hide = (payload: object) =>
      app.inject({
        method: 'PUT',
        url: `/api/console/shop/reviews/${_review}/hidden`,
        headers: operator,
        payload,
      });
    const noReason = await hide({ hidden: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('숨김 사유를 입력해주세요');
    const res = await hide({ hidden: true, reason: '광고성 내용' });
    expect(res.statusCode).toBe(200);
    expect(res.json().review).toMatchObject({ hidden: true, hiddenReason: '광고성 내용' });
    expect(await figuresOf(app, product._id)).toEqual({ count: 0, average: 0 });
    expect((await app.inject({ method: 'GET', url: `/api/v1/shop/reviews/${_review}` })).statusCode).toBe(
      404,
    );
    const shop = await app.inject({ method: 'GET', url: `/api/v1/shop/reviews?_product=${product._id}` });
    expect(shop.json().reviews).toEqual([]);
    await hide({ hidden: true, reason: '다시' });
    expect(await reviewLedger(app, _purchase)).toEqual(
      expect.arrayContaining([
        { type: 'EARN', source: 'TEXT_REVIEW', amount: 500 },
        { type: 'REVERSAL', source: 'TEXT_REVIEW', amount: -500 },
      ]),
    );
    expect(await reviewLedger(app, _purchase)).toHaveLength(2);
    const shown = await hide({ hidden: false });
    expect(shown.json().review).toMatchObject({ hidden: false, hiddenReason: null });
    expect(await figuresOf(app, product._id)).toEqual({ count: 1, average: 4 });
    expect(await reviewLedger(app, _purchase)).toHaveLength(2);
  });

  it('answers 403 to a consumer and 401 to a guest on every endpoint', async () => {
    const { _review } = await reviewed();
    const calls = [
      { method: 'GET', url: '/api/console/shop/reviews' },
      { method: 'GET', url: `/api/console/shop/reviews/${_review}` },
      { method: 'PUT', url: `/api/console/shop/reviews/${_review}/reply`, payload: { reply: '감사' } },
      {
        method: 'PUT',
        url: `/api/console/shop/reviews/${_review}/hidden`,
        payload: { hidden: true, reason: 'x' },
      },
    ] as const;
    for (const call of calls) {
      expect((await app.inject({ ...call, headers: consumer })).statusCode).toBe(403);
      expect((await app.inject({ ...call })).statusCode).toBe(401);
    }
  });
});
