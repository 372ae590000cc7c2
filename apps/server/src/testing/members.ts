import type { JoinBody } from '@shop/contracts';
import type { TestApp } from './app.ts';
import { demoAccounts } from './app.ts';

export const basic = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

/** Logs in through the API and answers both tokens. */
export async function logIn(app: TestApp, username: string, password: string) {
  const login = await app.inject({
    method: 'GET',
    url: '/api/auth/refreshToken',
    headers: { authorization: basic(username, password) },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const { refreshToken } = login.json() as { refreshToken: string };
  const access = await app.inject({
    method: 'GET',
    url: '/api/auth/accessToken',
    headers: { authorization: `Bearer ${refreshToken}` },
  });
  const tokens = access.json() as { accessToken: string; refreshToken: string };
  return { ...tokens, headers: { authorization: `Bearer ${tokens.accessToken}` } };
}

export const asOperator = (app: TestApp) =>
  logIn(app, demoAccounts.operator.username, demoAccounts.operator.password);
export const asPromoter = (app: TestApp) =>
  logIn(app, demoAccounts.promoter.username, demoAccounts.promoter.password);
export const asShopper = (app: TestApp) =>
  logIn(app, demoAccounts.consumer.username, demoAccounts.consumer.password);

export async function termIds(app: TestApp, which: 'required' | 'all' = 'all'): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/terms' });
  const { terms } = res.json() as { terms: { _id: string; necessary: boolean }[] };
  return terms.filter((t) => which === 'all' || t.necessary).map((t) => t._id);
}

let counter = 0;
/** A valid join body; override any field. */
export async function joinBodyFor(app: TestApp, overrides: Partial<JoinBody> = {}): Promise<JoinBody> {
  counter += 1;
  return {
    _terms: await termIds(app, 'required'),
    username: `member${Date.now() % 100000}${counter}`,
    password: 'Welcome12!',
    name: '홍길동',
    email: `member${counter}@example.com`,
    phone: '010-1234-5678',
    promoterCode: 'WELCOME',
    ...overrides,
  };
}

/** Joins a new consumer and logs them in. */
export async function makeMember(app: TestApp, overrides: Partial<JoinBody> = {}) {
  const body = await joinBodyFor(app, overrides);
  const res = await app.inject({ method: 'POST', url: '/api/v1/users', payload: body });
  if (res.statusCode !== 201) throw new Error(`join failed: ${res.statusCode} ${res.body}`);
  const { user } = res.json() as { user: { _id: string } };
  return { user, body, ...(await logIn(app, body.username, body.password)) };
}
