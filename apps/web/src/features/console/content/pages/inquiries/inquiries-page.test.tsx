import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsoleRoute, stubConsoleApi, urlOf, withOperatorSession } from '@/test/console-api.tsx';
import { json } from '@/test/fixtures.ts';
import { ConsoleInquiriesPage } from './inquiries-page.tsx';

/** The list API (always empty); answers every query it was asked. */
function serve() {
  const asked: URLSearchParams[] = [];
  stubConsoleApi((call) => {
    const url = urlOf(call);
    if (url.pathname === '/api/console/inquiries') asked.push(url.searchParams);
    return json(200, { summary: { totalCount: 0 }, inquiries: [] });
  });
  return asked;
}

function renderAt(path: string) {
  return renderConsoleRoute('/console/inquiries', path, <ConsoleInquiriesPage />);
}

withOperatorSession();

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
    const { location, user } = renderAt('/console/inquiries?answered=MAYBE');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked.at(-1)!.has('answered')).toBe(false);
    await user.selectOptions(screen.getByLabelText('답변 상태'), 'ANSWERED');
    await waitFor(() => expect(location()).toContain('answered=ANSWERED'));
    await waitFor(() => expect(asked.at(-1)?.get('answered')).toBe('ANSWERED'));
    await user.click(screen.getByRole('button', { name: '초기화' }));
    await waitFor(() => expect(location()).not.toContain('answered'));
  });
});
