import type { ConsoleSettlement, ConsoleSettlementLine } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsoleRoute, stubConsoleApi, withOperatorSession } from '@/test/console-api.tsx';
import { json, operatorPayload } from '@/test/fixtures.ts';
import { ConsoleSettlementPage } from './settlement-page.tsx';

const _id = '5e5e5e5e-0000-4000-8000-000000000001';
const awaiting: ConsoleSettlement = {
  _id,
  month: '2026-10',
  status: 'AWAITING',
  statusLabel: '확정 대기',
  monthSales: 1_000_000,
  goods: 250_000,
  grade: 150_000,
  sales: 50_000,
  gradeScaled: 75_000,
  salesScaled: 25_000,
  cap: 350_000,
  capBp: 3_500,
  numerator: 100_000,
  denominator: 200_000,
  factorBp: 5_000,
  capReached: false,
  lineCount: 1,
  yearShareBp: 3_500,
  yearShareWarning: true,
  computedAt: '2026-11-01T01:00:00.000Z',
  confirmedAt: null,
};
const line: ConsoleSettlementLine = {
  _id: '5e5e5e5e-0000-4000-8000-000000000002',
  user: { _id: operatorPayload._user, username: 'kimpro', name: '김정회' },
  paid: 40_000,
  promoteesPaid: 3_000_000,
  gradeCode: 'SILVER',
  gradeName: '실버',
  gradeBonusRateBp: 100,
  levelCode: 'BRONZE',
  levelName: '브론즈',
  goods: 90_000,
  grade: 30_000,
  sales: 30_000,
  gradeScaled: 15_000,
  salesScaled: 15_000,
  total: 120_000,
};

function stubApi() {
  let settlement = awaiting;
  return stubConsoleApi(({ method, url }) => {
    if (method === 'GET' && url.startsWith(`/api/console/settlements/${_id}`))
      return json(200, { settlement, summary: { totalCount: 1 }, lines: [line] });
    if (method === 'POST' && url === `/api/console/settlements/${_id}/confirm`) {
      settlement = {
        ...awaiting,
        status: 'APPROVED',
        statusLabel: '확정',
        confirmedAt: '2026-11-02T01:00:00.000Z',
      };
      return json(200, { settlement });
    }
    return json(404, { message: '없음', code: 'NOT_FOUND' });
  });
}

function renderPage() {
  return renderConsoleRoute(
    '/console/user-settlements/:_settlement',
    `/console/user-settlements/${_id}`,
    <ConsoleSettlementPage />,
  ).user;
}

withOperatorSession();

describe('ConsoleSettlementPage', () => {
  it('shows the cap’s cut beside each paid amount and the year’s share with its warning', async () => {
    stubApi();
    renderPage();
    const summary = await screen.findByRole('region', { name: /2026-10 정산/ });
    expect(summary.textContent).toContain('50.00%');
    expect(summary.textContent).toContain('75,000원150,000원');
    expect(within(summary).getByText('경고')).toBeTruthy();
    const row = screen.getByRole('row', { name: /김정회/ });
    expect(row.textContent).toContain('3,000,000원');
    expect(row.textContent).toContain('실버');
    expect(row.textContent).toContain('120,000원');
  });

  it('confirms only after the dialog, then offers neither 재계산 nor 확정', async () => {
    const calls = stubApi();
    const user = renderPage();
    await screen.findByRole('region', { name: /2026-10 정산/ });
    await user.click(screen.getByRole('button', { name: '확정' }));
    const dialog = await screen.findByRole('dialog', { name: '정산 확정' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '확정' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.map((c) => `${c.method} ${c.url}`)).toContain(
      `POST /api/console/settlements/${_id}/confirm`,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '확정' }).hasAttribute('disabled')).toBe(true),
    );
    expect(screen.getByRole('button', { name: '재계산' }).hasAttribute('disabled')).toBe(true);
  });
});
