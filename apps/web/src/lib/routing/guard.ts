import type { AccessTokenPayload, Scope, UserType } from '@shop/contracts';
import { authMessages } from '@shop/contracts';

/**
 * Route guard of spec §5, as pure functions the router's loaders call.
 *
 * - a route with `scope` needs a token whose scope list contains one of the route's scopes;
 * - a route with `userTypes` needs the token's userType in the list;
 * - a route with `login` needs any token.
 * No token → 'login' (alert 로그인 후 이용가능합니다); a token without the rights → 'forbidden'
 * (alert 접근권한이 없습니다).
 */
export type RouteMeta = {
  login?: boolean;
  scope?: Scope[];
  userTypes?: UserType[];
};

export type GuardDecision = 'allow' | 'login' | 'forbidden';

export function decideAccess(meta: RouteMeta | undefined, payload: AccessTokenPayload | null): GuardDecision {
  if (!meta) return 'allow';
  const needsToken = !!meta.login || !!meta.scope?.length || !!meta.userTypes?.length;
  if (!needsToken) return 'allow';
  if (!payload) return 'login';
  if (meta.scope?.length && !meta.scope.some((s) => payload.scope.includes(s))) return 'forbidden';
  if (meta.userTypes?.length && !meta.userTypes.includes(payload.userType)) return 'forbidden';
  return 'allow';
}

export const guardMessage: Record<Exclude<GuardDecision, 'allow'>, string> = {
  login: authMessages.loginRequired,
  forbidden: authMessages.forbidden,
};

/**
 * The guard of each guarded section; every route of the section carries its section's meta, except
 * the section roots in `roots` (decision 0006: `/promoter` itself shows a consumer the programme and
 * the application, so it needs a login only).
 */
export const memberOnly: RouteMeta = { login: true };
export const promoterOnly: RouteMeta = { userTypes: ['PROMOTER'] };
export const operatorOnly: RouteMeta = { scope: ['console'] };

const sections: { root: string; meta: RouteMeta }[] = [
  { root: '/mypage', meta: memberOnly },
  { root: '/promoter', meta: promoterOnly },
  { root: '/console', meta: operatorOnly },
];

/** Section roots with a guard of their own (the rest of the section keeps the section's). */
const roots: Record<string, RouteMeta> = { '/promoter': memberOnly };

const inSection = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);

/** The guarded section a path belongs to, if any. */
export function sectionOf(pathname: string): { root: string; meta: RouteMeta } | undefined {
  return sections.find((s) => inSection(pathname, s.root));
}

/** The guard meta of any path of the app (public paths have none). */
export const metaOfPath = (pathname: string): RouteMeta | undefined =>
  roots[pathname.replace(/(.)\/$/, '$1')] ?? sectionOf(pathname)?.meta;

const pathnameOf = (to: string) => to.split(/[?#]/)[0] ?? to;

/** Going back to the login or join page after logging in would send the member round in a circle. */
const isAuthPage = (pathname: string) => inSection(pathname, '/login') || pathname === '/join';

/** Only paths inside this app: "/x", never "//evil.example" or "https://…". */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}

/**
 * Where a refused navigation goes (spec §8: the previous page, else the section root, else /).
 *
 * - 'login': to `/login?redirect=<wanted page>`. The previous page would be a dead end for a guest
 *   who opened the link directly, and the section root (/mypage) is itself guarded, so it would loop;
 *   after logging in the member lands where they wanted to go.
 * - 'forbidden': the previous page inside the app if this member may see it, else the section root if
 *   they may see it, else `/`. A candidate equal to the refused page, or a login/join page (which
 *   would forward a logged-in member to the refused page again), is skipped, so it can never loop.
 */
export function guardRedirect(input: {
  decision: Exclude<GuardDecision, 'allow'>;
  to: string;
  previous: string | null;
  payload: AccessTokenPayload | null;
}): string {
  const { decision, to, previous, payload } = input;
  if (decision === 'login') return `/login?redirect=${encodeURIComponent(to)}`;
  const toPath = pathnameOf(to);
  const candidates = [previous, sectionOf(toPath)?.root].filter((c): c is string => !!c);
  for (const candidate of candidates) {
    const path = pathnameOf(candidate);
    if (path === toPath || isAuthPage(path)) continue;
    if (decideAccess(metaOfPath(path), payload) === 'allow') return candidate;
  }
  return '/';
}
