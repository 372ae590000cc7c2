import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { memoryLimiter } from '../../http/limiter.ts';
import { localStorage } from '../../storage/storage.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeApplicant } from '../../testing/applications.ts';
import { asOperator, logIn, makeMember } from '../../testing/members.ts';
import { recentRaisesIn, redisSessionRevocations } from './sessions.ts';

type Member = Awaited<ReturnType<typeof makeMember>>;
type Headers = Record<string, string>;
type Route = { method: string; url: string };

const notActive = { message: '로그인 후 이용가능합니다', code: 'USER_NOT_ACTIVE' };
const revoked = { message: '로그인이 해제되었습니다. 다시 로그인해주세요', code: 'SESSION_REVOKED' };
const hangul = /[가-힣]/;

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
let app: TestApp;
let operator: Headers;

beforeAll(async () => {
  app = await buildTestApp();
  operator = (await asOperator(app)).headers;
});
afterAll(() => app?.close());

/**
 * Every documented storefront operation that a guest is refused with LOGIN_REQUIRED: the member
 * routes, found from the OpenAPI document so that a new one is walked without new code. The console
 * has its own guard (the operator's row, read on every request) and its own tests.
 */
async function memberRoutes(target: TestApp): Promise<Route[]> {
  const document = target.swagger() as { paths: Record<string, Record<string, unknown>> };
  const routes: Route[] = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    // The console and its editor uploads have their own guard; /api/auth takes refresh tokens
    // (refused by the refresh tests below).
    if (/^\/(api\/console|api\/auth|editor)(\/|$)/.test(template)) continue;
    const url = template.replace(/\{[^}]+\}/g, randomUUID());
    for (const method of Object.keys(operations)) {
      const route = { method: method.toUpperCase(), url };
      const guest = await target.inject(route as never);
      if (guest.statusCode === 401 && guest.json().code === 'LOGIN_REQUIRED') routes.push(route);
    }
  }
  return routes;
}

const status = async (request: object) => (await app.inject(request as never)).statusCode;
const refreshWith = (refreshToken: string) =>
  app.inject({
    method: 'GET',
    url: '/api/auth/accessToken',
    headers: { authorization: `Bearer ${refreshToken}` },
  });
const myInfo = (headers: Headers, target: TestApp = app) =>
  target.inject({ method: 'GET', url: '/api/v1/me/info', headers });

async function leave(member: Member) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/me/withdraw',
    headers: member.headers,
    payload: { password: member.body.password, reason: '기타' },
  });
  expect(res.statusCode).toBe(204);
}

describe('a member who has left', () => {
  it('is refused with 401 on every member route, with the unexpired access token', async () => {
    const member = await makeMember(app);
    const routes = await memberRoutes(app);
    // Cart, likes, destinations, orders, claims, me: the walk found the member area, not nothing.
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const path of ['/api/v1/me/info', '/api/v1/me/orders', '/api/v1/me/destinations']) {
      expect(routes.some((r) => r.url === path)).toBe(true);
    }
    // Before leaving the token works (reads only: DELETE /me/sessions would end it here).
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const before = await app.inject({ ...route, headers: member.headers } as never);
      expect(before.statusCode, `${route.method} ${route.url} before leaving`).not.toBe(401);
    }
    await leave(member);
    for (const route of routes) {
      const res = await app.inject({ ...route, headers: member.headers } as never);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json()).toEqual(notActive);
    }
  });

  it('cannot put anything in the cart, likes, addresses or orders', async () => {
    const member = await makeMember(app);
    await leave(member);
    for (const [method, url] of [
      ['POST', '/api/v1/me/carts'],
      ['POST', '/api/v1/me/likes'],
      ['POST', '/api/v1/me/destinations'],
      ['POST', '/api/v1/shop/orders'],
    ] as const) {
      const res = await app.inject({ method, url, headers: member.headers, payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual(notActive);
    }
  });

  it('cannot refresh, so the web client logs out', async () => {
    const member = await makeMember(app);
    await leave(member);
    const res = await refreshWith(member.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(hangul);
  });

  it('sends an inquiry only as a guest: the old token answers 401 rather than naming the member', async () => {
    const member = await makeMember(app);
    await leave(member);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/inquiries',
      headers: member.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });

  it('stays refused by a node that starts after the member left', async () => {
    const member = await makeMember(app);
    await leave(member);
    const restarted = await buildApp({
      config,
      database: app.database,
      limiter: memoryLimiter(),
      storage: localStorage(tmpdir()),
      now: () => app.clock.now,
    });
    try {
      await restarted.ready();
      const res = await myInfo(member.headers, restarted as unknown as TestApp);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(notActive);
    } finally {
      await restarted.close();
    }
  });
});

describe('PUT /api/console/users/:_id/state', () => {
  const setState = (_id: string, state: string, headers = operator) =>
    app.inject({
      method: 'PUT',
      url: `/api/console/users/${_id}/state`,
      headers,
      payload: { state, reason: '약관 위반' },
    });

  it('suspends a member: their tokens, refresh and login are refused at once, until lifted', async () => {
    const member = await makeMember(app);
    const suspended = await setState(member.user._id, 'SUSPENDED');
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().user).toMatchObject({ state: 'SUSPENDED' });
    const histories = suspended.json().user.histories as { action: string }[];
    expect(histories.find((h) => h.action === 'SUSPEND')).toMatchObject({
      action: 'SUSPEND',
      before: 'ACTIVE',
      after: 'SUSPENDED',
      reason: '약관 위반',
    });
    for (const url of ['/api/v1/me/info', '/api/v1/me/carts', '/api/v1/me/likes']) {
      const res = await app.inject({ method: 'GET', url, headers: member.headers });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual(notActive);
    }
    expect((await refreshWith(member.refreshToken)).statusCode).toBe(401);
    await expect(logIn(app, member.body.username, member.body.password)).rejects.toThrow(/401/);

    const lifted = await setState(member.user._id, 'ACTIVE');
    expect(lifted.statusCode).toBe(200);
    const after = lifted.json().user.histories as { action: string }[];
    expect(after.find((h) => h.action === 'RESTORE')).toMatchObject({ before: 'SUSPENDED', after: 'ACTIVE' });
    const again = await logIn(app, member.body.username, member.body.password);
    expect((await myInfo(again.headers)).statusCode).toBe(200);
    // The tokens from before the suspension stay dead.
    expect((await myInfo(member.headers)).statusCode).toBe(401);
  });

  it('answers 409 for the state the member is in, 422 for a member who left or for oneself', async () => {
    const member = await makeMember(app);
    expect((await setState(member.user._id, 'ACTIVE')).statusCode).toBe(409);
    const self = await app.inject({ method: 'GET', url: '/api/v1/me/info', headers: operator });
    expect((await setState(self.json().user._id, 'SUSPENDED')).json().code).toBe('OWN_STATE_CHANGE');
    await leave(member);
    const left = await setState(member.user._id, 'SUSPENDED');
    expect(left.statusCode).toBe(422);
    expect(left.json().code).toBe('USER_LEFT');
  });

  it('answers 400 with a Korean message for a state that is not 정상 or 이용정지', async () => {
    const member = await makeMember(app);
    const res = await setState(member.user._id, 'LEFT');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(hangul);
  });

  it('is the console’s: a member gets 403', async () => {
    const member = await makeMember(app);
    const other = await makeMember(app);
    expect((await setState(other.user._id, 'SUSPENDED', member.headers)).statusCode).toBe(403);
  });
});

describe('a type change', () => {
  const changeType = (_id: string, type: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/console/users/${_id}/type`,
      headers: operator,
      payload: { type, reason: '유형 변경' },
    });

  it('that takes a scope away refuses the old token; a refresh signs one of the new type', async () => {
    const member = await makeApplicant(app);
    expect((await changeType(member.user._id, 'PROMOTER')).statusCode).toBe(200);
    const promoter = await logIn(app, member.body.username, member.body.password);
    expect((await myInfo(promoter.headers)).statusCode).toBe(200);
    expect((await changeType(member.user._id, 'CONSUMER')).statusCode).toBe(200);
    const old = await myInfo(promoter.headers);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual(revoked);
    const refreshed = await refreshWith(promoter.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    const { accessToken } = refreshed.json() as { accessToken: string };
    const payload = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString());
    expect(payload).toMatchObject({ userType: 'CONSUMER', scope: [] });
    expect((await myInfo({ authorization: `Bearer ${accessToken}` })).statusCode).toBe(200);
  });

  it('that only adds a scope (준회원 → 정회원) keeps the member’s tokens', async () => {
    const member = await makeApplicant(app);
    expect((await changeType(member.user._id, 'PROMOTER')).statusCode).toBe(200);
    expect((await myInfo(member.headers)).statusCode).toBe(200);
  });
});

describe('DELETE /api/v1/me/sessions', () => {
  it('logs the member out everywhere: every access and refresh token is refused', async () => {
    const member = await makeMember(app);
    const phone = await logIn(app, member.body.username, member.body.password);
    const res = await app.inject({ method: 'DELETE', url: '/api/v1/me/sessions', headers: phone.headers });
    expect(res.statusCode).toBe(204);
    for (const session of [member, phone]) {
      const info = await myInfo(session.headers);
      expect(info.statusCode).toBe(401);
      expect(info.json()).toEqual(revoked);
      expect((await refreshWith(session.refreshToken)).statusCode).toBe(401);
    }
    const fresh = await logIn(app, member.body.username, member.body.password);
    expect((await myInfo(fresh.headers)).statusCode).toBe(200);
  });

  it('answers 401 to a guest', async () => {
    expect(await status({ method: 'DELETE', url: '/api/v1/me/sessions' })).toBe(401);
  });
});

describe('a password change', () => {
  it('refuses every access token signed before it, on every session', async () => {
    const member = await makeMember(app);
    const other = await logIn(app, member.body.username, member.body.password);
    const verify = await app.inject({
      method: 'POST',
      url: '/api/v1/me/verify',
      headers: member.headers,
      payload: { password: member.body.password },
    });
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/v1/me/info',
      headers: member.headers,
      payload: {
        name: '홍길동',
        email: 'hong@example.com',
        phone: '01012345678',
        password: 'Changed12!',
        verificationToken: verify.json().verificationToken,
      },
    });
    expect(changed.statusCode).toBe(200);
    for (const session of [member, other]) {
      const res = await app.inject({ method: 'GET', url: '/api/v1/me/carts', headers: session.headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(revoked);
    }
    const fresh = await logIn(app, member.body.username, 'Changed12!');
    expect((await myInfo(fresh.headers)).statusCode).toBe(200);
  });
});

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 500 });
const redisUp = await probe.connect().then(
  () => true,
  () => false,
);
afterAll(() => probe.disconnect());

describe.skipIf(!redisUp)('two app nodes sharing Redis (skipped when Redis is not running)', () => {
  it('refuses on one node, at once, a member who left through the other', async () => {
    const redisA = new Redis(redisUrl);
    const redisB = new Redis(redisUrl);
    const ttl = config.accessTokenTtlSeconds;
    const nodeA = await buildTestApp({}, { sessions: redisSessionRevocations(redisA, ttl, async () => []) });
    // Node B: the same database, its own memory, its own Redis connection.
    const sessionsB = redisSessionRevocations(redisB, ttl, recentRaisesIn(nodeA.database.db));
    await sessionsB.ready;
    const nodeB = await buildApp({
      config,
      database: nodeA.database,
      limiter: memoryLimiter(),
      storage: localStorage(tmpdir()),
      now: () => nodeA.clock.now,
      sessions: sessionsB,
    });
    try {
      await nodeB.ready();
      const member = await makeMember(nodeA);
      const onB = (url: string) => nodeB.inject({ method: 'GET', url, headers: member.headers });
      expect((await onB('/api/v1/me/carts')).statusCode).toBe(200);
      const left = await nodeA.inject({
        method: 'POST',
        url: '/api/v1/me/withdraw',
        headers: member.headers,
        payload: { password: member.body.password, reason: '기타' },
      });
      expect(left.statusCode).toBe(204);
      // Pub/sub delivers within a round trip; the guard reads memory only, so wait for it briefly.
      const deadline = Date.now() + 2000;
      while ((await onB('/api/v1/me/carts')).statusCode !== 401 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      for (const url of ['/api/v1/me/carts', '/api/v1/me/likes', '/api/v1/me/info']) {
        const res = await onB(url);
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toEqual(notActive);
      }
    } finally {
      await nodeB.close();
      await sessionsB.close();
      await nodeA.close();
      await nodeA.sessions.close();
      redisA.disconnect();
      redisB.disconnect();
    }
  });
});
