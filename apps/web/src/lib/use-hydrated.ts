import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while a server-rendered page is being hydrated (and on the server), true otherwise. What
 * only the browser knows (cookies, sessionStorage) is shown once it is true, so the first client
 * render matches the server's HTML; a page rendered in the browser from scratch is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
