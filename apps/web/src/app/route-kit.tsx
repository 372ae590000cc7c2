import type { ComponentType } from 'react';
import type { RouteObject, UIMatch } from 'react-router';
import { ComingSoonPage } from './coming-soon-page.tsx';
import type { RouteMeta } from './guard.ts';
import { guardLoader } from './route-guard.ts';

/** What every route of the table carries in `handle`: its title (document title) and guard meta. */
export type RouteHandle = {
  title: string;
  meta?: RouteMeta;
  /** set on routes whose screen comes in a later issue */
  comingSoon?: boolean;
};

export type LoadComponent = () => Promise<ComponentType>;

/**
 * One screen of spec §2. `load` imports the section's chunk lazily; without it the route shows the
 * honest "준비 중인 페이지" inside its section's layout.
 */
export function screen(
  path: string,
  title: string,
  meta: RouteMeta | undefined,
  load?: LoadComponent,
): RouteObject {
  const handle: RouteHandle = { title, meta, comingSoon: !load };
  return {
    path,
    handle,
    loader: guardLoader(meta),
    ...(load ? { lazy: { Component: load } } : { Component: ComingSoonPage }),
  };
}

/** The index screen of a section (`/mypage` itself). */
export function indexScreen(title: string, meta: RouteMeta | undefined, load?: LoadComponent): RouteObject {
  const { path: _path, ...rest } = screen('', title, meta, load);
  return { ...rest, index: true } as RouteObject;
}

export const handleOf = (match: UIMatch | undefined) => match?.handle as RouteHandle | undefined;
