import { randomUUID } from 'node:crypto';
import type { MyInquiry } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { asOperator, asPromoter, asShopper } from '../../testing/members.ts';

type Headers = Record<string, string>;

let app: TestApp;
let operator: Headers;
let shopper: Headers;
let promoter: Headers;
let addresses = 0;
/** Each request comes from its own address, so the per-address limit does not leak between tests. */
const remoteAddress = () => `10.4.0.${++addresses}`;

const bulk = {
  kind: 'BULK_PURCHASE',
  company: '(주)한빛건설',
  name: '박서연',
  contact: '010-2222-3333',
  email: 'buyer@hanbit.co.kr',
  items: '양변기 C-100, 세면대 L-20',
  quantity: 120,
  desiredDate: '2026-12-20',
  content: '현장 납품 희망',
  agreed: true,
};
const consultation = {
  kind: 'CONSULTATION',
  name: '김지훈',
  contact: '01034567890',
  email: '',
  title: '욕실 리모델링 상담',
  content: '30평 아파트 욕실 두 곳 견적 문의드립니다',
  agreed: true,
};

const write = (payload: object, headers: Headers) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/me/inquiries',
    payload,
    headers,
    remoteAddress: remoteAddress(),
  });
const mine = (headers: Headers, query = '') =>
  app.inject({ method: 'GET', url: `/api/v1/me/inquiries${query}`, headers });
const answer = (_id: string, text: string, headers: Headers = operator) =>
  app.inject({
    method: 'PUT',
    url: `/api/console/inquiries/${_id}/answer`,
    payload: { answer: text },
    headers,
  });

beforeAll(async () => {
  app = await buildTestApp();
  [operator, shopper, promoter] = [
    (await asOperator(app)).headers,
    (await asShopper(app)).headers,
    (await asPromoter(app)).headers,
  ];
});
afterAll(() => app.close());

describe('POST /api/v1/inquiries/requests', () => {
  it('takes a guest 1:1 상담 and answers only the receipt', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/inquiries/requests',
      payload: consultation,
      remoteAddress: remoteAddress(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      inquiry: { _id: expect.any(String), state: 'RECEIVED', createdAt: app.clock.now.toISOString() },
    });
    expect(res.body).not.toContain('김지훈');
  });

  it('answers 400 with the Korean message of each bad field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/inquiries/requests',
      payload: { ...bulk, contact: '010-12', quantity: 0, desiredDate: '2026/12/20', agreed: false },
      remoteAddress: remoteAddress(),
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().details.map((d: { message: string }) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        '연락처를 입력해주세요',
        '수량은 1개 이상이어야 합니다',
        '희망 납기일을 YYYY-MM-DD 형식으로 입력해주세요',
        '개인정보 수집·이용에 동의해주세요',
      ]),
    );
  });
});

describe('/api/v1/me/inquiries', () => {
  it('answers 401 without a login', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/me/inquiries' })).statusCode).toBe(401);
    const res = await app.inject({ method: 'POST', url: '/api/v1/me/inquiries', payload: bulk });
    expect(res.statusCode).toBe(401);
  });

  it('writes a 대량구매 문의 and lists it with its fields, newest first, filtered by kind', async () => {
    const created = await write(bulk, shopper);
    expect(created.statusCode).toBe(201);
    const inquiry: MyInquiry = created.json().inquiry;
    expect(inquiry).toMatchObject({
      kinds: ['BULK_PURCHASE'],
      company: '(주)한빛건설',
      contact: '01022223333',
      quantity: 120,
      desiredDate: '2026-12-20',
      state: 'RECEIVED',
      answer: null,
    });
    expect(inquiry).not.toHaveProperty('memo');
    expect((await write(consultation, shopper)).statusCode).toBe(201);
    const list = await mine(shopper, '?kind=BULK_PURCHASE');
    expect(list.statusCode).toBe(200);
    expect(list.json().inquiries.map((i: MyInquiry) => i._id)).toContain(inquiry._id);
    expect(list.json().inquiries.every((i: MyInquiry) => i.kinds[0] === 'BULK_PURCHASE')).toBe(true);
    const all = (await mine(shopper)).json();
    expect(all.summary.totalCount).toBeGreaterThanOrEqual(2);
    expect(all.summary.unansweredCount).toBe(all.summary.totalCount);
    const paged = await app.inject({
      method: 'GET',
      url: '/api/v1/me/inquiries',
      headers: { ...shopper, limit: '1' },
    });
    expect(paged.json().inquiries).toHaveLength(1);
  });

  it('refuses a day that does not exist (2026-02-31) with 400, not a database error', async () => {
    const res = await write({ ...bulk, desiredDate: '2026-02-31' }, shopper);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].message).toBe('희망 납기일을 YYYY-MM-DD 형식으로 입력해주세요');
    const none = await write({ ...bulk, desiredDate: '' }, shopper);
    expect(none.json().inquiry.desiredDate).toBeNull();
  });

  it('answers 400 with the Korean message to a bad write', async () => {
    const res = await write({ ...consultation, title: ' ', email: 'not-mail' }, shopper);
    expect(res.statusCode).toBe(400);
    const messages = res.json().details.map((d: { message: string }) => d.message);
    expect(messages).toEqual(expect.arrayContaining(['제목을 입력해주세요', '이메일을 입력해주세요']));
  });

  it("hides another member's inquiry: 404 for GET, PUT and DELETE", async () => {
    const _id = (await write(bulk, shopper)).json().inquiry._id;
    const url = `/api/v1/me/inquiries/${_id}`;
    expect((await app.inject({ method: 'GET', url, headers: promoter })).statusCode).toBe(404);
    const put = await app.inject({
      method: 'PUT',
      url,
      headers: promoter,
      payload: { ...bulk, quantity: 1 },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('문의를 찾을 수 없습니다');
    expect((await app.inject({ method: 'DELETE', url, headers: promoter })).statusCode).toBe(404);
    const missing = `/api/v1/me/inquiries/${randomUUID()}`;
    expect((await app.inject({ method: 'GET', url: missing, headers: shopper })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url, headers: shopper })).json().inquiry.quantity).toBe(120);
  });

  it('edits and withdraws while 접수, then answers 422 once the operator answered', async () => {
    const _id = (await write(bulk, shopper)).json().inquiry._id;
    const url = `/api/v1/me/inquiries/${_id}`;
    const edited = await app.inject({
      method: 'PUT',
      url,
      headers: shopper,
      payload: { ...bulk, quantity: 200 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().inquiry).toMatchObject({ quantity: 200, updatedAt: app.clock.now.toISOString() });

    const answered = await answer(_id, '견적서를 메일로 보내드렸습니다');
    expect(answered.statusCode).toBe(200);
    expect(answered.json().inquiry).toMatchObject({
      state: 'IN_PROGRESS',
      answer: '견적서를 메일로 보내드렸습니다',
      answeredAt: app.clock.now.toISOString(),
      answeredBy: { _id: expect.any(String), name: expect.any(String) },
    });
    expect(answered.json().histories[0].memo).toBe('답변 등록');

    const seen = (await app.inject({ method: 'GET', url, headers: shopper })).json().inquiry;
    expect(seen).toMatchObject({ answer: '견적서를 메일로 보내드렸습니다', state: 'IN_PROGRESS' });
    expect(seen).not.toHaveProperty('answeredBy');

    const put = await app.inject({ method: 'PUT', url, headers: shopper, payload: bulk });
    expect(put.statusCode).toBe(422);
    expect(put.json().message).toBe(
      '접수 상태의 문의만 수정할 수 있습니다. 이미 상담이 시작되었거나 답변된 문의입니다',
    );
    const del = await app.inject({ method: 'DELETE', url, headers: shopper });
    expect(del.statusCode).toBe(422);
    expect(del.json().message).toContain('접수 상태의 문의만 삭제할 수 있습니다');

    const fresh = (await write(consultation, shopper)).json().inquiry._id;
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/inquiries/${fresh}`,
      headers: shopper,
    });
    expect(gone.statusCode).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/me/inquiries/${fresh}`, headers: shopper }))
        .statusCode,
    ).toBe(404);
  });
});

describe('PUT /api/console/inquiries/:_id/answer', () => {
  it('answers 403 to a consumer, 404 to a missing inquiry and 400 to a long answer', async () => {
    const _id = (await write(consultation, shopper)).json().inquiry._id;
    expect((await answer(_id, '답변', shopper)).statusCode).toBe(403);
    expect((await answer(randomUUID(), '답변')).statusCode).toBe(404);
    const long = await answer(_id, '가'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0].message).toBe('답변은 2000자 이하로 입력해주세요');
  });

  it('takes the answer back with an empty one, and the kind filter finds requests', async () => {
    const _id = (await write(consultation, shopper)).json().inquiry._id;
    await answer(_id, '전화드리겠습니다');
    const cleared = await answer(_id, '');
    expect(cleared.json().inquiry).toMatchObject({ answer: null, answeredAt: null, answeredBy: null });
    const list = await app.inject({
      method: 'GET',
      url: '/api/console/inquiries?kind=CONSULTATION',
      headers: operator,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().inquiries.map((i: { _id: string }) => i._id)).toContain(_id);
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/console/inquiries/${_id}`,
      headers: operator,
      payload: { kinds: ['PRODUCT'], name: '김지훈', contact: '01034567890' },
    });
    expect(edit.statusCode).toBe(422);
  });
});
