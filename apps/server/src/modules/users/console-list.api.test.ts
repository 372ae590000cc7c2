import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { asOperator, asShopper, makeMember, termIds } from '../../testing/members.ts';
import { creditBonus, type Headers, makePromoter } from '../../testing/promoters.ts';

let app: TestApp;
let operator: Headers;
let shopper: Headers;

beforeAll(async () => {
  app = await buildTestApp();
  operator = (await asOperator(app)).headers;
  shopper = (await asShopper(app)).headers;
});
afterAll(() => app.close());

type Row = {
  _id: string;
  username: string;
  promoteeCount: number;
  sponsor: { _id: string; username: string } | null;
  grade: { code: string; name: string };
  bonusBalance: number;
  lastLoginAt: string | null;
};
const list = async (query: string, headers: Headers = operator) => {
  const res = await app.inject({ method: 'GET', url: `/api/console/users?${query}`, headers });
  return {
    status: res.statusCode,
    body: res.json() as { summary: { totalCount: number }; users: Row[]; message?: string },
  };
};

describe('GET /api/console/users: filters, columns and sorting', () => {
  it('finds a sponsor’s promotees, with grade, bonus balance and last login in each row', async () => {
    const promoter = await makePromoter(app);
    const a = await makeMember(app, { promoterCode: promoter.promoterCode });
    const aJoined = app.clock.now.toISOString();
    app.clock.advance(1000);
    const b = await makeMember(app, { promoterCode: promoter.promoterCode });
    await creditBonus(app, promoter.user._id, 12_340);
    const { body } = await list(`_promoter=${promoter.user._id}&sort=JOINED_ASC`);
    expect(body.summary.totalCount).toBe(2);
    expect(body.users.map((u) => u._id)).toEqual([a.user._id, b.user._id]);
    expect(body.users[0]).toMatchObject({ grade: { code: 'NORMAL', name: '일반' }, bonusBalance: 0 });
    // makeMember logged each of them in as they joined
    expect(body.users[0]!.lastLoginAt).toBe(aJoined);
    const self = (await list(`searchKey=username&searchValue=${promoter.body.username}`)).body.users[0]!;
    expect(self).toMatchObject({ bonusBalance: 12_340, promoteeCount: 2 });
    // the promotees' row names their sponsor
    expect(body.users[1]).toMatchObject({
      sponsor: { _id: promoter.user._id, username: promoter.body.username },
      promoteeCount: 0,
    });
  });

  it('filters by grade, join days (Seoul) and marketing consent', async () => {
    const gold = await makeMember(app);
    await app.database.db.update(users).set({ gradeCode: 'GOLD' }).where(eq(users._id, gold.user._id));
    const golds = (await list('grade=GOLD')).body.users.map((u) => u._id);
    expect(golds).toContain(gold.user._id);
    expect((await list('grade=GOLD')).body.users.every((u) => u.grade.code === 'GOLD')).toBe(true);

    // joined at 2026-03-01 00:30 Seoul (2026-02-28 15:30 UTC): on the 1st, not the 28th
    const march = await makeMember(app);
    await app.database.db
      .update(users)
      .set({ createdAt: new Date('2026-02-28T15:30:00Z') })
      .where(eq(users._id, march.user._id));
    expect((await list('from=2026-03-01&to=2026-03-01')).body.users.map((u) => u._id)).toEqual([
      march.user._id,
    ]);
    expect((await list('from=2026-02-28&to=2026-02-28')).body.users.map((u) => u._id)).not.toContain(
      march.user._id,
    );

    const all = await termIds(app, 'all');
    const required = await termIds(app, 'required');
    const consenting = await makeMember(app, { _terms: all });
    const declining = await makeMember(app, { _terms: required });
    const agreed = (await list('marketing=AGREED&sort=JOINED_DESC')).body.users.map((u) => u._id);
    const notAgreed = (await list('marketing=NOT_AGREED&sort=JOINED_DESC')).body.users.map((u) => u._id);
    expect(agreed).toContain(consenting.user._id);
    expect(agreed).not.toContain(declining.user._id);
    expect(notAgreed).toContain(declining.user._id);
  });

  it('sorts by bonus balance and by last login, never losing a row between pages', async () => {
    const rich = await makePromoter(app);
    await creditBonus(app, rich.user._id, 9_999_999);
    const top = (await list('sort=BONUS_DESC')).body.users[0]!;
    expect(top._id).toBe(rich.user._id);
    app.clock.advance(60_000);
    const latest = await makeMember(app);
    expect((await list('sort=LAST_LOGIN_DESC')).body.users[0]!._id).toBe(latest.user._id);
    const whole = (await list('sort=NAME&limit=100')).body;
    const paged: string[] = [];
    for (let skip = 0; skip < whole.summary.totalCount; skip += 7)
      paged.push(...(await list(`sort=NAME&skip=${skip}&limit=7`)).body.users.map((u) => u._id));
    expect(paged).toEqual(whole.users.map((u) => u._id).slice(0, paged.length));
  });

  it('finds a name by any piece of it, as ILIKE does, through the pairs index (migration 0020)', async () => {
    const named = async (name: string) => {
      const m = await makeMember(app);
      await app.database.db.update(users).set({ name }).where(eq(users._id, m.user._id));
      return m.user._id;
    };
    const minseo = await named('검색민서');
    const latin = await named('Kim_Ha%늘');
    const found = async (value: string) =>
      (await list(`searchKey=name&searchValue=${encodeURIComponent(value)}&limit=100`)).body.users.map(
        (u) => u._id,
      );
    for (const value of ['민서', '검색민서', '색민', '민'])
      expect(await found(value), value).toContain(minseo);
    for (const value of ['kim', 'KIM_', 'm_h', 'a%늘', '%', 'Ha%늘'])
      expect(await found(value), value).toContain(latin);
    for (const value of ['서민', '검민', 'kimh', 'a_늘']) {
      expect(await found(value), value).not.toContain(minseo);
      expect(await found(value), value).not.toContain(latin);
    }
  });

  it('counts a search in the pass that reads its page, the same count on every page and past the end', async () => {
    for (const n of [1, 2, 3, 4, 5]) await makeMember(app, { username: `countsearch${n}` });
    for (const sort of ['JOINED_DESC', 'POINT_DESC', 'BONUS_DESC'])
      for (const [skip, rows] of [
        [0, 2],
        [4, 1],
        [1_000, 0],
      ]) {
        const { body } = await list(
          `searchKey=username&searchValue=ntsear&sort=${sort}&skip=${skip}&limit=2`,
        );
        expect([body.summary.totalCount, body.users.length], `${sort} ${skip}`).toEqual([5, rows]);
      }
  });

  it('answers a bad filter with 400 and its Korean message; a consumer 403', async () => {
    expect((await list('sort=RICHEST')).body.message).toBe('정렬 기준을 확인해주세요');
    const backwards = await list('from=2026-03-02&to=2026-03-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('조회 시작일은 종료일보다 늦을 수 없습니다');
    expect((await list('_promoter=nobody')).body.message).toBe('추천인을 확인해주세요');
    expect((await list('marketing=maybe')).status).toBe(400);
    expect((await list('', shopper)).status).toBe(403);
  });
});
