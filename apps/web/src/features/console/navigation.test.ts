import { describe, expect, it } from 'vitest';
import { activeNavTarget } from './console-layout.tsx';
import { consoleNavigation } from './navigation.ts';
import { consoleRoutes } from './routes.tsx';

describe('activeNavTarget', () => {
  it('lights the most specific menu item the path is under', () => {
    expect(activeNavTarget('/console/shop/products')).toBe('/console/shop/products');
    expect(activeNavTarget('/console/shop/products/create')).toBe('/console/shop/products/create');
    expect(activeNavTarget('/console/shop/products/3f1b1c9e-1111-4a2b-8c3d-000000000001')).toBe(
      '/console/shop/products',
    );
    expect(activeNavTarget('/console/users/abc')).toBe('/console/users');
    expect(activeNavTarget('/console/shop/productsx')).toBeUndefined();
  });
});

describe('consoleNavigation', () => {
  const items = consoleNavigation.flatMap((g) => g.items);

  it('lists the content, customer-centre and setting screens', () => {
    const byLabel = Object.fromEntries(items.map((i) => [i.label, i.to]));
    expect(byLabel).toMatchObject({
      '배너 관리': '/console/banners',
      '띠배너 관리': '/console/band-banners',
      '팝업 관리': '/console/popups',
      '진열 관리': '/console/shop/display',
      '기획전 관리': '/console/shop/exhibitions',
      '공지사항 관리': '/console/center/notifications',
      'FAQ 관리': '/console/center/faqs',
      '고객센터 페이지': '/console/center/pages',
      '설치·상담 문의': '/console/inquiries',
      '쇼핑몰 설정': '/console/shop/setting',
      '기본 설정': '/console/setting',
    });
  });

  it('links only to console routes, each once', () => {
    const paths = new Set(
      (consoleRoutes.children ?? []).flatMap((r) => (r.path && r.path !== '*' ? [`/console/${r.path}`] : [])),
    );
    for (const item of items) expect(paths, item.to).toContain(item.to);
    expect(new Set(items.map((i) => i.to)).size).toBe(items.length);
  });
});
