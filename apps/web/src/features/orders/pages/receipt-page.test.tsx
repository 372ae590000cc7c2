import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RefundAccountPage } from '@/features/orders/pages/refund-account-page.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { session } from '@/lib/session.ts';
import { consumerPayload, fakeAccessToken, json, publicSettingFixture } from '@/test/fixtures.ts';
import { makeOrder, makePurchase } from '@/test/order-fixtures.ts';
import { ReceiptPage } from './receipt-page.tsx';

type Call = { method: string; path: string; query: string; body: unknown };

function serve(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.search,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/mypage/receipt', Component: ReceiptPage },
      { path: '/mypage/refund-account', Component: RefundAccountPage },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const setting = publicSettingFixture;

beforeEach(() => session.setTokens(fakeAccessToken(consumerPayload), 'refresh-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/mypage/receipt', () => {
  const paid = makeOrder();
  const unpaid = makeOrder(
    {
      _id: '5d1c6b1f-0000-4000-8000-000000000002',
      orderNo: '2026040100002',
      status: 'ORDER_NONPAYMENT',
      payment: { ...paid.payment, paidAt: null, tid: null },
    },
    [makePurchase({ _order: '5d1c6b1f-0000-4000-8000-000000000002', status: 'ORDER_NONPAYMENT' })],
  );

  it('lists paid orders only and prints the chosen one with its VAT split', async () => {
    serve((c) => {
      if (c.path === '/api/v1/setting') return json(200, { setting });
      if (c.path === '/api/v1/me/orders')
        return json(200, { summary: { totalCount: 2 }, orders: [unpaid, paid] });
      return json(200, { order: paid });
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderAt('/mypage/receipt');
    const picker = (await screen.findByLabelText('주문 선택')) as HTMLSelectElement;
    expect([...picker.options].map((o) => o.value)).toEqual([paid._id]);
    const doc = await screen.findByRole('article', { name: '영수증' });
    expect(screen.getByTestId('receipt-total').textContent).toBe('33,000원');
    expect(screen.getByTestId('receipt-vat').textContent).toBe('3,000원');
    expect(screen.getByTestId('receipt-supply').textContent).toBe('30,000원');
    expect(doc.textContent).toContain('123-45-67890');
    expect(doc.textContent).toContain('위 금액을 정히 영수합니다.');
    await userEvent.click(screen.getByRole('radio', { name: '거래명세서' }));
    expect(await screen.findByRole('article', { name: '거래명세서' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '인쇄' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows the 현금영수증 of a bank transfer: type, masked number, amount and state', async () => {
    const order = makeOrder({
      payment: { ...paid.payment, method: 'BANK_TRANSFER', tid: null, receiptUrl: null },
      cashReceipts: [
        {
          _id: 'c1000000-0000-4000-8000-000000000001',
          source: 'SHOP',
          type: 'EXPENSE_PROOF',
          maskedNumber: '220-81-*****',
          status: 'ISSUED',
          amount: 33_000,
          cancelledAmount: 11_000,
          tid: 'RCPT00000001',
          approveNo: '100000001',
          receiptUrl: null,
          failure: null,
          requestedAt: '2026-04-01T01:00:00.000Z',
          issuedAt: '2026-04-02T01:00:00.000Z',
          cancelledAt: '2026-04-03T01:00:00.000Z',
          createdAt: '2026-04-01T00:00:00.000Z',
        },
      ],
    });
    serve((c) => {
      if (c.path === '/api/v1/setting') return json(200, { setting });
      if (c.path === '/api/v1/me/orders') return json(200, { summary: { totalCount: 1 }, orders: [order] });
      return json(200, { order });
    });
    renderAt('/mypage/receipt');
    const panel = await screen.findByTestId('cash-receipts');
    expect(within(panel).getByText('지출증빙용')).toBeTruthy();
    expect(panel.textContent).toContain('220-81-*****');
    expect(panel.textContent).toContain('33,000원');
    expect(panel.textContent).toContain('취소 11,000원');
    expect(panel.textContent).toContain('발급완료 · 부분취소');
    expect(panel.textContent).toContain('100000001');
  });

  it('links the card slip of a card payment', async () => {
    const order = makeOrder({
      payment: { ...paid.payment, receiptUrl: 'https://npg.nicepay.co.kr/issue/IssueLoader.do?tid=T1' },
    });
    serve((c) => {
      if (c.path === '/api/v1/setting') return json(200, { setting });
      if (c.path === '/api/v1/me/orders') return json(200, { summary: { totalCount: 1 }, orders: [order] });
      return json(200, { order });
    });
    renderAt('/mypage/receipt');
    const link = await screen.findByRole('link', { name: '매출전표 보기' });
    expect(link.getAttribute('href')).toBe('https://npg.nicepay.co.kr/issue/IssueLoader.do?tid=T1');
    expect(screen.queryByTestId('cash-receipts')).toBeNull();
  });

  it('lists the coupon and the points taken off, and totals what was paid', async () => {
    const order = makeOrder({
      amounts: { ...paid.amounts, couponDiscount: 3_000, pointsUsed: 1_000, paidAmount: 29_000 },
      coupon: { _id: 'c0000000-0000-4000-8000-000000000001', name: '3,000원 할인' },
    });
    serve((c) => {
      if (c.path === '/api/v1/setting') return json(200, { setting });
      if (c.path === '/api/v1/me/orders') return json(200, { summary: { totalCount: 1 }, orders: [order] });
      return json(200, { order });
    });
    renderAt('/mypage/receipt');
    const doc = within(await screen.findByRole('article', { name: '영수증' }));
    expect(doc.getByRole('row', { name: '쿠폰할인 (3,000원 할인) -3,000원' })).toBeTruthy();
    expect(doc.getByRole('row', { name: '적립금사용 -1,000원' })).toBeTruthy();
    expect(screen.getByTestId('receipt-total').textContent).toBe('29,000원');
  });

  it('says there is nothing to print before any order is paid', async () => {
    serve((c) =>
      c.path === '/api/v1/setting'
        ? json(200, { setting })
        : json(200, { summary: { totalCount: 1 }, orders: [unpaid] }),
    );
    renderAt('/mypage/receipt');
    expect(await screen.findByText('주문내역이 없습니다')).toBeTruthy();
  });
});

describe('/mypage/refund-account', () => {
  it('checks the account, saves digits only and says so', async () => {
    const saved = {
      bankCode: '088',
      bankName: '신한은행',
      accountNumber: '110123456789',
      accountHolder: '홍길동',
      updatedAt: '2026-04-01T00:00:00.000Z',
    };
    let account: typeof saved | null = null;
    const calls = serve((c) => {
      if (c.method === 'PUT') {
        account = saved;
        return json(200, { refundAccount: saved });
      }
      return json(200, { refundAccount: account });
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderAt('/mypage/refund-account');
    expect(await screen.findByText('등록된 환불계좌가 없습니다')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('은행을 선택해주세요', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('계좌번호를 숫자 10~16자리로 입력해주세요')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText(/은행/, { selector: 'select' }), '088');
    await userEvent.type(screen.getByLabelText(/계좌번호/), '110-123-456789');
    expect(screen.getByLabelText<HTMLInputElement>(/계좌번호/).value).toBe('110123456789');
    await userEvent.type(screen.getByLabelText(/예금주/), '홍길동');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('환불계좌가 저장되었습니다'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      bankCode: '088',
      accountNumber: '110123456789',
      accountHolder: '홍길동',
    });
    expect((await screen.findByTestId('refund-account')).textContent).toContain('신한은행 110123456789');
  });
});
