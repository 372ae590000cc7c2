import type { CartItem, Destination, Order, PaymentWindow, ShippingQuote } from '@shop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { session } from '@/lib/session.ts';
import { makeCard } from '@/test/catalog-fixtures.ts';
import { consumerPayload, fakeAccessToken, json, shopperUser } from '@/test/fixtures.ts';
import { checkoutStore } from '../../checkout-store.ts';
import { OrderPage } from './order-page.tsx';

// The sandbox window would navigate this tab away: the test only sees that it was asked for.
const openPaymentWindow = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../payment-window.ts', () => ({ openPaymentWindow }));

const CART_ID = '0d8f3c1e-8a3b-4c2d-9e1f-000000000001';
const PRODUCT_ID = '86d1dd03-100c-4651-8b90-27cff34314f1';

const cartLine: CartItem = {
  _id: CART_ID,
  type: 'cart',
  _product: PRODUCT_ID,
  product: makeCard({ _id: PRODUCT_ID, name: '원피스 양변기' }),
  _option: null,
  option: null,
  optionValues: [],
  optionLabel: '',
  quantity: 2,
  unitPrice: 20_000,
  amount: 40_000,
  stock: 5,
  shippingMethod: 'PARCEL',
  shippingFee: null,
  available: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const home: Destination = {
  _id: '5a9e0c1e-0000-4000-8000-000000000001',
  title: '우리집',
  name: '최민지',
  phone: '01098765432',
  email: '',
  postcode: '06236',
  address1: '서울 강남구 테헤란로 152',
  address2: '12층',
  isDefault: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The server's price: 40,000원 of goods, 3,000원 shipping, and 3,000원 more for Jeju (63xxx). */
function quoteFor(postcode: string | null): ShippingQuote {
  const island = postcode?.startsWith('63') ?? false;
  return {
    lines: [
      {
        _product: PRODUCT_ID,
        _option: null,
        quantity: 2,
        unitPrice: 20_000,
        amount: 40_000,
        shippingMethod: 'PARCEL',
        shippingFee: null,
      },
    ],
    productAmount: 40_000,
    parcelAmount: 40_000,
    baseFee: 3_000,
    productFees: 0,
    islandFee: island ? 3_000 : 0,
    island: island ? '제주' : null,
    shippingFee: 3_000,
    totalAmount: island ? 46_000 : 43_000,
    installation: false,
  };
}

function placedOrder(): Order {
  return {
    _id: '5d1c6b1f-0000-4000-8000-000000000001',
    orderNo: '20260401-000001',
    _user: consumerPayload._user,
    status: 'ORDER_NONPAYMENT',
    orderer: { name: '최민지', phone: '01098765432', email: 'shopper@bathhouse.example' },
    receiver: { ...home },
    requestMessage: '',
    title: '원피스 양변기',
    amounts: {
      productAmount: 40_000,
      shippingFee: 3_000,
      remoteFee: 0,
      remoteArea: null,
      pointsUsed: 0,
      paidAmount: 43_000,
    },
    payment: {
      method: 'BANK_TRANSFER',
      tid: null,
      paidAt: null,
      expiresAt: '2026-04-02T01:00:00.000Z',
      depositorName: '최민지',
      bankAccount: null,
    },
    purchases: [],
    refunds: [],
    canceledAt: null,
    createdAt: '2026-04-01T01:00:00.000Z',
    updatedAt: '2026-04-01T01:00:00.000Z',
  };
}

type Call = { method: string; url: string; body: unknown };
type Answer = (call: Call) => Response | undefined;

function stubApi({ destinations = [home], answer }: { destinations?: Destination[]; answer?: Answer } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(url),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const answered = answer?.(call);
      if (answered) return answered;
      const path = call.url.split('?')[0];
      if (path === '/api/v1/me/info') return json(200, { user: shopperUser });
      if (path === '/api/v1/me/carts') return json(200, { carts: [cartLine] });
      if (path === '/api/v1/me/destinations' && call.method === 'GET') {
        return json(200, { summary: { totalCount: destinations.length }, destinations });
      }
      if (path === '/api/v1/shop/shippings/quote') {
        const { postcode } = call.body as { postcode?: string };
        return json(200, { quote: quoteFor(postcode ?? null) });
      }
      if (path === '/api/plugins/nice/pay/config') {
        return json(200, { mode: 'sandbox', clientId: null, label: '테스트 결제' });
      }
      return json(404, { message: '없음', code: 'NOT_FOUND' });
    }),
  );
  return calls;
}

/** `draft`: the form kept while the payment window was open; `state`: what the window said. */
function renderOrderPage({
  draft,
  state = null,
}: {
  draft?: unknown;
  state?: { paymentMessage: string } | null;
} = {}) {
  checkoutStore.startFromCart([CART_ID]);
  if (draft) checkoutStore.saveDraft(draft);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: '/shop/order', state }]}>
        <Routes>
          <Route path="/shop/order" element={<OrderPage />} />
          <Route path="/shop/result" element={<p>주문 결과</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

const field = (id: string) => document.getElementById(`order-${id}`) as HTMLInputElement;
const agreement = () => screen.getByLabelText(/구매조건 및 결제 진행에 동의합니다/);
const payButtons = () => screen.getAllByRole('button', { name: /결제하기|주문하기/ });

/** The form has its orderer from the profile and its lines priced by the server. */
async function ready() {
  await waitFor(() => expect(field('orderer-name').value).toBe('최민지'));
  await waitFor(() => expect(screen.getByTestId('order-total').textContent).not.toBe('-'));
}

beforeEach(() => {
  session.clear();
  resetApiClientForTests();
  session.setTokens(fakeAccessToken(consumerPayload), 'refresh-1');
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

    expect(screen.getByText('구매조건 확인 및 결제 진행에 동의해주세요')).toBeTruthy();
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
    expect(screen.getAllByText('이름을 입력해주세요')).toHaveLength(1);

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
    await user.click(agreement());
    await user.click(payButtons()[0]!);
    expect(within(field('orderer-email').parentElement!).getByText('이메일을 입력해주세요')).toBeTruthy();
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
      answer: ({ method, url }) => {
        if (method === 'POST' && url === '/api/v1/shop/orders') return json(201, { order: placedOrder() });
        if (method === 'POST' && url.endsWith('/process')) return json(200, { order: placedOrder() });
        return undefined;
      },
    });
    const user = renderOrderPage();
    await ready();
    await screen.findByTestId('chosen-destination');
    await user.click(screen.getByText('무통장입금', { exact: true }));
    expect(field('depositorName').value).toBe('최민지');
    expect(payButtons()[0]!.textContent).toBe('주문하기');
    await user.clear(field('depositorName'));
    await user.click(agreement());
    await user.click(payButtons()[0]!);
    expect(screen.getByText('입금자명을 입력해주세요')).toBeTruthy();
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
    await user.type(field('receiver-name'), '최민지');
    await user.type(field('receiver-phone'), '01098765432');
    await user.type(field('receiver-postcode'), '06236');
    await user.type(field('receiver-address1'), '서울 강남구 테헤란로 152');
    await user.type(field('destinationTitle'), '우리집');
    await user.click(agreement());
    await user.click(payButtons()[0]!);

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
      answer: ({ method, url }) =>
        method === 'POST' && url === '/api/plugins/nice/pay/generate'
          ? json(400, {
              message: '연락처를 입력해주세요',
              code: 'VALIDATION_FAILED',
              details: [{ path: 'orderer.phone', message: '연락처를 입력해주세요' }],
            })
          : undefined,
    });
    const user = renderOrderPage();
    await ready();
    await screen.findByTestId('chosen-destination');
    await user.click(agreement());
    await user.click(payButtons()[0]!);
    await waitFor(() => expect(field('orderer-phone').getAttribute('aria-invalid')).toBe('true'));
    expect(within(field('orderer-phone').parentElement!).getByText('연락처를 입력해주세요')).toBeTruthy();
    expect(document.activeElement).toBe(field('orderer-phone'));
    expect(screen.queryByTestId('order-failure')).toBeNull();
  });

  it('shows a refusal without a field above the form', async () => {
    stubApi({
      answer: ({ method, url }) =>
        method === 'POST' && url === '/api/plugins/nice/pay/generate'
          ? json(409, { message: '재고가 부족합니다', code: 'STOCK_SHORTAGE' })
          : undefined,
    });
    const user = renderOrderPage();
    await ready();
    await screen.findByTestId('chosen-destination');
    await user.click(agreement());
    await user.click(payButtons()[0]!);
    expect((await screen.findByTestId('order-failure')).textContent).toBe('재고가 부족합니다');
    expect(openPaymentWindow).not.toHaveBeenCalled();
  });
});

function paymentWindowFixture(): PaymentWindow {
  return {
    mode: 'sandbox',
    clientId: null,
    orderId: '20260401-000001',
    amount: 43_000,
    goodsName: '원피스 양변기',
    method: 'card',
    returnUrl: 'http://localhost/api/plugins/nice/pay/return',
    buyerName: '최민지',
    buyerTel: '01098765432',
    buyerEmail: 'shopper@bathhouse.example',
    vbankHolder: null,
    windowUrl: '/api/plugins/nice/pay/sandbox?orderId=1',
  };
}
