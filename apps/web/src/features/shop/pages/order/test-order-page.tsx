import type {
  CartItem,
  Destination,
  MemberCoupon,
  Order,
  PaymentWindow,
  Product,
  ShippingQuote,
} from '@shop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client.ts';
import { checkoutStore } from '@/lib/checkout-store.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { session } from '@/lib/session.ts';
import { makeCard, makeProduct } from '@/test/catalog-fixtures.ts';
import { consumerPayload, fakeAccessToken, json, shopperUser } from '@/test/fixtures.ts';
import { OrderPage } from './order-page.tsx';

/** The order page's tests: a member with one cart line, the address book, and the server's answers. */

export const CART_ID = '0d8f3c1e-8a3b-4c2d-9e1f-000000000001';
export const PRODUCT_ID = '86d1dd03-100c-4651-8b90-27cff34314f1';
/** the product's category (욕실 › 양변기): a category coupon's scope */
export const CATEGORY_ID = '7a1f0c2e-0000-4000-8000-000000000001';

export const cartLine: CartItem = {
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

/** The product of the cart line, as its page answers it (no options). */
const simpleProduct: Product = makeProduct({
  ...cartLine.product,
  optionGroups: [],
  options: [],
  stock: 5,
});

export const home: Destination = {
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
export function quoteFor(postcode: string | null): ShippingQuote {
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
        categoryPath: [CATEGORY_ID],
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

export function placedOrder(): Order {
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
      couponDiscount: 0,
      pointsUsed: 0,
      paidAmount: 43_000,
    },
    coupon: null,
    payment: {
      method: 'BANK_TRANSFER',
      tid: null,
      paidAt: null,
      expiresAt: '2026-04-02T01:00:00.000Z',
      depositorName: '최민지',
      bankAccount: null,
      receiptUrl: null,
    },
    purchases: [],
    refunds: [],
    cashReceipts: [],
    canceledAt: null,
    createdAt: '2026-04-01T01:00:00.000Z',
    updatedAt: '2026-04-01T01:00:00.000Z',
  };
}

/** Each test starts as the signed-in shopper, with a fresh API client. */
export function signInShopper() {
  session.clear();
  resetApiClientForTests();
  session.setTokens(fakeAccessToken(consumerPayload), 'refresh-1');
}

export type Call = { method: string; url: string; body: unknown };
/** An answer of its own for a call, or undefined for the usual one (a promise: an answer still on its way). */
export type Answer = (call: Call) => Response | Promise<Response> | undefined;

export function stubApi({
  destinations = [home],
  coupons = [],
  balance = shopperUser.point,
  answer,
}: {
  destinations?: Destination[];
  /** the member's usable coupons (GET /me/coupons?state=USABLE) */
  coupons?: MemberCoupon[];
  /** 보유 적립금 (me/info `point`) */
  balance?: number;
  answer?: Answer;
} = {}) {
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
      if (path === '/api/v1/me/info') return json(200, { user: { ...shopperUser, point: balance } });
      if (path === '/api/v1/me/carts') return json(200, { carts: [cartLine] });
      if (path === '/api/v1/me/coupons') {
        return json(200, { summary: { totalCount: coupons.length }, coupons });
      }
      if (path === '/api/v1/me/destinations' && call.method === 'GET') {
        return json(200, { summary: { totalCount: destinations.length }, destinations });
      }
      if (path === '/api/v1/shop/shippings/quote') {
        const { postcode } = call.body as { postcode?: string };
        return json(200, { quote: quoteFor(postcode ?? null) });
      }
      if (path === `/api/v1/shop/products/${PRODUCT_ID}`) return json(200, { product: simpleProduct });
      if (path === '/api/plugins/nice/pay/config') {
        return json(200, { mode: 'sandbox', clientId: null, label: '테스트 결제' });
      }
      return json(404, { message: '없음', code: 'NOT_FOUND' });
    }),
  );
  return calls;
}

/** `draft`: the form kept while the payment window was open; `state`: what the window said. */
export function renderOrderPage({
  draft,
  state = null,
  direct = false,
}: {
  draft?: unknown;
  state?: { paymentMessage: string } | null;
  /** 바로구매 of the product instead of the cart line */
  direct?: boolean;
} = {}) {
  if (direct) checkoutStore.startDirect([{ _product: PRODUCT_ID, _option: null, quantity: 2 }]);
  else checkoutStore.startFromCart([CART_ID]);
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

export const field = (id: string) => document.getElementById(`order-${id}`) as HTMLInputElement;
export const agreement = () => screen.getByLabelText(/구매조건 및 결제 진행에 동의합니다/);
export const payButtons = () => screen.getAllByRole('button', { name: /결제하기|주문하기/ });

/** The form has its orderer from the profile and its lines priced by the server. */
export async function ready() {
  await waitFor(() => expect(field('orderer-name').value).toBe('최민지'));
  await waitFor(() => expect(screen.getByTestId('order-total').textContent).not.toBe('-'));
}

export function paymentWindowFixture(): PaymentWindow {
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
    resultProof: 'proof-of-the-order',
  };
}

/** 무통장입금: the order is placed, then processed (waiting for the deposit). */
export const placesBankTransfer: Answer = ({ method, url }) => {
  if (method === 'POST' && url === '/api/v1/shop/orders') return json(201, { order: placedOrder() });
  if (method === 'POST' && url.endsWith('/process')) return json(200, { order: placedOrder() });
  return undefined;
};

/** The payment window's order is refused with `status` and `body` (a message, a code, details). */
export const refusesPayment =
  (status: number, body: unknown): Answer =>
  ({ method, url }) =>
    method === 'POST' && url === '/api/plugins/nice/pay/generate' ? json(status, body) : undefined;

/** A new address typed into 받는 분, to be saved in the address book as 우리집. */
export async function typeNewAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('receiver-name'), '최민지');
  await user.type(field('receiver-phone'), '01098765432');
  await user.type(field('receiver-postcode'), '06236');
  await user.type(field('receiver-address1'), '서울 강남구 테헤란로 152');
  await user.type(field('destinationTitle'), '우리집');
}

/** 구매조건 agreed, then the first 결제하기. */
export async function agreeAndPay(user: ReturnType<typeof userEvent.setup>) {
  await user.click(agreement());
  await user.click(payButtons()[0]!);
}
