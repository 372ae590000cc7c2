import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { readSheet, XLSX_TYPE } from '../../testing/desk.ts';
import { asOperator, asShopper, makeMember } from '../../testing/members.ts';
import { type Headers, makePromoter } from '../../testing/promoters.ts';

/** GET /api/console/users?format=xlsx: the member list's Excel file, contacts only with a reason. */
let app: TestApp;
let operator: Headers;
let shopper: Headers;
let promoter: Awaited<ReturnType<typeof makePromoter>>;

beforeAll(async () => {
  app = await buildTestApp();
  operator = (await asOperator(app)).headers;
  shopper = (await asShopper(app)).headers;
  promoter = await makePromoter(app);
  await makeMember(app, { promoterCode: promoter.promoterCode, name: '엑셀일' });
  app.clock.advance(1000);
  await makeMember(app, { promoterCode: promoter.promoterCode, name: '엑셀이' });
});
afterAll(() => app.close());

const get = (query: string, headers: Headers = operator) =>
  app.inject({ method: 'GET', url: `/api/console/users?${query}`, headers });

type Row = {
  _id: string;
  username: string;
  name: string;
  phone: string;
  email: string;
  grade: { name: string };
  point: number;
  bonusBalance: number;
  createdAt: string;
};

const exportsOf = () =>
  app.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, 'EXPORT'), eq(auditLogs._target, 'USERS')));

describe('GET /api/console/users?format=xlsx', () => {
  it('holds the same members, in the same order, as the JSON list for the same filters', async () => {
    const filter = `_promoter=${promoter.user._id}&sort=JOINED_ASC`;
    const list = (await get(filter)).json() as { users: Row[] };
    expect(list.users).toHaveLength(2);
    const res = await get(`${filter}&format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toContain('users.xlsx');
    const [header, ...rows] = await readSheet(res.rawPayload);
    expect(header).toEqual([
      '회원번호',
      '아이디',
      '이름',
      '유형',
      '등급',
      '적립금',
      '수당 잔액',
      '후원자',
      '가입일',
      '최근 로그인',
      '상태',
    ]);
    expect(rows.map((r) => r[1])).toEqual(list.users.map((u) => u.username));
    expect(rows.map((r) => r[2])).toEqual(list.users.map((u) => u.name));
    expect(rows[0]![0]).toBe(list.users[0]!._id.slice(0, 8).toUpperCase());
    expect(rows[0]!.slice(3, 8)).toEqual([
      '준회원',
      list.users[0]!.grade.name,
      list.users[0]!.point,
      list.users[0]!.bonusBalance,
      `${promoter.body.name} (${promoter.body.username})`,
    ]);
    expect(rows[0]![8]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // no contact column anywhere without contacts=true
    const cells = rows.flat().map(String);
    expect(cells.some((c) => c === list.users[0]!.phone || c === list.users[0]!.email)).toBe(false);
    expect(await exportsOf()).toHaveLength(0);
  });

  it('answers 400 변경 사유를 입력해주세요 for contacts without a reason, and writes nothing', async () => {
    for (const reason of ['', '%20%20']) {
      const res = await get(`contacts=true&format=xlsx&reason=${reason}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('변경 사유를 입력해주세요');
    }
    expect((await get('contacts=true&format=xlsx')).json().message).toBe('변경 사유를 입력해주세요');
    expect(await exportsOf()).toHaveLength(0);
  });

  it('adds phone and e-mail with a reason and writes one EXPORT audit row with the filter', async () => {
    const filter = `_promoter=${promoter.user._id}&sort=JOINED_ASC`;
    const list = (await get(filter)).json() as { users: Row[] };
    const reason = encodeURIComponent('택배사 주소 확인');
    const res = await get(`${filter}&format=xlsx&contacts=true&reason=${reason}`);
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = await readSheet(res.rawPayload);
    expect(header!.slice(3, 5)).toEqual(['연락처', '이메일']);
    expect(rows.map((r) => [r[1], r[3], r[4]])).toEqual(
      list.users.map((u) => [u.username, u.phone, u.email]),
    );
    const audits = await exportsOf();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      targetKind: 'EXPORT',
      reason: '택배사 주소 확인',
      after: {
        kind: 'USERS',
        contacts: true,
        rowCount: 2,
        filter: { _promoter: promoter.user._id, sort: 'JOINED_ASC', searchKey: 'name' },
      },
    });
    expect(audits[0]!._operator).toBeTruthy();
  });

  it('answers 400 for a bad format or contacts value', async () => {
    expect((await get('format=csv')).statusCode).toBe(400);
    expect((await get('format=xlsx&contacts=yes')).statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 for a shopper', async () => {
    expect((await get('format=xlsx', {})).statusCode).toBe(401);
    expect((await get('format=xlsx&contacts=true&reason=x', shopper)).statusCode).toBe(403);
    expect(await exportsOf()).toHaveLength(1);
  });
});
