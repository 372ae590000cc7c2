import { RATE_TOO_EARLY } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grades, userHistories, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { asOperator, asShopper, makeMember } from '../../testing/members.ts';

type Headers = Record<string, string>;

let app: TestApp;
let operator: Headers;
let shopper: Headers;

// 2026-01-10 12:00 in Seoul: a change saved now may apply from 2026-04-11 (00:00 Seoul) on.
const NOW = new Date('2026-01-10T03:00:00Z');
const EARLIEST = '2026-04-11';

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = operator) =>
  app.inject({ method, url: `/api/console${url}`, headers, ...(payload ? { payload } : {}) });

const platinum = {
  code: 'PLATINUM',
  name: '플래티넘',
  rank: 4,
  criterion: 'PURCHASE_AMOUNT__MONTH',
  threshold: 30_000_000,
  pointRateBp: 300,
  bonusRateBp: 400,
  effectiveFrom: EARLIEST,
};

beforeAll(async () => {
  app = await buildTestApp();
  app.clock.now = NOW;
  [operator, shopper] = [(await asOperator(app)).headers, (await asShopper(app)).headers];
});
afterAll(() => app.close());

describe('the grades console guard', () => {
  it.each([
    ['GET', '/users/grades'],
    ['POST', '/users/grades'],
    ['PUT', '/users/grades/SILVER'],
    ['GET', '/levels'],
    ['POST', '/rate-changes'],
  ] as const)('refuses %s %s to a consumer (403) and a guest (401)', async (method, url) => {
    expect((await call(method, url, {}, shopper)).statusCode).toBe(403);
    expect((await call(method, url, {}, {})).statusCode).toBe(401);
  });
});

describe('GET /api/console/users/grades', () => {
  it('answers the default ladder lowest first, with members counted per grade', async () => {
    const member = await makeMember(app);
    const res = await call('GET', '/users/grades');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.grades.map((g: { code: string }) => g.code)).toEqual(['NORMAL', 'SILVER', 'GOLD', 'DIAMOND']);
    expect(body.grades[0]).toMatchObject({ name: '일반', pointRateBp: 100, bonusRateBp: 0 });
    expect(body.grades[0].memberCount).toBeGreaterThanOrEqual(1);
    expect(body.earliestEffectiveDay).toBe(EARLIEST);
    await app.database.db.update(users).set({ gradeCode: 'GONE' }).where(eq(users._id, member.user._id));
    const again = (await call('GET', '/users/grades')).json();
    expect(again.grades[0].memberCount).toBe(body.grades[0].memberCount); // off the ladder: counted lowest
  });
});

describe('POST /api/console/users/grades', () => {
  it('schedules a new grade that shows as scheduled, not in effect', async () => {
    const res = await call('POST', '/users/grades', platinum);
    expect(res.statusCode).toBe(201);
    expect(res.json().grade).toMatchObject({ code: 'PLATINUM', effectiveFrom: '2026-04-10T15:00:00.000Z' });
    const list = (await call('GET', '/users/grades')).json();
    expect(list.grades.map((g: { code: string }) => g.code)).not.toContain('PLATINUM');
    expect(list.scheduled).toEqual([expect.objectContaining({ code: 'PLATINUM', name: '플래티넘' })]);
    expect((await call('POST', '/users/grades', platinum)).statusCode).toBe(409);
  });

  it('refuses a day earlier than 3 months after saving with 422', async () => {
    const res = await call('POST', '/users/grades', {
      ...platinum,
      code: 'RUBY',
      effectiveFrom: '2026-04-10',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(RATE_TOO_EARLY);
  });

  it.each([
    [{ code: 'x' }, '등급 코드는 영문 대문자로 시작하는 영문 대문자·숫자·_ 2~20자로 입력해주세요'],
    [{ name: ' ' }, '등급명을 입력해주세요'],
    [{ rank: -1 }, '순위는 0 이상이어야 합니다'],
    [{ criterion: 'AGE' }, '등급 기준을 선택해주세요'],
    [{ threshold: -5 }, '기준값은 0 이상이어야 합니다'],
    [{ pointRateBp: 10_001 }, '적립률은 100% 이하여야 합니다'],
    [{ bonusRateBp: 1.5 }, '직급수당률은 0.01% 단위로 입력해주세요'],
    [{ effectiveFrom: '2026/05/01' }, '날짜를 YYYY-MM-DD 형식으로 입력해주세요'],
  ])('refuses %j with 400 and its Korean message', async (field, message) => {
    const res = await call('POST', '/users/grades', { ...platinum, code: 'OPAL', ...field });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('PUT /api/console/users/grades/:code', () => {
  const silver = {
    name: '실버',
    rank: 1,
    criterion: 'SCORE__ACCUMULATED',
    threshold: 1_000,
    pointRateBp: 100,
    bonusRateBp: 100,
  };

  it('renames at once without a day', async () => {
    const res = await call('PUT', '/users/grades/SILVER', { ...silver, name: '실버회원' });
    expect(res.statusCode).toBe(200);
    const list = (await call('GET', '/users/grades')).json();
    expect(list.grades[1]).toMatchObject({ code: 'SILVER', name: '실버회원' });
  });

  it('refuses a rate change without a day, or too early, with 422; schedules one 3 months ahead', async () => {
    const now = await call('PUT', '/users/grades/SILVER', { ...silver, name: '실버회원', bonusRateBp: 150 });
    expect(now.statusCode).toBe(422);
    expect(now.json().message).toBe(RATE_TOO_EARLY);
    const early = await call('PUT', '/users/grades/SILVER', {
      ...silver,
      bonusRateBp: 150,
      effectiveFrom: '2026-02-01',
    });
    expect(early.statusCode).toBe(422);
    const later = await call('PUT', '/users/grades/SILVER', {
      ...silver,
      bonusRateBp: 150,
      effectiveFrom: '2026-05-01',
    });
    expect(later.statusCode).toBe(200);
    expect((await call('GET', '/users/grades')).json().grades[1].bonusRateBp).toBe(100);
  });

  it('answers 404 for an unknown code', async () => {
    expect((await call('PUT', '/users/grades/NOPE', silver)).statusCode).toBe(404);
  });
});

describe('DELETE /api/console/users/grades/versions/:_id', () => {
  it('cancels a scheduled version, 409 for one in effect, 404 for none', async () => {
    const { scheduled, grades: ladder } = (await call('GET', '/users/grades')).json();
    const plat = scheduled.find((g: { code: string }) => g.code === 'PLATINUM');
    expect((await call('DELETE', `/users/grades/versions/${plat._id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/users/grades/versions/${plat._id}`)).statusCode).toBe(404);
    const inEffect = await call('DELETE', `/users/grades/versions/${ladder[0]._id}`);
    expect(inEffect.statusCode).toBe(409);
    expect(inEffect.json().message).toBe('이미 적용된 변경은 취소할 수 없습니다');
  });
});

describe('PUT /api/console/users/:_id/grade', () => {
  const seen = async (_user: string): Promise<string> =>
    (await call('GET', `/users/${_user}/grade`)).json().grade.updatedAt;

  it('sets the grade with its history row, in one go', async () => {
    const member = await makeMember(app);
    const res = await call('PUT', `/users/${member.user._id}/grade`, {
      _grade: 'GOLD',
      reason: ' 우수 회원 ',
      updatedAt: await seen(member.user._id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().grade).toMatchObject({ code: 'GOLD', name: '골드', setAt: NOW.toISOString() });
    const history = await app.database.db
      .select()
      .from(userHistories)
      .where(and(eq(userHistories._user, member.user._id), eq(userHistories.action, 'GRADE_CHANGE')));
    expect(history).toEqual([
      expect.objectContaining({
        before: 'NORMAL',
        after: 'GOLD',
        reason: '우수 회원',
        _by: expect.any(String),
      }),
    ]);
    expect((await call('GET', `/users/${member.user._id}/grade`)).json().grade.code).toBe('GOLD');
    expect(
      (
        await call('PUT', `/users/${member.user._id}/grade`, {
          _grade: 'GOLD',
          reason: '다시',
          updatedAt: await seen(member.user._id),
        })
      ).statusCode,
    ).toBe(409);
  });

  it('two operators changing one member’s grade from the same screen: one 200, one 409, one history row', async () => {
    const member = await makeMember(app);
    const updatedAt = await seen(member.user._id);
    const second = (await asOperator(app)).headers;
    const answers = await Promise.all([
      call('PUT', `/users/${member.user._id}/grade`, { _grade: 'GOLD', reason: '승급', updatedAt }),
      call('PUT', `/users/${member.user._id}/grade`, { _grade: 'SILVER', reason: '승급', updatedAt }, second),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const stale = answers.find((a) => a.statusCode === 409)!;
    expect(stale.json()).toMatchObject({ code: 'STALE_EDIT', message: '다른 관리자가 먼저 변경했습니다' });
    const history = await app.database.db
      .select()
      .from(userHistories)
      .where(and(eq(userHistories._user, member.user._id), eq(userHistories.action, 'GRADE_CHANGE')));
    expect(history).toHaveLength(1);
  });

  it('answers 400 without a reason, 422 for an unknown grade, 404 for no member', async () => {
    const member = await makeMember(app);
    const updatedAt = await seen(member.user._id);
    const noReason = await call('PUT', `/users/${member.user._id}/grade`, {
      _grade: 'GOLD',
      reason: ' ',
      updatedAt,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('변경 사유를 입력해주세요');
    const unknown = await call('PUT', `/users/${member.user._id}/grade`, {
      _grade: 'PLATINUM',
      reason: '승급',
      updatedAt,
    });
    expect(unknown.statusCode).toBe(422);
    const none = await call('PUT', '/users/00000000-0000-4000-8000-000000000000/grade', {
      _grade: 'GOLD',
      reason: '승급',
      updatedAt,
    });
    expect(none.statusCode).toBe(404);
    expect(
      (
        await call(
          'PUT',
          `/users/${member.user._id}/grade`,
          { _grade: 'GOLD', reason: '승급', updatedAt },
          shopper,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('/api/console/levels', () => {
  it('lists the tiers by threshold, schedules, refuses too early, renames at once, cancels', async () => {
    const list = (await call('GET', '/levels')).json();
    expect(list.levels.map((l: { code: string; amount: number }) => [l.code, l.amount])).toEqual([
      ['BRONZE', 30_000],
      ['SILVER', 150_000],
      ['GOLD', 600_000],
    ]);
    const level = { code: 'DIAMOND', name: '다이아', threshold: 100_000_000, amount: 2_000_000 };
    const early = await call('POST', '/levels', { ...level, effectiveFrom: '2026-03-01' });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(RATE_TOO_EARLY);
    const bad = await call('POST', '/levels', { ...level, amount: -1, effectiveFrom: EARLIEST });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('장려금은 0원 이상이어야 합니다');
    const added = await call('POST', '/levels', { ...level, effectiveFrom: EARLIEST });
    expect(added.statusCode).toBe(201);
    const renamed = await call('PUT', '/levels/BRONZE', {
      name: '브론즈 레벨',
      threshold: 3_000_000,
      amount: 30_000,
    });
    expect(renamed.statusCode).toBe(200);
    const raise = await call('PUT', '/levels/BRONZE', {
      name: '브론즈 레벨',
      threshold: 3_000_000,
      amount: 40_000,
    });
    expect(raise.statusCode).toBe(422);
    expect((await call('PUT', '/levels/NOPE', level)).statusCode).toBe(404);
    const after = (await call('GET', '/levels')).json();
    expect(after.levels[0].name).toBe('브론즈 레벨');
    expect(after.scheduled).toEqual([expect.objectContaining({ code: 'DIAMOND' })]);
    expect((await call('DELETE', `/levels/versions/${after.scheduled[0]._id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/levels/versions/${after.levels[0]._id}`)).statusCode).toBe(409);
  });
});

describe('ladder versions in the database', () => {
  it('keeps one version per code and day (409 for a second)', async () => {
    const payload = { ...platinum, code: 'JADE' };
    expect((await call('POST', '/users/grades', payload)).statusCode).toBe(201);
    const versions = await app.database.db.select().from(grades).where(eq(grades.code, 'JADE'));
    expect(versions).toHaveLength(1);
  });
});
