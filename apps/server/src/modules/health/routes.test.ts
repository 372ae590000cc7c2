import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/health', () => {
  it('is never refused by the API rate limit, which other API calls meet', async () => {
    const limited = await buildTestApp({ env: 'development' });
    try {
      const polls = await Promise.all(
        Array.from({ length: 650 }, () => limited.inject({ method: 'GET', url: '/api/health' })),
      );
      expect(polls.filter((r) => r.statusCode !== 200)).toHaveLength(0);
      const calls = await Promise.all(
        Array.from({ length: 650 }, () => limited.inject({ method: 'GET', url: '/api/v1/terms' })),
      );
      expect(calls.filter((r) => r.statusCode === 429).length).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('answers 200 when the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database is gone', async () => {
    await app.database.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'degraded', database: 'down' });
  });
});
