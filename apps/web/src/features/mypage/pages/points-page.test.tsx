import type { PointRow } from '@shop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { session } from '@/lib/session.ts';
import { consumerPayload, fakeAccessToken, json } from '@/test/fixtures.ts';
import { PointsPage } from './points-page.tsx';

function serve(answer: () => Response) {
  const urls: URL[] = [];
  const headers: Record<string, string>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      urls.push(new URL(input, 'http://localhost'));
      headers.push((init?.headers ?? {}) as Record<string, string>);
      return answer();
    }),
  );
  return { urls, headers };
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <Where />
          </>
        ),
        children: [{ path: '/mypage/points', Component: PointsPage }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const row = (over: Partial<PointRow>): PointRow => ({
  _id: crypto.randomUUID(),
  type: 'EARN',
  typeLabel: '적립',
  source: 'PURCHASE',
  reason: '구매확정 적립 (세면대)',
  amount: 1_234,
  createdAt: '2026-11-02T03:00:00.000Z',
  ...over,
});
const answer =
  (points: PointRow[], balance: number, totalCount = points.length) =>
  () =>
    json(200, { summary: { totalCount, balance }, points });

beforeEach(() => session.setTokens(fakeAccessToken(consumerPayload), 'refresh-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/mypage/points', () => {
  it('shows the balance and each row with its date, reason and signed amount', async () => {
    const { urls, headers } = serve(
      answer(
        [
          row({
            type: 'ADMIN',
            typeLabel: '관리자 조정',
            source: 'OPERATOR',
            reason: '오지급 회수',
            amount: -500,
          }),
          row({}),
        ],
        734,
      ),
    );
    renderAt('/mypage/points?from=2026-11-01&to=2026-11-30');
    expect((await screen.findByText('734원')).dataset.testid).toBe('point-balance');
    const items = within(screen.getByRole('list', { name: '적립금 내역' })).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('오지급 회수');
    expect(items[0]!.textContent).toContain('-500원');
    expect(items[1]!.textContent).toContain('2026-11-02');
    expect(items[1]!.textContent).toContain('+1,234원');
    const asked = urls.find((u) => u.pathname === '/api/v1/me/points')!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(headers.at(-1)).toMatchObject({ skip: '0', limit: '20' });
  });

  it('says so when the period has no rows, keeps the balance, and clears the period with 전체', async () => {
    serve(answer([], 3_000));
    renderAt('/mypage/points?from=2026-01-01&to=2026-01-31');
    await screen.findByText('적립금 내역이 없습니다');
    expect(screen.getByTestId('point-balance').textContent).toBe('3,000원');
    await userEvent.click(screen.getByRole('button', { name: '전체' }));
    expect(screen.getByTestId('location').textContent).toBe('/mypage/points');
  });
});
