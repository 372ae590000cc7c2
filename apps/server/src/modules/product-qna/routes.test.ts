import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { asOperator, asPromoter, asShopper, makeMember } from '../../testing/members.ts';

let app: TestApp;
let shopper: Awaited<ReturnType<typeof asShopper>>;
let promoter: Awaited<ReturnType<typeof asPromoter>>;
let operator: Awaited<ReturnType<typeof asOperator>>;
let productId: string;
let hiddenId: string;

beforeAll(async () => {
  app = await buildTestApp();
  const category = await makeCategory(app, { name: '수전' });
  productId = (await makeProduct(app, { name: '세면대 수전', _category: category._id }))._id;
  hiddenId = (await makeProduct(app, { name: '숨긴 수전', _category: category._id, isDisplayed: false }))._id;
  shopper = await asShopper(app);
  promoter = await asPromoter(app);
  operator = await asOperator(app);
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const ask = (headers: Headers, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/shop/inquires',
    headers,
    payload: { _product: productId, ...payload },
  });
const list = (headers: Headers = {}) =>
  app.inject({ method: 'GET', url: `/api/v1/shop/inquires?_product=${productId}`, headers });
const answer = (_id: string, text: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/console/shop/inquires/${_id}`,
    headers: operator.headers,
    payload: { answer: text },
  });

describe('POST /api/v1/shop/inquires', () => {
  it('stores a member question and shows it masked by author', async () => {
    const res = await ask(shopper.headers, { subject: '설치 문의', content: '벽 배관도 되나요?' });
    expect(res.statusCode).toBe(201);
    const { inquire } = res.json();
    expect(inquire).toMatchObject({
      content: '벽 배관도 되나요?',
      secret: false,
      mine: true,
      answered: false,
    });
    expect(inquire.author).toMatch(/\*\*\*$/);
    expect(inquire.author).not.toContain('consumer');
  });
  it('answers 400 with the Korean message for empty content', async () => {
    const res = await ask(shopper.headers, { content: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('문의 내용을 입력해주세요');
  });
  it('answers 401 for a guest', async () => {
    const res = await ask({}, { content: '비회원 질문' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('로그인 후 이용가능합니다');
  });
  it('answers 404 for a hidden product', async () => {
    const res = await ask(shopper.headers, { _product: hiddenId, content: '질문' });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/v1/shop/inquires: 비밀글', () => {
  let secretId: string;
  beforeAll(async () => {
    const res = await ask(shopper.headers, {
      subject: '비밀 제목',
      content: '우리집 주소는 …',
      secret: true,
    });
    secretId = res.json().inquire._id;
    await answer(secretId, '비밀 답변입니다 고객님');
  });
  const find = async (headers?: Headers) =>
    (await list(headers)).json().inquires.find((q: { _id: string }) => q._id === secretId);

  it('shows 비밀글입니다 to a guest, content and answer alike', async () => {
    const q = await find();
    expect(q).toMatchObject({
      subject: '비밀글입니다',
      content: '비밀글입니다',
      answer: '비밀글입니다',
      masked: true,
      answered: true,
    });
  });
  it('shows 비밀글입니다 to another member', async () => {
    expect(await find(promoter.headers)).toMatchObject({
      content: '비밀글입니다',
      masked: true,
      mine: false,
    });
  });
  it('shows the author and an operator the question in full', async () => {
    expect(await find(shopper.headers)).toMatchObject({
      content: '우리집 주소는 …',
      answer: '비밀 답변입니다 고객님',
    });
    expect(await find(operator.headers)).toMatchObject({ content: '우리집 주소는 …', masked: false });
  });
  it('answers 400 without a product', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/shop/inquires' });
    expect(res.statusCode).toBe(400);
  });
  it('pages', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/shop/inquires?_product=${productId}`,
      headers: { limit: '1' },
    });
    expect(res.json().inquires).toHaveLength(1);
    expect(res.json().summary.totalCount).toBeGreaterThanOrEqual(2);
  });
});

describe('PUT and DELETE /api/v1/shop/inquires/{_id}', () => {
  it('lets the author edit and delete while unanswered', async () => {
    const { inquire } = (await ask(shopper.headers, { content: '처음 질문' })).json();
    const put = await app.inject({
      method: 'PUT',
      url: `/api/v1/shop/inquires/${inquire._id}`,
      headers: shopper.headers,
      payload: { subject: '고친 제목', content: '고친 질문', secret: true },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().inquire).toMatchObject({ subject: '고친 제목', content: '고친 질문', secret: true });
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/v1/shop/inquires/${inquire._id}`,
      headers: shopper.headers,
    });
    expect(del.statusCode).toBe(204);
  });
  it('refuses an answered question with 422', async () => {
    const { inquire } = (await ask(shopper.headers, { content: '답변 받을 질문' })).json();
    await answer(inquire._id, '답변드립니다');
    const put = await app.inject({
      method: 'PUT',
      url: `/api/v1/shop/inquires/${inquire._id}`,
      headers: shopper.headers,
      payload: { content: '바꾸려는 질문' },
    });
    expect(put.statusCode).toBe(422);
    expect(put.json().message).toBe('답변이 등록된 문의는 수정할 수 없습니다');
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/v1/shop/inquires/${inquire._id}`,
      headers: shopper.headers,
    });
    expect(del.statusCode).toBe(422);
  });
  it("answers 404 for another member's question, 401 for a guest, 400 for empty content", async () => {
    const { inquire } = (await ask(shopper.headers, { content: '남의 질문' })).json();
    const url = `/api/v1/shop/inquires/${inquire._id}`;
    const other = await app.inject({
      method: 'PUT',
      url,
      headers: promoter.headers,
      payload: { content: '가로채기' },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('문의를 찾을 수 없습니다');
    expect((await app.inject({ method: 'DELETE', url, headers: promoter.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const empty = await app.inject({
      method: 'PUT',
      url,
      headers: shopper.headers,
      payload: { content: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('문의 내용을 입력해주세요');
  });
});

describe('GET /api/v1/me/inquires', () => {
  it("lists only the member's own questions, with their product", async () => {
    const member = await makeMember(app);
    await ask(member.headers, { content: '내 질문', secret: true });
    const res = await app.inject({ method: 'GET', url: '/api/v1/me/inquires', headers: member.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().summary.totalCount).toBe(1);
    expect(res.json().inquires[0]).toMatchObject({
      content: '내 질문',
      mine: true,
      product: { name: '세면대 수전' },
    });
  });
  it('answers 401 for a guest', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/me/inquires' })).statusCode).toBe(401);
  });
});
