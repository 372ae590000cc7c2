import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page carries for its hydration (`#shop-state`, a JSON data block, so the
 * strict Content-Security-Policy needs no inline script): the query answers it was rendered with and
 * the router's loader data.
 */
export type ServerState = { queries: DehydratedState; router: HydrationState };

export const SERVER_STATE_ID = 'shop-state';

/** The state of a server-rendered page, or null for a page the browser renders from scratch. */
export function readServerState(doc: Document = document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
