import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeMember } from '../../testing/members.ts';
import { serviceContext } from '../../testing/orders.ts';
import { appendPoints } from './ledger.ts';

type Headers = Record<string, string>;

let app: TestApp;
let member: { _user: string; headers: Headers };
let other: { _user: string; headers: Headers };

const list = (query = '', headers: Headers = member.headers) =>
  app.inject({ method: 'GET', url: `/api/v1/me/points${query}`, headers });

/** A row at a Seoul wall-clock time. */
async function row(_user: string, amount: number, at: string, reason: string | null = null) {
  app.clock.now = new Date(at);
  await appendPoints(serviceContext(app), {
    _user,
    amount,
    type: amount > 0 ? 'EARN' : 'ADMIN',
    source: amount > 0 ? 'PURCHASE' : 'OPERATOR',
    reference: crypto.randomUUID(),
    reason,
  });
}

beforeAll(async () => {
  app = await buildTestApp();
  const [a, b] = [await makeMember(app), await makeMember(app)];
  member = { _user: a.user._id, headers: a.headers };
  other = { _user: b.user._id, headers: b.headers };
  // 23:59 and 00:00 Seoul on either side of the 2nd of November.
  await row(member._user, 3_000, '2026-11-01T23:59:00+09:00', '이벤트 적립');
  await row(member._user, 1_200, '2026-11-02T00:00:00+09:00');
  await row(member._user, -500, '2026-11-03T10:00:00+09:00', '오지급 회수');
  await row(other._user, 9_999, '2026-11-02T12:00:00+09:00');
});
afterAll(() => app.close());

describe('GET /api/v1/me/points', () => {
  it('answers the whole history newest first with the balance of every row', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary).toEqual({ totalCount: 3, balance: 3_700 });
    expect(body.points.map((p: { amount: number }) => p.amount)).toEqual([-500, 1_200, 3_000]);
    expect(body.points[1]).toMatchObject({ type: 'EARN', typeLabel: '적립', reason: '구매확정 적립' });
    expect(body.points[2].reason).toBe('이벤트 적립');
  });

  it('filters by Seoul days, both ends included, and keeps the whole balance', async () => {
    const res = await list('?from=2026-11-02&to=2026-11-02');
    expect(res.json().summary).toEqual({ totalCount: 1, balance: 3_700 });
    expect(res.json().points[0].amount).toBe(1_200);
    expect((await list('?from=&to=2026-11-01')).json().summary.totalCount).toBe(1);
  });

  it('pages with skip and limit', async () => {
    const res = await list('?skip=1&limit=1');
    expect(res.json().summary.totalCount).toBe(3);
    expect(res.json().points.map((p: { amount: number }) => p.amount)).toEqual([1_200]);
  });

  it.each([
    ['?from=2026-11-03&to=2026-11-01', '조회 시작일은 종료일보다 늦을 수 없습니다'],
    ['?from=2026-13-01', '날짜가 올바르지 않습니다'],
    ['?to=yesterday', '날짜를 YYYY-MM-DD 형식으로 입력해주세요'],
  ])('refuses %s with 400 and a Korean message', async (query, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('shows only the caller’s rows, and a guest gets 401', async () => {
    const theirs = await list('', other.headers);
    expect(theirs.json().summary).toEqual({ totalCount: 1, balance: 9_999 });
    expect((await list('', {})).statusCode).toBe(401);
  });
});
