import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { json } from '@/test/fixtures.ts';
import { ConsoleInquiriesPage } from './inquiries-page.tsx';

/** The list API (always empty); answers every query it was asked. */
function serve() {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/console/inquiries') asked.push(url.searchParams);
      return json(200, { summary: { totalCount: 0 }, inquiries: [] });
    }),
  );
  return asked;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/console/inquiries', Component: ConsoleInquiriesPage }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('/console/inquiries 답변 상태', () => {
  it("opens from the dashboard's link filtered to the unanswered ones", async () => {
    const asked = serve();
    renderAt('/console/inquiries?answered=UNANSWERED');
    await waitFor(() => expect(asked.at(-1)?.get('answered')).toBe('UNANSWERED'));
    expect((screen.getByLabelText('답변 상태') as HTMLSelectElement).value).toBe('UNANSWERED');
    expect(await screen.findByText('조건에 맞는 문의가 없습니다')).toBeTruthy();
  });

  it('keeps the chosen 답변 상태 in the URL, drops an unknown one, and 초기화 clears it', async () => {
    const asked = serve();
    const { router, user } = renderAt('/console/inquiries?answered=MAYBE');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked.at(-1)!.has('answered')).toBe(false);
    await user.selectOptions(screen.getByLabelText('답변 상태'), 'ANSWERED');
    await waitFor(() => expect(router.state.location.search).toContain('answered=ANSWERED'));
    await waitFor(() => expect(asked.at(-1)?.get('answered')).toBe('ANSWERED'));
    await user.click(screen.getByRole('button', { name: '초기화' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('answered'));
  });
});
