import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userHistories, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { asOperator, asShopper, makeMember } from '../../testing/members.ts';
import { type Headers, makePromoter } from '../../testing/promoters.ts';

let app: TestApp;
let operator: Headers;
let secondOperator: Headers;
let shopper: Headers;

beforeAll(async () => {
  app = await buildTestApp();
  operator = (await asOperator(app)).headers;
  // a second operator's session: the same demo operator logged in again
  secondOperator = (await asOperator(app)).headers;
  shopper = (await asShopper(app)).headers;
});
afterAll(() => app.close());

const detail = async (_id: string) =>
  (await app.inject({ method: 'GET', url: `/api/console/users/${_id}`, headers: operator })).json().user;
const edit = (_id: string, payload: object, headers: Headers = operator) => {
  app.clock.advance(1000);
  return app.inject({ method: 'PUT', url: `/api/console/users/${_id}`, headers, payload });
};
const sponsor = (_id: string, payload: object, headers: Headers = operator) => {
  app.clock.advance(1000);
  return app.inject({ method: 'PUT', url: `/api/console/users/${_id}/sponsor`, headers, payload });
};
const historiesOf = (_user: string, action: 'PROFILE_CHANGE' | 'SPONSOR_CHANGE') =>
  app.database.db
    .select()
    .from(userHistories)
    .where(eq(userHistories._user, _user))
    .then((rows) => rows.filter((r) => r.action === action));

describe('PUT /api/console/users/{_id} (기본정보)', () => {
  it('changes name, e-mail and phone with the updatedAt the screen showed, and records before → after', async () => {
    const member = await makeMember(app, { name: '김수정', phone: '010-1111-2222' });
    const seen = await detail(member.user._id);
    const res = await edit(member.user._id, {
      name: '김바뀜',
      email: `changed${Date.now()}@example.com`,
      phone: '010-3333-4444',
      updatedAt: seen.updatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ name: '김바뀜', phone: '01033334444' });
    expect(res.json().user.updatedAt).not.toBe(seen.updatedAt);
    const [history] = await historiesOf(member.user._id, 'PROFILE_CHANGE');
    expect(history).toMatchObject({ before: `김수정 / ${seen.email} / 01011112222` });
    expect(history!.after).toContain('김바뀜');
  });

  it('refuses an edit made on a stale screen with 409, changing nothing', async () => {
    const member = await makeMember(app, { name: '김동시' });
    const seen = await detail(member.user._id);
    const body = { name: '첫번째', email: seen.email, phone: seen.phone, updatedAt: seen.updatedAt };
    expect((await edit(member.user._id, body)).statusCode).toBe(200);
    const late = await edit(member.user._id, { ...body, name: '두번째' }, secondOperator);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'STALE_EDIT', message: '다른 관리자가 먼저 변경했습니다' });
    expect((await detail(member.user._id)).name).toBe('첫번째');
  });

  it('two operators saving at once: one 200, one 409, one history row', async () => {
    const member = await makeMember(app, { name: '김경쟁' });
    const seen = await detail(member.user._id);
    const body = (name: string) => ({
      name,
      email: seen.email,
      phone: seen.phone,
      updatedAt: seen.updatedAt,
    });
    const answers = await Promise.all([
      edit(member.user._id, body('가운영'), operator),
      edit(member.user._id, body('나운영'), secondOperator),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await historiesOf(member.user._id, 'PROFILE_CHANGE')).toHaveLength(1);
  });

  it('answers each bad field with its Korean message (400), an e-mail another member holds with 409', async () => {
    const member = await makeMember(app);
    const other = await makeMember(app);
    const seen = await detail(member.user._id);
    const good = { name: seen.name, email: seen.email, phone: seen.phone, updatedAt: seen.updatedAt };
    const bad = await edit(member.user._id, { ...good, phone: '02-12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/연락처|휴대폰/);
    expect((await edit(member.user._id, { ...good, email: 'not-an-email' })).statusCode).toBe(400);
    expect((await edit(member.user._id, { ...good, updatedAt: 'yesterday' })).json().message).toBe(
      '회원 정보를 다시 불러와주세요',
    );
    const taken = await edit(member.user._id, { ...good, email: other.body.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('이미 사용중인 이메일입니다');
  });

  it('a guest gets 401, a consumer 403, an unknown member 404', async () => {
    const body = {
      name: '홍길동',
      email: 'a@example.com',
      phone: '010-1234-5678',
      updatedAt: new Date().toISOString(),
    };
    const id = '4b0b3a6e-2d4f-4c2b-9c1e-1f2a3b4c5d6e';
    expect(
      (await app.inject({ method: 'PUT', url: `/api/console/users/${id}`, payload: body })).statusCode,
    ).toBe(401);
    expect((await edit(id, body, shopper)).statusCode).toBe(403);
    expect((await edit(id, body)).statusCode).toBe(404);
  });
});

describe('GET /api/console/users/{_id}: 변경 이력', () => {
  it('carries the audit log’s rows about the member, a points grant with its reason among them', async () => {
    const member = await makeMember(app);
    const grant = await app.inject({
      method: 'POST',
      url: '/api/console/users/points',
      headers: operator,
      payload: { _user: member.user._id, amount: 1_000, reason: '리뷰 이벤트 당첨' },
    });
    expect(grant.statusCode, grant.body).toBe(201);
    const { audits } = await detail(member.user._id);
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'POINTS_ADJUST',
        reason: '리뷰 이벤트 당첨',
        before: { points: 0 },
        after: { points: 1_000 },
      }),
    ]);
  });
});

describe('PUT /api/console/users/{_id}/sponsor (추천인 변경)', () => {
  it('moves a member to another promoter with a reason, recorded as SPONSOR_CHANGE', async () => {
    const first = await makePromoter(app);
    const second = await makePromoter(app);
    const member = await makeMember(app, { promoterCode: first.promoterCode });
    const seen = await detail(member.user._id);
    const res = await sponsor(member.user._id, {
      _promoter: second.user._id,
      reason: '추천인 착오 정정',
      updatedAt: seen.updatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.sponsor).toMatchObject({ _id: second.user._id });
    const [history] = await historiesOf(member.user._id, 'SPONSOR_CHANGE');
    expect(history).toMatchObject({
      before: first.body.username,
      after: second.body.username,
      reason: '추천인 착오 정정',
    });
  });

  it('refuses a consumer, the member, and anyone below the member (a cycle) with 422', async () => {
    const top = await makePromoter(app);
    const below = await makePromoter(app, top.promoterCode);
    const consumer = await makeMember(app);
    const seen = await detail(top.user._id);
    const ask = (_promoter: string) =>
      sponsor(top.user._id, { _promoter, reason: '변경', updatedAt: seen.updatedAt });
    const notPromoter = await ask(consumer.user._id);
    expect(notPromoter.statusCode).toBe(422);
    expect(notPromoter.json().message).toBe('정회원만 추천인으로 지정할 수 있습니다');
    expect((await ask(top.user._id)).json().message).toBe('본인을 추천인으로 지정할 수 없습니다');
    const cycle = await ask(below.user._id);
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().code).toBe('SPONSOR_CYCLE');
    const [row] = await app.database.db.select().from(users).where(eq(users._id, top.user._id));
    expect(row!._promoter).not.toBe(below.user._id);
  });

  it('needs a reason (400 변경 사유를 입력해주세요) and the screen’s updatedAt (409 when stale)', async () => {
    const promoter = await makePromoter(app);
    const member = await makeMember(app);
    const seen = await detail(member.user._id);
    const noReason = await sponsor(member.user._id, {
      _promoter: promoter.user._id,
      reason: ' ',
      updatedAt: seen.updatedAt,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('변경 사유를 입력해주세요');
    await edit(member.user._id, {
      name: '먼저바뀜',
      email: seen.email,
      phone: seen.phone,
      updatedAt: seen.updatedAt,
    });
    const stale = await sponsor(member.user._id, {
      _promoter: promoter.user._id,
      reason: '변경',
      updatedAt: seen.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('a guest gets 401 and a consumer 403', async () => {
    const id = '4b0b3a6e-2d4f-4c2b-9c1e-1f2a3b4c5d6e';
    const body = { _promoter: id, reason: '변경', updatedAt: new Date().toISOString() };
    expect(
      (await app.inject({ method: 'PUT', url: `/api/console/users/${id}/sponsor`, payload: body }))
        .statusCode,
    ).toBe(401);
    expect((await sponsor(id, body, shopper)).statusCode).toBe(403);
  });
});
