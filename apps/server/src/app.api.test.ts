import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testing/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/docs', () => {
  it('serves the OpenAPI description with every module', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/refreshToken',
        '/api/v1/users',
        '/api/v1/me/info',
        '/api/console/users/{_id}/type',
      ]),
    );
  });
  it('serves a docs page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger-ui');
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy that allows scripts only from the shop', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/terms' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('unknown API paths', () => {
  it('answer 404 with the error envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: '요청하신 주소를 찾을 수 없습니다', code: 'NOT_FOUND' });
  });
});
