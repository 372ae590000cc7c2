import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeOperator } from '../../testing/desk.ts';
import { asOperator, makeMember } from '../../testing/members.ts';

/** Two operators changing one member at once: one change, one audit row. */

let app: TestApp;
let first: Record<string, string>;
let second: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  first = (await asOperator(app)).headers;
  second = (await makeOperator(app)).headers;
});
afterAll(() => app.close());

/** The member's `updatedAt` as an operator's screen read it. */
const seen = async (_user: string): Promise<string> =>
  (await app.inject({ method: 'GET', url: `/api/console/users/${_user}/grade`, headers: first })).json().grade
    .updatedAt;
const setGrade = (_user: string, _grade: string, headers: Record<string, string>, updatedAt: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/console/users/${_user}/grade`,
    headers,
    payload: { _grade, reason: '승급 심사', updatedAt },
  });
const auditedFor = (_user: string) =>
  app.database.db.select().from(auditLogs).where(eq(auditLogs._target, _user));

describe('two operators changing one member’s grade', () => {
  it('gives one 200 and one 409 for the same grade, and writes one audit row', async () => {
    const { user } = await makeMember(app);
    const updatedAt = await seen(user._id);
    const results = await Promise.all([
      setGrade(user._id, 'GOLD', first, updatedAt),
      setGrade(user._id, 'GOLD', second, updatedAt),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await auditedFor(user._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'MEMBER_GRADE', after: { grade: 'GOLD' } });
  });

  // Both read the member at once and choose different grades: the second saves on a stale screen.
  it('gives one 200 and one 409 when the two grades differ, and writes one audit row', async () => {
    const { user } = await makeMember(app);
    const updatedAt = await seen(user._id);
    const results = await Promise.all([
      setGrade(user._id, 'GOLD', first, updatedAt),
      setGrade(user._id, 'SILVER', second, updatedAt),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe('다른 관리자가 먼저 변경했습니다');
    expect(await auditedFor(user._id)).toHaveLength(1);
  });

  it('refuses a change without a reason with 400 변경 사유를 입력해주세요 and writes nothing', async () => {
    const { user } = await makeMember(app);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/console/users/${user._id}/grade`,
      headers: first,
      payload: { _grade: 'GOLD', reason: '  ', updatedAt: await seen(user._id) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('변경 사유를 입력해주세요');
    expect(await auditedFor(user._id)).toHaveLength(0);
  });
});
