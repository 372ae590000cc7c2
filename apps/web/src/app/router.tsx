import {
  createBrowserRouter,
  type HydrationState,
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { authRoutes } from '@/features/auth/routes.tsx';
import { cartScreens } from '@/features/cart/routes.tsx';
import { centerRoutes } from '@/features/center/routes.tsx';
import { mypageScreens } from '@/features/mypage/routes.tsx';
import { orderScreens } from '@/features/orders/routes.tsx';
import { promoterRoutes } from '@/features/promoter/routes.tsx';
import { shopRoutes } from '@/features/shop/routes.tsx';
import { storefrontRoutes } from '@/features/storefront/routes.tsx';
import { setPreviousLocationSource } from '@/lib/routing/route-guard.ts';
import { InitialLoading, NotFoundPage, RouteErrorPage } from './error-pages.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { ShopLayout } from './layouts/shop-layout.tsx';

/** My page: its own screens, with the cart's and the orders' screens that live under /mypage. */
export const mypageRoutes: RouteObject = {
  ...mypageScreens,
  children: [...(mypageScreens.children ?? []), ...cartScreens, ...orderScreens],
};

/** Where the console's routes go once a /console path is visited (see `discoverRoutes`). */
export const CONSOLE_SECTION = 'console-section';

/** Where the member and promoter routes go once a /mypage or /promoter path is visited. */
export const SHOP_SECTION = 'shop-section';

/**
 * The route table: every route of spec §2 but the console's, my page's and the promoter centre's.
 * Each screen carries its title and guard meta in `handle` (see route-kit.tsx) and is loaded lazily
 * with its section's chunk (storefront, auth, mypage, promoter, console), so the storefront never
 * downloads the console. The sections behind a login (mypage, promoter: 30 routes) and the console
 * (half the routes) are added on the first visit to one of their paths (`discoverRoutes`): the
 * router of a shop page, which ranks and matches its whole table as a phone starts, holds only the
 * ~40 routes a guest can land on.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: InitialLoading,
    children: [
      {
        Component: ShopLayout,
        children: [
          {
            id: SHOP_SECTION,
            ErrorBoundary: RouteErrorPage,
            children: [
              ...storefrontRoutes,
              ...authRoutes,
              ...shopRoutes,
              centerRoutes,
              { path: '*', Component: NotFoundPage, handle: { title: '페이지를 찾을 수 없습니다' } },
            ],
          },
        ],
      },
      { id: CONSOLE_SECTION, ErrorBoundary: RouteErrorPage, children: [] },
    ],
  },
];

/**
 * Loads the lazy parts of the routes `pathname` matches. A server-rendered page is hydrated only
 * once its route components are here: otherwise the router would show its loading fallback first,
 * which is not the HTML the server sent.
 */
export async function loadRoutesOf(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy || typeof lazy !== 'object') return;
      const loaded = await Promise.all(
        Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => unknown)()] as const),
      );
      Object.assign(route, Object.fromEntries(loaded), { lazy: undefined });
    }),
  );
}

const isUnder = (path: string, section: string) => path === section || path.startsWith(`${section}/`);

/**
 * React Router asks when a path has no match of its own (the shop's `*` catches /mypage/… and
 * /console/… until then): the section's table is added once. My page's and the promoter centre's
 * routes are small and already here; the console's are loaded.
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (isUnder(path, '/mypage')) patch(SHOP_SECTION, [mypageRoutes]);
  else if (isUnder(path, '/promoter')) patch(SHOP_SECTION, [promoterRoutes]);
  else if (isUnder(path, '/console')) {
    const { consoleRoutes } = await import('@/features/console/routes.tsx');
    patch(CONSOLE_SECTION, [consoleRoutes]);
  }
};

export function createAppRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation: discoverRoutes,
    ...(hydrationData ? { hydrationData } : {}),
  });
  // A refused navigation goes back where it came from: the page shown when the guard runs.
  setPreviousLocationSource(() => {
    if (!router.state.initialized) return null;
    const { pathname, search, hash } = router.state.location;
    return `${pathname}${search}${hash}`;
  });
  return router;
}
