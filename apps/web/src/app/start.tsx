/** Starts the app: main.tsx loads this module, after the first paint of a server-rendered page. */
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/query-client.ts';
import { session } from '../lib/session.ts';
import { setHydrating, useHydrated } from '../lib/use-hydrated.ts';
import { readServerState } from '../server-state.ts';
import { Providers } from './providers.tsx';
import { createAppRouter, loadRoutesOf } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Pretendard on screens from 1024 px only, loaded after the first paint (its stylesheet is large).
// A page of Korean text pulls ten-odd subsets (~250 KB) and is laid out again as each arrives: on
// a phone that is more than the page's script, so phones keep their own Korean system font (Apple
// SD Gothic Neo, Noto Sans CJK KR), which Pretendard was drawn to match. Decision 0014.
if (window.matchMedia('(min-width: 1024px)').matches) {
  void import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');
}

/**
 * Marks the document once the app has taken over the page (`<html data-app="ready">`): a
 * server-rendered page is plain HTML until then, and the browser tests wait for the mark. After a
 * hydration the mark waits for the browser-only parts (popups, a closed band banner), which come in
 * the same transition as this component's own switch (see useHydrated).
 */
function AppReady() {
  const hydrated = useHydrated();
  useEffect(() => setHydrating(false), []);
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.app = 'ready';
  }, [hydrated]);
  return null;
}

const app = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <AppReady />
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

/** Ends the current task: the browser may paint and answer input before the next step. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A server-rendered page (entry-server.tsx) is hydrated with the answers it was rendered with;
// any other page is rendered here from scratch. The page is already readable, so its start is cut
// into short tasks instead of one long one on a phone's main thread: evaluating the modules,
// reading the session from sessionStorage, restoring the answers, loading the route, building the
// router, and hydration as a transition (React then works in slices of a few milliseconds).
const serverState = readServerState();
if (serverState) {
  await yieldToBrowser();
  session.get();
  await yieldToBrowser();
  hydrate(queryClient, serverState.queries);
  await yieldToBrowser();
  await loadRoutesOf(window.location.pathname);
  await yieldToBrowser();
  const router = createAppRouter(serverState.router);
  await yieldToBrowser();
  setHydrating(true);
  startTransition(() => {
    hydrateRoot(root, app(router));
  });
} else {
  createRoot(root).render(app(createAppRouter()));
}
