import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutStore } from '@/lib/checkout-store.ts';
import { json } from '@/test/fixtures.ts';
import {
  agreeAndPay,
  agreement,
  field,
  PRODUCT_ID,
  payButtons,
  paymentWindowFixture,
  placedOrder,
  placesBankTransfer,
  ready,
  refusesPayment,
  renderOrderPage,
  signInShopper,
  stubApi,
  typeNewAddress,
} from './test-order-page.tsx';

// The rules useOrderForm keeps, seen through the page as a shopper meets them.

const openPaymentWindow = vi.hoisted(() =>
  vi.fn(async (_payment: unknown, _onClosed: (message: string) => void) => {}),
);
vi.mock('../../payment-window.ts', () => ({ openPaymentWindow }));

const generated = () =>
  json(200, {
    order: { ...placedOrder(), payment: { ...placedOrder().payment, method: 'CARD' } },
    payment: paymentWindowFixture(),
  });

beforeEach(() => {
  signInShopper();
  openPaymentWindow.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('useOrderForm', () => {
  it('orders 바로구매 lines as items, not cart lines', async () => {
    const calls = stubApi({
      answer: placesBankTransfer,
    });
    const user = renderOrderPage({ direct: true });
    await ready();
    await screen.findByTestId('chosen-destination');
    await user.click(screen.getByText('무통장입금', { exact: true }));
    await agreeAndPay(user);
    expect(await screen.findByText('주문 결과')).toBeTruthy();
    const body = calls.find((c) => c.url === '/api/v1/shop/orders')?.body as Record<string, unknown>;
    expect(body.items).toEqual([{ _product: PRODUCT_ID, _option: null, quantity: 2 }]);
    expect(body._carts).toBeUndefined();
    expect(calls.find((c) => c.url.endsWith('/process'))?.body).toEqual({ depositorName: '최민지' });
  });

  it('cancels the unpaid order and says why when the payment window is closed', async () => {
    const calls = stubApi({
      answer: ({ method, url }) => {
        if (method === 'POST' && url === '/api/plugins/nice/pay/generate') return generated();
        if (method === 'DELETE') return json(200, { order: { ...placedOrder(), status: 'ORDER_CANCELED' } });
        return undefined;
      },
    });
    openPaymentWindow.mockImplementationOnce(async (_payment, onClosed) => onClosed('결제를 취소하셨습니다'));
    const user = renderOrderPage();
    await ready();
    await screen.findByTestId('chosen-destination');
    await agreeAndPay(user);

    expect((await screen.findByTestId('order-failure')).textContent).toBe('결제를 취소하셨습니다');
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'DELETE' && c.url === `/api/v1/me/orders/${placedOrder()._id}`),
      ).toBe(true),
    );
    expect(window.sessionStorage.getItem('pendingPayment')).toBeNull();
    // Still on the form, as filled in, to try again.
    expect(checkoutStore.current()).not.toBeNull();
    expect((agreement() as HTMLInputElement).checked).toBe(true);
  });

  it('asks the shopper to wait while the amount is still being calculated', async () => {
    const calls = stubApi({
      answer: ({ url }) =>
        url === '/api/v1/shop/shippings/quote' ? new Promise<Response>(() => {}) : undefined,
    });
    const user = renderOrderPage();
    await screen.findByTestId('chosen-destination');
    expect(screen.getByTestId('order-total').textContent).toBe('-');
    await agreeAndPay(user);
    expect((await screen.findByTestId('order-failure')).textContent).toBe(
      '결제 금액을 계산하고 있습니다. 잠시 후 다시 시도해주세요.',
    );
    expect(calls.filter((c) => c.method === 'POST' && !c.url.includes('/quote'))).toEqual([]);
  });

  it('shows the quote’s refusal in 결제 금액 and does not let the shopper pay', async () => {
    stubApi({
      answer: ({ url }) =>
        url === '/api/v1/shop/shippings/quote'
          ? json(409, { message: '재고가 부족합니다 (남은 수량 1개)', code: 'STOCK_SHORTAGE' })
          : undefined,
    });
    renderOrderPage();
    const pay = await screen.findByRole('complementary', { name: '결제 금액' });
    expect((await within(pay).findByRole('alert')).textContent).toBe('재고가 부족합니다 (남은 수량 1개)');
    for (const button of payButtons()) expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('reads the quote again when the stock ran out meanwhile (409)', async () => {
    const calls = stubApi({
      answer: refusesPayment(409, { message: '재고가 부족합니다', code: 'STOCK_SHORTAGE' }),
    });
    const user = renderOrderPage();
    await ready();
    await screen.findByTestId('chosen-destination');
    const quotes = () => calls.filter((c) => c.url === '/api/v1/shop/shippings/quote').length;
    const before = quotes();
    await agreeAndPay(user);
    await screen.findByTestId('order-failure');
    await waitFor(() => expect(quotes()).toBe(before + 1));
  });

  it('puts the address book’s refusal at 배송지명 and places no order', async () => {
    const calls = stubApi({
      destinations: [],
      answer: ({ method, url }) =>
        method === 'POST' && url === '/api/v1/me/destinations'
          ? json(400, {
              message: '입력값을 확인해주세요',
              code: 'VALIDATION_FAILED',
              details: [{ path: 'title', message: '배송지명을 20자 이하로 입력해주세요' }],
            })
          : undefined,
    });
    const user = renderOrderPage();
    await ready();
    await typeNewAddress(user);
    await agreeAndPay(user);

    await waitFor(() => expect(field('destinationTitle').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('배송지명을 20자 이하로 입력해주세요')).toBeTruthy();
    expect(document.activeElement).toBe(field('destinationTitle'));
    expect(calls.some((c) => c.url === '/api/plugins/nice/pay/generate')).toBe(false);
    expect(openPaymentWindow).not.toHaveBeenCalled();
  });

  it('copies the orderer into 받는 분 with 주문자 정보와 동일', async () => {
    stubApi({ destinations: [] });
    const user = renderOrderPage();
    await ready();
    await user.click(screen.getByRole('button', { name: '주문자 정보와 동일' }));
    expect(field('receiver-name').value).toBe('최민지');
    expect(field('receiver-phone').value).toBe('010-9876-5432');
    expect(field('receiver-email').value).toBe('shopper@bathhouse.example');
    expect(field('receiver-postcode').value).toBe('');
  });
});
