import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/app.ts';
import { asShopper } from '../testing/members.ts';

/**
 * The console guard is structural (app.ts: one onRequest hook for every /api/console route), and this
 * walks the documented route table to prove it: every console operation answers 401 to a guest and
 * 403 to a consumer before it reads its input, including those a web route of spec §2 leaves
 * unguarded in the specification (user grades, codes, coupons, banners).
 */
let app: TestApp;
let shopper: Record<string, string>;
let operations: { method: string; url: string }[];
beforeAll(async () => {
  app = await buildTestApp();
  shopper = (await asShopper(app)).headers;
  const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const paths = docs.json().paths as Record<string, Record<string, unknown>>;
  operations = Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/console/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => ({ method: m.toUpperCase(), url: path.replace(/\{[^}]+\}/g, () => randomUUID()) })),
    );
});
afterAll(() => app.close());

describe('every /api/console operation', () => {
  it('includes the APIs of user grades, codes, coupons and banners', () => {
    const urls = operations.map((o) => `${o.method} ${o.url.replace(/[0-9a-f-]{36}/g, ':id')}`);
    for (const expected of [
      'GET /api/console/users/grades',
      'POST /api/console/users/grades',
      'GET /api/console/shop/codes',
      'GET /api/console/shop/coupons',
      'POST /api/console/shop/coupons',
      'POST /api/console/banners',
      'GET /api/console/banners/:id',
      'PUT /api/console/banners/:id',
    ]) {
      expect(urls).toContain(expected);
    }
    expect(operations.length).toBeGreaterThan(100);
  });

  it('answers 401 로그인 후 이용가능합니다 to a guest and 403 접근권한이 없습니다 to a consumer', async () => {
    const wrong: string[] = [];
    for (const { method, url } of operations) {
      const guest = await app.inject({ method: method as 'GET', url });
      if (guest.statusCode !== 401 || guest.json().message !== '로그인 후 이용가능합니다')
        wrong.push(`${method} ${url} guest ${guest.statusCode}`);
      const consumer = await app.inject({ method: method as 'GET', url, headers: shopper });
      if (consumer.statusCode !== 403 || consumer.json().message !== '접근권한이 없습니다')
        wrong.push(`${method} ${url} consumer ${consumer.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
