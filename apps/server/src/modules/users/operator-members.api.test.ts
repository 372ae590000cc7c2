import { randomUUID } from 'node:crypto';
import { messages } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeOperator, userOf } from '../../testing/desk.ts';
import {
  asOperator,
  asPromoter,
  asShopper,
  basic,
  joinBodyFor,
  logIn,
  makeMember,
} from '../../testing/members.ts';

type Headers = Record<string, string>;

let app: TestApp;
let operator: Headers;
let operatorId: string;
let shopper: Headers;
let promoter: Headers;
let promoterId: string;

beforeAll(async () => {
  app = await buildTestApp();
  const op = await asOperator(app);
  [operator, operatorId] = [op.headers, userOf(op.accessToken)];
  shopper = (await asShopper(app)).headers;
  const pr = await asPromoter(app);
  [promoter, promoterId] = [pr.headers, userOf(pr.accessToken)];
});
afterAll(() => app.close());

const register = (payload: object, headers: Headers = operator) =>
  app.inject({ method: 'POST', url: '/api/console/users', headers, payload });
const close = (_id: string, payload?: object, headers: Headers = operator) => {
  // The test clock stands still; a moment passes between requests, as in life, so histories order.
  app.clock.advance(1000);
  return app.inject({
    method: 'DELETE',
    url: `/api/console/users/${_id}`,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
};
const meInfo = (headers: Headers) => app.inject({ method: 'GET', url: '/api/v1/me/info', headers });

const forbidden = { message: '접근권한이 없습니다', code: 'FORBIDDEN' };

describe('POST /api/console/users', () => {
  it("registers a member with the join rules, recorded as the operator's, who can then log in", async () => {
    const [sponsor] = await app.database.db.select().from(users).where(eq(users._id, promoterId));
    const body = await joinBodyFor(app, {
      name: '전화가입',
      phone: '010-2468-1357',
      promoterCode: sponsor!.promoterCode!.toLowerCase(),
    });
    const res = await register(body);
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json().user;
    expect(user).toMatchObject({
      username: body.username,
      name: '전화가입',
      phone: '01024681357',
      type: 'CONSUMER',
      state: 'ACTIVE',
      sponsor: { _id: promoterId },
    });
    expect(user.agreements.every((a: { necessary: boolean }) => a.necessary)).toBe(true);
    expect(user.histories).toEqual([
      expect.objectContaining({
        action: 'JOIN',
        reason: '관리자 등록: 추천인코드로 가입',
        by: { _id: operatorId, username: expect.any(String) },
      }),
    ]);
    const login = await logIn(app, body.username, body.password);
    expect((await meInfo(login.headers)).json().user.username).toBe(body.username);
  });

  it("answers 400 with the join form's messages to bad input", async () => {
    const cases: [object, string][] = [
      [{ username: 'Upper1' }, '아이디를 영문 소문자 및 숫자로만 작성해주세요'],
      [{ password: 'short1!' }, '비밀번호를 8 ~ 16자 사이로 작성해주세요'],
      [{ email: 'not-an-email' }, messages.email],
      [{ phone: '010' }, messages.phone],
      [{ _terms: [] }, messages.termsRequired],
    ];
    for (const [override, message] of cases) {
      const res = await register(await joinBodyFor(app, override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const empty = await register({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toEqual(expect.any(String));
  });

  it('answers 409 to a username or an e-mail a member holds, and 422 to an unknown referral code', async () => {
    const first = await makeMember(app, { email: 'Taken@Example.com' });
    const sameName = await register(await joinBodyFor(app, { username: first.body.username }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ code: 'USERNAME_TAKEN', message: '이미 사용중인 아이디입니다' });
    const sameEmail = await register(await joinBodyFor(app, { email: 'taken@example.com' }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: '이미 사용중인 이메일입니다' });
    const unknownCode = await register(await joinBodyFor(app, { promoterCode: 'ZZZZZZZ' }));
    expect(unknownCode.statusCode).toBe(422);
    expect(unknownCode.json().message).toBe('존재하지 않는 추천인코드입니다');
    // Nothing was half-made by the refusals.
    const rows = await app.database.db.select().from(users).where(eq(users.email, 'taken@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('accepts the e-mail of a member who has left', async () => {
    const gone = await makeMember(app, { email: 'again@example.com' });
    expect((await close(gone.user._id, { reason: '본인 요청' })).statusCode).toBe(200);
    const res = await register(await joinBodyFor(app, { email: 'again@example.com' }));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('answers 401 to a guest and 403 to members', async () => {
    const body = await joinBodyFor(app);
    expect((await app.inject({ method: 'POST', url: '/api/console/users', payload: body })).statusCode).toBe(
      401,
    );
    for (const headers of [shopper, promoter]) {
      const res = await register(body, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
  });
});

describe('DELETE /api/console/users/:_id', () => {
  it('closes the account as leaving does: anonymised, recorded with the reason, every session ended', async () => {
    const member = await makeMember(app, { name: '닫을회원' });
    expect((await meInfo(member.headers)).statusCode).toBe(200);
    const res = await close(member.user._id, { reason: '  고객센터 전화 요청  ' });
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json().user;
    expect(user).toMatchObject({ state: 'LEFT', name: '탈퇴회원', email: '', phone: '', promoterCode: null });
    expect(user.username).not.toBe(member.body.username);
    expect(user.leftAt).toEqual(expect.any(String));
    expect(user.histories[0]).toMatchObject({
      action: 'LEAVE',
      before: 'ACTIVE',
      after: 'LEFT',
      reason: '고객센터 전화 요청',
      by: { _id: operatorId },
    });
    // The member's access token is refused at once, the refresh token and the password too.
    expect((await meInfo(member.headers)).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'GET',
      url: '/api/auth/accessToken',
      headers: { authorization: `Bearer ${member.refreshToken}` },
    });
    expect(refresh.statusCode).toBe(401);
    const login = await app.inject({
      method: 'GET',
      url: '/api/auth/refreshToken',
      headers: { authorization: basic(member.body.username, member.body.password) },
    });
    expect(login.statusCode).toBe(401);
    // The username stays taken, as after leaving (decision 0042).
    const again = await app.inject({ method: 'POST', url: '/api/v1/users', payload: member.body });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 사용중인 아이디입니다');
  });

  it('closes a suspended member, recording the state it came from', async () => {
    const member = await makeMember(app);
    const suspend = await app.inject({
      method: 'PUT',
      url: `/api/console/users/${member.user._id}/state`,
      headers: operator,
      payload: { state: 'SUSPENDED', reason: '이상 거래' },
    });
    expect(suspend.statusCode).toBe(200);
    const res = await close(member.user._id, { reason: '정지 후 탈퇴 요청' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.histories[0]).toMatchObject({
      action: 'LEAVE',
      before: 'SUSPENDED',
      after: 'LEFT',
    });
  });

  it('answers 400 with a Korean message without a reason', async () => {
    const member = await makeMember(app);
    for (const payload of [undefined, {}, { reason: '' }, { reason: '   ' }, { reason: 7 }]) {
      const res = await close(member.user._id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe('탈퇴 처리 사유를 입력해주세요');
    }
    const long = await close(member.user._id, { reason: '가'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('탈퇴 처리 사유를 200자 이하로 입력해주세요');
    expect((await meInfo(member.headers)).statusCode).toBe(200);
  });

  it('answers 409 when the account is already closed, 404 when unknown and 400 for a malformed id', async () => {
    const member = await makeMember(app);
    expect((await close(member.user._id, { reason: '첫 요청' })).statusCode).toBe(200);
    const twice = await close(member.user._id, { reason: '두 번째 요청' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'USER_ALREADY_LEFT', message: '이미 탈퇴한 회원입니다' });
    const unknown = await close(randomUUID(), { reason: '없는 회원' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'USER_NOT_FOUND', message: '회원을 찾을 수 없습니다' });
    const bad = await close('nobody', { reason: '형식 오류' });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses to close a console account: another operator's 403, the operator's own 409", async () => {
    const other = await makeOperator(app);
    const theirs = await close(other._user, { reason: '퇴사' });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({
      code: 'OPERATOR_ACCOUNT_CLOSE',
      message: '관리자 계정은 탈퇴 처리할 수 없습니다. 먼저 회원 유형을 변경해주세요',
    });
    const own = await close(operatorId, { reason: '퇴사' });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({
      code: 'OWN_ACCOUNT_CLOSE',
      message: '본인 계정은 탈퇴 처리할 수 없습니다',
    });
    expect((await meInfo(other.headers)).statusCode).toBe(200);
    expect((await meInfo(operator)).statusCode).toBe(200);
  });

  it('answers 401 to a guest and 403 to members, closing nothing', async () => {
    const member = await makeMember(app);
    const guest = await app.inject({
      method: 'DELETE',
      url: `/api/console/users/${member.user._id}`,
      payload: { reason: '손님' },
    });
    expect(guest.statusCode).toBe(401);
    for (const headers of [shopper, promoter]) {
      const res = await close(member.user._id, { reason: '회원' }, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    expect((await meInfo(member.headers)).statusCode).toBe(200);
  });
});
