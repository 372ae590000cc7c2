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

const setGrade = (_user: string, _grade: string, headers: Record<string, string>) =>
  app.inject({
    method: 'PUT',
    url: `/api/console/users/${_user}/grade`,
    headers,
    payload: { _grade, reason: '승급 심사' },
  });
const auditedFor = (_user: string) =>
  app.database.db.select().from(auditLogs).where(eq(auditLogs._target, _user));

describe('two operators changing one member’s grade', () => {
  it('gives one 200 and one 409 for the same grade, and writes one audit row', async () => {
    const { user } = await makeMember(app);
    const results = await Promise.all([
      setGrade(user._id, 'GOLD', first),
      setGrade(user._id, 'GOLD', second),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await auditedFor(user._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'MEMBER_GRADE', after: { grade: 'GOLD' } });
  });

  // The grade route has no stale-edit check (no version or expected grade in its body) yet: two
  // different grades both pass, one after the other under the row lock. The 409 for a stale edit
  // belongs to the engineer adding that check; each change that happened has its own row.
  it('writes one row per change that happened when the two grades differ', async () => {
    const { user } = await makeMember(app);
    const results = await Promise.all([
      setGrade(user._id, 'GOLD', first),
      setGrade(user._id, 'SILVER', second),
    ]);
    const passed = results.filter((r) => r.statusCode === 200).length;
    expect(await auditedFor(user._id)).toHaveLength(passed);
  });

  it('refuses a change without a reason with 400 변경 사유를 입력해주세요 and writes nothing', async () => {
    const { user } = await makeMember(app);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/console/users/${user._id}/grade`,
      headers: first,
      payload: { _grade: 'GOLD', reason: '  ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('변경 사유를 입력해주세요');
    expect(await auditedFor(user._id)).toHaveLength(0);
  });
});
