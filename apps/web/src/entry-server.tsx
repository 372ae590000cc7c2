import { dehydrate, type Query, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { z } from 'zod';
import type { RouteHandle } from '@/lib/routing/route-handle.ts';
import { routes } from './app/router.tsx';
import { type ApiTransport, setApiTransport } from './lib/api-client.ts';
import { createQueryClient } from './lib/query-client.ts';
import type { ServerState } from './server-state.ts';

/**
 * Server rendering of the storefront's first screen (decision 0012). The server (apps/server/src/web/
 * index-page.ts) calls `render` for the pages a shopper usually lands on; the HTML it returns is
 * what the phone paints before any script runs, and the browser then hydrates it (app/start.tsx) with
 * the same answers (`state`), so the first client render matches it exactly.
 *
 * Pages read their data with `useQuery` as they do in the browser. A render registers the queries
 * the page asks for; they are fetched (through the server's own routes, see `configure`) and the
 * page rendered again, until it asks for nothing new. Nothing is listed per page, so a page that
 * starts reading something new is rendered with it without touching this file.
 */

/** Renders that still discover new queries after this many passes are left to the browser. */
const MAX_PASSES = 4;

/** One handler for every request: it resolves each lazy route once and keeps it. */
const handler = createStaticHandler(routes);

export function configure(options: { transport: ApiTransport }) {
  setApiTransport(options.transport);
  // As in the browser (app/start.tsx): no `new Function`, the same parsers on both sides.
  z.config({ jitless: true });
}

/** `head`: the resource hints React wrote ahead of the page (image preloads), for the document head. */
export type RenderResult = { html: string; head: string; title: string | null; state: ServerState };

/** React puts the preloads of a page's eager images first; they belong in <head>, not in #root. */
const LEADING_HINTS = /^(?:<link [^>]*>)+/;

const enabledOf = (query: Query) => {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
};

/**
 * The page at `url` (path and query) as a guest sees it, or null when the browser should render it
 * itself: a redirect, a route error, a read that failed, or a page that keeps asking for more.
 */
export async function render(url: string): Promise<RenderResult | null> {
  const context = await handler.query(new Request(new URL(url, 'http://shop.local')));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient();
  const page = () =>
    renderToString(
      <StrictMode>
        <QueryClientProvider client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </StrictMode>,
    );

  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    const html = page();
    const queries = client.getQueryCache().getAll();
    if (queries.some((q) => q.state.status === 'error')) return null;
    const wanted = queries.filter((q) => q.state.status === 'pending' && enabledOf(q));
    if (wanted.length === 0) {
      const title = [...context.matches]
        .reverse()
        .map((m) => (m.route.handle as RouteHandle | undefined)?.title)
        .find(Boolean);
      const head = LEADING_HINTS.exec(html)?.[0] ?? '';
      return {
        html: html.slice(head.length),
        head,
        title: title ?? null,
        state: {
          queries: dehydrate(client),
          router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
        },
      };
    }
    await Promise.all(wanted.map((q) => q.fetch().catch(() => undefined)));
  }
  return null;
}
