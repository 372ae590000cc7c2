import { describe, expect, it } from 'vitest';
import { parseXml } from '../../testing/xml.ts';
import { plainText } from '../html.ts';
import { robotsTxt } from './robots.ts';
import { type SitemapEntry, sitemapDocuments, URLS_PER_FILE, w3cDate } from './sitemap.ts';

const entries = (n: number): SitemapEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    path: `/shop/products/p${i + 1}?a=1&b=2`,
    lastmod: new Date(Date.UTC(2026, 0, 1 + i, 15, 0, 0)),
  }));

const locs = (xml: string) => parseXml(xml).children.map((c) => c.children[0]!.text);

describe('sitemapDocuments', () => {
  it('is one urlset up to the limit, with the addresses escaped as XML', () => {
    const { index, files } = sitemapDocuments(entries(3), 'https://shop.example', 3);
    expect(index).toBeNull();
    expect(files).toHaveLength(1);
    expect(files[0]).toContain('<loc>https://shop.example/shop/products/p1?a=1&amp;b=2</loc>');
    expect(locs(files[0]!)).toEqual([1, 2, 3].map((i) => `https://shop.example/shop/products/p${i}?a=1&b=2`));
  });

  it('past the limit, is an index of files of at most `limit` addresses, each with its newest lastmod', () => {
    const { index, files } = sitemapDocuments(entries(5), 'https://shop.example', 2);
    expect(files.map((f) => locs(f).length)).toEqual([2, 2, 1]);
    const root = parseXml(index!);
    expect(root.name).toBe('sitemapindex');
    expect(root.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(root.children.map((s) => s.children.map((c) => c.text))).toEqual([
      ['https://shop.example/sitemaps/1.xml', '2026-01-03T00:00:00+09:00'],
      ['https://shop.example/sitemaps/2.xml', '2026-01-05T00:00:00+09:00'],
      ['https://shop.example/sitemaps/3.xml', '2026-01-06T00:00:00+09:00'],
    ]);
    // every address in exactly one file, in order
    expect(files.flatMap(locs)).toEqual(entries(5).map((e) => `https://shop.example${e.path}`));
  });

  it("splits at the protocol's 50,000 by default", () => {
    expect(URLS_PER_FILE).toBe(50_000);
    expect(sitemapDocuments(entries(2), 'https://shop.example').index).toBeNull();
  });
});

describe('w3cDate', () => {
  it('writes the Seoul time with its offset, to the second', () => {
    expect(w3cDate(new Date('2026-03-01T15:30:45.123Z'))).toBe('2026-03-02T00:30:45+09:00');
  });
});

describe('robotsTxt', () => {
  it('disallows the private areas and names the sitemap', () => {
    expect(robotsTxt('https://shop.example')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /console',
        'Disallow: /mypage',
        'Disallow: /promoter',
        'Disallow: /api',
        '',
        'Sitemap: https://shop.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

describe('plainText', () => {
  it('reads the words of HTML: no tags, no scripts, entities read, cut with an ellipsis', () => {
    expect(
      plainText('<p>도자기 &amp; 스테인리스&nbsp;<b>탑볼</b></p><script>x()</script>&#xD55C;&#44544;'),
    ).toBe('도자기 & 스테인리스 탑볼 한글');
    expect(plainText('&#99999999; &bogus;')).toBe('&#99999999; &bogus;');
    expect(plainText('가'.repeat(200), 10)).toBe(`${'가'.repeat(9)}…`);
  });
});
