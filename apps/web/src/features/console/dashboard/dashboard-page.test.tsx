import type { DashboardFigures } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderConsoleRoute, stubConsoleApi, withOperatorSession } from '@/test/console-api.tsx';
import { json } from '@/test/fixtures.ts';
import { DASHBOARD_REFRESH_MS, dashboardQuery } from './api.ts';
import { ConsoleDashboardPage } from './dashboard-page.tsx';

// jsdom lays nothing out, so Recharts would draw nothing: the charts are replaced by their days.
vi.mock('./trend-chart.tsx', () => ({
  default: ({ days, previousDays }: { days: { day: string }[]; previousDays: { day: string }[] }) => (
    <div data-testid="trend">{`${days.map((d) => d.day).join(',')}|${previousDays.map((d) => d.day).join(',')}`}</div>
  ),
}));

const day = (d: string, paid = 0, orders = 0) => ({ day: d, paid, orders });
const figures: DashboardFigures = {
  today: { day: '2031-06-01', orders: 2, amount: 75_000, paidSales: 1_234_500, paidOrders: 1, newMembers: 3 },
  waiting: {
    cancelRequested: 1,
    exchangeRequested: 2,
    returnRequested: 3,
    bankTransfers: 4,
    applications: 5,
    withdrawals: 6,
    productQuestions: 7,
    questions: 8,
    inquiries: 9,
  },
  settlement: { _id: 'set-1', month: '2031-05' },
  yearShare: { month: '2031-05', yearShareBp: 4_000, warningBp: 3_000, warning: true },
  days: [day('2031-05-31', 50_000, 1), day('2031-06-01', 1_234_500, 1)],
  previousDays: [day('2031-04-01'), day('2031-04-02')],
};

withOperatorSession();
beforeEach(() => {
  stubConsoleApi(({ url }) => {
    if (url.startsWith('/api/console/dashboard')) return json(200, { dashboard: figures });
    if (url.startsWith('/api/console/users')) return json(200, { summary: { totalCount: 12 }, users: [] });
    return json(404, { message: '없음', code: 'NOT_FOUND' });
  });
});

function renderDashboard() {
  renderConsoleRoute('/console/dashboard', '/console/dashboard', <ConsoleDashboardPage />);
}

const tile = async (key: string) => screen.findByTestId(`tile-${key}`);

describe('ConsoleDashboardPage (/console/dashboard)', () => {
  it("shows today's figures in won with grouping, each opening its list for today", async () => {
    renderDashboard();
    const paid = await tile('paidSales');
    expect(paid.textContent).toContain('1,234,500원');
    expect(paid.getAttribute('href')).toBe('/console/statistics?tab=daily&from=2031-06-01&to=2031-06-01');
    expect((await tile('amount')).textContent).toContain('75,000원');
    expect((await tile('orders')).getAttribute('href')).toBe(
      '/console/shop/purchases/all?from=2031-06-01&to=2031-06-01',
    );
    expect((await tile('newMembers')).getAttribute('href')).toBe(
      '/console/users?from=2031-06-01&to=2031-06-01',
    );
  });

  it('links every waiting count to its list, filtered with that list’s own URL names', async () => {
    renderDashboard();
    const waiting = await screen.findByRole('region', { name: '처리 대기' });
    const expected: [string, string, string][] = [
      ['취소 요청', '1건', '/console/shop/purchases/cancel?status=CANCEL_REQUESTED'],
      ['교환 요청', '2건', '/console/shop/purchases/exchange?status=EXCHANGE_REQUESTED'],
      ['반품 요청', '3건', '/console/shop/purchases/return?status=RETURN_REQUESTED'],
      ['입금 확인 대기', '4건', '/console/shop/purchases/nonpayment?paymentMethod=BANK_TRANSFER'],
      ['회원 전환 신청', '5명', '/console/users?request=AWAITING'],
      ['수당 출금 신청', '6건', '/console/user-bonuses?view=withdrawals&status=AWAITING'],
      ['상품 문의 미답변', '7건', '/console/shop/inquires?answered=UNANSWERED'],
      ['1:1 문의 답변대기', '8건', '/console/center/questions?state=WAITING'],
      ['설치·상담 문의 미답변', '9건', '/console/inquiries?answered=UNANSWERED'],
    ];
    const links = within(waiting).getAllByRole('link');
    expect(links).toHaveLength(expected.length);
    for (const [i, [label, count, href]] of expected.entries()) {
      expect(links[i]!.textContent).toBe(`${label}${count}`);
      expect(links[i]!.getAttribute('href')).toBe(href);
    }
  });

  it('opens the settlement to confirm and warns of the year share', async () => {
    renderDashboard();
    const settlement = await tile('settlement');
    expect(settlement.textContent).toContain('2031-05 정산 확정 대기');
    expect(settlement.getAttribute('href')).toBe('/console/user-settlements/set-1');
    const share = await tile('yearShare');
    expect(share.textContent).toContain('40.00%');
    expect(within(share).getByRole('alert').textContent).toContain('30.00%');
  });

  it('charts the last 30 days against the 30 before', async () => {
    renderDashboard();
    expect((await screen.findByTestId('trend')).textContent).toBe(
      '2031-05-31,2031-06-01|2031-04-01,2031-04-02',
    );
  });

  it('keeps the member counts from the member list', async () => {
    renderDashboard();
    const counts = await screen.findByRole('region', { name: '회원 현황' });
    await waitFor(() => expect(within(counts).getAllByText('12')).toHaveLength(5));
  });

  it('refetches every 60 seconds', () => {
    expect(DASHBOARD_REFRESH_MS).toBe(60_000);
    expect(dashboardQuery().refetchInterval).toBe(60_000);
  });
});
