import { startTransition, useEffect, useState } from 'react';

/** True while start.tsx hydrates a server-rendered page, until the hydration has committed. */
let hydrating = false;

/** start.tsx marks the hydration of a server-rendered page; AppReady clears it once committed. */
export function setHydrating(value: boolean) {
  hydrating = value;
}

/**
 * False while a server-rendered page is being hydrated (and on the server), true otherwise. What
 * only the browser knows (cookies, sessionStorage) is shown once it is true, so the first client
 * render matches the server's HTML; a component rendered in the browser from scratch is true at
 * once. After a hydration the switch comes as a transition: React renders the browser-only parts in
 * short slices instead of one blocking pass just as the page becomes interactive (decision 0015).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
