/** Areas a crawler has nothing to find in: the console, member and promoter pages, the API. */
export const DISALLOWED = ['/console', '/mypage', '/promoter', '/api'] as const;

/** robots.txt (RFC 9309): the shop is open, the private areas are not, the sitemap is named. */
export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
