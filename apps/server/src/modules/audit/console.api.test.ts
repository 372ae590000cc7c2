import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeOperator } from '../../testing/desk.ts';
import { asOperator, asShopper, makeMember } from '../../testing/members.ts';

type Headers = Record<string, string>;

let app: TestApp;
let operator: Headers;
let second: { _user: string; headers: Headers };
let member: { _id: string };

const logs = (query = '', headers: Headers = operator) =>
  app.inject({ method: 'GET', url: `/api/console/audit-logs${query}`, headers });
const grant = (amount: number, reason: string, headers: Headers) => {
  app.clock.advance(1_000);
  return app.inject({
    method: 'POST',
    url: '/api/console/users/points',
    headers: { ...headers, 'x-forwarded-for': '203.0.113.7' },
    payload: { _user: member._id, amount, reason },
  });
};

beforeAll(async () => {
  app = await buildTestApp();
  operator = (await asOperator(app)).headers;
  second = await makeOperator(app, '감사운영자');
  member = { _id: (await makeMember(app)).user._id };
  expect((await grant(5_000, '이벤트 당첨', operator)).statusCode).toBe(201);
  expect((await grant(-2_000, '오지급 회수', second.headers)).statusCode).toBe(201);
});
afterAll(() => app.close());

describe('GET /api/console/audit-logs', () => {
  it('refuses a consumer (403) and a guest (401)', async () => {
    expect((await logs('', (await asShopper(app)).headers)).statusCode).toBe(403);
    expect((await logs('', {})).statusCode).toBe(401);
  });

  it('lists the changes newest first with operator, before and after, reason, request id and IP', async () => {
    const res = await logs(`?target=${member._id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary.totalCount).toBe(2);
    expect(body.auditLogs[0]).toMatchObject({
      operator: { _id: second._user, name: '감사운영자' },
      action: 'POINTS_ADJUST',
      actionLabel: '적립금 지급·차감',
      targetKind: 'USER',
      targetLabel: '회원',
      _target: member._id,
      before: { points: 5_000 },
      after: { points: 3_000 },
      reason: '오지급 회수',
      requestId: expect.any(String),
      ip: expect.any(String),
    });
    expect(body.auditLogs[1]).toMatchObject({ before: { points: 0 }, after: { points: 5_000 } });
  });

  it('filters by operator, action, target kind and period, and pages', async () => {
    const count = async (query: string) => (await logs(query)).json().summary.totalCount as number;
    expect(await count(`?target=${member._id}&operator=${encodeURIComponent('감사운영자')}`)).toBe(1);
    expect(await count(`?target=${member._id}&action=POINTS_ADJUST&targetKind=USER`)).toBe(2);
    expect(await count(`?target=${member._id}&action=MEMBER_GRADE`)).toBe(0);
    expect(await count(`?target=${member._id}&targetKind=ORDER`)).toBe(0);
    expect(await count(`?target=${member._id}&from=2000-01-01&to=2000-01-31`)).toBe(0);
    const paged = (await logs(`?target=${member._id}&skip=1&limit=1`)).json();
    expect(paged.auditLogs).toHaveLength(1);
    expect(paged.auditLogs[0].reason).toBe('이벤트 당첨');
  });

  it('refuses a bad filter with 400 and a Korean message', async () => {
    expect((await logs('?action=HACK')).json()).toMatchObject({ message: '작업 구분이 올바르지 않습니다' });
    expect((await logs('?targetKind=HACK')).statusCode).toBe(400);
    expect((await logs('?from=2026-02-01&to=2026-01-01')).json().message).toBe(
      '조회 시작일은 종료일보다 늦을 수 없습니다',
    );
  });

  it('exports the same rows as Excel with format=xlsx, before and after in words', async () => {
    const res = await logs(`?target=${member._id}&format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('감사 로그')!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).getCell(6).value).toBe('변경 내용');
    expect(sheet.getRow(2).getCell(6).value).toBe('적립금 잔액: 5,000 → 3,000');
    expect(sheet.getRow(2).getCell(7).value).toBe('오지급 회수');
  });

  it('has no route that changes or removes a row', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/console/audit-logs', headers: operator });
      expect(res.statusCode).toBe(404);
    }
  });
});
