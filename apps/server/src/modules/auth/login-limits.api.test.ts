import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { buildTestApp, demoAccounts, type TestApp } from '../../testing/app.ts';
import { basic, makeMember } from '../../testing/members.ts';

const { loginMaxFailures: MAX, loginFailureWindowSeconds: WINDOW } = loadConfig({ NODE_ENV: 'test' });
const ADDRESS_MAX = MAX * 4;

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

let addresses = 0;
/** Each test logs in from its own address, so address counts do not leak between tests. */
const newAddress = () => `10.0.0.${++addresses}`;

const login = (username: string, password: string, remoteAddress: string) =>
  app.inject({
    method: 'GET',
    url: '/api/auth/refreshToken',
    headers: { authorization: basic(username, password) },
    remoteAddress,
  });

const tooMany = {
  message: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요',
  code: 'TOO_MANY_LOGIN_ATTEMPTS',
};

describe('GET /api/auth/refreshToken failure limits', () => {
  it(`answers 429 after ${MAX} failures for one username, even with the right password`, async () => {
    const { body } = await makeMember(app);
    const address = newAddress();
    for (let i = 0; i < MAX; i++) {
      expect((await login(body.username, 'Wrong123!', address)).statusCode).toBe(401);
    }
    const blocked = await login(body.username, body.password, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    // the username is blocked from everywhere, however it is written
    expect((await login(` ${body.username.toUpperCase()}`, body.password, newAddress())).statusCode).toBe(
      429,
    );
  });

  it(`checks at most ${MAX} passwords of one username from racing guesses`, async () => {
    const { body } = await makeMember(app);
    const address = newAddress();
    const guesses = await Promise.all(
      Array.from({ length: MAX * 3 }, (_, i) => login(body.username, `Wrong${i}!a`, address)),
    );
    const statuses = guesses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(MAX * 2);
    expect((await login(body.username, body.password, address)).statusCode).toBe(429);
  });

  it(`checks at most ${ADDRESS_MAX} passwords from one address racing across usernames`, async () => {
    const address = newAddress();
    const guesses = await Promise.all(
      Array.from({ length: ADDRESS_MAX + 10 }, (_, i) => login(`racer${i}`, 'Wrong123!', address)),
    );
    expect(guesses.filter((r) => r.statusCode === 401)).toHaveLength(ADDRESS_MAX);
  });

  it('does not count refused attempts against the address or the block', async () => {
    const { body } = await makeMember(app);
    for (let i = 0; i < MAX; i++) await login(body.username, 'Wrong123!', newAddress());
    const office = newAddress();
    for (let i = 0; i < ADDRESS_MAX + 5; i++) {
      expect((await login(body.username, body.password, office)).statusCode).toBe(429);
    }
    const shopper = demoAccounts.consumer;
    expect((await login(shopper.username, shopper.password, office)).statusCode).toBe(200);
  });

  it('counts failures of one username however it is written', async () => {
    const { body } = await makeMember(app);
    const address = newAddress();
    const spellings = [body.username, body.username.toUpperCase(), ` ${body.username} `];
    for (let i = 0; i < MAX; i++) {
      expect((await login(spellings[i % spellings.length]!, 'Wrong123!', address)).statusCode).toBe(401);
    }
    expect((await login(body.username, body.password, address)).statusCode).toBe(429);
  });

  it('lets the member in again when the window has passed', async () => {
    const { body } = await makeMember(app);
    const address = newAddress();
    for (let i = 0; i < MAX; i++) await login(body.username, 'Wrong123!', address);
    expect((await login(body.username, body.password, address)).statusCode).toBe(429);
    app.clock.advance((WINDOW - 1) * 1000);
    expect((await login(body.username, body.password, address)).statusCode).toBe(429);
    app.clock.advance(1000);
    expect((await login(body.username, body.password, address)).statusCode).toBe(200);
  });

  it('clears the username count after a success', async () => {
    const { body } = await makeMember(app);
    const address = newAddress();
    for (let i = 0; i < MAX - 1; i++) await login(body.username, 'Wrong123!', address);
    expect((await login(body.username, body.password, address)).statusCode).toBe(200);
    for (let i = 0; i < MAX - 1; i++) {
      expect((await login(body.username, 'Wrong123!', address)).statusCode).toBe(401);
    }
    expect((await login(body.username, body.password, address)).statusCode).toBe(200);
    for (let i = 0; i < MAX; i++) await login(body.username, 'Wrong123!', address);
    expect((await login(body.username, body.password, address)).statusCode).toBe(429);
  });

  it(`answers 429 to an address after ${ADDRESS_MAX} failures across usernames`, async () => {
    const address = newAddress();
    for (let i = 0; i < ADDRESS_MAX; i++) {
      expect((await login(`guess${i}`, 'Wrong123!', address)).statusCode).toBe(401);
    }
    const shopper = demoAccounts.consumer;
    const blocked = await login(shopper.username, shopper.password, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    // another address is not affected, and the shopper's own count is clean
    expect((await login(shopper.username, shopper.password, newAddress())).statusCode).toBe(200);
  });

  it('does not block an address below the address limit', async () => {
    const address = newAddress();
    for (let i = 0; i < ADDRESS_MAX - 1; i++) await login(`other${i}`, 'Wrong123!', address);
    const { username, password } = demoAccounts.promoter;
    expect((await login(username, password, address)).statusCode).toBe(200);
  });
});
