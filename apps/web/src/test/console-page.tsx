import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { session } from '@/lib/session.ts';
import { fakeAccessToken, operatorPayload } from './fixtures.ts';

/**
 * A console screen under test: an operator's session for each test (alerts recorded, fetch stubs
 * undone after), and the screen rendered at a URL with `location()` telling where it went since.
 */
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

/** Reports the router's location, path and query, to the test that rendered it. */
function Probe({ onLocation }: { onLocation: (here: string) => void }) {
  const location = useLocation();
  onLocation(`${location.pathname}${location.search}`);
  return null;
}

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
