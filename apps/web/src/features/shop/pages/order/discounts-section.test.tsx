import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutStore } from '@/lib/checkout-store.ts';
import { json, publicSettingFixture } from '@/test/fixtures.ts';
import { makeMemberCoupon } from '@/test/order-fixtures.ts';
import {
  type Answer,
  agreeAndPay,
  CART_ID,
  CATEGORY_ID,
  field,
  PRODUCT_ID,
  payButtons,
  paymentWindowFixture,
  placedOrder,
  quoteFor,
  ready,
  refusesPayment,
  renderOrderPage,
  signInShopper,
  stubApi,
  typeNewAddress,
} from './test-order-page.tsx';

// 쿠폰 and 적립금 of the order form: 40,000원 of goods (one line, 2 × 20,000원) and 3,000원 shipping.

const openPaymentWindow = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../payment-window.ts', () => ({ openPaymentWindow }));

beforeEach(() => {
  signInShopper();
  openPaymentWindow.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const rate = makeMemberCoupon({
  _id: 'c0000000-0000-4000-8000-00000000000a',
  name: '신규가입 10% 할인',
  kind: 'RATE',
  value: 10,
  maxDiscount: 10_000,
  minOrderAmount: 30_000,
});
const amount = makeMemberCoupon({ _id: 'c0000000-0000-4000-8000-00000000000b', name: '3,000원 할인' });
const category = makeMemberCoupon({
  _id: 'c0000000-0000-4000-8000-00000000000c',
  name: '양변기 5,000원 할인',
  value: 5_000,
  scope: 'CATEGORY',
  categories: [{ _id: CATEGORY_ID, name: '양변기' }],
});
const otherProduct = makeMemberCoupon({
  _id: 'c0000000-0000-4000-8000-00000000000d',
  name: '세면대 전용 쿠폰',
  scope: 'PRODUCT',
  products: [{ _id: 'b0000000-0000-4000-8000-000000000001', name: '세면대' }],
});
const bigOrder = makeMemberCoupon({
  _id: 'c0000000-0000-4000-8000-00000000000e',
  name: '5만원 이상 7,000원 할인',
  value: 7_000,
  minOrderAmount: 50_000,
});

const summary = () => within(screen.getByRole('complementary', { name: '결제 금액' }));
const couponChoice = (name: RegExp | string) => screen.getByRole('radio', { name });
const pointsInput = () => field('points');

/** The generate call's body, once sent. */
const generated = (calls: { url: string; body: unknown }[]) =>
  calls.find((c) => c.url === '/api/plugins/nice/pay/generate')?.body as Record<string, unknown> | undefined;

const opensWindow: Answer = ({ method, url }) =>
  method === 'POST' && url === '/api/plugins/nice/pay/generate'
    ? json(200, {
        order: { ...placedOrder(), payment: { ...placedOrder().payment, method: 'CARD' } },
        payment: paymentWindowFixture(),
      })
    : undefined;

describe('쿠폰', () => {
  it('offers the coupons that apply, largest discount first, and lists the others disabled with why', async () => {
    stubApi({ coupons: [amount, otherProduct, rate, bigOrder, category] });
    renderOrderPage();
    await ready();
    const list = await screen.findByTestId('coupon-choices');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '선택 안 함',
      expect.stringMatching(/^양변기 5,000원 할인.*-5,000원$/),
      // 10 % of 40,000
      expect.stringMatching(/^신규가입 10% 할인10% 할인 \(최대 10,000원\).*-4,000원$/),
      expect.stringMatching(/^3,000원 할인.*전체 상품 · 2026-05-01까지-3,000원$/),
      expect.stringContaining('사용할 수 없는 쿠폰입니다'),
      expect.stringContaining('쿠폰 최소 주문금액은 50,000원입니다'),
    ]);
    expect((couponChoice('선택 안 함') as HTMLInputElement).checked).toBe(true);
    expect((couponChoice('세면대 전용 쿠폰') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('사용 가능 3장')).toBeTruthy();
  });

  it('takes the chosen coupon off the product amount in 결제 금액 and sends it', async () => {
    const calls = stubApi({ coupons: [amount, rate], answer: opensWindow });
    const user = renderOrderPage();
    await ready();
    await screen.findByTestId('chosen-destination');
    await user.click(await screen.findByRole('radio', { name: /신규가입 10% 할인/ }));

    expect(summary().getByTestId('order-product-amount').textContent).toBe('40,000원');
    expect(summary().getByTestId('order-shipping-fee').textContent).toBe('+3,000원');
    expect(summary().getByTestId('order-coupon-discount').textContent).toBe('-4,000원');
    expect(summary().getByTestId('order-points-used').textContent).toBe('0원');
    expect(summary().getByTestId('order-total').textContent).toBe('39,000원');
    expect(payButtons()[0]!.textContent).toBe('39,000원 결제하기');

    await agreeAndPay(user);
    await waitFor(() => expect(openPaymentWindow).toHaveBeenCalledTimes(1));
    expect(generated(calls)).toMatchObject({ _coupon: rate.coupon._id, points: 0 });
  });

  it('unselects the chosen coupon once the lines no longer reach its minimum', async () => {
    // The price of the line drops to 10,000원 each when the quote is read for the new postcode.
    stubApi({
      destinations: [],
      coupons: [rate],
      answer: ({ url, body }) => {
        if (url !== '/api/v1/shop/shippings/quote' || !(body as { postcode?: string }).postcode)
          return undefined;
        const quote = quoteFor('06236');
        const line = { ...quote.lines[0]!, unitPrice: 10_000, amount: 20_000 };
        return json(200, { quote: { ...quote, lines: [line], productAmount: 20_000, totalAmount: 23_000 } });
      },
    });
    const user = renderOrderPage();
    await ready();
    await user.click(await screen.findByRole('radio', { name: /신규가입 10% 할인/ }));
    expect(summary().getByTestId('order-total').textContent).toBe('39,000원');

    await typeNewAddress(user);
    await waitFor(() => expect(summary().getByTestId('order-total').textContent).toBe('23,000원'));
    expect((couponChoice('선택 안 함') as HTMLInputElement).checked).toBe(true);
    expect(summary().getByTestId('order-coupon-discount').textContent).toBe('0원');
    expect(screen.getByText(/쿠폰 최소 주문금액은 30,000원입니다/)).toBeTruthy();
  });
});

describe('적립금', () => {
  it('spends at most what the coupon left of the product amount with 전액사용, and sends it', async () => {
    const calls = stubApi({ coupons: [amount], balance: 50_000, answer: opensWindow });
    const user = renderOrderPage();
    await ready();
    await screen.findByTestId('chosen-destination');
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('50,000원'));
    await user.click(await screen.findByRole('radio', { name: /3,000원 할인/ }));
    await user.click(screen.getByRole('button', { name: '전액사용' }));

    // 40,000 − 3,000 of the coupon; the 3,000원 shipping is never discounted.
    expect(pointsInput().value).toBe('37000');
    expect(summary().getByTestId('order-points-used').textContent).toBe('-37,000원');
    expect(summary().getByTestId('order-total').textContent).toBe('3,000원');

    await agreeAndPay(user);
    await waitFor(() => expect(openPaymentWindow).toHaveBeenCalledTimes(1));
    expect(generated(calls)).toMatchObject({ _coupon: amount.coupon._id, points: 37_000 });
  });

  it('takes digits only and cuts what is typed to the balance', async () => {
    stubApi({ balance: 1_200 });
    const user = renderOrderPage();
    await ready();
    await waitFor(() => expect(pointsInput().disabled).toBe(false));
    expect(screen.getByText('최대 1,200원까지 사용할 수 있습니다')).toBeTruthy();
    await user.type(pointsInput(), '5,00');
    expect(pointsInput().value).toBe('500');
    expect(summary().getByTestId('order-total').textContent).toBe('42,500원');
    await user.type(pointsInput(), '0');
    await waitFor(() => expect(pointsInput().value).toBe('1200'));
    expect(summary().getByTestId('order-points-used').textContent).toBe('-1,200원');
  });

  it('cuts the points when a coupon chosen after them leaves less of the product amount', async () => {
    stubApi({ coupons: [category], balance: 40_000 });
    const user = renderOrderPage();
    await ready();
    await waitFor(() => expect(pointsInput().disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: '전액사용' }));
    expect(pointsInput().value).toBe('40000');
    await user.click(screen.getByRole('radio', { name: /양변기 5,000원 할인/ }));
    await waitFor(() => expect(pointsInput().value).toBe('35000'));
    expect(summary().getByTestId('order-total').textContent).toBe('3,000원');
  });

  it('takes the minimum balance from the shop’s setting', async () => {
    const setting = { ...publicSettingFixture, points: { minimumToSpend: 5_000 } };
    stubApi({
      balance: 4_000,
      answer: ({ url }) => (url === '/api/v1/setting' ? json(200, { setting }) : undefined),
    });
    renderOrderPage();
    await ready();
    expect(await screen.findByText('적립금은 5,000원 이상 보유 시 사용할 수 있습니다')).toBeTruthy();
    expect(pointsInput().disabled).toBe(true);
  });

  it('closes the input below the minimum balance, saying so', async () => {
    stubApi({ balance: 999 });
    renderOrderPage();
    await ready();
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('999원'));
    expect(pointsInput().disabled).toBe(true);
    expect((screen.getByRole('button', { name: '전액사용' }) as HTMLButtonElement).disabled).toBe(true);
    expect(pointsInput().getAttribute('aria-describedby')).toBe('order-points-hint');
    expect(screen.getByText('적립금은 1,000원 이상 보유 시 사용할 수 있습니다')).toBeTruthy();
  });
});

describe('the server’s refusal of the coupon or the points', () => {
  it.each([
    [409, 'POINTS_SHORT', '보유 적립금이 부족합니다'],
    [422, 'POINTS_MINIMUM', '적립금은 1,000원 이상 보유 시 사용할 수 있습니다'],
    [422, 'COUPON_NOT_USABLE', '사용할 수 없는 쿠폰입니다'],
    [422, 'COUPON_MIN_ORDER', '쿠폰 최소 주문금액은 30,000원입니다'],
  ])('%i %s: says “%s” beside the form, which stays as filled in', async (status, code, message) => {
    const calls = stubApi({
      coupons: [rate],
      balance: 5_000,
      answer: refusesPayment(status, { message, code }),
    });
    const user = renderOrderPage();
    await ready();
    await screen.findByTestId('chosen-destination');
    await user.click(await screen.findByRole('radio', { name: /신규가입 10% 할인/ }));
    await user.type(pointsInput(), '2000');
    const infoReads = () => calls.filter((c) => c.url === '/api/v1/me/info').length;
    const before = infoReads();
    await agreeAndPay(user);

    expect((await screen.findByTestId('order-failure')).textContent).toBe(message);
    expect((couponChoice(/신규가입 10% 할인/) as HTMLInputElement).checked).toBe(true);
    expect(pointsInput().value).toBe('2000');
    expect(screen.getByTestId('chosen-destination').textContent).toContain('06236');
    expect(openPaymentWindow).not.toHaveBeenCalled();
    // The balance and the coupons are read again.
    await waitFor(() => expect(infoReads()).toBe(before + 1));
  });
});

describe('an order the coupon and points pay in full', () => {
  it('opens no window and goes where a paid order lands, the lines leaving the cart', async () => {
    const free = { ...quoteFor('06236'), baseFee: 0, shippingFee: 0, totalAmount: 40_000 };
    const calls = stubApi({
      coupons: [amount],
      balance: 50_000,
      answer: ({ method, url }) => {
        if (url === '/api/v1/shop/shippings/quote') return json(200, { quote: free });
        if (method === 'POST' && url === '/api/plugins/nice/pay/generate') {
          const paid = { ...placedOrder(), status: 'ORDER_PAYMENT' as const };
          return json(200, { order: paid, payment: null });
        }
        if (method === 'DELETE' && url === '/api/v1/me/carts') return json(200, {});
        return undefined;
      },
    });
    const user = renderOrderPage();
    await ready();
    await screen.findByTestId('chosen-destination');
    await user.click(await screen.findByRole('radio', { name: /3,000원 할인/ }));
    await user.click(screen.getByRole('button', { name: '전액사용' }));
    expect(summary().getByTestId('order-total').textContent).toBe('0원');
    await agreeAndPay(user);

    expect(await screen.findByText('주문 결과')).toBeTruthy();
    expect(openPaymentWindow).not.toHaveBeenCalled();
    expect(generated(calls)).toMatchObject({
      paymentMethod: 'CARD',
      _coupon: amount.coupon._id,
      points: 37_000,
      items: [{ _product: PRODUCT_ID, _option: null, quantity: 2 }],
    });
    expect(calls.find((c) => c.method === 'DELETE' && c.url === '/api/v1/me/carts')?.body).toEqual({
      _ids: [CART_ID],
    });
    expect(checkoutStore.current()).toBeNull();
  });

  it('with 무통장입금, asks for no deposit: the order placed is paid already', async () => {
    const free = { ...quoteFor('06236'), baseFee: 0, shippingFee: 0, totalAmount: 40_000 };
    const calls = stubApi({
      coupons: [amount],
      balance: 50_000,
      answer: ({ method, url }) => {
        if (url === '/api/v1/shop/shippings/quote') return json(200, { quote: free });
        if (method === 'POST' && url === '/api/v1/shop/orders') {
          return json(201, { order: { ...placedOrder(), status: 'ORDER_PAYMENT' } });
        }
        return undefined;
      },
    });
    const user = renderOrderPage();
    await ready();
    await screen.findByTestId('chosen-destination');
    await user.click(await screen.findByRole('radio', { name: /3,000원 할인/ }));
    await user.click(screen.getByRole('button', { name: '전액사용' }));
    await user.click(screen.getByText('무통장입금', { exact: true }));
    await agreeAndPay(user);

    expect(await screen.findByText('주문 결과')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/v1/shop/orders')?.body).toMatchObject({
      _coupon: amount.coupon._id,
      points: 37_000,
      _carts: [CART_ID],
    });
    expect(calls.some((c) => c.url.endsWith('/process'))).toBe(false);
  });
});
