import { randomUUID } from 'node:crypto';
import type { Inquiry, InquiryHistory } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiryHistories } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { userOf } from '../../testing/desk.ts';
import { asOperator, asPromoter, asShopper } from '../../testing/members.ts';

type Headers = Record<string, string>;
type Detail = { inquiry: Inquiry; histories: InquiryHistory[] };

let app: TestApp;
let operator: Headers;
let operatorId: string;
let shopper: Headers;
let promoter: Headers;

beforeAll(async () => {
  app = await buildTestApp();
  const op = await asOperator(app);
  [operator, operatorId] = [op.headers, userOf(op.accessToken)];
  shopper = (await asShopper(app)).headers;
  promoter = (await asPromoter(app)).headers;
});
afterAll(() => app.close());

const call = (
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
  headers = operator,
) => {
  // The test clock stands still; a moment passes between requests, so histories read in order.
  app.clock.advance(1000);
  return app.inject({ method, url: `/api/console${url}`, headers, ...(payload ? { payload } : {}) });
};
const phoneCall = { kinds: ['INSTALLATION'], name: '박전화', contact: '010-2222-3333', agreed: true };
async function recorded(overrides: object = {}): Promise<Detail> {
  const res = await call('POST', '/inquiries', { ...phoneCall, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const setState = (_id: string, state: string) => call('PUT', `/inquiries/${_id}/state`, { state });

const forbidden = { message: '접근권한이 없습니다', code: 'FORBIDDEN' };
const someId = '00000000-0000-4000-8000-000000000000';

describe("the guard of the operator's inquiry records", () => {
  it.each([
    ['POST', '/inquiries'],
    ['PUT', `/inquiries/${someId}`],
    ['DELETE', `/inquiries/${someId}`],
  ] as const)('answers 401 to a guest and 403 to members on %s %s', async (method, url) => {
    const payload = method === 'DELETE' ? undefined : phoneCall;
    const guest = await app.inject({ method, url: `/api/console${url}`, ...(payload ? { payload } : {}) });
    expect(guest.statusCode).toBe(401);
    for (const headers of [shopper, promoter]) {
      const res = await call(method, url, payload, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
  });
});

describe('POST /api/console/inquiries', () => {
  it('records a phone inquiry as received, with its first memo and the operator who took it', async () => {
    const { inquiry, histories } = await recorded({ memo: '  토요일 오전 방문 희망  ' });
    expect(inquiry).toMatchObject({
      kinds: ['INSTALLATION'],
      name: '박전화',
      contact: '01022223333',
      state: 'RECEIVED',
      memo: '토요일 오전 방문 희망',
      _user: null,
      user: null,
      handledBy: null,
    });
    expect(inquiry.agreedAt).toBe(inquiry.createdAt);
    expect(histories).toEqual([
      expect.objectContaining({
        before: 'RECEIVED',
        after: 'RECEIVED',
        memo: '전화 접수: 토요일 오전 방문 희망',
        by: { _id: operatorId, name: '운영관리자' },
      }),
    ]);
    // It is listed with the form's inquiries.
    const list = await call('GET', `/inquiries?searchValue=${encodeURIComponent('박전화')}`);
    expect(list.json().inquiries.map((i: Inquiry) => i._id)).toContain(inquiry._id);
  });

  it('answers 400 with Korean messages to bad input, recording nothing', async () => {
    const cases: [object, string][] = [
      [{ kinds: [] }, '문의 종류를 선택해주세요'],
      [{ kinds: ['AS', 'AS'] }, '문의 종류가 중복되었습니다'],
      [{ name: '' }, '이름을 입력해주세요'],
      [{ contact: '010-12' }, '연락처를 입력해주세요'],
      [{ agreed: false }, '개인정보 수집·이용 동의를 받았는지 확인해주세요'],
      [{ memo: 'x'.repeat(2001) }, '메모는 2000자 이하로 입력해주세요'],
    ];
    for (const [override, message] of cases) {
      const res = await call('POST', '/inquiries', { ...phoneCall, name: '안남김', ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const list = await call('GET', `/inquiries?searchValue=${encodeURIComponent('안남김')}`);
    expect(list.json().summary.totalCount).toBe(0);
  });
});

describe('PUT /api/console/inquiries/:_id', () => {
  it('corrects an open inquiry and records which fields changed', async () => {
    const { inquiry } = await recorded();
    expect((await setState(inquiry._id, 'IN_PROGRESS')).statusCode).toBe(200);
    const res = await call('PUT', `/inquiries/${inquiry._id}`, {
      kinds: ['INSTALLATION', 'SHOWROOM'],
      name: '박전화',
      contact: '010-2222-4444',
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail: Detail = res.json();
    expect(detail.inquiry).toMatchObject({
      kinds: ['INSTALLATION', 'SHOWROOM'],
      contact: '01022224444',
      state: 'IN_PROGRESS',
    });
    expect(detail.histories[0]).toMatchObject({
      before: 'IN_PROGRESS',
      after: 'IN_PROGRESS',
      memo: '문의 내용 수정: 문의 종류, 연락처 (설치 문의, 쇼룸 방문예약)',
      by: { _id: operatorId },
    });
    // The same values again change nothing and record nothing.
    const again = await call('PUT', `/inquiries/${inquiry._id}`, {
      kinds: ['INSTALLATION', 'SHOWROOM'],
      name: '박전화',
      contact: '01022224444',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().histories).toHaveLength(detail.histories.length);
  });

  it('answers 409 once the inquiry is done or cancelled', async () => {
    for (const state of ['DONE', 'CANCELED']) {
      const { inquiry } = await recorded();
      expect((await setState(inquiry._id, state)).statusCode).toBe(200);
      const res = await call('PUT', `/inquiries/${inquiry._id}`, { ...phoneCall, name: '바뀐이름' });
      expect(res.statusCode, state).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'INQUIRY_CLOSED',
        message: '처리완료 또는 취소된 문의는 수정할 수 없습니다. 상태를 먼저 바꿔주세요',
      });
    }
  });

  it('answers 400 to bad input and 404 to an unknown inquiry', async () => {
    const { inquiry } = await recorded();
    const bad = await call('PUT', `/inquiries/${inquiry._id}`, { ...phoneCall, contact: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('연락처를 입력해주세요');
    const badId = await call('PUT', '/inquiries/nope', phoneCall);
    expect(badId.statusCode).toBe(400);
    const unknown = await call('PUT', `/inquiries/${randomUUID()}`, phoneCall);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'INQUIRY_NOT_FOUND', message: '문의를 찾을 수 없습니다' });
  });
});

describe('DELETE /api/console/inquiries/:_id', () => {
  it('deletes the inquiry and its history for good, in any state', async () => {
    const { inquiry } = await recorded();
    expect((await setState(inquiry._id, 'DONE')).statusCode).toBe(200);
    const res = await call('DELETE', `/inquiries/${inquiry._id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect((await call('GET', `/inquiries/${inquiry._id}`)).statusCode).toBe(404);
    const left = await app.database.db
      .select()
      .from(inquiryHistories)
      .where(eq(inquiryHistories._inquiry, inquiry._id));
    expect(left).toEqual([]);
  });

  it('deletes an inquiry sent through the form as well', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: '/api/v1/inquiries',
      payload: { kinds: ['AS'], name: '폼문의', contact: '01055556666', agreed: true },
      remoteAddress: '10.9.0.1',
    });
    expect(sent.statusCode).toBe(201);
    expect((await call('DELETE', `/inquiries/${sent.json().inquiry._id}`)).statusCode).toBe(204);
  });

  it('answers 404 to an unknown or already deleted inquiry and 400 to a malformed id', async () => {
    const { inquiry } = await recorded();
    expect((await call('DELETE', `/inquiries/${inquiry._id}`)).statusCode).toBe(204);
    const twice = await call('DELETE', `/inquiries/${inquiry._id}`);
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toMatchObject({ code: 'INQUIRY_NOT_FOUND', message: '문의를 찾을 수 없습니다' });
    expect((await call('DELETE', `/inquiries/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/inquiries/nope')).statusCode).toBe(400);
  });
});
