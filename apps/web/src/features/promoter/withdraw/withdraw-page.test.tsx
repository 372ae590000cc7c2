import type { Withdrawal, WithdrawPreview } from '@shop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { session } from '@/lib/session.ts';
import { fakeAccessToken, json, promoterPayload } from '@/test/fixtures.ts';
import { PromoterWithdrawPage } from './withdraw-page.tsx';

const account = { code: '004', name: 'KB국민은행', accountNumber: '*******1234', accountHolder: '김정회' };

/** The server's figures for `amount`: 3 % and 0.3 % cut below 10 won, a 500-won transfer fee. */
function previewOf(amount: number, over: Partial<WithdrawPreview>): WithdrawPreview {
  const incomeTax = Math.floor((amount * 0.03) / 10) * 10;
  const localTax = Math.floor((amount * 0.003) / 10) * 10;
  const total = incomeTax + localTax + 500;
  return {
    balance: 50_000,
    minimum: 10_000,
    minimumSetting: 10_000,
    account,
    amount,
    charge: { incomeTax, localTax, transferFee: 500, total },
    net: amount - total,
    awaiting: null,
    ...over,
  };
}

const awaiting: Withdrawal = {
  _id: '7d0c5c36-4d3f-4b39-9b53-0a0b5d5b8a11',
  amount: 20_000,
  remain: 30_000,
  status: 'AWAITING',
  reason: null,
  paidAt: null,
  createdAt: '2026-11-20T01:00:00.000Z',
  meta: {
    bank: account,
    charge: { incomeTax: 600, localTax: 60, transferFee: 500, total: 1_160 },
    net: 18_840,
  },
};

function serve({
  preview = {},
  withdrawals = [] as Withdrawal[],
}: {
  preview?: Partial<WithdrawPreview>;
  withdrawals?: Withdrawal[];
}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/v1/promoter/bonuses/withdraw')
        return json(200, { preview: previewOf(Number(url.searchParams.get('amount') ?? 50_000), preview) });
      if (url.pathname === '/api/v1/promoter/withdrawals')
        return json(200, {
          summary: { totalCount: withdrawals.length },
          awaiting: withdrawals.find((w) => w.status === 'AWAITING') ?? null,
          withdrawals,
        });
      return json(404, { message: '없음', code: 'NOT_FOUND' });
    }),
  );
}

function renderPage() {
  session.setTokens(fakeAccessToken(promoterPayload), 'refresh-token');
  const router = createMemoryRouter(
    [{ path: '/promoter/bonuses-withdraw', Component: PromoterWithdrawPage }],
    {
      initialEntries: ['/promoter/bonuses-withdraw'],
    },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

const amountField = () => screen.getByLabelText(/출금 금액\(원\)/);
const next = () => fireEvent.click(screen.getByRole('button', { name: '다음' }));

describe('/promoter/bonuses-withdraw', () => {
  it('refuses an amount under the minimum or over the balance on the first step, keeping what was typed', async () => {
    serve({});
    renderPage();
    expect(await screen.findByText('50,000원')).toBeTruthy();
    fireEvent.change(amountField(), { target: { value: '5000' } });
    next();
    expect(await screen.findByText('최소 출금 금액은 10,000원입니다')).toBeTruthy();
    expect((amountField() as HTMLInputElement).value).toBe('5,000');
    fireEvent.change(amountField(), { target: { value: '60000' } });
    next();
    expect(await screen.findByText('출금 가능 금액을 초과했습니다')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '수당 출금' })).toBeTruthy();
  });

  it('shows the withholding and the net for the typed amount, then the account, then asks for 본인인증', async () => {
    serve({});
    renderPage();
    fireEvent.change(await screen.findByLabelText(/출금 금액\(원\)/), { target: { value: '20000' } });
    // 20,000원: 소득세 600원, 지방소득세 60원, 수수료 500원 → 실 입금액 18,840원
    expect(await screen.findByText('18,840원')).toBeTruthy();
    expect(screen.getByText('600원')).toBeTruthy();
    expect(screen.getByText('60원')).toBeTruthy();
    next();
    expect(await screen.findByText('*******1234')).toBeTruthy();
    expect(screen.getByText('김정회')).toBeTruthy();
    next();
    expect(await screen.findByText('20,000원')).toBeTruthy();
    expect(screen.getByRole('button', { name: '휴대폰 본인인증' })).toBeTruthy();
    expect((screen.getByRole('button', { name: '출금 신청' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('without a payout account the second step sends the promoter to register one', async () => {
    serve({ preview: { account: null } });
    renderPage();
    fireEvent.change(await screen.findByLabelText(/출금 금액\(원\)/), { target: { value: '10000' } });
    next();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      '등록된 정산 계좌가 없습니다. 정산 계좌를 먼저 등록해주세요.',
    );
    expect(screen.getByRole('link', { name: '계좌 등록' }).getAttribute('href')).toBe('/promoter/bank');
  });

  it('a request in progress opens on the last step, 대기, with no new request until it is settled', async () => {
    serve({ withdrawals: [awaiting] });
    renderPage();
    expect(await screen.findByText(/출금 신청이 접수되었습니다/)).toBeTruthy();
    const history = screen.getByRole('region', { name: '지난 출금 신청' });
    expect(within(history).getByText('2026-11-20')).toBeTruthy();
    expect(screen.getAllByText('18,840원').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '새 출금 신청' })).toBeNull();
    expect(screen.queryByLabelText(/출금 금액\(원\)/)).toBeNull();
  });
});
