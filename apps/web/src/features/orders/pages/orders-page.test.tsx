import type { Order } from '@shop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { session } from '@/lib/session.ts';
import { consumerPayload, fakeAccessToken, json } from '@/test/fixtures.ts';
import { makeOrder, makePurchase } from '@/test/order-fixtures.ts';
import { OrderPage } from './order-page.tsx';
import { OrdersPage } from './orders-page.tsx';

type Call = { method: string; url: URL; headers: Record<string, string>; body: unknown };
type Answer = (call: Call) => Response;

function serve(answer: Answer) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: new URL(input, 'http://localhost'),
        headers: (init?.headers ?? {}) as Record<string, string>,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
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
        children: [
          { path: '/mypage/orders', Component: OrdersPage },
          { path: '/mypage/orders/:_order', Component: OrderPage },
        ],
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

const list = (orders: Order[]) => json(200, { summary: { totalCount: orders.length }, orders });
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  session.setTokens(fakeAccessToken(consumerPayload), 'refresh-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/mypage/orders', () => {
  it('asks for the tab and period in the address, 10 a page, and shows each order', async () => {
    const calls = serve(() => list([makeOrder()]));
    renderAt('/mypage/orders?tab=PAYMENT&from=2026-03-01&to=2026-04-01');
    expect((await screen.findByTestId('order-card')).textContent).toContain('주문번호 2026040100001');
    const asked = calls.find((c) => c.url.pathname === '/api/v1/me/orders')!;
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({
      tab: 'PAYMENT',
      from: '2026-03-01',
      to: '2026-04-01',
    });
    expect(asked.headers).toMatchObject({ skip: '0', limit: '10' });
    const card = screen.getByTestId('order-card');
    expect(within(card).getByText('결제완료')).toBeTruthy();
    expect(within(card).getByText('30,000원')).toBeTruthy();
    expect(within(card).getByText('33,000원')).toBeTruthy();
    expect(within(card).getByRole('button', { name: '주문취소' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: '결제취소' })).toBeNull();
    expect(screen.getByRole('link', { name: '결제완료' }).getAttribute('aria-current')).toBe('page');
  });

  it('keeps the period when the tab changes and the tab when the period changes', async () => {
    serve(() => list([]));
    renderAt('/mypage/orders?tab=PAYMENT&from=2026-03-01&to=2026-04-01');
    await screen.findByText('주문내역이 없습니다');
    await userEvent.click(screen.getByRole('link', { name: '배송중' }));
    expect(location()).toBe('/mypage/orders?tab=SHIPPING&from=2026-03-01&to=2026-04-01');
    await userEvent.click(screen.getByRole('button', { name: '전체' }));
    expect(location()).toBe('/mypage/orders?tab=SHIPPING');
    await userEvent.click(screen.getByRole('button', { name: '1주일' }));
    expect(location()).toMatch(
      /^\/mypage\/orders\?tab=SHIPPING&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
    );
    expect(screen.getByRole('button', { name: '1주일' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('refuses a period that ends before it starts', async () => {
    serve(() => list([]));
    renderAt('/mypage/orders');
    await screen.findByText('주문내역이 없습니다');
    await userEvent.type(screen.getByLabelText('조회 시작일'), '2026-04-10');
    await userEvent.type(screen.getByLabelText('조회 종료일'), '2026-04-01');
    await userEvent.click(screen.getByRole('button', { name: '조회' }));
    expect(screen.getByRole('alert').textContent).toBe('조회 시작일은 종료일보다 늦을 수 없습니다');
    expect(location()).toBe('/mypage/orders');
  });

  it('shows the shop account and deadline of an unpaid transfer and calls the order off', async () => {
    const unpaid = makeOrder(
      {
        status: 'ORDER_NONPAYMENT',
        payment: {
          method: 'BANK_TRANSFER',
          tid: null,
          paidAt: null,
          expiresAt: '2026-04-04T01:00:00.000Z',
          depositorName: '홍길동',
          bankAccount: { bank: '국민은행', accountNumber: '123-45-678901', holder: '(주)욕실' },
          receiptUrl: null,
        },
      },
      [makePurchase({ status: 'ORDER_NONPAYMENT' })],
    );
    const canceled = makeOrder({ status: 'ORDER_CANCELED' }, [makePurchase({ status: 'ORDER_CANCELED' })]);
    let done = false;
    const calls = serve((c) => {
      if (c.method === 'DELETE') {
        done = true;
        return json(200, { order: canceled });
      }
      return list([done ? canceled : unpaid]);
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderAt('/mypage/orders');
    const notice = await screen.findByTestId('transfer-notice');
    expect(notice.textContent).toContain('국민은행 123-45-678901');
    expect(notice.textContent).toContain('2026-04-04 10:00까지');
    await userEvent.click(screen.getByRole('button', { name: '결제취소' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '결제취소' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('주문이 취소되었습니다'));
    expect(
      calls.some((c) => c.method === 'DELETE' && c.url.pathname === `/api/v1/me/orders/${unpaid._id}`),
    ).toBe(true);
    expect(await screen.findByText('주문취소')).toBeTruthy();
  });
});

describe('the claim dialog', () => {
  it('asks for a reason, sends the chosen purchases and shows the server’s refusal as said', async () => {
    const order = makeOrder({}, [
      makePurchase(),
      makePurchase({ _id: '3c0b5a0e-0000-4000-8000-000000000002', productName: '세면대 수전' }),
    ]);
    const calls = serve((c) =>
      c.method === 'PUT'
        ? json(422, { code: 'REFUND_ACCOUNT_REQUIRED', message: '환불계좌를 먼저 등록해주세요' })
        : list([order]),
    );
    renderAt('/mypage/orders');
    await screen.findByText('세면대 수전');
    await userEvent.click(screen.getAllByRole('button', { name: '주문취소' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: '주문취소' });
    // opened from the second line: only it is ticked
    const boxes = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([false, true]);
    await userEvent.click(within(dialog).getByRole('button', { name: '취소 신청' }));
    expect(within(dialog).getByText('사유를 선택해주세요', { selector: 'p' })).toBeTruthy();
    await userEvent.selectOptions(
      within(dialog).getByLabelText(/사유/, { selector: 'select' }),
      'CHANGE_OF_MIND',
    );
    await userEvent.type(within(dialog).getByLabelText('상세 사유'), '다른 제품으로 다시 주문합니다');
    await userEvent.click(within(dialog).getByRole('button', { name: '취소 신청' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toContain('환불계좌를 먼저 등록해주세요');
    expect(within(refusal).getByRole('link', { name: '환불계좌 등록하러 가기' }).getAttribute('href')).toBe(
      '/mypage/refund-account',
    );
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe(`/api/v1/me/orders/${order._id}`);
    expect(put.body).toEqual({
      claimStatus: 'CANCEL_REQUESTED',
      claimReason: 'CHANGE_OF_MIND',
      claimReasonDetails: '다른 제품으로 다시 주문합니다',
      _purchases: ['3c0b5a0e-0000-4000-8000-000000000002'],
    });
  });

  it('offers exchange and return for a delivered purchase and keeps details to 500 characters', async () => {
    const delivered = makeOrder({ status: 'DELIVERY_COMPLETE' }, [
      makePurchase({ status: 'DELIVERY_COMPLETE', purchaseStatus: 'PURCHASE_AWAITING' }),
    ]);
    serve(() => list([delivered]));
    renderAt('/mypage/orders');
    await userEvent.click(await screen.findByRole('button', { name: '반품신청' }));
    const dialog = await screen.findByRole('dialog', { name: '반품신청' });
    expect(within(dialog).getByRole('radio', { name: '반품' })).toHaveProperty('checked', true);
    await userEvent.click(within(dialog).getByRole('radio', { name: '교환' }));
    expect(within(dialog).getByRole('heading', { name: '교환신청' })).toBeTruthy();
    expect(within(dialog).getByLabelText('상세 사유').getAttribute('maxlength')).toBe('500');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('warns before 구매확정 and confirms the one purchase', async () => {
    const delivered = makeOrder({ status: 'DELIVERY_COMPLETE' }, [
      makePurchase({ status: 'DELIVERY_COMPLETE', purchaseStatus: 'PURCHASE_AWAITING' }),
    ]);
    const calls = serve((c) => (c.method === 'POST' ? json(200, { order: delivered }) : list([delivered])));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderAt('/mypage/orders');
    await userEvent.click(await screen.findByRole('button', { name: '구매확정' }));
    const dialog = await screen.findByRole('dialog', { name: '구매확정' });
    expect(dialog.textContent).toContain('구매확정 후에는 교환/반품을 신청할 수 없습니다');
    await userEvent.click(within(dialog).getByRole('button', { name: '구매확정' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('구매확정되었습니다'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe(`/api/v1/me/orders/${delivered._id}/confirm`);
    expect(post.body).toEqual({ _purchases: [delivered.purchases[0]!._id] });
  });
});

describe('/mypage/orders/:_order', () => {
  it('shows amounts, the invoice with its tracking link, the claim and the refunds', async () => {
    const order = makeOrder(
      {
        status: 'SHIPPING_CONFIRM',
        amounts: {
          productAmount: 30_000,
          shippingFee: 0,
          remoteFee: 3_000,
          remoteArea: '제주',
          couponDiscount: 0,
          pointsUsed: 0,
          paidAmount: 33_000,
        },
        refunds: [
          {
            _id: 'r1',
            amount: 10_000,
            method: 'GATEWAY',
            status: 'DONE',
            reason: '주문취소',
            _purchases: ['p2'],
            doneAt: '2026-04-02T01:00:00.000Z',
            createdAt: '2026-04-02T01:00:00.000Z',
          },
        ],
      },
      [
        makePurchase({ status: 'SHIPPING_CONFIRM', courierCode: '04', invoiceNumber: '123456789012' }),
        makePurchase({
          _id: 'p2',
          productName: '세면대 수전',
          status: 'ORDER_CANCELED',
          claimStatus: 'CANCEL_COMPLETED',
          claimReason: 'WRONG_ORDER',
          claimReasonDetails: '색상을 잘못 골랐습니다',
          purchaseStatus: 'PURCHASE_CANCELED',
        }),
      ],
    );
    serve(() => json(200, { order }));
    renderAt(`/mypage/orders/${order._id}`);
    expect((await screen.findByTestId('order-status')).textContent).toBe('배송중');
    expect(screen.getByText('도서산간 추가배송비 (제주)')).toBeTruthy();
    expect(screen.getByTestId('paid-amount').textContent).toBe('33,000원');
    // Neither a coupon nor points: no line for them.
    expect(screen.queryByTestId('coupon-discount')).toBeNull();
    expect(screen.queryByTestId('points-used')).toBeNull();
    const track = screen.getAllByRole('link', { name: /배송조회/ })[0]!;
    expect(track.getAttribute('href')).toBe(
      'https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012',
    );
    expect(screen.getByText('취소완료')).toBeTruthy();
    expect(screen.getByText('주문 실수')).toBeTruthy();
    expect(screen.getByText('색상을 잘못 골랐습니다')).toBeTruthy();
    expect(screen.getByTestId('refunds').textContent).toContain('10,000원');
    expect(screen.getByTestId('refunds').textContent).toContain('환불완료');
    expect(screen.getByRole('link', { name: '영수증' }).getAttribute('href')).toBe(
      `/mypage/receipt?order=${order._id}`,
    );
  });

  it('shows the coupon by name and the points taken off, and the paid total', async () => {
    const order = makeOrder({
      amounts: {
        productAmount: 30_000,
        shippingFee: 3_000,
        remoteFee: 0,
        remoteArea: null,
        couponDiscount: 1_500,
        pointsUsed: 2_000,
        paidAmount: 29_500,
      },
      coupon: { _id: 'c0000000-0000-4000-8000-000000000001', name: '신규가입 5% 할인' },
    });
    serve(() => json(200, { order }));
    renderAt(`/mypage/orders/${order._id}`);
    const amounts = within(await screen.findByRole('region', { name: '결제 금액' }));
    expect(amounts.getByText('쿠폰할인 (신규가입 5% 할인)')).toBeTruthy();
    expect(amounts.getByTestId('coupon-discount').textContent).toBe('-1,500원');
    expect(amounts.getByText('적립금사용')).toBeTruthy();
    expect(amounts.getByTestId('points-used').textContent).toBe('-2,000원');
    expect(amounts.getByTestId('paid-amount').textContent).toBe('29,500원');
  });

  it('says so when the order is not the member’s', async () => {
    serve(() => json(404, { code: 'ORDER_NOT_FOUND', message: '주문 정보를 찾을 수 없습니다' }));
    renderAt('/mypage/orders/5d1c6b1f-0000-4000-8000-00000000dead');
    expect(await screen.findByText('주문 정보를 찾을 수 없습니다')).toBeTruthy();
  });
});
