import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, demoAccounts, type TestApp } from '../../testing/app.ts';
import { basic, logIn } from '../../testing/members.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/auth/refreshToken', () => {
  it('answers a refresh token for the right password', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/refreshToken',
      headers: { authorization: basic(demoAccounts.consumer.username, demoAccounts.consumer.password) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers 401 with the Korean message for a wrong password', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/refreshToken',
      headers: { authorization: basic('shopper', 'Wrong123!') },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: '아이디 또는 비밀번호가 일치하지 않습니다',
      code: 'WRONG_CREDENTIALS',
    });
  });
});

describe('GET /api/auth/accessToken', () => {
  it('answers an access token whose payload is { scope, userType, _user }', async () => {
    const { accessToken } = await logIn(app, demoAccounts.operator.username, demoAccounts.operator.password);
    const payload = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString());
    expect(payload).toMatchObject({ scope: ['console'], userType: 'OPERATOR' });
    expect(payload._user).toMatch(/^[0-9a-f-]{36}$/);
  });
});
