import type { SalesFigures } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConsoleRoute, stubConsoleApi, withOperatorSession } from '@/test/console-api.tsx';
import { json } from '@/test/fixtures.ts';
import { ConsoleStatisticsPage } from './statistics-page.tsx';

// jsdom lays nothing out, so Recharts would draw nothing: the chart is replaced by its rows.
vi.mock('./sales-chart.tsx', () => ({
  default: ({ rows }: { rows: { label: string }[] }) => (
    <div data-testid="chart">{rows.map((r) => r.label).join(',')}</div>
  ),
}));

const figures = (paid: number, refunded = 0): SalesFigures => ({
  orders: 1,
  quantity: 2,
  gross: paid + 1_000,
  coupon: 1_000,
  points: 0,
  paid,
  shipping: 3_000,
  refunded,
  net: paid - refunded,
});
const marchTotals: SalesFigures = {
  orders: 2,
  quantity: 6,
  gross: 220_000,
  coupon: 6_500,
  points: 2_000,
  paid: 211_500,
  shipping: 8_000,
  refunded: 183_000,
  net: 28_500,
};

function stubApi() {
  return stubConsoleApi((call) => {
    const url = new URL(call.url, 'http://shop.test');
    const q = url.searchParams;
    if (url.pathname.endsWith('/monthlySales')) {
      const rows = Array.from({ length: 12 }, (_, i) => ({
        month: `${q.get('year')}-${String(i + 1).padStart(2, '0')}`,
        ...figures(i === 2 ? 211_500 : 0, i === 2 ? 183_000 : 0),
      }));
      return json(200, { summary: { year: Number(q.get('year')), totals: marchTotals }, rows });
    }
    if (url.pathname.endsWith('/dailySales')) {
      const from = q.get('from')!;
      const to = q.get('to')!;
      if (from > to) return json(400, { message: '조회 기간을 확인해주세요', code: 'VALIDATION_FAILED' });
      return json(200, {
        summary: { from, to, totals: figures(150_000, 10_000) },
        rows: [
          { day: from, ...figures(100_000) },
          { day: to, ...figures(50_000, 10_000) },
        ],
      });
    }
    return json(404, { message: '없음', code: 'NOT_FOUND' });
  });
}

let location = () => '';
function renderPage(entry = '/console/statistics?year=2031') {
  const page = renderConsoleRoute('/console/statistics', entry, <ConsoleStatisticsPage />);
  location = page.location;
  return page.user;
}

withOperatorSession();

describe('ConsoleStatisticsPage', () => {
  it('opens on 월별: twelve months, the chart and the 합계 row in won', async () => {
    const calls = stubApi();
    renderPage();
    const table = await screen.findByRole('table', { name: '월별 매출' });
    expect(screen.getByRole('tab', { name: '월별' }).getAttribute('aria-selected')).toBe('true');
    expect(calls[0]?.url).toBe('/api/console/statistics/monthlySales?year=2031');
    const rows = within(table).getAllByRole('row');
    // heading, twelve months, totals
    expect(rows).toHaveLength(14);
    const totals = within(table).getByRole('row', { name: /합계/ });
    expect(totals.textContent).toContain('211,500원');
    expect(totals.textContent).toContain('183,000원');
    expect(totals.textContent).toContain('28,500원');
    expect(within(table).getByRole('row', { name: /2031-03/ }).textContent).toContain('211,500원');
    expect((await screen.findByTestId('chart')).textContent).toContain('2031-12');
  });

  it('switches to 일별 by keyboard and asks for the range typed', async () => {
    const calls = stubApi();
    const user = renderPage();
    await screen.findByRole('table', { name: '월별 매출' });
    screen.getByRole('tab', { name: '월별' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '일별' }).getAttribute('aria-selected')).toBe('true');
    await user.clear(screen.getByLabelText('조회 시작일'));
    await user.type(screen.getByLabelText('조회 시작일'), '2031-03-01');
    await user.clear(screen.getByLabelText('조회 종료일'));
    await user.type(screen.getByLabelText('조회 종료일'), '2031-03-02');
    await user.click(screen.getByRole('button', { name: '조회' }));
    const table = await screen.findByRole('table', { name: '일별 매출' });
    await waitFor(() => expect(within(table).queryByRole('row', { name: /2031-03-02/ })).not.toBeNull());
    expect(calls.at(-1)?.url).toBe('/api/console/statistics/dailySales?from=2031-03-01&to=2031-03-02');
    expect(location()).toContain('tab=daily');
    expect(within(table).getByRole('row', { name: /합계/ }).textContent).toContain('140,000원');
  });

  it('says 조회 기간을 확인해주세요 on a bad range and keeps the dates typed', async () => {
    stubApi();
    const user = renderPage('/console/statistics?tab=daily&from=2031-03-01&to=2031-03-02');
    await screen.findByRole('table', { name: '일별 매출' });
    await user.clear(screen.getByLabelText('조회 시작일'));
    await user.type(screen.getByLabelText('조회 시작일'), '2031-03-09');
    await user.click(screen.getByRole('button', { name: '조회' }));
    expect((await screen.findByRole('alert')).textContent).toBe('조회 기간을 확인해주세요');
    expect((screen.getByLabelText('조회 시작일') as HTMLInputElement).value).toBe('2031-03-09');
    expect((screen.getByLabelText('조회 종료일') as HTMLInputElement).value).toBe('2031-03-02');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
