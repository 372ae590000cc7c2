import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { asOperator, asShopper } from '../../testing/members.ts';

let app: TestApp;
let shopper: Awaited<ReturnType<typeof asShopper>>;
let operator: Awaited<ReturnType<typeof asOperator>>;
const ids: string[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  const category = await makeCategory(app, { name: '욕조' });
  const productId = (await makeProduct(app, { name: '반매립 욕조', _category: category._id }))._id;
  shopper = await asShopper(app);
  operator = await asOperator(app);
  for (const content of ['첫 질문', '둘째 질문', '셋째 질문']) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/shop/inquires',
      headers: shopper.headers,
      payload: { _product: productId, content, secret: content === '둘째 질문' },
    });
    ids.push(res.json().inquire._id);
  }
});
afterAll(() => app.close());

const url = '/api/console/shop/inquires';

describe('console shop/inquires', () => {
  it('answers a question, then lists unanswered first', async () => {
    // The newest one answered: it now comes after the two still waiting.
    const put = await app.inject({
      method: 'PUT',
      url: `${url}/${ids[2]}`,
      headers: operator.headers,
      payload: { answer: '가능합니다' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().inquire).toMatchObject({
      answer: '가능합니다',
      answerer: { name: expect.any(String) },
    });
    const res = await app.inject({ method: 'GET', url, headers: operator.headers });
    expect(res.statusCode).toBe(200);
    const listed = res.json().inquires as { _id: string; content: string; secret: boolean }[];
    expect(
      listed
        .map((q) => q._id)
        .slice(0, 2)
        .sort(),
    ).toEqual([ids[0], ids[1]].sort());
    expect(listed[2]!._id).toBe(ids[2]);
    // Operators read 비밀글 in full.
    expect(listed.find((q) => q._id === ids[1])).toMatchObject({ content: '둘째 질문', secret: true });
  });
  it('filters answered or not, by search and by period', async () => {
    const get = async (query: string) =>
      (await app.inject({ method: 'GET', url: `${url}?${query}`, headers: operator.headers })).json();
    expect((await get('answered=UNANSWERED')).summary.totalCount).toBe(2);
    expect((await get('answered=ANSWERED')).summary.totalCount).toBe(1);
    expect((await get(`searchValue=${encodeURIComponent('반매립')}`)).summary.totalCount).toBe(3);
    expect((await get(`searchValue=${encodeURIComponent('없는상품')}`)).summary.totalCount).toBe(0);
    expect((await get('from=2000-01-01&to=2000-01-02')).summary.totalCount).toBe(0);
    const bad = await app.inject({
      method: 'GET',
      url: `${url}?from=2026-02-02&to=2026-01-01`,
      headers: operator.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('조회 시작일은 종료일보다 늦을 수 없습니다');
  });
  it('reads one, 404 for an unknown id', async () => {
    const one = await app.inject({ method: 'GET', url: `${url}/${ids[0]}`, headers: operator.headers });
    expect(one.json().inquire.content).toBe('첫 질문');
    const none = await app.inject({
      method: 'GET',
      url: `${url}/00000000-0000-4000-8000-000000000000`,
      headers: operator.headers,
    });
    expect(none.statusCode).toBe(404);
  });
  it('answers 400 for an empty answer', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `${url}/${ids[0]}`,
      headers: operator.headers,
      payload: { answer: ' ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('답변 내용을 입력해주세요');
  });
  it('deletes a question', async () => {
    const res = await app.inject({ method: 'DELETE', url: `${url}/${ids[0]}`, headers: operator.headers });
    expect(res.statusCode).toBe(204);
  });
  it('answers 403 for a consumer and 401 for a guest on every endpoint', async () => {
    const calls = [
      { method: 'GET' as const, url },
      { method: 'GET' as const, url: `${url}/${ids[1]}` },
      { method: 'PUT' as const, url: `${url}/${ids[1]}`, payload: { answer: '권한 없음' } },
      { method: 'DELETE' as const, url: `${url}/${ids[1]}` },
    ];
    for (const call of calls) {
      expect((await app.inject({ ...call, headers: shopper.headers })).statusCode).toBe(403);
      expect((await app.inject(call)).statusCode).toBe(401);
    }
  });
});

describe('demo seed', () => {
  it('writes questions on displayed products once, some secret and answered', async () => {
    const { seedDemoProductQuestions } = await import('../../db/seed/product-qna.ts');
    const db = app.database.db;
    // This file's questions are there already: the seed leaves a shop that has some alone.
    expect(await seedDemoProductQuestions(db)).toBe(false);
    const { productQuestions } = await import('../../db/schema/index.ts');
    await db.delete(productQuestions);
    expect(await seedDemoProductQuestions(db)).toBe(true);
    const rows = await db.select().from(productQuestions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.secret && r.answer)).toBe(true);
    expect(await seedDemoProductQuestions(db)).toBe(false);
  });
});
