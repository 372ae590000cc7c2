import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import type { Headers } from '../../testing/claims.ts';
import { asOperator, asShopper } from '../../testing/members.ts';
import { makeBuyers } from '../../testing/orders.ts';
import { creditBonus, newPromoter } from '../../testing/promoters.ts';
import { confirmedPurchase, reviewProduct } from '../../testing/reviews.ts';

/**
 * The console lists the member page's tabs read (/console/users/:_user): each takes `_user` and
 * answers that member's rows only; a bad id is 400 in Korean; the lists stay operator-only.
 */
let app: TestApp;
let operator: Headers;
let shopper: Headers;
type Member = { _user: string; headers: Headers };
let a: Member;
let b: Member;
let _product: string;

beforeAll(async () => {
  app = await buildTestApp();
  operator = (await asOperator(app)).headers;
  shopper = (await asShopper(app)).headers;
  [a, b] = (await makeBuyers(app, 2)) as unknown as [Member, Member];
  _product = (await reviewProduct(app, '회원 탭 수전'))._id;
  for (const m of [a, b]) {
    const _purchase = await confirmedPurchase(app, m.headers, _product);
    const review = await app.inject({
      method: 'POST',
      url: '/api/v1/me/reviews',
      headers: m.headers,
      payload: { _purchase, subject: '만족', content: '배송이 빠르고 품질이 좋아요. 추천합니다.', star: 5 },
    });
    expect(review.statusCode, review.body).toBe(201);
    const question = await app.inject({
      method: 'POST',
      url: '/api/v1/shop/inquires',
      headers: m.headers,
      payload: { _product, subject: '설치 문의', content: '벽 배관도 되나요?' },
    });
    expect(question.statusCode, question.body).toBe(201);
    const post = await app.inject({
      method: 'POST',
      url: '/api/v1/boards',
      headers: m.headers,
      payload: { code: 'questions', subject: '배송 문의', content: '언제 오나요?' },
    });
    expect(post.statusCode, post.body).toBe(201);
    const grant = await app.inject({
      method: 'POST',
      url: '/api/console/users/points',
      headers: operator,
      payload: { _user: m._user, amount: 1_000, reason: '이벤트 적립' },
    });
    expect(grant.statusCode, grant.body).toBe(201);
  }
});
afterAll(() => app.close());

const get = (url: string, headers: Headers = operator) => app.inject({ method: 'GET', url, headers });

/** Each list, the field its rows carry, and how a row names its member. */
const lists: [string, string, (row: Record<string, unknown>) => unknown][] = [
  ['/api/console/shop/purchases', 'purchases', (r) => (r.buyer as { _id: string })._id],
  ['/api/console/users/points', 'points', (r) => (r.user as { _id: string })._id],
  ['/api/console/shop/reviews', 'reviews', (r) => (r.user as { _id: string })._id],
  ['/api/console/shop/inquires', 'inquires', (r) => (r.user as { _id: string })._id],
  ['/api/console/center/questions', 'boards', (r) => (r.user as { _id: string })._id],
];

describe('GET the member tabs’ lists with _user', () => {
  it.each(lists)('%s answers only that member’s rows', async (url, field, owner) => {
    const all = (await get(url)).json();
    const mine = await get(`${url}?_user=${a._user}`);
    expect(mine.statusCode, mine.body).toBe(200);
    const rows = mine.json()[field] as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => owner(r) === a._user)).toBe(true);
    expect(mine.json().summary.totalCount).toBe(rows.length);
    // the unfiltered list holds the other member's rows too
    expect((all[field] as Record<string, unknown>[]).some((r) => owner(r) === b._user)).toBe(true);
    // nobody's rows for a member without any
    expect((await get(`${url}?_user=${randomUUID()}`)).json().summary.totalCount).toBe(0);
  });

  it.each(lists)('%s answers 400 회원을 확인해주세요 for a bad _user', async (url) => {
    const res = await get(`${url}?_user=nope`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('회원을 확인해주세요');
  });

  it.each(lists)('%s answers 401 without a token and 403 for a shopper', async (url) => {
    expect((await get(`${url}?_user=${a._user}`, {})).statusCode).toBe(401);
    expect((await get(`${url}?_user=${a._user}`, shopper)).statusCode).toBe(403);
  });

  it('lists one promoter’s bonus rows with _user', async () => {
    const p = await newPromoter(app);
    const q = await newPromoter(app);
    await creditBonus(app, p._user, 3_000);
    await creditBonus(app, q._user, 5_000);
    const res = await get(`/api/console/users/bonuses?_user=${p._user}`);
    expect(res.statusCode, res.body).toBe(200);
    const { summary, bonuses } = res.json() as {
      summary: { totalCount: number };
      bonuses: { user: { _id: string }; amount: number }[];
    };
    expect(summary.totalCount).toBe(1);
    expect(bonuses.map((r) => [r.user._id, r.amount])).toEqual([[p._user, 3_000]]);
    expect((await get('/api/console/users/bonuses?_user=x')).statusCode).toBe(400);
    expect((await get(`/api/console/users/bonuses?_user=${p._user}`, shopper)).statusCode).toBe(403);
  });

  it('filters the 1:1 questions’ waiting count by the member too', async () => {
    const res = await get(`/api/console/center/questions?_user=${a._user}`);
    expect(res.json().summary).toMatchObject({ totalCount: 1, waitingCount: 1 });
  });
});

describe('GET /api/console/users/:_id/coupons', () => {
  async function couponFor(member: Member, name: string) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/console/shop/coupons',
      headers: operator,
      payload: { name, kind: 'AMOUNT', value: 3_000, minOrderAmount: 0, validity: 'DAYS', validDays: 30 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const _coupon = created.json().coupon._id as string;
    const issued = await app.inject({
      method: 'POST',
      url: `/api/console/shop/coupons/${_coupon}/issue`,
      headers: operator,
      payload: { _users: [member._user], reason: '회원 탭 확인용 발급' },
    });
    expect(issued.json()).toEqual({ issued: 1, skipped: 0 });
    return _coupon;
  }

  it('answers the member’s coupons in every state, newest issue first, each with its coupon', async () => {
    const first = await couponFor(a, '첫 구매 3천원');
    app.clock.advance(1000);
    const second = await couponFor(a, '재구매 3천원');
    await couponFor(b, '다른 회원 쿠폰');
    const res = await get(`/api/console/users/${a._user}/coupons`);
    expect(res.statusCode, res.body).toBe(200);
    const { summary, coupons } = res.json() as {
      summary: { totalCount: number };
      coupons: { coupon: { _id: string; name: string }; state: string }[];
    };
    expect(summary.totalCount).toBe(2);
    expect(coupons.map((c) => c.coupon._id)).toEqual([second, first]);
    expect(coupons.every((c) => c.state === 'USABLE')).toBe(true);
    const used = await get(`/api/console/users/${a._user}/coupons?state=USED`);
    expect(used.json().summary.totalCount).toBe(0);
  });

  it('answers 404 for an unknown member and 400 for a bad id or state', async () => {
    const unknown = await get(`/api/console/users/${randomUUID()}/coupons`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('회원을 찾을 수 없습니다');
    expect((await get('/api/console/users/nope/coupons')).statusCode).toBe(400);
    const state = await get(`/api/console/users/${a._user}/coupons?state=LOST`);
    expect(state.statusCode).toBe(400);
    expect(state.json().message).toBe('쿠폰 상태가 올바르지 않습니다');
  });

  it('answers 401 without a token and 403 for a shopper', async () => {
    expect((await get(`/api/console/users/${a._user}/coupons`, {})).statusCode).toBe(401);
    expect((await get(`/api/console/users/${a._user}/coupons`, shopper)).statusCode).toBe(403);
  });
});
