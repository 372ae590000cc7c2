import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/test/fixtures.ts';
import {
  agreeAndPay,
  field,
  paymentWindowFixture,
  placedOrder,
  placesBankTransfer,
  ready,
  renderOrderPage,
  signInShopper,
  stubApi,
} from './test-order-page.tsx';

const openPaymentWindow = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../payment-window.ts', () => ({ openPaymentWindow }));

beforeEach(() => {
  signInShopper();
  openPaymentWindow.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const receiptBox = () => screen.queryByRole('checkbox', { name: '현금영수증 신청' });

describe('the order form’s 현금영수증 section', () => {
  it('is offered with 무통장입금 and 가상계좌, not with a card', async () => {
    stubApi();
    const user = renderOrderPage();
    await ready();
    expect(receiptBox()).toBeNull();
    await user.click(screen.getByText('무통장입금', { exact: true }));
    expect(receiptBox()).toBeTruthy();
    await user.click(screen.getByText('가상계좌', { exact: true }));
    expect(receiptBox()).toBeTruthy();
  });

  it('checks the number before placing, then sends the digits with a bank-transfer order', async () => {
    const calls = stubApi({ answer: placesBankTransfer });
    const user = renderOrderPage();
    await ready();
    await screen.findByTestId('chosen-destination');
    await user.click(screen.getByText('무통장입금', { exact: true }));
    await user.click(receiptBox()!);
    await user.click(screen.getByText('지출증빙용', { exact: true }));
    expect(screen.getByLabelText(/사업자등록번호/)).toBeTruthy();
    await user.type(field('cashReceipt-number'), '220-81-62518');
    await agreeAndPay(user);
    expect(await screen.findByText('유효한 사업자등록번호를 입력해주세요')).toBeTruthy();
    expect(document.activeElement).toBe(field('cashReceipt-number'));
    expect(calls.some((c) => c.url === '/api/v1/shop/orders')).toBe(false);

    await user.clear(field('cashReceipt-number'));
    await user.type(field('cashReceipt-number'), '220-81-62517');
    await user.click(screen.getAllByRole('button', { name: /주문하기/ })[0]!);
    expect(await screen.findByText('주문 결과')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/v1/shop/orders')?.body).toMatchObject({
      paymentMethod: 'BANK_TRANSFER',
      cashReceipt: { type: 'EXPENSE_PROOF', number: '220-81-62517' },
    });
  });

  it('asks for a mobile number for 소득공제용 and sends the request with a virtual account', async () => {
    const calls = stubApi({
      answer: ({ method, url }) =>
        method === 'POST' && url === '/api/plugins/nice/pay/generate'
          ? json(200, {
              order: { ...placedOrder(), payment: { ...placedOrder().payment, method: 'VBANK' } },
              payment: { ...paymentWindowFixture(), method: 'vbank' },
            })
          : undefined,
    });
    const user = renderOrderPage();
    await ready();
    await screen.findByTestId('chosen-destination');
    await user.click(screen.getByText('가상계좌', { exact: true }));
    await user.click(receiptBox()!);
    await agreeAndPay(user);
    expect(await screen.findByText('휴대폰 번호를 입력해주세요')).toBeTruthy();
    await user.type(field('cashReceipt-number'), '02-123-4567');
    await user.click(screen.getAllByRole('button', { name: /결제하기/ })[0]!);
    expect(await screen.findByText('휴대폰 번호를 010-0000-0000 형식으로 입력해주세요')).toBeTruthy();
    await user.clear(field('cashReceipt-number'));
    await user.type(field('cashReceipt-number'), '010-2222-3333');
    await user.click(screen.getAllByRole('button', { name: /결제하기/ })[0]!);
    await vi.waitFor(() => expect(openPaymentWindow).toHaveBeenCalled());
    expect(calls.find((c) => c.url === '/api/plugins/nice/pay/generate')?.body).toMatchObject({
      paymentMethod: 'VBANK',
      cashReceipt: { type: 'INCOME_DEDUCTION', number: '010-2222-3333' },
    });
  });
});
