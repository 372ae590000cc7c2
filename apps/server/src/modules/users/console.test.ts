import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, demoAccounts, type TestApp } from '../../testing/app.ts';
import { makeApplicant } from '../../testing/applications.ts';
import { asOperator, asPromoter, asShopper, joinBodyFor, logIn, makeMember } from '../../testing/members.ts';

type Headers = Record<string, string>;

let app: TestApp;
let webDist: string;
let operator: Headers;
let shopper: Headers;
let promoter: Headers;
let shopperId: string;
let promoterId: string;
let operatorId: string;
const payloadOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());

beforeAll(async () => {
  // With a built web app present, whose GET /* must not swallow console paths.
  webDist = await mkdtemp(path.join(tmpdir(), 'shop-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>shop</title>');
  app = await buildTestApp({ webDist });
  const op = await asOperator(app);
  const sh = await asShopper(app);
  const pr = await asPromoter(app);
  [operator, shopper, promoter] = [op.headers, sh.headers, pr.headers];
  [operatorId, shopperId, promoterId] = [op, sh, pr].map((s) => payloadOf(s.accessToken)._user);
});
afterAll(async () => {
  await app.close();
  await rm(webDist, { recursive: true, force: true });
});

const list = (query = '', headers: Headers = operator) =>
  app.inject({ method: 'GET', url: `/api/console/users${query}`, headers });
const detail = (_id: string, headers: Headers = operator) =>
  app.inject({ method: 'GET', url: `/api/console/users/${_id}`, headers });
const changeType = (_id: string, payload: object, headers: Headers = operator) =>
  app.inject({ method: 'PUT', url: `/api/console/users/${_id}/type`, headers, payload });
const refreshedPayload = async (refreshToken: string) => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/auth/accessToken',
    headers: { authorization: `Bearer ${refreshToken}` },
  });
  expect(res.statusCode).toBe(200);
  return { ...payloadOf(res.json().accessToken), refreshToken: res.json().refreshToken as string };
};

const forbidden = { message: '접근권한이 없습니다', code: 'FORBIDDEN' };
const loginRequired = { message: '로그인 후 이용가능합니다', code: 'LOGIN_REQUIRED' };

describe('the console guard', () => {
  it.each([
    ['GET', '/api/console/users'],
    ['GET', `/api/console/users/${randomUUID()}`],
    ['PUT', `/api/console/users/${randomUUID()}/type`],
    ['GET', '/api/console/nope'],
    ['POST', '/api/console/users'],
    ['GET', '/api/console'],
  ])('answers 401 to a guest and 403 to shoppers and promoters on %s %s', async (method, url) => {
    const payload = method === 'PUT' ? { type: 'PROMOTER', reason: 'x' } : undefined;
    const guest = await app.inject({ method: method as 'GET', url, payload });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(loginRequired);
    for (const headers of [shopper, promoter]) {
      const res = await app.inject({ method: method as 'GET', url, headers, payload });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
  });

  it('answers 404 to an operator for a console path that does not exist', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/console/nope/deeper', headers: operator });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: '요청하신 주소를 찾을 수 없습니다', code: 'NOT_FOUND' });
    }
  });

  it('leaves the web console pages to the web app', async () => {
    const res = await app.inject({ method: 'GET', url: '/console/users' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('keeps its catch-all routes out of the API documentation', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toContain('/api/console/users');
    expect(paths.filter((p) => p === '/api/console' || p.includes('*'))).toEqual([]);
  });
});

describe('GET /api/console/users', () => {
  it('finds nobody for a phone search without digits', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/console/users?searchKey=phone&searchValue=---',
      headers: operator,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().summary.totalCount).toBe(0);
  });

  let target: Awaited<ReturnType<typeof makeMember>>;
  beforeAll(async () => {
    target = await makeMember(app, { name: '검색대상', phone: '031-777-8888' });
  });

  it('answers the summary and the members, newest first', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const { summary, users } = res.json();
    expect(summary.totalCount).toBe(users.length);
    expect(summary.totalCount).toBeGreaterThanOrEqual(4);
    expect(users[0]).toMatchObject({ _id: target.user._id, state: 'ACTIVE', leftAt: null, point: 0 });
    const promoterRow = users.find((u: { username: string }) => u.username === 'promoter');
    expect(promoterRow).toMatchObject({ type: 'PROMOTER', promoterCode: 'WELCOME', sponsor: null });
    expect(promoterRow.promoteeCount).toBeGreaterThanOrEqual(2);
    expect(res.body).not.toMatch(/password|argon/i);
  });

  it('searches by name by default, and by username', async () => {
    const byName = await list(`?searchValue=${encodeURIComponent('검색대')}`);
    expect(byName.json().users.map((u: { _id: string }) => u._id)).toEqual([target.user._id]);
    expect(byName.json().summary.totalCount).toBe(1);
    const byUsername = await list('?searchKey=username&searchValue=SHOPP');
    expect(byUsername.json().users.map((u: { username: string }) => u.username)).toEqual(['shopper']);
  });

  it('searches by phone written with or without dashes', async () => {
    for (const value of ['031-777-8888', '0317778888', '777-88']) {
      const res = await list(`?searchKey=phone&searchValue=${encodeURIComponent(value)}`);
      expect(res.json().users.map((u: { _id: string }) => u._id)).toEqual([target.user._id]);
    }
  });

  it('searches % and _ literally', async () => {
    for (const value of ['%', '_', '\\']) {
      const res = await list(`?searchKey=username&searchValue=${encodeURIComponent(value)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().summary.totalCount).toBe(0);
    }
  });

  it('filters by type and by state', async () => {
    const operators = await list('?type=OPERATOR');
    expect(operators.json().users.map((u: { username: string }) => u.username)).toEqual(['admin']);
    const left = await makeMember(app);
    await app.inject({
      method: 'POST',
      url: '/api/v1/me/withdraw',
      headers: left.headers,
      payload: { password: left.body.password, reason: '기타' },
    });
    const leftList = await list('?state=LEFT');
    expect(leftList.json().users).toEqual([
      expect.objectContaining({ _id: left.user._id, state: 'LEFT', name: '탈퇴회원' }),
    ]);
    const active = await list('?state=ACTIVE&type=CONSUMER&limit=100');
    expect(active.json().users.every((u: { state: string; type: string }) => u.state === 'ACTIVE')).toBe(
      true,
    );
    expect(active.json().users.some((u: { _id: string }) => u._id === left.user._id)).toBe(false);
  });

  it('pages by skip and limit headers, as the specification sends them', async () => {
    const all = (await list('?limit=100')).json();
    const page = await app.inject({
      method: 'GET',
      url: '/api/console/users',
      headers: { ...operator, skip: '1', limit: '2' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().summary.totalCount).toBe(all.summary.totalCount);
    expect(page.json().users.map((u: { _id: string }) => u._id)).toEqual(
      all.users.slice(1, 3).map((u: { _id: string }) => u._id),
    );
  });

  it('pages by skip and limit in the query string', async () => {
    const all = (await list('?limit=100')).json();
    const page = await list('?skip=2&limit=1');
    expect(page.json().users.map((u: { _id: string }) => u._id)).toEqual([all.users[2]._id]);
    const beyond = await list('?skip=1000');
    expect(beyond.json()).toEqual({ summary: { totalCount: all.summary.totalCount }, users: [] });
  });

  it.each([['limit=0'], ['limit=1000'], ['limit=x'], ['skip=-1']])(
    'answers 400 BAD_PAGING for %s',
    async (query) => {
      const res = await list(`?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_PAGING', message: expect.stringMatching(/[가-힣]/) });
      const [name, value] = query.split('=') as [string, string];
      const asHeader = await app.inject({
        method: 'GET',
        url: '/api/console/users',
        headers: { ...operator, [name]: value },
      });
      expect(asHeader.statusCode).toBe(400);
    },
  );

  it.each([
    ['an unknown type', '?type=ROOT'],
    ['an unknown state', '?state=GONE'],
    ['an unknown search key', '?searchKey=email&searchValue=a'],
    ['a search value over 50 characters', `?searchValue=${'a'.repeat(51)}`],
  ])('answers 400 for %s', async (_, query) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers 401 ACCESS_TOKEN_EXPIRED for an expired operator token', async () => {
    const { headers } = await asOperator(app);
    app.clock.advance(16 * 60_000);
    const res = await list('', headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('ACCESS_TOKEN_EXPIRED');
    operator = (await asOperator(app)).headers;
    shopper = (await asShopper(app)).headers;
    promoter = (await asPromoter(app)).headers;
  });
});

describe('GET /api/console/users/:_id', () => {
  it('answers the member with agreements, histories and sponsor', async () => {
    const res = await detail(shopperId);
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({
      _id: shopperId,
      username: 'shopper',
      type: 'CONSUMER',
      state: 'ACTIVE',
      sponsor: { _id: promoterId, username: 'promoter', name: '박정훈', promoterCode: 'WELCOME' },
      promoteeCount: 0,
    });
    expect(user.agreements.map((a: { code: string }) => a.code)).toEqual(['service', 'privacy', 'marketing']);
    expect(user.agreements[0]).toEqual({
      code: 'service',
      subject: '이용약관',
      necessary: true,
      version: 1,
      agreedAt: expect.any(String),
    });
    expect(user.histories).toEqual([
      expect.objectContaining({
        action: 'JOIN',
        reason: '데모 데이터',
        by: null,
        createdAt: expect.any(String),
      }),
    ]);
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const res = await detail('abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: '잘못된 식별자입니다', code: 'VALIDATION_FAILED' });
  });

  it('answers 404 for an unknown member', async () => {
    const res = await detail(randomUUID());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: '회원을 찾을 수 없습니다', code: 'USER_NOT_FOUND' });
  });

  it('answers 401 to a guest and 403 to a shopper or promoter', async () => {
    expect((await detail(shopperId, {})).statusCode).toBe(401);
    expect((await detail(shopperId, shopper)).json()).toEqual(forbidden);
    expect((await detail(shopperId, promoter)).statusCode).toBe(403);
  });
});

describe('PUT /api/console/users/:_id/type', () => {
  it("approves a consumer's application: a 7-character referral code others can join with", async () => {
    const member = await makeApplicant(app);
    app.clock.advance(1000); // histories are ordered by time
    const res = await changeType(member.user._id, { type: 'PROMOTER', reason: '  정회원 승인  ' });
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({ _id: member.user._id, type: 'PROMOTER' });
    expect(user.promoterCode).toMatch(/^[A-HJ-NP-Z2-9]{7}$/);
    expect(user.histories[0]).toMatchObject({
      action: 'TYPE_CHANGE',
      before: 'CONSUMER',
      after: 'PROMOTER',
      reason: '정회원 승인',
      by: { _id: operatorId, username: demoAccounts.operator.username },
    });

    const promotee = await app.inject({
      method: 'POST',
      url: '/api/v1/users',
      payload: await joinBodyFor(app, { promoterCode: user.promoterCode.toLowerCase() }),
    });
    expect(promotee.statusCode).toBe(201);
    const promoteeDetail = (await detail(promotee.json().user._id)).json().user;
    expect(promoteeDetail.sponsor).toMatchObject({ _id: member.user._id, promoterCode: user.promoterCode });
    expect((await detail(member.user._id)).json().user.promoteeCount).toBe(1);
  });

  it("changes the type in the member's next refreshed access token", async () => {
    const member = await makeApplicant(app);
    app.clock.advance(1000); // histories are ordered by time
    await changeType(member.user._id, { type: 'PROMOTER', reason: '정회원 승인' });
    const promoted = await refreshedPayload(member.refreshToken);
    app.clock.advance(1000);
    expect(promoted).toMatchObject({ userType: 'PROMOTER', scope: ['promoter'] });
    const demote = await changeType(member.user._id, { type: 'CONSUMER', reason: '정회원 해지' });
    expect(demote.statusCode).toBe(200);
    expect(demote.json().user.histories.map((h: { action: string }) => h.action)).toEqual([
      'TYPE_CHANGE',
      'TYPE_CHANGE',
      'JOIN',
    ]);
    const demoted = await refreshedPayload(promoted.refreshToken);
    expect(demoted).toMatchObject({ userType: 'CONSUMER', scope: [] });
  });

  it('answers 409 when the member already has the type', async () => {
    const res = await changeType(shopperId, { type: 'CONSUMER', reason: '변경' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: '이미 준회원입니다', code: 'SAME_TYPE' });
  });

  it('changes a member once when two operators race', async () => {
    const member = await makeApplicant(app);
    const results = await Promise.all([
      changeType(member.user._id, { type: 'PROMOTER', reason: '승인' }),
      changeType(member.user._id, { type: 'PROMOTER', reason: '승인' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const histories = (await detail(member.user._id)).json().user.histories;
    expect(histories.filter((h: { action: string }) => h.action === 'TYPE_CHANGE')).toHaveLength(1);
  });

  it.each([
    ['no reason', { type: 'PROMOTER' }, '변경 사유를 입력해주세요'],
    ['a blank reason', { type: 'PROMOTER', reason: '   ' }, '변경 사유를 입력해주세요'],
    [
      'a reason over 200 characters',
      { type: 'PROMOTER', reason: '가'.repeat(201) },
      '변경 사유를 200자 이하로 입력해주세요',
    ],
    ['an unknown type', { type: 'ROOT', reason: '변경' }, '회원 유형을 선택해주세요'],
    ['no type', { reason: '변경' }, '회원 유형을 선택해주세요'],
  ])('answers 400 for %s', async (_, payload, message) => {
    const res = await changeType(shopperId, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION_FAILED' });
  });

  it("answers 422 for the operator's own type", async () => {
    const res = await changeType(operatorId, { type: 'CONSUMER', reason: '변경' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: '본인의 회원 유형은 변경할 수 없습니다', code: 'OWN_TYPE_CHANGE' });
  });

  it('answers 422 for a member who has left', async () => {
    const member = await makeMember(app);
    await app.inject({
      method: 'POST',
      url: '/api/v1/me/withdraw',
      headers: member.headers,
      payload: { password: member.body.password, reason: '기타' },
    });
    const res = await changeType(member.user._id, { type: 'PROMOTER', reason: '승인' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: '탈퇴한 회원의 유형은 변경할 수 없습니다', code: 'USER_LEFT' });
  });

  it('answers 400 for a bad id and 404 for an unknown member', async () => {
    expect((await changeType('abc', { type: 'PROMOTER', reason: '승인' })).statusCode).toBe(400);
    const unknown = await changeType(randomUUID(), { type: 'PROMOTER', reason: '승인' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('USER_NOT_FOUND');
  });

  it('answers 401 to a guest and 403 to a shopper or promoter, changing nothing', async () => {
    const payload = { type: 'PROMOTER', reason: '승인' };
    expect((await changeType(shopperId, payload, {})).statusCode).toBe(401);
    expect((await changeType(shopperId, payload, shopper)).json()).toEqual(forbidden);
    expect((await changeType(shopperId, payload, promoter)).statusCode).toBe(403);
    expect((await detail(shopperId)).json().user.type).toBe('CONSUMER');
  });
});

describe('a demoted operator', () => {
  it('loses the console at once, even with an unexpired access token', async () => {
    const member = await makeMember(app);
    const promote = await app.inject({
      method: 'PUT',
      url: `/api/console/users/${member.user._id}/type`,
      headers: operator,
      payload: { type: 'OPERATOR', reason: '운영 담당자 추가' },
    });
    expect(promote.statusCode).toBe(200);
    const second = await logIn(app, member.body.username, member.body.password);
    expect(
      (await app.inject({ method: 'GET', url: '/api/console/users', headers: second.headers })).statusCode,
    ).toBe(200);
    await app.inject({
      method: 'PUT',
      url: `/api/console/users/${member.user._id}/type`,
      headers: operator,
      payload: { type: 'CONSUMER', reason: '담당 변경' },
    });
    const after = await app.inject({ method: 'GET', url: '/api/console/users', headers: second.headers });
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe('접근권한이 없습니다');
  });
});
