import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, demoAccounts, type TestApp } from '../../testing/app.ts';
import { asShopper, basic, logIn, makeMember } from '../../testing/members.ts';
import { AccessTokens } from './tokens.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const shopper = demoAccounts.consumer;

const login = (authorization: string | undefined, query = '') =>
  app.inject({
    method: 'GET',
    url: `/api/auth/refreshToken${query}`,
    headers: authorization === undefined ? {} : { authorization },
  });
const refreshTokenOf = async (username: string, password: string, query = '') => {
  const res = await login(basic(username, password), query);
  expect(res.statusCode).toBe(200);
  return res.json().refreshToken as string;
};
const exchange = (authorization: string | undefined) =>
  app.inject({
    method: 'GET',
    url: '/api/auth/accessToken',
    headers: authorization === undefined ? {} : { authorization },
  });
const exchangeToken = (refreshToken: string) => exchange(`Bearer ${refreshToken}`);
const myInfo = (accessToken: string) =>
  app.inject({ method: 'GET', url: '/api/v1/me/info', headers: { authorization: `Bearer ${accessToken}` } });
const payloadOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());

const expiredSession = {
  message: '로그인 정보가 만료되었습니다. 다시 로그인해주세요',
  code: 'INVALID_REFRESH_TOKEN',
};

describe('GET /api/auth/refreshToken', () => {
  it('answers a refresh token for the right password', async () => {
    const res = await login(basic(shopper.username, shopper.password));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
  });

  it('answers 401 with the Korean message for a wrong password', async () => {
    const res = await login(basic(shopper.username, 'Wrong123!'));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: '아이디 또는 비밀번호가 일치하지 않습니다',
      code: 'WRONG_CREDENTIALS',
    });
  });

  it('answers the same 401 for an unknown username', async () => {
    const res = await login(basic('nobodyhere', 'Wrong123!'));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: '아이디 또는 비밀번호가 일치하지 않습니다',
      code: 'WRONG_CREDENTIALS',
    });
  });

  it.each([
    ['no Authorization header', undefined],
    ['a bearer token', 'Bearer abc'],
    ['a Basic header that is not base64', 'Basic !!!'],
    ['a Basic header without a colon', `Basic ${Buffer.from('shopper').toString('base64')}`],
    ['an empty username', basic('', shopper.password)],
    ['an empty password', basic(shopper.username, '')],
  ])('answers 401 asking for credentials for %s', async (_, authorization) => {
    const res = await login(authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: '아이디와 비밀번호를 입력해주세요', code: 'CREDENTIALS_REQUIRED' });
  });

  it('reads the username without case and surrounding spaces', async () => {
    const res = await login(basic('  ShOpPeR ', shopper.password));
    expect(res.statusCode).toBe(200);
  });

  it('keeps the password exact: case and spaces count', async () => {
    expect((await login(basic(shopper.username, shopper.password.toUpperCase()))).statusCode).toBe(401);
    expect((await login(basic(shopper.username, ` ${shopper.password}`))).statusCode).toBe(401);
  });

  it('answers 400 for a remember flag that is not a boolean', async () => {
    const res = await login(basic(shopper.username, shopper.password), '?remember=yes');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/auth/accessToken', () => {
  it.each([
    ['OPERATOR', demoAccounts.operator, ['console']],
    ['PROMOTER', demoAccounts.promoter, ['promoter']],
    ['CONSUMER', demoAccounts.consumer, []],
  ] as const)('answers a 15-minute access token for a %s with its scope', async (type, account, scope) => {
    const res = await exchangeToken(await refreshTokenOf(account.username, account.password));
    expect(res.statusCode).toBe(200);
    const { accessToken, refreshToken } = res.json();
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const payload = payloadOf(accessToken);
    expect(payload).toMatchObject({ scope, userType: type, _user: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(payload.exp - payload.iat).toBe(15 * 60);
    expect(Math.abs(payload.iat * 1000 - app.clock.now.getTime())).toBeLessThan(1000);
    expect((await myInfo(accessToken)).json().user.username).toBe(account.username);
  });

  it('rotates the refresh token: the new one works once more', async () => {
    const first = await refreshTokenOf(shopper.username, shopper.password);
    const one = await exchangeToken(first);
    const second = one.json().refreshToken;
    expect(second).not.toBe(first);
    const two = await exchangeToken(second);
    expect(two.statusCode).toBe(200);
    expect(two.json().refreshToken).not.toBe(second);
  });

  it('revokes the whole session when a spent refresh token is presented again', async () => {
    const stolen = await refreshTokenOf(shopper.username, shopper.password);
    const next = (await exchangeToken(stolen)).json().refreshToken;
    const replay = await exchangeToken(stolen);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(expiredSession);
    const afterReplay = await exchangeToken(next);
    expect(afterReplay.statusCode).toBe(401);
    expect(afterReplay.json()).toEqual(expiredSession);
  });

  it('leaves other sessions of the member alone when one is revoked', async () => {
    const stolen = await refreshTokenOf(shopper.username, shopper.password);
    const other = await refreshTokenOf(shopper.username, shopper.password);
    await exchangeToken(stolen);
    await exchangeToken(stolen);
    expect((await exchangeToken(other)).statusCode).toBe(200);
  });

  it('gives exactly one of two racing refreshes with one token a new token', async () => {
    const token = await refreshTokenOf(shopper.username, shopper.password);
    const results = await Promise.all([exchangeToken(token), exchangeToken(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('answers 401 asking to log in without a bearer token', async () => {
    for (const authorization of [undefined, 'Bearer', basic(shopper.username, shopper.password)]) {
      const res = await exchange(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: '로그인 후 이용가능합니다', code: 'LOGIN_REQUIRED' });
    }
  });

  it('answers 401 for a token it never issued', async () => {
    for (const token of ['garbage', 'a'.repeat(43), 'x'.repeat(5000)]) {
      const res = await exchangeToken(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(expiredSession);
    }
  });

  it('does not take an access token for a refresh token', async () => {
    const { accessToken } = await asShopper(app);
    expect((await exchangeToken(accessToken)).statusCode).toBe(401);
  });
});

describe('DELETE /api/auth/refreshToken', () => {
  const logOut = (authorization?: string) =>
    app.inject({
      method: 'DELETE',
      url: '/api/auth/refreshToken',
      headers: authorization ? { authorization } : {},
    });

  it('ends the session: its refresh token stops working', async () => {
    const { refreshToken } = await asShopper(app);
    const res = await logOut(`Bearer ${refreshToken}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await exchangeToken(refreshToken)).statusCode).toBe(401);
  });

  it('ends the session when given an earlier, already rotated token of it', async () => {
    const first = await refreshTokenOf(shopper.username, shopper.password);
    const latest = (await exchangeToken(first)).json().refreshToken;
    expect((await logOut(`Bearer ${first}`)).statusCode).toBe(204);
    expect((await exchangeToken(latest)).statusCode).toBe(401);
  });

  it('answers 204 for a token it does not know', async () => {
    expect((await logOut('Bearer unknown-token')).statusCode).toBe(204);
  });

  it('answers 401 without a bearer token', async () => {
    const res = await logOut();
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('LOGIN_REQUIRED');
  });
});

describe('access tokens on member routes', () => {
  it('answers 401 without a token, in the words of the route guard', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/me/info' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: '로그인 후 이용가능합니다', code: 'LOGIN_REQUIRED' });
  });

  it('refuses a token signed with another secret', async () => {
    const { accessToken } = await asShopper(app);
    const forged = await new AccessTokens('another-secret-of-at-least-32-characters', 900).sign(
      { _id: payloadOf(accessToken)._user, type: 'OPERATOR' },
      app.clock.now,
    );
    const res = await myInfo(forged);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_ACCESS_TOKEN');
    const console_ = await app.inject({
      method: 'GET',
      url: '/api/console/users',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(console_.statusCode).toBe(401);
  });

  it('refuses a token whose payload was changed', async () => {
    const { accessToken } = await asShopper(app);
    const [header, , signature] = accessToken.split('.');
    const raised = Buffer.from(
      JSON.stringify({ ...payloadOf(accessToken), scope: ['console'], userType: 'OPERATOR' }),
    ).toString('base64url');
    const tampered = `${header}.${raised}.${signature}`;
    expect((await myInfo(tampered)).statusCode).toBe(401);
    const console_ = await app.inject({
      method: 'GET',
      url: '/api/console/users',
      headers: { authorization: `Bearer ${tampered}` },
    });
    expect(console_.statusCode).toBe(401);
  });

  it('refuses garbage and a refresh token', async () => {
    const { refreshToken } = await asShopper(app);
    for (const token of ['garbage', refreshToken]) {
      const res = await myInfo(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INVALID_ACCESS_TOKEN');
    }
  });

  it('refuses a password verification token', async () => {
    const { headers } = await asShopper(app);
    const verify = await app.inject({
      method: 'POST',
      url: '/api/v1/me/verify',
      headers,
      payload: { password: shopper.password },
    });
    expect((await myInfo(verify.json().verificationToken)).statusCode).toBe(401);
  });
});

// These move the shared clock forward; each logs in afresh.
describe('token lifetimes', () => {
  it('answers 401 ACCESS_TOKEN_EXPIRED after 15 minutes, and a refresh gives a working token', async () => {
    const { accessToken, refreshToken } = await asShopper(app);
    app.clock.advance(14 * MINUTE);
    expect((await myInfo(accessToken)).statusCode).toBe(200);
    app.clock.advance(2 * MINUTE);
    const res = await myInfo(accessToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: '로그인 정보가 만료되었습니다. 다시 로그인해주세요',
      code: 'ACCESS_TOKEN_EXPIRED',
    });
    const refreshed = await exchangeToken(refreshToken);
    expect(refreshed.statusCode).toBe(200);
    expect((await myInfo(refreshed.json().accessToken)).statusCode).toBe(200);
  });

  it('lets a refresh token expire after a day without remember', async () => {
    const token = await refreshTokenOf(shopper.username, shopper.password);
    app.clock.advance(DAY + MINUTE);
    const res = await exchangeToken(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(expiredSession);
  });

  it('keeps a remembered login beyond a day, and through rotation', async () => {
    for (const remember of ['?remember=true', '?remember=1']) {
      const token = await refreshTokenOf(shopper.username, shopper.password, remember);
      app.clock.advance(2 * DAY);
      const first = await exchangeToken(token);
      expect(first.statusCode).toBe(200);
      app.clock.advance(20 * DAY);
      expect((await exchangeToken(first.json().refreshToken)).statusCode).toBe(200);
    }
  });

  it('lets a remembered login expire after 30 days unused', async () => {
    const token = await refreshTokenOf(shopper.username, shopper.password, '?remember=true');
    app.clock.advance(30 * DAY + MINUTE);
    expect((await exchangeToken(token)).statusCode).toBe(401);
  });

  it('treats remember=false as a one-day login', async () => {
    const token = await refreshTokenOf(shopper.username, shopper.password, '?remember=false');
    app.clock.advance(DAY + MINUTE);
    expect((await exchangeToken(token)).statusCode).toBe(401);
  });
});

describe('members who left', () => {
  it('cannot log in or refresh, and their access token stops working at once', async () => {
    const member = await makeMember(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/me/withdraw',
      headers: member.headers,
      payload: { password: member.body.password, reason: '기타' },
    });
    expect(res.statusCode).toBe(204);
    expect((await login(basic(member.body.username, member.body.password))).statusCode).toBe(401);
    expect((await exchangeToken(member.refreshToken)).statusCode).toBe(401);
    expect((await myInfo(member.accessToken)).statusCode).toBe(401);
  });

  it('cannot sign in through an access token minted for an unknown member', async () => {
    const token = await app.accessTokens.sign({ _id: randomUUID(), type: 'CONSUMER' }, app.clock.now);
    const res = await myInfo(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('USER_NOT_ACTIVE');
  });
});

describe('logIn helper', () => {
  it('works for every demo account', async () => {
    for (const account of Object.values(demoAccounts)) {
      const { headers } = await logIn(app, account.username, account.password);
      expect((await app.inject({ method: 'GET', url: '/api/v1/me/info', headers })).statusCode).toBe(200);
    }
  });
});
