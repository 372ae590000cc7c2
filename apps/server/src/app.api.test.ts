import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
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

describe('the web app', () => {
  let web: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'shop-web-'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>바스하우스</title>');
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    // what the build's precompress step writes beside each asset
    await writeFile(path.join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    web = await buildTestApp({ webDist: dir });
  });
  afterAll(async () => {
    await web.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves index.html for the home page and for every history route', async () => {
    for (const url of ['/', '/mypage/myinfo', '/console/users']) {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('바스하우스');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // an unknown product is a page too, answered 404 for crawlers (decision 0053)
    const missing = await web.inject({ method: 'GET', url: '/shop/products/abc' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('바스하우스');
  });

  it('caches hashed assets for a year', async () => {
    const res = await web.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the precompressed file to a browser that accepts it, once compressed', async () => {
    const res = await web.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
  });

  it('compresses large API answers', async () => {
    const res = await web.inject({
      method: 'GET',
      url: '/api/v1/terms',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).terms.length).toBeGreaterThan(0);
  });

  it('still answers unknown API paths with the JSON envelope', async () => {
    const res = await web.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
