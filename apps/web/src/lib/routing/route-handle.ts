import type { UIMatch } from 'react-router';
import type { RouteMeta } from './guard.ts';

/** What every route of the table carries in `handle`: its title (document title) and guard meta. */
export type RouteHandle = {
  title: string;
  meta?: RouteMeta;
  /** set on routes whose screen comes in a later issue */
  comingSoon?: boolean;
};

export const handleOf = (match: UIMatch | undefined) => match?.handle as RouteHandle | undefined;
