import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, pointLedger } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { asOperator, asShopper, makeMember } from '../../testing/members.ts';

type Headers = Record<string, string>;

let app: TestApp;
let operator: Headers;
let shopper: Headers;
let member: { _id: string; username: string; headers: Headers };

/** A second apart each, so the newest-first order is the order of the calls. */
const adjust = (payload: object, headers: Headers = operator) => {
  app.clock.advance(1_000);
  return app.inject({ method: 'POST', url: '/api/console/users/points', payload, headers });
};
const ledger = (query = '', headers: Headers = operator) =>
  app.inject({ method: 'GET', url: `/api/console/users/points${query}`, headers });
const balanceOf = async (headers: Headers) =>
  (await app.inject({ method: 'GET', url: '/api/v1/me/points', headers })).json().summary.balance as number;

beforeAll(async () => {
  app = await buildTestApp();
  [operator, shopper] = [(await asOperator(app)).headers, (await asShopper(app)).headers];
  const m = await makeMember(app, { name: '포인트회원' });
  member = { _id: m.user._id, username: m.body.username, headers: m.headers };
});
afterAll(() => app.close());

describe('the points console guard', () => {
  it('refuses a consumer (403) and a guest (401) on both endpoints', async () => {
    expect((await ledger('', shopper)).statusCode).toBe(403);
    expect((await adjust({ _user: member._id, amount: 1_000, reason: '이벤트' }, shopper)).statusCode).toBe(
      403,
    );
    expect((await ledger('', {})).statusCode).toBe(401);
    expect((await adjust({ _user: member._id, amount: 1_000, reason: '이벤트' }, {})).statusCode).toBe(401);
  });
});

describe('POST /api/console/users/points', () => {
  it('grants and deducts with the operator and the reason, each with its own reference', async () => {
    const granted = await adjust({ _user: member._id, amount: 3_000, reason: '  이벤트 당첨 ' });
    expect(granted.statusCode).toBe(201);
    expect(granted.json()).toMatchObject({
      balance: 3_000,
      point: {
        type: 'ADMIN',
        typeLabel: '관리자 조정',
        source: 'OPERATOR',
        amount: 3_000,
        reason: '이벤트 당첨',
        user: { _id: member._id, username: member.username },
        by: { name: expect.any(String) },
      },
    });
    const again = await adjust({ _user: member._id, amount: 3_000, reason: '이벤트 당첨' });
    expect(again.statusCode).toBe(201);
    expect(again.json().point.reference).not.toBe(granted.json().point.reference);
    const deducted = await adjust({ _user: member._id, amount: -1_000, reason: '오지급 회수' });
    expect(deducted.json().balance).toBe(5_000);
    expect(await balanceOf(member.headers)).toBe(5_000);
  });

  it.each([
    [{ amount: 1_000 }, '변경 사유를 입력해주세요'],
    [{ amount: 1_000, reason: '   ' }, '변경 사유를 입력해주세요'],
    [{ amount: 0, reason: '이벤트' }, '0원은 지급하거나 차감할 수 없습니다'],
    [{ amount: 10.5, reason: '이벤트' }, '금액은 원 단위 정수로 입력해주세요'],
    [{ amount: 20_000_000, reason: '이벤트' }, '한 번에 1,000만원까지 지급하거나 차감할 수 있습니다'],
  ])('refuses %j with 400 and a Korean message, writing nothing', async (payload, message) => {
    const before = await balanceOf(member.headers);
    const res = await adjust({ _user: member._id, ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await balanceOf(member.headers)).toBe(before);
  });

  it('refuses a deduction above the balance (422) and an unknown member (404)', async () => {
    const before = await balanceOf(member.headers);
    const over = await adjust({ _user: member._id, amount: -(before + 1), reason: '회수' });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('보유 적립금을 초과하여 차감할 수 없습니다');
    const unknown = await adjust({ _user: randomUUID(), amount: 1_000, reason: '이벤트' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('회원을 찾을 수 없습니다');
  });

  it('lets only one of two racing deductions of the whole balance pass', async () => {
    const m = await makeMember(app);
    await adjust({ _user: m.user._id, amount: 2_000, reason: '이벤트' });
    const results = await Promise.all([
      adjust({ _user: m.user._id, amount: -2_000, reason: '회수 1' }),
      adjust({ _user: m.user._id, amount: -2_000, reason: '회수 2' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(await balanceOf(m.headers)).toBe(0);
    const rows = await app.database.db.select().from(pointLedger).where(eq(pointLedger._user, m.user._id));
    expect(rows).toHaveLength(2);
    // one audit row per change that happened: the refused deduction left none
    const audited = await app.database.db.select().from(auditLogs).where(eq(auditLogs._target, m.user._id));
    expect(audited.map((a) => a.after)).toEqual(expect.arrayContaining([{ points: 2_000 }, { points: 0 }]));
    expect(audited).toHaveLength(2);
  });
});

describe('GET /api/console/users/points', () => {
  it('lists every member’s rows newest first, filtered by member, type and period', async () => {
    const all = await ledger();
    expect(all.statusCode).toBe(200);
    expect(all.json().summary.totalCount).toBeGreaterThanOrEqual(5);
    const mine = (await ledger(`?searchValue=${member.username}`)).json();
    expect(mine.summary.totalCount).toBe(3);
    expect(mine.points.map((p: { amount: number }) => p.amount)).toEqual([-1_000, 3_000, 3_000]);
    expect(
      (await ledger(`?searchValue=${encodeURIComponent('포인트회원')}&type=ADMIN`)).json().summary.totalCount,
    ).toBe(3);
    expect((await ledger(`?searchValue=${member.username}&type=EARN`)).json().summary.totalCount).toBe(0);
    expect((await ledger('?from=2000-01-01&to=2000-01-31')).json().summary.totalCount).toBe(0);
    const paged = (await ledger(`?searchValue=${member.username}&skip=2&limit=1`)).json();
    expect(paged.points).toHaveLength(1);
  });

  it('refuses a bad filter with 400', async () => {
    const res = await ledger('?type=GIFT');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('적립금 구분이 올바르지 않습니다');
    expect((await ledger('?from=2026-02-01&to=2026-01-01')).json().message).toBe(
      '조회 시작일은 종료일보다 늦을 수 없습니다',
    );
  });

  it('exports the same rows as Excel with format=xlsx', async () => {
    const res = await ledger(`?searchValue=${member.username}&format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('적립금 내역')!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).getCell(5).value).toBe('내용');
    expect(sheet.getRow(2).getCell(6).value).toBe(-1_000);
    expect(sheet.getRow(2).getCell(2).value).toBe(member.username);
  });
});
