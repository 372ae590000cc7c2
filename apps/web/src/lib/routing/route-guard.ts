import type { LoaderFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import { session } from '@/lib/session.ts';
import { decideAccess, guardMessage, guardRedirect, type RouteMeta } from './guard.ts';

/** Where the app is now (the page a refused navigation came from); null before the first page. */
let previousLocation: () => string | null = () => null;

export function setPreviousLocationSource(source: () => string | null) {
  previousLocation = source;
}

/**
 * The loader every guarded route runs before it renders (and before its screen is shown):
 * alert, then redirect as `guardRedirect` decides.
 */
export function guardLoader(meta: RouteMeta | undefined) {
  return ({ request }: LoaderFunctionArgs) => {
    const payload = session.get().payload;
    const decision = decideAccess(meta, payload);
    if (decision === 'allow') return null;
    const url = new URL(request.url);
    const to = `${url.pathname}${url.search}${url.hash}`;
    window.alert(guardMessage[decision]);
    throw redirect(guardRedirect({ decision, to, previous: previousLocation(), payload }));
  };
}
