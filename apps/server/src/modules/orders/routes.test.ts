import type { Order } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderHistories, orders, productOptions, products, stockMovements } from '../../db/schema/index.ts';
import { expireOrders } from '../../jobs/expire-orders.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { asShopper, makeMember } from '../../testing/members.ts';
import { makeBuyers, orderForm, serviceContext } from '../../testing/orders.ts';
import { markPaid } from './paying.ts';

type Headers = Record<string, string>;

let app: TestApp;
let shopper: Headers;
let other: Headers;
let category: string;

beforeAll(async () => {
  app = await buildTestApp();
  category = (await makeCategory(app, { name: '욕실' }))._id;
  shopper = (await asShopper(app)).headers;
  other = (await makeMember(app)).headers;
});
afterAll(() => app.close());

const product = (input: Partial<typeof products.$inferInsert> = {}) =>
  makeProduct(app, {
    name: '원피스 양변기',
    _category: category,
    price: 100_000,
    salePrice: 9_000,
    stock: 10,
    ...input,
  });
const stockOf = async (_product: string) =>
  (await app.database.db.select().from(products).where(eq(products._id, _product)))[0]!.stock;

const place = (headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/shop/orders', headers, payload });
async function placed(headers: Headers, payload: object): Promise<Order> {
  const res = await place(headers, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order;
}
const item = (_product: string, quantity = 1, _option?: string) => ({
  items: [{ _product, quantity, ...(_option ? { _option } : {}) }],
});

describe('POST /api/v1/shop/orders', () => {
  it('orders the chosen cart lines by bank transfer, reserves stock and empties those lines', async () => {
    const p = await product({ stock: 10 });
    const add = await app.inject({
      method: 'POST',
      url: '/api/v1/me/carts',
      headers: shopper,
      payload: { _product: p._id, quantity: 3 },
    });
    const cartId = add.json().cart._id;
    const order = await placed(shopper, orderForm({ _carts: [cartId] }));
    expect(order.orderNo).toMatch(/^\d{8}-\d{6}$/);
    expect(order).toMatchObject({
      status: 'ORDER_NONPAYMENT',
      orderer: { name: '홍길동', phone: '01012345678' },
      receiver: { name: '김수령', postcode: '06236', address2: '4층' },
      requestMessage: '부재 시 경비실에 맡겨주세요',
      title: '원피스 양변기',
      amounts: { productAmount: 27_000, shippingFee: 3_000, remoteFee: 0, pointsUsed: 0, paidAmount: 30_000 },
      payment: {
        method: 'BANK_TRANSFER',
        tid: null,
        depositorName: '홍길동',
        bankAccount: { bank: '국민은행', accountNumber: '123456-01-234567', holder: '(주)바스하우스' },
      },
    });
    expect(new Date(order.payment.expiresAt).getTime() - new Date(order.createdAt).getTime()).toBe(
      3 * 86_400_000,
    );
    expect(order.purchases).toHaveLength(1);
    expect(order.purchases[0]).toMatchObject({
      purchaseNo: `${order.orderNo}-01`,
      productName: '원피스 양변기',
      unitPrice: 9_000,
      quantity: 3,
      amount: 27_000,
      status: 'ORDER_NONPAYMENT',
      purchaseStatus: 'PURCHASE_PENDING',
      claimStatus: null,
    });
    expect(await stockOf(p._id)).toBe(7);
    const cart = await app.inject({ method: 'GET', url: '/api/v1/me/carts', headers: shopper });
    expect(cart.json().carts.map((c: { _id: string }) => c._id)).not.toContain(cartId);
    const movements = await app.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements._product, p._id));
    expect(movements).toMatchObject([
      { delta: -3, reason: 'ORDER_RESERVED', reference: order.purchases[0]!._id },
    ]);
  });

  it('orders 바로구매 items with an option, priced with its extra price, stock taken from the option', async () => {
    const p = await makeProduct(app, {
      name: '세면대 수전',
      _category: category,
      price: 60_000,
      salePrice: 50_000,
      stock: 0,
      options: {
        groups: [{ name: '색상', values: ['화이트', '블랙'] }],
        combos: [
          { values: ['화이트'], stock: 3 },
          { values: ['블랙'], stock: 2, extraPrice: 5_000 },
        ],
      },
    });
    const options = await app.database.db
      .select()
      .from(productOptions)
      .where(eq(productOptions._product, p._id));
    const black = options.find((o) => o.values[0] === '블랙')!;
    const order = await placed(shopper, orderForm(item(p._id, 2, black._id)));
    expect(order.purchases[0]).toMatchObject({
      optionValues: ['블랙'],
      optionLabel: '색상: 블랙',
      unitPrice: 55_000,
      amount: 110_000,
    });
    // 110,000 won of parcel goods ships free.
    expect(order.amounts).toMatchObject({ productAmount: 110_000, shippingFee: 0, paidAmount: 110_000 });
    const [after] = await app.database.db
      .select()
      .from(productOptions)
      .where(eq(productOptions._id, black._id));
    expect(after!.stock).toBe(0);
  });

  it('ignores prices and totals the browser sends and charges what the catalogue says', async () => {
    const p = await product({ salePrice: 20_000 });
    const tampered = orderForm(
      { items: [{ _product: p._id, quantity: 1, unitPrice: 1, amount: 1 }] },
      { paidAmount: 100, amounts: { paidAmount: 100, shippingFee: 0 }, shippingFee: 0 },
    );
    const order = await placed(shopper, tampered);
    expect(order.purchases[0]).toMatchObject({ unitPrice: 20_000, amount: 20_000 });
    expect(order.amounts).toMatchObject({ productAmount: 20_000, shippingFee: 3_000, paidAmount: 23_000 });
  });

  it('adds the remote-area surcharge of the receiver postcode (Jeju)', async () => {
    const p = await product({ salePrice: 60_000 });
    const form = orderForm(item(p._id));
    const order = await placed(shopper, { ...form, receiver: { ...form.receiver, postcode: '63100' } });
    expect(order.amounts).toMatchObject({
      productAmount: 60_000,
      shippingFee: 0,
      remoteFee: 3_000,
      remoteArea: expect.stringContaining('제주'),
      paidAmount: 63_000,
    });
  });

  it('merges the same product asked twice into one purchase', async () => {
    const p = await product();
    const order = await placed(
      shopper,
      orderForm({
        items: [
          { _product: p._id, quantity: 1 },
          { _product: p._id, quantity: 2 },
        ],
      }),
    );
    expect(order.purchases).toHaveLength(1);
    expect(order.purchases[0]!.quantity).toBe(3);
  });

  it('answers 409 재고가 부족합니다 and reserves nothing when stock is short', async () => {
    const a = await product({ stock: 5 });
    const b = await product({ stock: 1 });
    const res = await place(
      shopper,
      orderForm({
        items: [
          { _product: a._id, quantity: 2 },
          { _product: b._id, quantity: 2 },
        ],
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'STOCK_SHORTAGE',
      message: expect.stringContaining('재고가 부족합니다'),
    });
    expect(await stockOf(a._id)).toBe(5);
    expect(await stockOf(b._id)).toBe(1);
  });

  it('answers 409 for a sold-out product', async () => {
    const p = await product({ soldout: true });
    const res = await place(shopper, orderForm(item(p._id)));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SOLD_OUT' });
  });

  it.each([
    ['a receiver phone that is not 10-11 digits', { receiver: { phone: '123' } }, '연락처를 입력해주세요'],
    ['a missing receiver name', { receiver: { name: '' } }, '이름을 입력해주세요'],
    ['a postcode that is not 5 digits', { receiver: { postcode: '123' } }, '우편번호를 입력해주세요'],
    [
      'a request message over 100 characters',
      { requestMessage: '가'.repeat(101) },
      '배송 요청사항을 100자 이하로 입력해주세요',
    ],
    [
      'card payment on the transfer path',
      { paymentMethod: 'CARD' },
      '카드·가상계좌 결제는 결제창에서 진행해주세요',
    ],
  ])('answers 400 for %s', async (_name, change, message) => {
    const p = await product();
    const form = orderForm(item(p._id)) as Record<string, unknown> & { receiver: object };
    const payload = {
      ...form,
      ...change,
      receiver: { ...form.receiver, ...('receiver' in change ? change.receiver : {}) },
    };
    const res = await place(shopper, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('answers 400 without lines, or with both cart lines and items', async () => {
    const p = await product();
    expect((await place(shopper, orderForm({ items: [] }))).statusCode).toBe(400);
    const both = { ...orderForm(item(p._id)), _carts: ['5f0c1d3e-0000-4000-8000-000000000000'] };
    const res = await place(shopper, both);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('주문할 상품을 선택해주세요');
  });

  it("answers 404 for another member's cart line", async () => {
    const p = await product();
    const add = await app.inject({
      method: 'POST',
      url: '/api/v1/me/carts',
      headers: other,
      payload: { _product: p._id, quantity: 1 },
    });
    const res = await place(shopper, orderForm({ _carts: [add.json().cart._id] }));
    expect(res.statusCode).toBe(404);
  });

  it('answers 401 to a guest', async () => {
    const p = await product();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/shop/orders',
      payload: orderForm(item(p._id)),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/v1/shop/orders/:_id/process', () => {
  it('places the transfer order, changing the depositor name, and answers the account and deadline', async () => {
    const order = await placed(shopper, orderForm(item((await product())._id)));
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/shop/orders/${order._id}/process`,
      headers: shopper,
      payload: { depositorName: '홍길동(회사)' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.payment).toMatchObject({
      depositorName: '홍길동(회사)',
      expiresAt: order.payment.expiresAt,
      bankAccount: { bank: '국민은행' },
    });
    const history = await app.database.db
      .select()
      .from(orderHistories)
      .where(eq(orderHistories._order, order._id));
    expect(history.map((h) => h.field)).toEqual(expect.arrayContaining(['ORDER_STATUS', 'DEPOSITOR']));
  });

  it('answers 409 for a card order, which is paid in the payment window', async () => {
    const order = await placed(shopper, orderForm(item((await product())._id)));
    await app.database.db.update(orders).set({ paymentMethod: 'CARD' }).where(eq(orders._id, order._id));
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/shop/orders/${order._id}/process`,
      headers: shopper,
      payload: {},
    });
    expect(res.statusCode).toBe(409);
  });

  it("answers 404 for another member's order, 400 for a bad id, 401 to a guest", async () => {
    const order = await placed(shopper, orderForm(item((await product())._id)));
    const url = `/api/v1/shop/orders/${order._id}/process`;
    expect((await app.inject({ method: 'POST', url, headers: other, payload: {} })).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/shop/orders/nope/process',
          headers: shopper,
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/me/orders', () => {
  it('lists my orders by tab as they are paid and cancelled', async () => {
    const buyer = await makeMember(app);
    const p = await product({ stock: 50 });
    const unpaid = await placed(buyer.headers, orderForm(item(p._id)));
    const paid = await placed(buyer.headers, orderForm(item(p._id)));
    const canceled = await placed(buyer.headers, orderForm(item(p._id)));
    await markPaid(serviceContext(app), paid._id, {
      tid: null,
      amount: paid.amounts.paidAmount,
      by: 'OPERATOR',
    });
    await app.inject({ method: 'DELETE', url: `/api/v1/me/orders/${canceled._id}`, headers: buyer.headers });

    const tab = async (name?: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/me/orders${name ? `?tab=${name}` : ''}`,
        headers: buyer.headers,
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { summary: { totalCount: number }; orders: Order[] };
    };
    const all = await tab();
    expect(all.summary.totalCount).toBe(3);
    expect(all.orders.map((o) => o._id)).toEqual([canceled._id, paid._id, unpaid._id]);
    expect((await tab('NONPAYMENT')).orders.map((o) => o._id)).toEqual([unpaid._id]);
    expect((await tab('PAYMENT')).orders.map((o) => o._id)).toEqual([paid._id]);
    expect((await tab('CLAIM')).orders.map((o) => o._id)).toEqual([canceled._id]);
    expect((await tab('SHIPPING')).summary.totalCount).toBe(0);
  });

  it('filters by Seoul-day period and pages with skip/limit headers', async () => {
    const buyer = await makeMember(app);
    const p = await product({ stock: 50 });
    await placed(buyer.headers, orderForm(item(p._id)));
    await placed(buyer.headers, orderForm(item(p._id)));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(app.clock.now);
    const inPeriod = await app.inject({
      method: 'GET',
      url: `/api/v1/me/orders?from=${today}&to=${today}`,
      headers: { ...buyer.headers, skip: '1', limit: '1' },
    });
    expect(inPeriod.statusCode).toBe(200);
    expect(inPeriod.json().summary.totalCount).toBe(2);
    expect(inPeriod.json().orders).toHaveLength(1);
    const before = await app.inject({
      method: 'GET',
      url: '/api/v1/me/orders?from=2000-01-01&to=2000-01-31',
      headers: buyer.headers,
    });
    expect(before.json().summary.totalCount).toBe(0);
  });

  it('answers 400 for an unknown tab or a bad date, 401 to a guest', async () => {
    for (const query of ['tab=WHATEVER', 'from=2026-13-45', 'from=2026-11-02&to=2026-11-01']) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/me/orders?${query}`, headers: shopper });
      expect(res.statusCode, query).toBe(400);
    }
    expect((await app.inject({ method: 'GET', url: '/api/v1/me/orders' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/me/orders/:_id', () => {
  it("answers my order, 404 for another member's", async () => {
    const order = await placed(shopper, orderForm(item((await product())._id)));
    const mine = await app.inject({ method: 'GET', url: `/api/v1/me/orders/${order._id}`, headers: shopper });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().order).toMatchObject({ _id: order._id, orderNo: order.orderNo });
    const theirs = await app.inject({ method: 'GET', url: `/api/v1/me/orders/${order._id}`, headers: other });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: '주문 정보를 찾을 수 없습니다' });
  });
});

describe('DELETE /api/v1/me/orders/:_id', () => {
  it('cancels my unpaid order, gives the stock back, and refuses a second cancel with 409', async () => {
    const p = await product({ stock: 4 });
    const order = await placed(shopper, orderForm(item(p._id, 3)));
    expect(await stockOf(p._id)).toBe(1);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/orders/${order._id}`,
      headers: shopper,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      status: 'ORDER_CANCELED',
      purchases: [
        { status: 'ORDER_CANCELED', purchaseStatus: 'PURCHASE_CANCELED', claimStatus: 'CANCEL_COMPLETED' },
      ],
    });
    expect(await stockOf(p._id)).toBe(4);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/orders/${order._id}`,
      headers: shopper,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('현재 주문 상태에서는 할 수 없는 요청입니다');
    expect(await stockOf(p._id)).toBe(4);
  });

  it('refuses to cancel a paid order here (a cancel claim does that) with 409', async () => {
    const order = await placed(shopper, orderForm(item((await product())._id)));
    await markPaid(serviceContext(app), order._id, {
      tid: null,
      amount: order.amounts.paidAmount,
      by: 'OPERATOR',
    });
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/orders/${order._id}`,
      headers: shopper,
    });
    expect(res.statusCode).toBe(409);
  });

  it("answers 404 for another member's order and 401 to a guest", async () => {
    const order = await placed(shopper, orderForm(item((await product())._id)));
    const url = `/api/v1/me/orders/${order._id}`;
    expect((await app.inject({ method: 'DELETE', url, headers: other })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/me/purchases', () => {
  it('answers my newest purchases with the total, three for the side panel', async () => {
    const buyer = await makeMember(app);
    const p = await product({ stock: 50 });
    for (let i = 0; i < 4; i++) await placed(buyer.headers, orderForm(item(p._id)));
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/me/purchases',
      headers: { ...buyer.headers, skip: '0', limit: '3' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary.totalCount).toBe(4);
    expect(body.purchases).toHaveLength(3);
    expect(body.purchases[0]).toMatchObject({
      productName: '원피스 양변기',
      orderNo: expect.stringMatching(/^\d{8}-\d{6}$/),
    });
    expect((await app.inject({ method: 'GET', url: '/api/v1/me/purchases' })).statusCode).toBe(401);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/v1/me/purchases',
      headers: { ...buyer.headers, limit: '0' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('payment and expiry', () => {
  it('marks an order paid once per tid, and refuses an amount one won off', async () => {
    const order = await placed(shopper, orderForm(item((await product())._id)));
    const ctx = serviceContext(app);
    await expect(
      markPaid(ctx, order._id, { tid: 'tid-1', amount: order.amounts.paidAmount - 1, by: 'PAYMENT' }),
    ).rejects.toMatchObject({ statusCode: 422, code: 'PAYMENT_AMOUNT_MISMATCH' });
    const first = await markPaid(ctx, order._id, {
      tid: 'tid-1',
      amount: order.amounts.paidAmount,
      by: 'PAYMENT',
    });
    const second = await markPaid(ctx, order._id, {
      tid: 'tid-1',
      amount: order.amounts.paidAmount,
      by: 'PAYMENT',
    });
    expect([first.changed, second.changed]).toEqual([true, false]);
    expect(second.order).toMatchObject({ status: 'ORDER_PAYMENT', payment: { tid: 'tid-1' } });
    expect(second.order.purchases[0]!.status).toBe('ORDER_PAYMENT');
    // Another approval for a paid order is refused.
    await expect(
      markPaid(ctx, order._id, { tid: 'tid-2', amount: order.amounts.paidAmount, by: 'PAYMENT' }),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('expires unpaid orders past their deadline, releasing stock once, and leaves the rest', async () => {
    const p = await product({ stock: 5 });
    const due = await placed(shopper, orderForm(item(p._id, 2)));
    app.clock.advance(3 * 86_400_000 + 1_000);
    // A token from before the jump has expired; a new buyer orders now.
    const [later] = await makeBuyers(app, 1);
    const fresh = await placed(later!.headers, orderForm(item(p._id, 1)));
    expect(await stockOf(p._id)).toBe(2);
    expect(await expireOrders(serviceContext(app))).toBeGreaterThanOrEqual(1);
    expect(await expireOrders(serviceContext(app))).toBe(0);
    expect(await stockOf(p._id)).toBe(4);
    const [dueRow] = await app.database.db.select().from(orders).where(eq(orders._id, due._id));
    const [freshRow] = await app.database.db.select().from(orders).where(eq(orders._id, fresh._id));
    expect(dueRow!.status).toBe('ORDER_CANCELED');
    expect(freshRow!.status).toBe('ORDER_NONPAYMENT');
    const history = await app.database.db
      .select()
      .from(orderHistories)
      .where(eq(orderHistories._order, due._id));
    expect(history.at(-1)).toMatchObject({
      toValue: 'ORDER_CANCELED',
      byRole: 'SYSTEM',
      _by: null,
      reason: '결제 기한 만료',
    });
  });
});
