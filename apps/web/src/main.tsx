import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { z } from 'zod';
import { Providers } from './app/providers.tsx';
import { createAppRouter, loadRoutesOf } from './app/router.tsx';
import { queryClient } from './lib/query-client.ts';
import { readServerState } from './server-state.ts';

// The browser never compiles schemas with `new Function`: the strict Content-Security-Policy would
// refuse it (and report it) anyway; the server keeps zod's faster compiled parsers.
z.config({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Pretendard's hundred-odd @font-face subsets are a large stylesheet: parsed after the first paint
// instead of blocking it. Text shows in the system font until then (the faces swap in anyway).
void import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');

const app = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

// A server-rendered page (entry-server.tsx) is hydrated with the answers it was rendered with;
// any other page is rendered here from scratch.
const serverState = readServerState();
if (serverState) {
  hydrate(queryClient, serverState.queries);
  await loadRoutesOf(window.location.pathname);
  hydrateRoot(root, app(createAppRouter(serverState.router)));
} else {
  createRoot(root).render(app(createAppRouter()));
}
