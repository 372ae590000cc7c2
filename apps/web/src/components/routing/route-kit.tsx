import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteMeta } from '@/lib/routing/guard.ts';
import { guardLoader } from '@/lib/routing/route-guard.ts';
import type { RouteHandle } from '@/lib/routing/route-handle.ts';
import { ComingSoonPage } from './coming-soon-page.tsx';

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
