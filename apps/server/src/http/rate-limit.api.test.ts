import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/app.ts';

/** An address of its own per test, so counts (in Redis too) never carry over between runs. */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const call = (app: TestApp, remoteAddress: string) =>
  app.inject({ method: 'GET', url: '/api/v1/terms', remoteAddress });

const tooMany = { message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요', code: 'TOO_MANY_REQUESTS' };

describe('the API rate limit (API_MAX_REQUESTS_PER_MINUTE)', () => {
  it('refuses an address its request past the setting with 429, and no other address', async () => {
    // Tests turn the limit off (NODE_ENV=test); development counts as production does.
    const app = await buildTestApp({ env: 'development', apiMaxRequestsPerMinute: 3 });
    try {
      const address = newAddress();
      for (let i = 0; i < 3; i++) expect((await call(app, address)).statusCode).toBe(200);
      const refused = await call(app, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(tooMany);
      expect((await call(app, newAddress())).statusCode).toBe(200);
      // The health check and the web app's files are never counted.
      expect(
        (await app.inject({ method: 'GET', url: '/api/health', remoteAddress: address })).statusCode,
      ).toBe(200);
    } finally {
      await app.close();
    }
  });
});

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 500 });
const redisUp = await probe.connect().then(
  () => true,
  () => false,
);
afterAll(() => probe.disconnect());

describe.skipIf(!redisUp)('the API rate limit with Redis (skipped when Redis is not running)', () => {
  it('counts an address across every app node that shares the Redis', async () => {
    const setting = { env: 'development' as const, apiMaxRequestsPerMinute: 4 };
    const nodeA = await buildTestApp(setting, { redis: probe });
    const nodeB = await buildTestApp(setting, { redis: probe });
    try {
      const address = newAddress();
      const statuses: number[] = [];
      for (const node of [nodeA, nodeB, nodeA, nodeB, nodeA, nodeB]) {
        statuses.push((await call(node, address)).statusCode);
      }
      // Four between them, not four each.
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await nodeA.close();
      await nodeB.close();
    }
  });
});
