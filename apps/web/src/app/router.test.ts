// @vitest-environment jsdom
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleRoutes } from '@/features/console/routes.tsx';
import { promoterRoutes } from '@/features/promoter/routes.tsx';
import { memberOnly, metaOfPath, operatorOnly, promoterOnly } from '@/lib/routing/guard.ts';
import type { RouteHandle } from '@/lib/routing/route-handle.ts';
import { CONSOLE_SECTION, discoverRoutes, mypageRoutes, routes, SHOP_SECTION } from './router.tsx';

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

/**
 * The whole table: the console's part, my page's and the promoter centre's are added on the first
 * visit to one of their paths (discoverRoutes).
 */
const withSections = (list: RouteObject[]): RouteObject[] =>
  list.map((route) => {
    if (route.index) return route;
    const children = route.children && withSections(route.children);
    if (route.id === CONSOLE_SECTION) return { ...route, children: [consoleRoutes] };
    if (route.id === SHOP_SECTION)
      return { ...route, children: [...(children ?? []), mypageRoutes, promoterRoutes] };
    return { ...route, children };
  });
const table = flatten(withSections(routes));
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

describe('the sections added on their first visit', () => {
  // the guards tell a guest to log in first
  beforeEach(() => vi.spyOn(window, 'alert').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());
  const paths = (router: { routes: readonly unknown[] }) =>
    flatten(router.routes as RouteObject[]).map((e) => e.path);

  it.each([
    ['/console', '/console/shop/setting'],
    ['/mypage', '/mypage/orders'],
    ['/promoter', '/promoter/bonuses'],
  ])('%s is left out of the shop table and added on the first visit to %s', async (section, path) => {
    expect(flatten(routes).some((e) => e.path.startsWith(section))).toBe(false);
    const router = createMemoryRouter(routes, {
      initialEntries: ['/about'],
      patchRoutesOnNavigation: discoverRoutes,
    });
    await router.navigate('/shop');
    expect(paths(router).some((p) => p.startsWith(section))).toBe(false);
    // a guest is sent to the login page by the section's guard, which shows the route was found
    await router.navigate(path);
    expect(router.state.location.pathname).toBe('/login');
    await router.navigate(path);
    expect(paths(router).filter((p) => p === path)).toEqual([path]);
    router.dispose();
  });

  it('finds a section when the app starts on one of its pages', async () => {
    const router = createMemoryRouter(routes, {
      initialEntries: ['/mypage/likes'],
      patchRoutesOnNavigation: discoverRoutes,
    });
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (state.initialized) resolve(stop());
      });
      if (router.state.initialized) resolve(stop());
    });
    expect(router.state.location.pathname).toBe('/login');
    router.dispose();
  });
});

describe('the route table', () => {
  it('lists every route of spec §2', () => {
    const missing = specRoutes.filter((path) => !byPath.has(path));
    expect(missing).toEqual([]);
  });

  it('registers each address once (two features claiming one shows whichever comes first)', () => {
    const seen = new Set<string>();
    const screens = table.filter((e) => e.handle).map((e) => e.path);
    const twice = screens.filter((path) => seen.size === seen.add(path).size);
    expect(twice).toEqual([]);
  });

  it('gives every screen a title and a guard loader', () => {
    const screens = table.filter((e) => e.path !== '/*' && e.handle);
    expect(screens.length).toBeGreaterThan(specRoutes.length - 2);
    for (const screen of screens) {
      expect(screen.hasLoader, screen.path).toBe(true);
      expect(typeof screen.handle?.title, screen.path).toBe('string');
    }
  });

  it('guards /mypage and /promoter itself for members, /promoter/* for promoters and every console route for scope console', () => {
    for (const entry of table.filter((e) => e.handle)) {
      const meta = entry.handle?.meta;
      // /promoter shows every member the programme and the application (decision 0006)
      if (entry.path === '/mypage' || entry.path.startsWith('/mypage/') || entry.path === '/promoter')
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
