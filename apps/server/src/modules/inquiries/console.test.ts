import { randomUUID } from 'node:crypto';
import type { Inquiry, InquiryHistory } from '@shop/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { asOperator, asPromoter, asShopper } from '../../testing/members.ts';

type Headers = Record<string, string>;

let app: TestApp;
let operator: Headers;
let shopper: Headers;
let promoter: Headers;
let operatorId: string;
let shopperId: string;
/** Sent in this order, a minute apart: guest 설치, member A/S, guest 쇼룸. */
let sent: string[] = [];

const userOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString())._user as string;
let addresses = 0;
const submit = (payload: object, headers: Headers = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/inquiries',
    payload: { agreed: true, ...payload },
    headers,
    remoteAddress: `10.2.0.${++addresses}`,
  });

beforeAll(async () => {
  app = await buildTestApp();
  const [op, sh, pr] = [await asOperator(app), await asShopper(app), await asPromoter(app)];
  [operator, shopper, promoter] = [op.headers, sh.headers, pr.headers];
  [operatorId, shopperId] = [userOf(op.accessToken), userOf(sh.accessToken)];
  const forms: [object, Headers][] = [
    [{ kinds: ['INSTALLATION'], name: '김지훈', contact: '010-3456-7890' }, {}],
    [{ kinds: ['AS', 'PRODUCT'], name: '최민지', contact: '01098765432' }, shopper],
    [{ kinds: ['SHOWROOM'], name: '이수진', contact: '02-5555-1234' }, {}],
  ];
  sent = [];
  for (const [form, headers] of forms) {
    app.clock.advance(60_000);
    const res = await submit(form, headers);
    expect(res.statusCode).toBe(201);
    sent.push(res.json().inquiry._id);
  }
});
afterAll(() => app.close());

type Method = 'GET' | 'PUT';
const call = (method: Method, url: string, payload?: object, headers: Headers = operator) =>
  app.inject({ method, url: `/api/console${url}`, headers, ...(payload ? { payload } : {}) });
const list = async (query = '') => {
  const res = await call('GET', `/inquiries${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { summary: { totalCount: number }; inquiries: Inquiry[] };
};

describe('the inquiries console guard', () => {
  it.each([
    ['GET', '/inquiries'],
    ['GET', '/inquiries/export'],
    ['GET', `/inquiries/${randomUUID()}`],
    ['PUT', `/inquiries/${randomUUID()}/state`],
  ] as [Method, string][])('answers 401 to a guest and 403 to members on %s %s', async (method, url) => {
    const payload = method === 'PUT' ? { state: 'DONE' } : undefined;
    const guest = await app.inject({ method, url: `/api/console${url}`, ...(payload ? { payload } : {}) });
    expect(guest.statusCode).toBe(401);
    for (const headers of [shopper, promoter]) {
      const res = await call(method, url, payload, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: '접근권한이 없습니다', code: 'FORBIDDEN' });
    }
  });
});

describe('GET /api/console/inquiries', () => {
  it('lists the newest first, with the member who sent it', async () => {
    const { summary, inquiries } = await list();
    expect(summary.totalCount).toBe(3);
    expect(inquiries.map((i) => i._id)).toEqual([...sent].reverse());
    const member = inquiries.find((i) => i._id === sent[1]);
    expect(member).toMatchObject({
      kinds: ['AS', 'PRODUCT'],
      name: '최민지',
      contact: '01098765432',
      state: 'RECEIVED',
      memo: '',
      _user: shopperId,
      user: { _id: shopperId, username: 'shopper', name: '최민지' },
      handledBy: null,
      handledAt: null,
    });
    expect(inquiries.find((i) => i._id === sent[0])).toMatchObject({ _user: null, user: null });
  });

  it('filters by state, by kind, and by name or contact digits', async () => {
    expect((await list('?kind=PRODUCT')).inquiries.map((i) => i._id)).toEqual([sent[1]]);
    expect((await list('?searchValue=이수')).inquiries.map((i) => i._id)).toEqual([sent[2]]);
    expect((await list(`?searchValue=${encodeURIComponent('3456-78')}`)).inquiries.map((i) => i._id)).toEqual(
      [sent[0]],
    );
    expect((await list('?state=DONE')).summary.totalCount).toBe(0);
    expect((await list('?state=RECEIVED&kind=SHOWROOM')).inquiries.map((i) => i._id)).toEqual([sent[2]]);
  });

  it('pages with skip and limit', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/console/inquiries',
      headers: { ...operator, skip: '1', limit: '1' },
    });
    expect(res.json().summary.totalCount).toBe(3);
    expect(res.json().inquiries.map((i: Inquiry) => i._id)).toEqual([sent[1]]);
  });

  it('refuses an unknown state filter with a Korean message', async () => {
    const res = await call('GET', '/inquiries?state=LOST');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[가-힣]/);
  });
});

describe('PUT /api/console/inquiries/:_id/state', () => {
  const detail = async (_id: string) => {
    const res = await call('GET', `/inquiries/${_id}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { inquiry: Inquiry; histories: InquiryHistory[] };
  };

  it('moves the inquiry and records who, when, before, after and the memo', async () => {
    expect((await detail(sent[0]!)).histories).toEqual([]);
    app.clock.advance(5 * 60_000);
    const res = await call('PUT', `/inquiries/${sent[0]}/state`, {
      state: 'IN_PROGRESS',
      memo: '내일 오전 방문 견적',
    });
    expect(res.statusCode).toBe(200);
    const at = app.clock.now.toISOString();
    const { inquiry, histories } = res.json();
    expect(inquiry).toMatchObject({
      state: 'IN_PROGRESS',
      memo: '내일 오전 방문 견적',
      handledBy: { _id: operatorId, name: '운영관리자' },
      handledAt: at,
    });
    expect(histories).toEqual([
      {
        _id: expect.any(String),
        before: 'RECEIVED',
        after: 'IN_PROGRESS',
        memo: '내일 오전 방문 견적',
        by: { _id: operatorId, name: '운영관리자' },
        createdAt: at,
      },
    ]);
    expect(await detail(sent[0]!)).toEqual({ inquiry, histories });
  });

  it('records a new memo on the same state, and nothing for the same state and memo', async () => {
    app.clock.advance(60_000);
    const memo = await call('PUT', `/inquiries/${sent[0]}/state`, {
      state: 'IN_PROGRESS',
      memo: '방문 일정 목요일로 변경',
    });
    expect(memo.json().inquiry.memo).toBe('방문 일정 목요일로 변경');
    expect(memo.json().histories[0]).toMatchObject({
      before: 'IN_PROGRESS',
      after: 'IN_PROGRESS',
      memo: '방문 일정 목요일로 변경',
    });
    const again = await call('PUT', `/inquiries/${sent[0]}/state`, {
      state: 'IN_PROGRESS',
      memo: '방문 일정 목요일로 변경',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().histories).toHaveLength(2);
    expect(again.json().inquiry.handledAt).toBe(memo.json().inquiry.handledAt);
  });

  it('keeps the memo when the state changes without one', async () => {
    app.clock.advance(60_000);
    const res = await call('PUT', `/inquiries/${sent[0]}/state`, { state: 'DONE' });
    expect(res.json().inquiry).toMatchObject({ state: 'DONE', memo: '방문 일정 목요일로 변경' });
    expect(res.json().histories[0]).toMatchObject({ before: 'IN_PROGRESS', after: 'DONE', memo: null });
    expect((await list('?state=DONE')).inquiries.map((i) => i._id)).toEqual([sent[0]]);
  });

  it('refuses a missing or unknown state with a Korean message', async () => {
    for (const payload of [{}, { state: 'LOST' }]) {
      const res = await call('PUT', `/inquiries/${sent[1]}/state`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('처리 상태를 선택해주세요');
    }
    const long = await call('PUT', `/inquiries/${sent[1]}/state`, { state: 'DONE', memo: '가'.repeat(2001) });
    expect(long.json().message).toBe('메모는 2000자 이하로 입력해주세요');
    expect((await detail(sent[1]!)).inquiry.state).toBe('RECEIVED');
  });

  it('answers 404 for an inquiry that does not exist', async () => {
    const res = await call('PUT', `/inquiries/${randomUUID()}/state`, { state: 'DONE' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: '문의를 찾을 수 없습니다', code: 'INQUIRY_NOT_FOUND' });
    expect((await call('GET', `/inquiries/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('GET /api/console/inquiries/export', () => {
  it('answers the filtered list as an Excel file in Korean', async () => {
    const res = await call('GET', '/inquiries/export?state=RECEIVED');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('설치 문의')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '접수번호',
      '접수일시',
      '문의 종류',
      '이름',
      '연락처',
      '회원 아이디',
      '처리 상태',
      '메모',
      '처리자',
      '처리일시',
      '회사명',
      '품목',
      '수량',
      '희망 납기일',
      '답변',
      '첨부파일 수',
    ]);
    // sent[0] is done by now: the two still received, newest first
    expect(sheet.rowCount).toBe(3);
    const [, id, , kinds, name, contact, username, state] = sheet.getRow(2).values as string[];
    expect([id, kinds, name, contact, username, state]).toEqual([
      sent[2],
      '쇼룸 방문예약',
      '이수진',
      '02-5555-1234',
      '비회원',
      '접수',
    ]);
    expect(sheet.getRow(3).getCell(3).value).toBe('A/S 문의, 상품상담');
    expect(sheet.getRow(3).getCell(6).value).toBe('shopper');
  });
});

describe('GET /api/console/inquiries?answered=', () => {
  it('lists the open ones without an answer (the dashboard tile) or the answered ones', async () => {
    const made: string[] = [];
    for (const name of ['미답변인', '답변받은이', '전화로끝난이']) {
      app.clock.advance(60_000);
      const res = await submit({ kinds: ['INSTALLATION'], name, contact: '010-2222-3333' });
      expect(res.statusCode).toBe(201);
      made.push(res.json().inquiry._id);
    }
    const [open, answered, closed] = made as [string, string, string];
    const put = (url: string, payload: object) => call('PUT', url, payload);
    expect(
      (await put(`/inquiries/${answered}/answer`, { answer: '내일 방문 드리겠습니다' })).statusCode,
    ).toBe(200);
    expect((await put(`/inquiries/${closed}/state`, { state: 'DONE' })).statusCode).toBe(200);

    const unanswered = await list('?answered=UNANSWERED&limit=100');
    const ids = unanswered.inquiries.map((i) => i._id);
    expect(ids).toContain(open);
    expect(ids).not.toContain(answered);
    expect(ids).not.toContain(closed);
    for (const i of unanswered.inquiries) {
      expect(i.answer).toBeNull();
      expect(['RECEIVED', 'IN_PROGRESS']).toContain(i.state);
    }
    const withAnswer = await list('?answered=ANSWERED&limit=100');
    expect(withAnswer.inquiries.map((i) => i._id)).toContain(answered);
    expect(withAnswer.inquiries.every((i) => i.answer !== null)).toBe(true);
    expect(withAnswer.inquiries.map((i) => i._id)).not.toContain(closed);
    // the filter combines with the others
    expect((await list('?answered=UNANSWERED&searchValue=미답변인')).inquiries.map((i) => i._id)).toEqual([
      open,
    ]);

    // the dashboard's tile counts exactly the rows its link lists
    const dashboard = await call('GET', '/dashboard');
    expect(dashboard.json().dashboard.waiting.inquiries).toBe(unanswered.summary.totalCount);
  });

  it('refuses an unknown 답변 상태 with its Korean message', async () => {
    const res = await call('GET', '/inquiries?answered=MAYBE');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('답변 상태가 올바르지 않습니다');
  });
});
