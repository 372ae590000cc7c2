import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { seoShop } from '../../testing/seo.ts';
import { parseXml } from '../../testing/xml.ts';

/** robots.txt and the sitemap (decision 0053), on an app without any web build. */

let bare: TestApp;
let bareIds: Record<string, string> = {};

beforeAll(async () => {
  bare = await buildTestApp();
  bareIds = await seoShop(bare);
});
afterAll(async () => {
  await bare?.close();
});

const get = (url: string, target: TestApp) => target.inject({ method: 'GET', url });

describe('GET /robots.txt', () => {
  it('allows the shop, keeps crawlers out of the private areas and names the sitemap', async () => {
    const res = await get('/robots.txt', bare);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/console', '/mypage', '/promoter', '/api'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.filter((l) => l.startsWith('Disallow:'))).toHaveLength(4);
    expect(lines).toContain('Sitemap: http://localhost/sitemap.xml');
  });

  it('names the address the request came to when no base URL is set', async () => {
    const res = await bare.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'shop.example:8080' },
    });
    expect(res.body).toContain('Sitemap: http://shop.example:8080/sitemap.xml');
    const odd = await bare.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'a"b<c' } });
    expect(odd.body).toContain('Sitemap: http://localhost/sitemap.xml');
  });
});

describe('GET /sitemap.xml', () => {
  const W3C = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/;

  it('is a sitemaps.org urlset of every visible page, each with an absolute loc and a W3C lastmod', async () => {
    const res = await get('/sitemap.xml', bare);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urlset = parseXml(res.body);
    expect(urlset.name).toBe('urlset');
    expect(urlset.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs: string[] = [];
    for (const url of urlset.children) {
      expect(url.name).toBe('url');
      expect(url.children.map((c) => c.name)).toEqual(['loc', 'lastmod']);
      const [loc, lastmod] = url.children;
      expect(new URL(loc!.text).origin).toBe('http://localhost');
      expect(lastmod!.text).toMatch(W3C);
      expect(Number.isNaN(Date.parse(lastmod!.text))).toBe(false);
      locs.push(loc!.text);
    }
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of [
      '/',
      '/shop',
      `/shop/products/${bareIds.product}`,
      `/shop/products/${bareIds.soldout}`,
      '/shop?category=seo-basin',
      '/shop/brands/seo-as',
      `/shop/exhibitions/${bareIds.exhibition}`,
      '/shop/showrooms',
      `/center/notice/${bareIds.notice}`,
      '/center/individual-service',
    ]) {
      expect(locs, path).toContain(`http://localhost${path}`);
    }
    for (const path of [
      `/shop/products/${bareIds.hidden}`,
      `/shop/products/${bareIds.inHiddenCategory}`,
      '/shop?category=seo-hidden',
      '/shop/brands/seo-hidden-brand',
      `/shop/exhibitions/${bareIds.endedExhibition}`,
    ]) {
      expect(locs, path).not.toContain(`http://localhost${path}`);
    }
  });

  it('has no split files while it fits in one', async () => {
    expect((await get('/sitemaps/1.xml', bare)).statusCode).toBe(404);
  });
});
