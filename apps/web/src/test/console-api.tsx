import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { Toaster } from '@/components/console/toast.tsx';
import { resetApiClientForTests } from '@/lib/api-client.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { session } from '@/lib/session.ts';
import { fakeAccessToken, operatorPayload } from './fixtures.ts';

/** One request the page sent: its method, URL and JSON body. */
export type ApiCall = { method: string; url: string; body: unknown };

/** Stubs fetch: every request is recorded (its JSON body parsed) and answered by `answer`. */
export function stubConsoleApi(answer: (call: ApiCall) => Response): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(url),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

/** A recorded call's URL parsed (against a placeholder origin), for tests that read its path or query. */
export const urlOf = (call: ApiCall) => new URL(call.url, 'http://localhost');

/** Each test of the file runs with an operator signed in (alerts recorded), and its stubs undone after. */
export function withOperatorSession() {
  beforeEach(() => {
    session.clear();
    resetApiClientForTests();
    session.setTokens(fakeAccessToken(operatorPayload), 'refresh-1');
    vi.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** Renders a console block with its own query client and the console's toasts; answers the user. */
export function renderConsole(node: ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      {node}
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

/** Reports the router's location, path and query, to the test that rendered it. */
function Probe({ onLocation }: { onLocation: (here: string) => void }) {
  const location = useLocation();
  onLocation(`${location.pathname}${location.search}`);
  return null;
}

/** A console screen rendered at a URL; `location()` tells where it went since. */
export function renderConsoleRoute(path: string, entry: string, screen: ReactNode) {
  let here = entry;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                {screen}
                <Probe
                  onLocation={(at) => {
                    here = at;
                  }}
                />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ delay: null }), location: () => here };
}
