import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { session } from '@/lib/session.ts';
import { fakeAccessToken, json, operatorPayload } from '@/test/fixtures.ts';
import { ConsoleDashboardPage } from './dashboard-page.tsx';

beforeEach(() => {
  session.clear();
  resetApiClientForTests();
  session.setTokens(fakeAccessToken(operatorPayload), 'refresh-1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).startsWith('/api/console/users')
        ? json(200, { summary: { totalCount: 12 }, users: [] })
        : json(404, { message: '없음', code: 'NOT_FOUND' }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderDashboard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/console/dashboard']}>
        <ConsoleDashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ConsoleDashboardPage (/console/dashboard)', () => {
  it('says in 안내 what the console does today: the order desk, claims, invoices, members', async () => {
    renderDashboard();
    const notes = await screen.findByTestId('console-notes');
    const text = notes.textContent ?? '';
    const desk = within(notes).getByRole('link', { name: '주문 관리' });
    expect(desk.getAttribute('href')).toBe('/console/shop/purchases/all');
    for (const work of ['무통장입금 확인', '송장 등록', '취소·교환·반품 처리와 환불', '탈퇴 처리']) {
      expect(text).toContain(work);
    }
    expect(within(notes).getByRole('link', { name: '회원 관리' }).getAttribute('href')).toBe(
      '/console/users',
    );
    // Orders are not announced as coming later any more.
    expect(text).not.toMatch(/주문[^.]*열리면/);
    expect(text).not.toContain('열리는 대로');
  });

  it('counts members by type from the member list', async () => {
    renderDashboard();
    const counts = await screen.findByRole('region', { name: '회원 현황' });
    await waitFor(() => expect(within(counts).getAllByText('12')).toHaveLength(5));
  });
});
