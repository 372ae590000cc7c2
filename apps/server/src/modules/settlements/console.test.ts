import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bonusLedger, settlements } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { readSheet, XLSX_TYPE } from '../../testing/desk.ts';
import { asOperator, asShopper } from '../../testing/members.ts';
import { completedPurchase, makeMembersOf, seoul } from '../../testing/settlements.ts';

let app: TestApp;
let operator: Record<string, string>;
let shopper: Record<string, string>;
let promoterId: string;
beforeAll(async () => {
  app = await buildTestApp();
  app.clock.now = seoul('2030-03-15 10:00:00');
  operator = (await asOperator(app)).headers;
  shopper = (await asShopper(app)).headers;
  const [promoter] = await makeMembersOf(app, 1, 'PROMOTER');
  promoterId = promoter!._user;
  const [promotee] = await makeMembersOf(app, 1, 'CONSUMER', promoterId);
  await completedPurchase(app, {
    _user: promotee!._user,
    _sponsor: promoterId,
    paid: 3_000_000,
    confirmedAt: seoul('2030-01-20 10:00:00'),
  });
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.database.db.delete(settlements);
});

const create = (month: unknown, headers = operator) =>
  app.inject({ method: 'POST', url: '/api/console/settlements', headers, payload: { month } });

describe('POST /api/console/settlements', () => {
  it('creates a past month and answers it', async () => {
    const res = await create('2030-01');
    expect(res.statusCode).toBe(201);
    expect(res.json().settlement).toMatchObject({
      month: '2030-01',
      status: 'AWAITING',
      statusLabel: '확정 대기',
      monthSales: 3_000_000,
      sales: 30_000,
    });
  });

  it('answers 409 for a month already settled', async () => {
    await create('2030-01');
    const res = await create('2030-01');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('이미 정산된 월입니다');
  });

  it('answers 400 for the current or a future month, and for a malformed one', async () => {
    expect((await create('2030-03')).json()).toMatchObject({ message: '지난 달까지만 정산할 수 있습니다' });
    expect((await create('2030-04')).statusCode).toBe(400);
    const bad = await create('2030-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('정산월을 YYYY-MM 형식으로 입력해주세요');
  });

  it('answers 401 without a token and 403 for a shopper', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/console/settlements', payload: { month: '2030-01' } }))
        .statusCode,
    ).toBe(401);
    expect((await create('2030-01', shopper)).statusCode).toBe(403);
  });
});

describe('GET /api/console/settlements', () => {
  it('lists months newest first with the year’s share and its warning', async () => {
    await create('2029-12');
    await create('2030-01');
    const res = await app.inject({ method: 'GET', url: '/api/console/settlements', headers: operator });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary).toEqual({ totalCount: 2, yearShareWarningBp: 3_000 });
    expect(body.settlements.map((s: { month: string }) => s.month)).toEqual(['2030-01', '2029-12']);
    // 2030: GRADE 0 (일반) + SALES 30,000 over 3,000,000 = 100 bp
    expect(body.settlements[0]).toMatchObject({
      yearShareBp: 100,
      yearShareWarning: false,
      lineCount: expect.any(Number),
    });
    expect(body.settlements[1]).toMatchObject({ monthSales: 0, yearShareBp: 0 });
  });

  it('answers 403 for a shopper', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/console/settlements', headers: shopper })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/console/settlements/:_id', () => {
  it('answers the month and a page of its lines, the busiest first', async () => {
    const { _id } = (await create('2030-01')).json().settlement;
    const res = await app.inject({
      method: 'GET',
      url: `/api/console/settlements/${_id}`,
      headers: { ...operator, limit: '1' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.settlement._id).toBe(_id);
    expect(body.summary.totalCount).toBeGreaterThanOrEqual(2);
    expect(body.lines).toHaveLength(1);
    expect(body.lines[0]).toMatchObject({
      user: { _id: promoterId },
      promoteesPaid: 3_000_000,
      gradeName: '일반',
      levelName: '브론즈',
      sales: 30_000,
      salesScaled: 30_000,
      total: 30_000,
    });
  });

  it('finds a promoter’s line by name or id', async () => {
    const { _id } = (await create('2030-01')).json().settlement;
    const res = await app.inject({
      method: 'GET',
      url: `/api/console/settlements/${_id}?searchValue=promoter`,
      headers: operator,
    });
    expect(res.json().lines.map((l: { user: { username: string } }) => l.user.username)).toEqual([
      'promoter',
    ]);
  });

  it('exports every line to Excel', async () => {
    const { _id } = (await create('2030-01')).json().settlement;
    const res = await app.inject({
      method: 'GET',
      url: `/api/console/settlements/${_id}?format=xlsx`,
      headers: operator,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toContain('장려 수당(지급)');
    expect(rows.length).toBeGreaterThanOrEqual(3);
  });

  it('answers 404 for an unknown settlement and 400 for a malformed id', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: `/api/console/settlements/${crypto.randomUUID()}`,
      headers: operator,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('정산을 찾을 수 없습니다');
    expect(
      (await app.inject({ method: 'GET', url: '/api/console/settlements/abc', headers: operator }))
        .statusCode,
    ).toBe(400);
  });
});

describe('POST /api/console/settlements/:_id/recompute and /confirm', () => {
  it('recomputes while AWAITING, confirms once, then refuses both with 409', async () => {
    const { _id } = (await create('2030-02')).json().settlement;
    const [buyer] = await makeMembersOf(app, 1, 'CONSUMER', promoterId);
    await completedPurchase(app, {
      _user: buyer!._user,
      _sponsor: promoterId,
      paid: 10_000_000,
      confirmedAt: seoul('2030-02-27 10:00:00'),
    });
    const recomputed = await app.inject({
      method: 'POST',
      url: `/api/console/settlements/${_id}/recompute`,
      headers: operator,
    });
    expect(recomputed.statusCode).toBe(200);
    expect(recomputed.json().settlement).toMatchObject({ monthSales: 10_000_000, sales: 150_000 });

    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/console/settlements/${_id}/confirm`,
      headers: operator,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().settlement).toMatchObject({
      status: 'APPROVED',
      statusLabel: '확정',
      confirmedAt: expect.any(String),
    });
    const rows = await app.database.db.select().from(bonusLedger).where(eq(bonusLedger._user, promoterId));
    expect(rows.filter((r) => r.source === 'SETTLEMENT').map((r) => [r.type, r.amount])).toEqual([
      ['BONUS__SALES', 150_000],
    ]);

    const again = await app.inject({
      method: 'POST',
      url: `/api/console/settlements/${_id}/confirm`,
      headers: operator,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 확정된 정산입니다');
    const late = await app.inject({
      method: 'POST',
      url: `/api/console/settlements/${_id}/recompute`,
      headers: operator,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('확정된 정산은 재계산할 수 없습니다');
  });

  it('answers 404 for an unknown settlement and 403 for a shopper', async () => {
    const url = `/api/console/settlements/${crypto.randomUUID()}`;
    expect((await app.inject({ method: 'POST', url: `${url}/confirm`, headers: operator })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'POST', url: `${url}/recompute`, headers: operator })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'POST', url: `${url}/confirm`, headers: shopper })).statusCode).toBe(
      403,
    );
  });
});
