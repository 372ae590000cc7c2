import { type Order, type Purchase, seoulDayStart } from '@shop/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refundAccounts, refunds } from '../../db/schema/index.ts';
import { PROVIDER_DOWN_MESSAGE } from '../../integrations/nicepay/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import {
  type Headers,
  historiesOf,
  orderRow,
  paidCardOrder,
  purchaseRow,
  RefundGateway,
  refundsOf,
  setPurchases,
  stockOf,
  transferOrder,
} from '../../testing/claims.ts';
import { userOf } from '../../testing/desk.ts';
import { asOperator, asShopper, makeMember } from '../../testing/members.ts';

const DAY = 86_400_000;

let app: TestApp;
let gateway: RefundGateway;
let shopper: Headers;
let shopperId: string;
let other: Headers;
let operator: Headers;
let category: string;

beforeAll(async () => {
  gateway = new RefundGateway();
  app = await buildTestApp({}, { payments: gateway });
  category = (await makeCategory(app, { name: '욕실' }))._id;
  const s = await asShopper(app);
  [shopper, shopperId] = [s.headers, userOf(s.accessToken)];
  other = (await makeMember(app)).headers;
  operator = (await asOperator(app)).headers;
});
afterAll(() => app.close());
beforeEach(() => {
  gateway.cancelBehaviour = 'normal';
  gateway.cancelDelayMs = 0;
});

/** 9,000 won a unit: an order under 50,000 won pays the 3,000 won parcel fee. */
const product = (stock = 10) =>
  makeProduct(app, { name: '원피스 양변기', _category: category, price: 10_000, salePrice: 9_000, stock });

const claimPurchase = (_purchase: string, payload: object, headers: Headers = shopper) =>
  app.inject({ method: 'PUT', url: `/api/v1/me/purchases/${_purchase}`, headers, payload });
const claimOrder = (_order: string, payload: object, headers: Headers = shopper) =>
  app.inject({ method: 'PUT', url: `/api/v1/me/orders/${_order}`, headers, payload });
const confirm = (_order: string, payload?: object, headers: Headers = shopper) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/me/orders/${_order}/confirm`,
    headers,
    ...(payload ? { payload } : {}),
  });
const myOrder = async (_order: string): Promise<Order> =>
  (await app.inject({ method: 'GET', url: `/api/v1/me/orders/${_order}`, headers: shopper })).json().order;
const cancel = { claimStatus: 'CANCEL_REQUESTED', claimReason: 'CHANGE_OF_MIND' };
const exchange = {
  claimStatus: 'EXCHANGE_REQUESTED',
  claimReason: 'DEFECTIVE',
  claimReasonDetails: '변기 뚜껑 파손',
};
const ret = { claimStatus: 'RETURN_REQUESTED', claimReason: 'CHANGE_OF_MIND' };
const cancelsOf = (tid: string | null) => gateway.cancels.filter((c) => c.tid === tid);

async function saveAccount(headers: Headers = shopper) {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/v1/me/refund-account',
    headers,
    payload: { bankCode: '088', accountNumber: '110-123-456789', accountHolder: '홍길동' },
  });
  expect(res.statusCode, res.body).toBe(200);
}
const dropAccount = () => app.database.db.delete(refundAccounts);

describe('PUT /api/v1/me/purchases/:_id', () => {
  it('cancels a paid card purchase at once: refund through the provider, stock back, recorded', async () => {
    const p = await product(10);
    const order = await paidCardOrder(app, shopper, [{ _product: p._id, quantity: 3 }]);
    expect(await stockOf(app, p._id)).toBe(7);
    const line = order.purchases[0]!;
    const res = await claimPurchase(line._id, { ...cancel, claimReasonDetails: '다른 제품으로 살게요' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().purchase).toMatchObject({
      _id: line._id,
      status: 'ORDER_CANCELED',
      claimStatus: 'CANCEL_COMPLETED',
      claimReason: 'CHANGE_OF_MIND',
      claimReasonDetails: '다른 제품으로 살게요',
      purchaseStatus: 'PURCHASE_CANCELED',
    });
    expect(await stockOf(app, p._id)).toBe(10);
    // The only purchase: the shipping fee comes back too, the whole 30,000 won.
    expect(cancelsOf(order.payment.tid)).toEqual([
      { tid: order.payment.tid, amount: 30_000, reason: '주문취소 (단순 변심)' },
    ]);
    const after = await myOrder(order._id);
    expect(after.status).toBe('ORDER_CANCELED');
    expect(after.canceledAt).not.toBeNull();
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amount: 30_000,
        method: 'GATEWAY',
        status: 'DONE',
        reason: '주문취소 (단순 변심)',
        _purchases: [line._id],
      }),
    ]);
    const fields = (await historiesOf(app, order._id)).map((h) => `${h.field}:${h.toValue}:${h.byRole}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'CLAIM_STATUS:CANCEL_COMPLETED:SHOPPER',
        'PURCHASE_STATUS:PURCHASE_CANCELED:SHOPPER',
        'REFUND:DONE:SHOPPER',
        'ORDER_STATUS:ORDER_CANCELED:SHOPPER',
      ]),
    );
    const claimEntry = (await historiesOf(app, order._id)).find((h) => h.field === 'CLAIM_STATUS');
    expect(claimEntry).toMatchObject({
      _purchase: line._id,
      _by: shopperId,
      reason: '단순 변심 - 다른 제품으로 살게요',
    });
  });

  it('refunds one purchase of two by its amount only; the last one brings the shipping fee back', async () => {
    const [a, b] = [await product(), await product()];
    const order = await paidCardOrder(app, shopper, [{ _product: a._id }, { _product: b._id, quantity: 2 }]);
    expect(order.amounts).toMatchObject({ productAmount: 27_000, shippingFee: 3_000, paidAmount: 30_000 });
    const [first, second] = order.purchases;
    expect((await claimPurchase(first!._id, cancel)).statusCode).toBe(200);
    let now = await myOrder(order._id);
    expect(now.status).toBe('ORDER_PAYMENT');
    expect(now.refunds.map((r) => r.amount)).toEqual([9_000]);
    expect(now.purchases.find((p) => p._id === second!._id)!.status).toBe('ORDER_PAYMENT');

    app.clock.advance(1_000);
    expect((await claimPurchase(second!._id, cancel)).statusCode).toBe(200);
    now = await myOrder(order._id);
    expect(now.status).toBe('ORDER_CANCELED');
    expect(now.refunds.map((r) => r.amount)).toEqual([9_000, 21_000]);
    expect(cancelsOf(order.payment.tid).map((c) => c.amount)).toEqual([9_000, 21_000]);
    // Each partial cancel went to the provider under its own id: the refund's.
    expect(gateway.cancelOrderIds.slice(-2)).toEqual(now.refunds.map((r) => r._id));
  });

  it('asks for the cancel of a purchase being prepared (CANCEL_REQUESTED), refunding nothing yet', async () => {
    const p = await product();
    const order = await paidCardOrder(app, shopper, [{ _product: p._id }]);
    const line = order.purchases[0]!;
    await setPurchases(app, [line._id], 'prepared');
    const res = await claimPurchase(line._id, { ...cancel, claimReason: 'DELIVERY_DELAYED' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().purchase).toMatchObject({
      status: 'ORDER_CONFIRM',
      claimStatus: 'CANCEL_REQUESTED',
      claimReason: 'DELIVERY_DELAYED',
      purchaseStatus: 'PURCHASE_PENDING',
    });
    expect(await refundsOf(app, order._id)).toHaveLength(0);
    expect(cancelsOf(order.payment.tid)).toHaveLength(0);
    expect(await stockOf(app, p._id)).toBe(9);
    // An open claim cannot be asked again.
    const again = await claimPurchase(line._id, cancel);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'CLAIM_IN_PROGRESS',
      message: '이미 취소/교환/반품 신청이 진행 중인 상품입니다',
    });
  });

  it('cancels the whole unpaid order at once and releases its stock', async () => {
    const [a, b] = [await product(5), await product(5)];
    const order = await transferOrder(app, shopper, [{ _product: a._id }, { _product: b._id, quantity: 2 }], {
      paid: false,
    });
    const res = await claimPurchase(order.purchases[0]!._id, { ...cancel, claimReason: 'WRONG_ORDER' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().purchase).toMatchObject({ status: 'ORDER_CANCELED', claimStatus: 'CANCEL_COMPLETED' });
    const after = await myOrder(order._id);
    expect(after.status).toBe('ORDER_CANCELED');
    expect(after.purchases.map((p) => [p.status, p.claimStatus, p.claimReason])).toEqual([
      ['ORDER_CANCELED', 'CANCEL_COMPLETED', 'WRONG_ORDER'],
      ['ORDER_CANCELED', 'CANCEL_COMPLETED', 'WRONG_ORDER'],
    ]);
    expect(after.refunds).toEqual([]);
    expect([await stockOf(app, a._id), await stockOf(app, b._id)]).toEqual([5, 5]);
    // Nothing but a cancel is possible before payment.
    const unpaid = await transferOrder(app, shopper, [{ _product: a._id }], { paid: false });
    const res2 = await claimPurchase(unpaid.purchases[0]!._id, ret);
    expect(res2.statusCode).toBe(409);
    expect(res2.json().message).toBe('결제 전 주문은 주문취소만 할 수 있습니다');
  });

  it('asks for an exchange or a return of a delivered purchase within the claim days', async () => {
    const p = await product();
    const order = await paidCardOrder(app, shopper, [{ _product: p._id }, { _product: p._id, quantity: 1 }]);
    // One product twice is one purchase; use two products for two lines.
    const q = await product();
    const two = await paidCardOrder(app, shopper, [{ _product: p._id }, { _product: q._id }]);
    await setPurchases(
      app,
      two.purchases.map((l) => l._id),
      'delivered',
    );
    const ex = await claimPurchase(two.purchases[0]!._id, exchange);
    expect(ex.statusCode, ex.body).toBe(200);
    expect(ex.json().purchase).toMatchObject({
      status: 'DELIVERY_COMPLETE',
      claimStatus: 'EXCHANGE_REQUESTED',
      claimReason: 'DEFECTIVE',
      claimReasonDetails: '변기 뚜껑 파손',
      purchaseStatus: 'PURCHASE_AWAITING',
    });
    const rt = await claimPurchase(two.purchases[1]!._id, ret);
    expect(rt.statusCode, rt.body).toBe(200);
    expect(rt.json().purchase).toMatchObject({ claimStatus: 'RETURN_REQUESTED', collectionStatus: null });
    expect(await refundsOf(app, two._id)).toHaveLength(0);
    // Not delivered yet: refused with the reason.
    const early = await claimPurchase(order.purchases[0]!._id, exchange);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: 'NOT_DELIVERED',
      message: '배송완료된 상품만 교환/반품을 신청할 수 있습니다',
    });
  });

  it('takes exchange and return until the end of the 7th Seoul day after delivery, not after', async () => {
    const p = await product();
    const order = await paidCardOrder(app, shopper, [{ _product: p._id }]);
    const line = order.purchases[0]!;
    const now = app.clock.now.getTime();
    // Delivered 7 days ago at 23:59 Seoul of that day: today is the 7th day, still allowed.
    const todayStart = seoulDayStart(new Date(now));
    await setPurchases(app, [line._id], 'delivered', new Date(todayStart.getTime() - 7 * DAY + 60_000));
    expect((await claimPurchase(line._id, { ...ret, claimStatus: 'EXCHANGE_REQUESTED' })).statusCode).toBe(
      200,
    );

    const late = await paidCardOrder(app, shopper, [{ _product: p._id }]);
    const lateLine = late.purchases[0]!;
    // Delivered the day before that, just before midnight: the 7 days ended at the last midnight.
    await setPurchases(app, [lateLine._id], 'delivered', new Date(todayStart.getTime() - 7 * DAY - 60_000));
    const res = await claimPurchase(lateLine._id, ret);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CLAIM_PERIOD_OVER',
      message: '교환/반품 신청 기간(배송완료 후 7일)이 지났습니다',
    });
    expect((await purchaseRow(app, lateLine._id)).claimStatus).toBeNull();
  });

  it('refuses a cancel once shipped, and any claim of a confirmed or cancelled purchase (409)', async () => {
    const p = await product();
    const order = await paidCardOrder(app, shopper, [{ _product: p._id }]);
    const line = order.purchases[0]!;
    await setPurchases(app, [line._id], {
      status: 'SHIPPING_CONFIRM',
      courierCode: '04',
      invoiceNumber: '1234567890',
    });
    const shipped = await claimPurchase(line._id, cancel);
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json()).toEqual({
      code: 'CANCEL_NOT_ALLOWED',
      message: '배송이 시작된 상품은 취소할 수 없습니다. 배송완료 후 반품을 신청해주세요',
    });
    await setPurchases(app, [line._id], 'delivered');
    await setPurchases(app, [line._id], { purchaseStatus: 'PURCHASE_COMPLETE', confirmedAt: app.clock.now });
    const confirmed = await claimPurchase(line._id, ret);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toBe('구매확정된 상품은 교환/반품을 신청할 수 없습니다');

    const gone = await paidCardOrder(app, shopper, [{ _product: p._id }]);
    expect((await claimPurchase(gone.purchases[0]!._id, cancel)).statusCode).toBe(200);
    const twice = await claimPurchase(gone.purchases[0]!._id, cancel);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('이미 취소 또는 반품된 상품입니다');
    expect(cancelsOf(gone.payment.tid)).toHaveLength(1);
  });

  it('refunds a paid bank transfer to the refund account: 422 without one, a PENDING refund with one', async () => {
    await dropAccount();
    const p = await product(10);
    const order = await transferOrder(app, shopper, [{ _product: p._id, quantity: 2 }]);
    const line = order.purchases[0]!;
    const res = await claimPurchase(line._id, cancel);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'REFUND_ACCOUNT_REQUIRED', message: '환불계좌를 먼저 등록해주세요' });
    expect(await purchaseRow(app, line._id)).toMatchObject({ status: 'ORDER_PAYMENT', claimStatus: null });
    expect(await stockOf(app, p._id)).toBe(8);

    await saveAccount();
    const ok = await claimPurchase(line._id, cancel);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await stockOf(app, p._id)).toBe(10);
    const [refund] = await refundsOf(app, order._id);
    expect(refund).toMatchObject({
      amount: 21_000,
      method: 'BANK_TRANSFER',
      status: 'PENDING',
      bankCode: '088',
      bankName: '신한은행',
      accountNumber: '110123456789',
      accountHolder: '홍길동',
      doneAt: null,
      tid: null,
    });
    // The account is a copy: changing it later does not move the promised refund.
    await app.inject({
      method: 'PUT',
      url: '/api/v1/me/refund-account',
      headers: shopper,
      payload: { bankCode: '004', accountNumber: '12345678901234', accountHolder: '홍길동' },
    });
    expect((await refundsOf(app, order._id))[0]!.bankCode).toBe('088');
    expect(gateway.cancels.filter((c) => c.tid === null)).toHaveLength(0);
  });

  it('asks for the refund account before a transfer order may be returned too (422)', async () => {
    await dropAccount();
    const p = await product();
    const order = await transferOrder(app, shopper, [{ _product: p._id }]);
    await setPurchases(app, [order.purchases[0]!._id], 'delivered');
    const res = await claimPurchase(order.purchases[0]!._id, ret);
    expect(res.statusCode).toBe(422);
    // An exchange gives no money back: no account needed.
    expect((await claimPurchase(order.purchases[0]!._id, exchange)).statusCode).toBe(200);
  });

  it('answers 503 and changes nothing when the payment provider is down', async () => {
    const p = await product(10);
    const order = await paidCardOrder(app, shopper, [{ _product: p._id }]);
    const line = order.purchases[0]!;
    gateway.cancelBehaviour = 'down';
    const res = await claimPurchase(line._id, cancel);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'PAYMENT_PROVIDER_DOWN', message: PROVIDER_DOWN_MESSAGE });
    expect(await purchaseRow(app, line._id)).toMatchObject({
      status: 'ORDER_PAYMENT',
      claimStatus: null,
      purchaseStatus: 'PURCHASE_PENDING',
    });
    expect((await orderRow(app, order._id)).status).toBe('ORDER_PAYMENT');
    expect(await refundsOf(app, order._id)).toHaveLength(0);
    expect(await stockOf(app, p._id)).toBe(9);
    expect(
      (await historiesOf(app, order._id)).filter((h) => h.field !== 'ORDER_STATUS' || h._purchase),
    ).toEqual([]);
    // Back up: the same request goes through.
    gateway.cancelBehaviour = 'normal';
    expect((await claimPurchase(line._id, cancel)).statusCode).toBe(200);
    expect(await stockOf(app, p._id)).toBe(10);
  });

  it('answers 422 when the provider refuses the cancel, keeps a FAILED refund and moves nothing', async () => {
    const p = await product();
    const order = await paidCardOrder(app, shopper, [{ _product: p._id }]);
    gateway.cancelBehaviour = 'declined';
    const res = await claimPurchase(order.purchases[0]!._id, cancel);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'REFUND_DECLINED' });
    expect((await purchaseRow(app, order.purchases[0]!._id)).status).toBe('ORDER_PAYMENT');
    expect(await refundsOf(app, order._id)).toEqual([
      expect.objectContaining({ status: 'FAILED', amount: 12_000, doneAt: null }),
    ]);
  });

  it('never refunds more than was paid less the refunds before', async () => {
    const p = await product();
    const order = await paidCardOrder(app, shopper, [{ _product: p._id }]);
    // An earlier refund of 10,000 of the 12,000 won paid (say, a manual partial refund).
    await app.database.db.insert(refunds).values({
      _order: order._id,
      _user: shopperId,
      _purchases: [order.purchases[0]!._id],
      amount: 10_000,
      method: 'GATEWAY',
      status: 'DONE',
      reason: '부분 환불',
      tid: order.payment.tid,
      doneAt: app.clock.now,
    });
    expect((await claimPurchase(order.purchases[0]!._id, cancel)).statusCode).toBe(200);
    expect((await refundsOf(app, order._id)).map((r) => r.amount).sort()).toEqual([10_000, 2_000]);
    expect(cancelsOf(order.payment.tid).map((c) => c.amount)).toEqual([2_000]);
  });

  it("answers 400 for bad input, 401 for a guest and 404 for another member's purchase", async () => {
    const p = await product();
    const order = await paidCardOrder(app, shopper, [{ _product: p._id }]);
    const line = order.purchases[0]!;
    const bad = await claimPurchase(line._id, { claimStatus: 'CANCEL_COMPLETED', claimReason: 'OTHER' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('신청할 항목을 선택해주세요');
    const noReason = await claimPurchase(line._id, { claimStatus: 'CANCEL_REQUESTED' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('사유를 선택해주세요');
    const long = await claimPurchase(line._id, { ...cancel, claimReasonDetails: '가'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect((await claimPurchase('not-an-id', cancel)).statusCode).toBe(400);
    expect((await claimPurchase(line._id, cancel, {})).statusCode).toBe(401);
    const others = await claimPurchase(line._id, cancel, other);
    expect(others.statusCode).toBe(404);
    expect(others.json().message).toBe('주문 정보를 찾을 수 없습니다');
    expect((await purchaseRow(app, line._id)).claimStatus).toBeNull();
  });
});

describe('PUT /api/v1/me/orders/:_id', () => {
  it('claims every purchase it can when none are named: paid ones at once, prepared ones asked', async () => {
    const [a, b, c] = [await product(), await product(), await product()];
    const order = await paidCardOrder(app, shopper, [
      { _product: a._id },
      { _product: b._id },
      { _product: c._id },
    ]);
    const [pa, pb, pc] = order.purchases;
    await setPurchases(app, [pb!._id], 'prepared');
    await setPurchases(app, [pc!._id], {
      status: 'SHIPPING_CONFIRM',
      courierCode: '04',
      invoiceNumber: '111122223333',
    });
    const res = await claimOrder(order._id, cancel);
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json().order as Order;
    const byId = (id: string) => out.purchases.find((p) => p._id === id)!;
    expect(byId(pa!._id)).toMatchObject({ status: 'ORDER_CANCELED', claimStatus: 'CANCEL_COMPLETED' });
    expect(byId(pb!._id)).toMatchObject({ status: 'ORDER_CONFIRM', claimStatus: 'CANCEL_REQUESTED' });
    expect(byId(pc!._id)).toMatchObject({ status: 'SHIPPING_CONFIRM', claimStatus: null });
    expect(out.refunds.map((r) => r.amount)).toEqual([9_000]);
  });

  it('claims only the named purchases, all of them or none (409 with the reason)', async () => {
    const [a, b] = [await product(), await product()];
    const order = await paidCardOrder(app, shopper, [{ _product: a._id }, { _product: b._id }]);
    const [pa, pb] = order.purchases;
    await setPurchases(app, [pa!._id], 'delivered');
    const refused = await claimOrder(order._id, { ...ret, _purchases: [pa!._id, pb!._id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('NOT_DELIVERED');
    expect((await purchaseRow(app, pa!._id)).claimStatus).toBeNull();
    const ok = await claimOrder(order._id, { ...ret, _purchases: [pa!._id] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().order.purchases.map((p: Purchase) => p.claimStatus)).toEqual(['RETURN_REQUESTED', null]);
    // Nothing left that a return can cover.
    const none = await claimOrder(order._id, ret);
    expect(none.statusCode).toBe(409);
  });

  it('cancels two paid purchases in one refund, the shipping fee included', async () => {
    const [a, b] = [await product(), await product()];
    const order = await paidCardOrder(app, shopper, [{ _product: a._id }, { _product: b._id }]);
    const res = await claimOrder(order._id, cancel);
    expect(res.statusCode).toBe(200);
    expect(res.json().order.status).toBe('ORDER_CANCELED');
    expect(res.json().order.refunds).toEqual([
      expect.objectContaining({
        amount: 21_000,
        _purchases: expect.arrayContaining(order.purchases.map((p) => p._id)),
      }),
    ]);
    expect(cancelsOf(order.payment.tid)).toHaveLength(1);
  });

  it("answers 400, 401, and 404 for another member's order or a purchase of another order", async () => {
    const p = await product();
    const order = await paidCardOrder(app, shopper, [{ _product: p._id }]);
    const otherOrder = await paidCardOrder(app, shopper, [{ _product: p._id }]);
    expect(
      (await claimOrder(order._id, { claimStatus: 'RETURN_COMPLETED', claimReason: 'OTHER' })).statusCode,
    ).toBe(400);
    expect((await claimOrder(order._id, { ...cancel, _purchases: ['x'] })).statusCode).toBe(400);
    expect((await claimOrder(order._id, cancel, {})).statusCode).toBe(401);
    expect((await claimOrder(order._id, cancel, other)).statusCode).toBe(404);
    const mixed = await claimOrder(order._id, { ...cancel, _purchases: [otherOrder.purchases[0]!._id] });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().message).toBe('주문 정보를 찾을 수 없습니다');
    expect((await orderRow(app, order._id)).status).toBe('ORDER_PAYMENT');
  });
});

describe('POST /api/v1/me/orders/:_id/confirm', () => {
  it('confirms the delivered purchases without an open claim; a repeat changes nothing', async () => {
    const [a, b, c] = [await product(), await product(), await product()];
    const order = await paidCardOrder(app, shopper, [
      { _product: a._id },
      { _product: b._id },
      { _product: c._id },
    ]);
    const [pa, pb, pc] = order.purchases;
    await setPurchases(app, [pa!._id, pb!._id], 'delivered');
    await setPurchases(app, [pb!._id], { claimStatus: 'EXCHANGE_REQUESTED', claimReason: 'DEFECTIVE' });
    const res = await confirm(order._id);
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json().order as Order;
    const byId = (id: string) => out.purchases.find((p) => p._id === id)!;
    expect(byId(pa!._id)).toMatchObject({
      purchaseStatus: 'PURCHASE_COMPLETE',
      confirmedAt: app.clock.now.toISOString(),
    });
    expect(byId(pb!._id).purchaseStatus).toBe('PURCHASE_AWAITING');
    expect(byId(pc!._id).purchaseStatus).toBe('PURCHASE_PENDING');
    const entries = (await historiesOf(app, order._id)).filter((h) => h.field === 'PURCHASE_STATUS');
    expect(entries).toEqual([
      expect.objectContaining({
        _purchase: pa!._id,
        toValue: 'PURCHASE_COMPLETE',
        byRole: 'SHOPPER',
        _by: shopperId,
      }),
    ]);

    app.clock.advance(60_000);
    const again = await confirm(order._id, { _purchases: [pa!._id] });
    expect(again.statusCode).toBe(200);
    expect(again.json().order.purchases.find((p: Purchase) => p._id === pa!._id).confirmedAt).toBe(
      byId(pa!._id).confirmedAt,
    );
    expect((await historiesOf(app, order._id)).filter((h) => h.field === 'PURCHASE_STATUS')).toHaveLength(1);
  });

  it('refuses purchases that cannot be confirmed (409), naming why', async () => {
    const [a, b] = [await product(), await product()];
    const order = await paidCardOrder(app, shopper, [{ _product: a._id }, { _product: b._id }]);
    const [pa, pb] = order.purchases;
    const none = await confirm(order._id);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({
      code: 'NOTHING_TO_CONFIRM',
      message: '구매확정할 수 있는 상품이 없습니다',
    });
    await setPurchases(app, [pa!._id, pb!._id], 'delivered');
    await setPurchases(app, [pb!._id], { claimStatus: 'RETURN_REQUESTED', claimReason: 'DEFECTIVE' });
    const open = await confirm(order._id, { _purchases: [pa!._id, pb!._id] });
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe('취소/교환/반품이 진행 중인 상품은 구매확정할 수 없습니다');
    expect((await purchaseRow(app, pa!._id)).purchaseStatus).toBe('PURCHASE_AWAITING');
    // A rejected claim is closed: the purchase may be confirmed.
    await setPurchases(app, [pb!._id], { claimStatus: 'RETURN_REJECTED' });
    expect((await confirm(order._id, { _purchases: [pb!._id] })).statusCode).toBe(200);
  });

  it("answers 400, 401 and 404 for another member's order", async () => {
    const p = await product();
    const order = await paidCardOrder(app, shopper, [{ _product: p._id }]);
    await setPurchases(app, [order.purchases[0]!._id], 'delivered');
    expect((await confirm(order._id, { _purchases: ['nope'] })).statusCode).toBe(400);
    expect((await confirm(order._id, {}, {})).statusCode).toBe(401);
    expect((await confirm(order._id, {}, other)).statusCode).toBe(404);
    expect((await confirm(order._id, { _purchases: [crypto.randomUUID()] })).statusCode).toBe(404);
    expect((await purchaseRow(app, order.purchases[0]!._id)).purchaseStatus).toBe('PURCHASE_AWAITING');
  });
});

describe('/api/v1/me/refund-account', () => {
  it('keeps one account per member: none, saved (digits only, bank named), replaced, deleted', async () => {
    const m = (await makeMember(app)).headers;
    const get = () => app.inject({ method: 'GET', url: '/api/v1/me/refund-account', headers: m });
    expect((await get()).json()).toEqual({ refundAccount: null });
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/me/refund-account',
      headers: m,
      payload: {
        bankCode: '090',
        bankName: '아무거나',
        accountNumber: '3333-01-1234567',
        accountHolder: ' 김환불 ',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().refundAccount).toEqual({
      bankCode: '090',
      bankName: '카카오뱅크',
      accountNumber: '3333011234567',
      accountHolder: '김환불',
      updatedAt: app.clock.now.toISOString(),
    });
    await app.inject({
      method: 'PUT',
      url: '/api/v1/me/refund-account',
      headers: m,
      payload: { bankCode: '004', accountNumber: '1234567890', accountHolder: '김환불' },
    });
    expect((await get()).json().refundAccount).toMatchObject({ bankCode: '004', bankName: 'KB국민은행' });
    const del = await app.inject({ method: 'DELETE', url: '/api/v1/me/refund-account', headers: m });
    expect(del.statusCode).toBe(204);
    expect((await get()).json()).toEqual({ refundAccount: null });
  });

  it('answers 400 with Korean messages and 401 for a guest', async () => {
    const put = (payload: object, headers: Headers = shopper) =>
      app.inject({ method: 'PUT', url: '/api/v1/me/refund-account', headers, payload });
    const cases: [object, string][] = [
      [{ bankCode: '999', accountNumber: '1234567890', accountHolder: '홍길동' }, '은행을 선택해주세요'],
      [
        { bankCode: '004', accountNumber: '123456789', accountHolder: '홍길동' },
        '계좌번호를 숫자 10~16자리로 입력해주세요',
      ],
      [
        { bankCode: '004', accountNumber: '12345678901234567', accountHolder: '홍길동' },
        '계좌번호를 숫자 10~16자리로 입력해주세요',
      ],
      [
        { bankCode: '004', accountNumber: '12345a7890', accountHolder: '홍길동' },
        '계좌번호를 숫자 10~16자리로 입력해주세요',
      ],
      [{ bankCode: '004', accountNumber: '1234567890', accountHolder: '  ' }, '예금주를 입력해주세요'],
      [{ bankCode: '004', accountNumber: '1234567890' }, '예금주를 입력해주세요'],
    ];
    for (const [payload, message] of cases) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(
      (await put({ bankCode: '004', accountNumber: '1234567890', accountHolder: '홍' }, {})).statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/v1/me/refund-account' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/v1/me/refund-account' })).statusCode).toBe(401);
  });

  it("cannot be deleted while a transfer order's cancel waits for an operator (409)", async () => {
    await saveAccount();
    const p = await product();
    const order = await transferOrder(app, shopper, [{ _product: p._id }]);
    await setPurchases(app, [order.purchases[0]!._id], 'prepared');
    expect((await claimPurchase(order.purchases[0]!._id, cancel)).statusCode).toBe(200);
    const del = await app.inject({ method: 'DELETE', url: '/api/v1/me/refund-account', headers: shopper });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('환불 처리 중인 주문이 있어 환불계좌를 삭제할 수 없습니다');
    // The operator completes it: the refund is promised to the account as it is.
    const done = await app.inject({
      method: 'PUT',
      url: `/api/console/shop/purchases/${order.purchases[0]!._id}/claim`,
      headers: operator,
      payload: { claimStatus: 'CANCEL_COMPLETED' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await refundsOf(app, order._id)).toEqual([
      expect.objectContaining({ method: 'BANK_TRANSFER', status: 'PENDING', amount: 12_000 }),
    ]);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/v1/me/refund-account', headers: shopper })).statusCode,
    ).toBe(204);
  });
});

describe('a cancel racing a shipment of the same purchase', () => {
  it('ends either cancelled and refunded, or shipped with the cancel refused, never both', async () => {
    gateway.cancelDelayMs = 15;
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      const p = await product(10);
      const order = await paidCardOrder(app, shopper, [{ _product: p._id }]);
      const line = order.purchases[0]!;
      const memberCancel = () => claimPurchase(line._id, cancel);
      const shipment = () =>
        app.inject({
          method: 'PUT',
          url: `/api/console/shop/invoices/${line.purchaseNo}`,
          headers: operator,
          payload: { courierCode: '04', invoiceNumber: `5555${round}0001234` },
        });
      // Alternate who starts first so both orders of arrival are exercised.
      const [c, s] =
        round % 2 === 0
          ? await Promise.all([memberCancel(), shipment()])
          : await Promise.all([shipment(), memberCancel()]).then(
              ([shipped, cancelled]) => [cancelled, shipped] as const,
            );
      const row = await purchaseRow(app, line._id);
      const refundRows = await refundsOf(app, order._id);
      if (c.statusCode === 200) {
        expect(s.statusCode, s.body).toBe(409);
        expect(row).toMatchObject({
          status: 'ORDER_CANCELED',
          claimStatus: 'CANCEL_COMPLETED',
          invoiceNumber: null,
        });
        expect(refundRows.map((r) => [r.status, r.amount])).toEqual([['DONE', 12_000]]);
        expect(cancelsOf(order.payment.tid)).toHaveLength(1);
        expect(await stockOf(app, p._id)).toBe(10);
        outcomes.add('cancelled');
      } else {
        expect(c.statusCode, c.body).toBe(409);
        expect(s.statusCode, s.body).toBe(200);
        expect(row).toMatchObject({ status: 'SHIPPING_CONFIRM', claimStatus: null });
        expect(refundRows).toEqual([]);
        expect(cancelsOf(order.payment.tid)).toHaveLength(0);
        expect(await stockOf(app, p._id)).toBe(9);
        outcomes.add('shipped');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});
