import type { PromoterBonusRow, PromoterDashboard } from '@shop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { session } from '@/lib/session.ts';
import { fakeAccessToken, json, promoterPayload } from '@/test/fixtures.ts';
import { BonusesPage } from './bonuses-page.tsx';
import { DashboardPage } from './dashboard-page.tsx';
import { PromoteePurchasesPage } from './purchases-page.tsx';

function serve(answers: Record<string, unknown>) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      urls.push(url);
      const body = answers[url.pathname];
      return body ? json(200, body) : json(404, { message: '없음', code: 'NOT_FOUND' });
    }),
  );
  return urls;
}

function renderAt(path: string) {
  session.setTokens(fakeAccessToken(promoterPayload), 'refresh-token');
  const router = createMemoryRouter(
    [
      { path: '/promoter/dashboard', Component: DashboardPage },
      { path: '/promoter/bonuses', Component: BonusesPage },
      { path: '/promoter/:segment', Component: BonusesPage },
      { path: '/promoter/promotee-purchases', Component: PromoteePurchasesPage },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

const bonus = (over: Partial<PromoterBonusRow>): PromoterBonusRow => ({
  _id: crypto.randomUUID(),
  createdAt: '2026-11-02T03:00:00.000Z',
  type: 'BONUS__GOODS',
  typeLabel: '기본',
  source: 'PROMOTEE_PURCHASE',
  sourceLabel: '추천회원 구매확정',
  amount: 1_200,
  reason: '추천회원 구매확정 (탑볼 세면대)',
  purchaseNo: '20261102-000001-01',
  productName: '탑볼 세면대',
  ...over,
});

describe('/promoter/bonuses__:tab', () => {
  it('asks for the tab, shows the balance, signed won, Seoul dates and the current tab', async () => {
    const urls = serve({
      '/api/v1/promoter/bonuses': {
        summary: { totalCount: 2, balance: 1_234_567 },
        bonuses: [
          bonus({}),
          bonus({ type: 'BONUS__DEBIT', typeLabel: '출금내역', amount: -10_000, purchaseNo: null }),
        ],
      },
    });
    renderAt('/promoter/bonuses__goods?from=2026-11-01&to=2026-11-30');
    expect(await screen.findByText('1,234,567원')).toBeTruthy();
    const list = screen.getByRole('list', { name: '기본 수당 내역' });
    expect(within(list).getByText('+1,200원')).toBeTruthy();
    expect(within(list).getByText('-10,000원')).toBeTruthy();
    expect(within(list).getAllByText('2026-11-02')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '기본' }).getAttribute('aria-current')).toBe('page');
    const asked = urls.find((u) => u.pathname === '/api/v1/promoter/bonuses')!;
    expect(asked.searchParams.get('tab')).toBe('GOODS');
    expect(asked.searchParams.get('from')).toBe('2026-11-01');
  });

  it('says so when there is nothing', async () => {
    serve({ '/api/v1/promoter/bonuses': { summary: { totalCount: 0, balance: 0 }, bonuses: [] } });
    renderAt('/promoter/bonuses');
    expect(await screen.findByText('수당 내역이 없습니다')).toBeTruthy();
  });
});

describe('/promoter/promotee-purchases', () => {
  it('shows the masked buyer, paid won and the bonus or when it comes', async () => {
    serve({
      '/api/v1/promoter/purchases': {
        summary: { totalCount: 2 },
        purchases: [
          {
            _id: 'a',
            purchaseNo: '20261102-000001-01',
            orderedAt: '2026-11-02T03:00:00.000Z',
            confirmedAt: null,
            buyerName: '김**',
            productName: '탑볼 세면대',
            optionName: null,
            quantity: 1,
            paid: 40_000,
            statusLabel: '배송중',
            bonus: 0,
          },
          {
            _id: 'b',
            purchaseNo: '20261101-000001-01',
            orderedAt: '2026-11-01T03:00:00.000Z',
            confirmedAt: '2026-11-05T03:00:00.000Z',
            buyerName: '이**',
            productName: '욕실장',
            optionName: '색상: 화이트',
            quantity: 2,
            paid: 120_000,
            statusLabel: '구매확정',
            bonus: 3_600,
          },
        ],
      },
    });
    renderAt('/promoter/promotee-purchases');
    expect(await screen.findByText('김**')).toBeTruthy();
    expect(screen.getByText('120,000원')).toBeTruthy();
    expect(screen.getByText('+3,600원')).toBeTruthy();
    expect(screen.getByText('구매확정 후 지급')).toBeTruthy();
  });
});

describe('/promoter/dashboard', () => {
  it('shows the month, the estimates, the progress to the next grade and the referral link', async () => {
    const dashboard: PromoterDashboard = {
      balance: 52_000,
      month: '2026-11',
      goods: 12_000,
      gradeEstimate: 4_000,
      salesEstimate: 30_000,
      promoteesPaid: 4_000_000,
      levelName: '브론즈',
      grade: { code: 'SILVER', name: '실버', bonusRateBp: 100 },
      score: 1_500,
      nextGrade: {
        code: 'GOLD',
        name: '골드',
        criterion: 'SCORE__ACCUMULATED',
        criterionLabel: '누적 점수',
        threshold: 5_000,
        current: 1_500,
        missing: 3_500,
        progressBp: 3_000,
      },
      promotees: { total: 12, newThisMonth: 3 },
      promoterCode: 'WELCOME',
      referralPath: '/join?promoterCode=WELCOME',
      announcements: [
        {
          kind: 'LEGAL_CAP',
          title: '법정 수당 한도',
          detail: '매출의 30.00%',
          effectiveFrom: '2027-03-01T00:00:00.000Z',
        },
      ],
    };
    serve({ '/api/v1/promoter/dashboard': { dashboard } });
    renderAt('/promoter/dashboard');
    expect(await screen.findByText('52,000원')).toBeTruthy();
    expect(screen.getByText('2026년 11월 수당')).toBeTruthy();
    expect(screen.getByText('30,000원')).toBeTruthy();
    expect(screen.getByText('브론즈 달성')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '골드까지 진행률' }).getAttribute('aria-valuenow')).toBe(
      '30',
    );
    expect(screen.getByText('3,500점')).toBeTruthy();
    expect(screen.getByTestId('referral-code').textContent).toBe('WELCOME');
    expect(screen.getByTestId('referral-link').getAttribute('href')).toBe('/join?promoterCode=WELCOME');
    expect(screen.getByText('2027-03-01부터')).toBeTruthy();
  });
});
