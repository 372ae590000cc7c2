import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { consoleRoutes } from '@/features/console/routes.tsx';
import { memberOnly, metaOfPath, operatorOnly, promoterOnly } from './guard.ts';
import type { RouteHandle } from './route-kit.tsx';
import { CONSOLE_SECTION, discoverConsole, routes } from './router.tsx';

type Entry = { path: string; handle?: RouteHandle; hasLoader: boolean };

/** Every route of the table with its full path. */
function flatten(list: RouteObject[], parent = ''): Entry[] {
  return list.flatMap((route) => {
    const path = route.index
      ? parent || '/'
      : route.path
        ? `${parent.replace(/\/$/, '')}/${route.path}`.replace(/\/+/g, '/')
        : parent;
    const self: Entry[] =
      route.path !== undefined || route.index
        ? [{ path, handle: route.handle as RouteHandle | undefined, hasLoader: !!route.loader }]
        : [];
    return [...self, ...flatten(route.children ?? [], path)];
  });
}

/** The whole table: the console's part is added on the first visit to /console (discoverConsole). */
const withConsole = (list: RouteObject[]): RouteObject[] =>
  list.map((route) =>
    route.index
      ? route
      : {
          ...route,
          children:
            route.id === CONSOLE_SECTION ? [consoleRoutes] : route.children && withConsole(route.children),
        },
  );
const table = flatten(withConsole(routes));
const byPath = new Map(table.map((e) => [e.path, e]));

const purchaseTabs = ['all', 'nonpayment', 'payment', 'delivery', 'cancel', 'exchange', 'return', 'complete'];

/** Spec §2, route by route (`bonuses__:tab` is matched by /promoter/:segment). */
const specRoutes = [
  '/',
  '/terms/:code',
  '/terms',
  '/about',
  '/privacy-policy',
  '/email-policy',
  '/login',
  '/login/find-id',
  '/login/find-password',
  '/login/sns-validate',
  '/join',
  '/common/kcp/cert/request',
  '/common/kcp/cert/response',
  '/plugins/nice/pay/result',
  '/oauth/kakao',
  '/oauth/naver',
  '/shop',
  '/shop/search',
  '/shop/products/:_product',
  '/shop/exhibitions',
  '/shop/exhibitions/:_exhibition',
  '/shop/brands',
  '/shop/brands/:code',
  '/shop/showrooms',
  '/shop/order',
  '/shop/result',
  '/mypage',
  '/mypage/dashboard',
  '/mypage/cart',
  '/mypage/cart/regular',
  '/mypage/orders',
  '/mypage/receipt',
  '/mypage/coupons',
  '/mypage/likes',
  '/mypage/points',
  '/mypage/inquiry',
  '/mypage/myinfo',
  '/mypage/destinations',
  '/mypage/refund-account',
  '/mypage/leave',
  '/mypage/reviews',
  '/mypage/qna',
  '/mypage/questions',
  '/mypage/bulk-purchase',
  '/promoter',
  '/promoter/dashboard',
  '/promoter/bonuses',
  '/promoter/:segment',
  '/promoter/bonuses-withdraw',
  '/promoter/promotee-purchases',
  '/promoter/promoter-purchases',
  '/promoter/scores',
  '/promoter/bank',
  '/promoter/promotees',
  '/promoter/questions',
  '/center/notice',
  '/center/notice/:_notification',
  '/center/faq',
  '/center/inquiry',
  '/center/individual-service',
  '/center/corporate-service',
  '/center/first-buying-guide',
  '/center/must-read-guide',
  '/center/installation-service',
  '/center/business-trip-consulting',
  '/center/online-consulting',
  '/center/delivery-installation-service',
  '/center/dedicated-repair-service',
  '/center/consultation',
  '/center/bulk-purchase',
  '/console',
  '/console/dashboard',
  '/console/boards',
  '/console/boards/create',
  '/console/boards/:_board',
  '/console/boards/:_board/create',
  '/console/boards/:_board/write',
  '/console/boards/:_board/:_id',
  '/console/boards/:_board/:_id/modify',
  '/console/user-grades',
  '/console/user-levels',
  '/console/withdrawn-users',
  '/console/users',
  '/console/users/:_user',
  '/console/inquiries',
  '/console/shop/products',
  '/console/shop/products/create',
  '/console/shop/products/:_product',
  '/console/shop/categories',
  '/console/shop/display',
  '/console/shop/exhibitions',
  '/console/shop/brands',
  '/console/user-settlements',
  '/console/user-settlements/:_settlement',
  '/console/user-points',
  '/console/user-scores',
  '/console/user-bonuses',
  '/console/statistics',
  ...purchaseTabs.map((tab) => `/console/shop/purchases/${tab}`),
  '/console/shop/codes',
  '/console/shop/coupons',
  '/console/shop/coupons/create',
  '/console/shop/coupons/:_coupon',
  '/console/shop/inquires',
  '/console/shop/reviews',
  '/console/shop/setting',
  '/console/center/notifications',
  '/console/center/faqs',
  '/console/center/questions',
  '/console/terms',
  '/console/banners',
  '/console/banners/create',
  '/console/banners/:_banner',
  '/console/band-banners',
  '/console/popups',
  '/console/setting',
];

describe('the console part of the table', () => {
  it('is left out of the shop table and added on the first visit to /console', async () => {
    expect(flatten(routes).some((e) => e.path.startsWith('/console'))).toBe(false);
    const router = createMemoryRouter(routes, {
      initialEntries: ['/about'],
      patchRoutesOnNavigation: discoverConsole,
    });
    // a guest is sent to the login page by the console's guard, which shows the route was found
    await router.navigate('/console/shop/setting');
    expect(router.state.location.pathname).toBe('/login');
    expect(flatten(router.routes as RouteObject[]).map((e) => e.path)).toContain('/console/shop/setting');
    router.dispose();
  });
});

describe('the route table', () => {
  it('lists every route of spec §2', () => {
    const missing = specRoutes.filter((path) => !byPath.has(path));
    expect(missing).toEqual([]);
  });

  it('gives every screen a title and a guard loader', () => {
    const screens = table.filter((e) => e.path !== '/*' && e.handle);
    expect(screens.length).toBeGreaterThan(specRoutes.length - 2);
    for (const screen of screens) {
      expect(screen.hasLoader, screen.path).toBe(true);
      expect(typeof screen.handle?.title, screen.path).toBe('string');
    }
  });

  it('guards /mypage for members, /promoter for promoters and every console route for scope console', () => {
    for (const entry of table.filter((e) => e.handle)) {
      const meta = entry.handle?.meta;
      if (entry.path === '/mypage' || entry.path.startsWith('/mypage/'))
        expect(meta, entry.path).toBe(memberOnly);
      else if (entry.path.startsWith('/promoter')) expect(meta, entry.path).toBe(promoterOnly);
      else if (entry.path.startsWith('/console')) expect(meta, entry.path).toBe(operatorOnly);
      else expect(meta, entry.path).toBeUndefined();
      expect(meta, entry.path).toBe(metaOfPath(entry.path));
    }
  });

  it('guards the five console routes the specification leaves unguarded', () => {
    for (const path of [
      '/console/user-grades',
      '/console/shop/codes',
      '/console/shop/coupons',
      '/console/banners/create',
      '/console/banners/:_banner',
    ]) {
      expect(byPath.get(path)?.handle?.meta, path).toEqual({ scope: ['console'] });
    }
  });
});
