import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutStore } from '@/lib/checkout-store.ts';
import { json } from '@/test/fixtures.ts';
import {
  agreeAndPay,
  agreement,
  CART_ID,
  field,
  home,
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

// The sandbox window would navigate this tab away: the test only sees that it was asked for.
const openPaymentWindow = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../payment-window.ts', () => ({ openPaymentWindow }));

beforeEach(() => {
  signInShopper();
  openPaymentWindow.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('OrderPage (/shop/order)', () => {
  it('fills the orderer from the profile and chooses the default address', async () => {
    stubApi();
    renderOrderPage();
    await ready();
    expect(field('orderer-phone').value).toBe('010-9876-5432');
    expect(field('orderer-email').value).toBe('shopper@bathhouse.example');
    const chosen = await screen.findByTestId('chosen-destination');
    expect(chosen.textContent).toContain('[06236] 서울 강남구 테헤란로 152 12층');
    expect(screen.getByRole('heading', { name: '주문상품 1개' })).toBeTruthy();
  });

  it('shows the amount the server quoted for the receiver’s postcode, and pays that amount', async () => {
    const calls = stubApi({ destinations: [] });
    const user = renderOrderPage();
    await ready();
    expect(screen.getByTestId('order-total').textContent).toBe('43,000원');
    expect(payButtons()[0]!.textContent).toBe('43,000원 결제하기');

    await user.type(field('receiver-postcode'), '63309');
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('46,000원'));
    expect(screen.getByTestId('order-island-fee').textContent).toBe('+3,000원');
    expect(payButtons()[0]!.textContent).toBe('46,000원 결제하기');
    const quoted = calls.filter((c) => c.url === '/api/v1/shop/shippings/quote').at(-1);
    expect(quoted?.body).toEqual({
      items: [{ _product: PRODUCT_ID, _option: null, quantity: 2 }],
      postcode: '63309',
    });
  });

  it('shows each required field’s message and sends nothing until they are filled in', async () => {
    const calls = stubApi({ destinations: [] });
    const user = renderOrderPage();
    await ready();
    await user.clear(field('orderer-name'));
    await user.click(payButtons()[0]!);

    // react-hook-form checks the form asynchronously after the click
    expect(await screen.findByText('구매조건 확인 및 결제 진행에 동의해주세요')).toBeTruthy();
    expect(screen.getByText('배송지명을 입력해주세요')).toBeTruthy();
    expect(screen.getByText('우편번호를 입력해주세요')).toBeTruthy();
    expect(screen.getByText('주소를 입력해주세요')).toBeTruthy();
    // 이름 of the orderer and 받는 분 both
    expect(screen.getAllByText('이름을 입력해주세요')).toHaveLength(2);
    expect(field('orderer-name').getAttribute('aria-invalid')).toBe('true');
    expect(field('orderer-name').getAttribute('aria-describedby')).toBe('order-orderer-name-error');
    // The first in the page's order takes the focus.
    expect(document.activeElement).toBe(field('orderer-name'));
    expect(calls.filter((c) => c.method !== 'GET' && !c.url.includes('/quote'))).toEqual([]);
  });

  it('takes a message away once its field changes, and keeps the others', async () => {
    stubApi({ destinations: [] });
    const user = renderOrderPage();
    await ready();
    await user.click(payButtons()[0]!);
    expect(await screen.findAllByText('이름을 입력해주세요')).toHaveLength(1);

    await user.type(field('receiver-name'), '김');
    expect(screen.queryByText('이름을 입력해주세요')).toBeNull();
    expect(screen.getByText('주소를 입력해주세요')).toBeTruthy();
    await user.click(agreement());
    expect(screen.queryByText('구매조건 확인 및 결제 진행에 동의해주세요')).toBeNull();
    // Not checked again before the next submit: one letter is still too short a name.
    expect(field('receiver-name').getAttribute('aria-invalid')).toBeNull();
  });

  it('says the contract’s message for an e-mail that is not one', async () => {
    stubApi();
    const user = renderOrderPage();
    await ready();
    await user.clear(field('orderer-email'));
    await user.type(field('orderer-email'), 'shopper@');
    await agreeAndPay(user);
    expect(
      await within(field('orderer-email').parentElement!).findByText('이메일을 입력해주세요'),
    ).toBeTruthy();
  });

  it('formats the phone numbers as they are typed', async () => {
    stubApi({ destinations: [] });
    const user = renderOrderPage();
    await ready();
    await user.clear(field('orderer-phone'));
    await user.type(field('orderer-phone'), '0212345678');
    expect(field('orderer-phone').value).toBe('02-1234-5678');
    await user.type(field('receiver-phone'), '01055556666');
    expect(field('receiver-phone').value).toBe('010-5555-6666');
  });

  it('asks for 입금자명 with 무통장입금 and places the order from the cart lines', async () => {
    const calls = stubApi({
      answer: placesBankTransfer,
    });
    const user = renderOrderPage();
    await ready();
    await screen.findByTestId('chosen-destination');
    await user.click(screen.getByText('무통장입금', { exact: true }));
    expect(field('depositorName').value).toBe('최민지');
    expect(payButtons()[0]!.textContent).toBe('주문하기');
    await user.clear(field('depositorName'));
    await agreeAndPay(user);
    expect(await screen.findByText('입금자명을 입력해주세요')).toBeTruthy();
    expect(document.activeElement).toBe(field('depositorName'));

    await user.type(field('depositorName'), '최정호');
    await user.selectOptions(
      screen.getByRole('combobox', { name: '배송 요청사항 선택' }),
      '문 앞에 놓아주세요',
    );
    await user.click(payButtons()[0]!);
    expect(await screen.findByText('주문 결과')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/v1/shop/orders')?.body).toEqual({
      orderer: { name: '최민지', phone: '010-9876-5432', email: 'shopper@bathhouse.example' },
      receiver: {
        name: '최민지',
        phone: '010-9876-5432',
        email: '',
        postcode: '06236',
        address1: '서울 강남구 테헤란로 152',
        address2: '12층',
      },
      requestMessage: '문 앞에 놓아주세요',
      paymentMethod: 'BANK_TRANSFER',
      depositorName: '최정호',
      _coupon: null,
      points: 0,
      _carts: [CART_ID],
    });
    expect(checkoutStore.current()).toBeNull();
  });

  it('saves a new address to the address book first, then opens the card payment window', async () => {
    const calls = stubApi({
      destinations: [],
      answer: ({ method, url }) => {
        if (method === 'POST' && url === '/api/v1/me/destinations') {
          return json(201, { destination: { ...home, _id: '5a9e0c1e-0000-4000-8000-000000000009' } });
        }
        if (method === 'POST' && url === '/api/plugins/nice/pay/generate') {
          return json(200, {
            order: { ...placedOrder(), payment: { ...placedOrder().payment, method: 'CARD' } },
            payment: paymentWindowFixture(),
          });
        }
        return undefined;
      },
    });
    const user = renderOrderPage();
    await ready();
    await typeNewAddress(user);
    await agreeAndPay(user);

    await waitFor(() => expect(openPaymentWindow).toHaveBeenCalledTimes(1));
    const posts = calls.filter((c) => c.method === 'POST' && !c.url.includes('/quote'));
    expect(posts.map((c) => c.url)).toEqual(['/api/v1/me/destinations', '/api/plugins/nice/pay/generate']);
    expect(posts[0]!.body).toEqual({
      name: '최민지',
      phone: '010-9876-5432',
      email: '',
      postcode: '06236',
      address1: '서울 강남구 테헤란로 152',
      address2: '',
      title: '우리집',
      isDefault: false,
    });
    expect(posts[1]!.body).toMatchObject({
      paymentMethod: 'CARD',
      requestMessage: '',
      items: [{ _product: PRODUCT_ID, _option: null, quantity: 2 }],
    });
    // The form is kept for a declined payment, with the agreement to be given again.
    const draft = JSON.parse(window.sessionStorage.getItem('orderDraft') ?? 'null');
    expect(draft.draft).toMatchObject({ paymentMethod: 'CARD', agreed: false });
    expect(draft.draft.receiver.postcode).toBe('06236');
  });

  it('comes back from a declined payment to the form as it was filled in, with the message', async () => {
    stubApi();
    const draft = {
      orderer: { name: '최정호', phone: '010-1111-2222', email: '' },
      receiverMode: 'new',
      destinationId: null,
      receiver: {
        name: '김수령',
        phone: '010-3333-4444',
        email: '',
        postcode: '63309',
        address1: '제주특별자치도 제주시 첨단로 242',
        address2: '',
      },
      saveDestination: false,
      destinationTitle: '',
      makeDefault: false,
      requestPreset: 'custom',
      requestCustom: '경비실 옆 창고',
      paymentMethod: 'VBANK',
      depositorName: '',
      agreed: false,
    };
    renderOrderPage({ draft, state: { paymentMessage: '결제가 승인되지 않았습니다' } });
    const failure = await screen.findByTestId('order-failure');
    expect(failure.textContent).toBe('결제가 승인되지 않았습니다');
    expect(document.activeElement).toBe(failure);
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('46,000원'));
    // Neither the profile nor the address book replaces what the shopper had typed.
    expect(field('orderer-name').value).toBe('최정호');
    expect(field('receiver-postcode').value).toBe('63309');
    expect(screen.queryByTestId('chosen-destination')).toBeNull();
    expect(field('requestMessage').value).toBe('경비실 옆 창고');
    expect((screen.getByRole('radio', { name: '가상계좌' }) as HTMLInputElement).checked).toBe(true);
    expect((agreement() as HTMLInputElement).checked).toBe(false);
  });

  it('puts the server’s refusal beside its field', async () => {
    stubApi({
      answer: refusesPayment(400, {
        message: '연락처를 입력해주세요',
        code: 'VALIDATION_FAILED',
        details: [{ path: 'orderer.phone', message: '연락처를 입력해주세요' }],
      }),
    });
    const user = renderOrderPage();
    await ready();
    await screen.findByTestId('chosen-destination');
    await agreeAndPay(user);
    await waitFor(() => expect(field('orderer-phone').getAttribute('aria-invalid')).toBe('true'));
    expect(within(field('orderer-phone').parentElement!).getByText('연락처를 입력해주세요')).toBeTruthy();
    expect(document.activeElement).toBe(field('orderer-phone'));
    expect(screen.queryByTestId('order-failure')).toBeNull();
  });

  it('shows a refusal without a field above the form', async () => {
    stubApi({
      answer: refusesPayment(409, { message: '재고가 부족합니다', code: 'STOCK_SHORTAGE' }),
    });
    const user = renderOrderPage();
    await ready();
    await screen.findByTestId('chosen-destination');
    await agreeAndPay(user);
    expect((await screen.findByTestId('order-failure')).textContent).toBe('재고가 부족합니다');
    expect(openPaymentWindow).not.toHaveBeenCalled();
  });
});
