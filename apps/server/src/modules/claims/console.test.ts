import { randomUUID } from 'node:crypto';
import {
  type ClaimStatus,
  type CollectionStatus,
  type ConsoleRefund,
  claimMoves,
  claimStatuses,
  collectionStatuses,
  type Order,
  type OrderStatus,
  type PurchaseStatus,
} from '@shop/contracts';
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
import { asOperator, asPromoter, asShopper } from '../../testing/members.ts';

let app: TestApp;
let gateway: RefundGateway;
let operator: Headers;
let operatorId: string;
let shopper: Headers;
let category: string;

beforeAll(async () => {
  gateway = new RefundGateway();
  app = await buildTestApp({}, { payments: gateway });
  category = (await makeCategory(app, { name: '욕실' }))._id;
  const op = await asOperator(app);
  [operator, operatorId] = [op.headers, userOf(op.accessToken)];
  shopper = (await asShopper(app)).headers;
});
afterAll(() => app.close());
beforeEach(() => {
  gateway.cancelBehaviour = 'normal';
});

/** 9,000 won a unit (3,000 won shipping under 50,000 won), unless told otherwise. */
const product = (salePrice = 9_000, stock = 20) =>
  makeProduct(app, { name: '세면대 수전', _category: category, price: salePrice, salePrice, stock });

const move = (_purchase: string, payload: object, headers: Headers = operator) =>
  app.inject({ method: 'PUT', url: `/api/console/shop/purchases/${_purchase}/claim`, headers, payload });
const refundsList = (query = '', headers: Headers = operator) =>
  app.inject({ method: 'GET', url: `/api/console/shop/refunds${query}`, headers });
const markDone = (_refund: string, headers: Headers = operator, payload: object = { status: 'DONE' }) =>
  app.inject({ method: 'PUT', url: `/api/console/shop/refunds/${_refund}`, headers, payload });
const cancelsOf = (tid: string | null) => gateway.cancels.filter((c) => c.tid === tid);

async function saveAccount() {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/v1/me/refund-account',
    headers: shopper,
    payload: { bankCode: '081', accountNumber: '12345678901234', accountHolder: '홍길동' },
  });
  expect(res.statusCode).toBe(200);
}

// ---- every state of a claim, against every target ----

type State = {
  name: string;
  status: OrderStatus;
  purchaseStatus: PurchaseStatus;
  claimStatus: ClaimStatus | null;
  collectionStatus: CollectionStatus | null;
};
const delivered = { status: 'DELIVERY_COMPLETE', purchaseStatus: 'PURCHASE_AWAITING' } as const;
const states: State[] = [
  { name: 'no claim', ...delivered, claimStatus: null, collectionStatus: null },
  {
    name: '취소요청',
    status: 'ORDER_CONFIRM',
    purchaseStatus: 'PURCHASE_PENDING',
    claimStatus: 'CANCEL_REQUESTED',
    collectionStatus: null,
  },
  {
    name: '취소완료',
    status: 'ORDER_CANCELED',
    purchaseStatus: 'PURCHASE_CANCELED',
    claimStatus: 'CANCEL_COMPLETED',
    collectionStatus: null,
  },
  {
    name: '취소거부',
    status: 'ORDER_CONFIRM',
    purchaseStatus: 'PURCHASE_PENDING',
    claimStatus: 'CANCEL_REJECTED',
    collectionStatus: null,
  },
  { name: '교환요청', ...delivered, claimStatus: 'EXCHANGE_REQUESTED', collectionStatus: null },
  { name: '교환보류', ...delivered, claimStatus: 'EXCHANGE_PENDING', collectionStatus: null },
  { name: '교환지연', ...delivered, claimStatus: 'EXCHANGE_DELAYED', collectionStatus: null },
  { name: '교환배송중', ...delivered, claimStatus: 'EXCHANGE_SHIPPING', collectionStatus: null },
  { name: '교환완료', ...delivered, claimStatus: 'EXCHANGE_COMPLETED', collectionStatus: null },
  { name: '교환거부', ...delivered, claimStatus: 'EXCHANGE_REJECTED', collectionStatus: null },
  { name: '반품요청', ...delivered, claimStatus: 'RETURN_REQUESTED', collectionStatus: null },
  {
    name: '반품요청 수거대기',
    ...delivered,
    claimStatus: 'RETURN_REQUESTED',
    collectionStatus: 'COLLECTION_PENDING',
  },
  {
    name: '반품요청 수거중',
    ...delivered,
    claimStatus: 'RETURN_REQUESTED',
    collectionStatus: 'COLLECTION_PROGRESS',
  },
  {
    name: '반품요청 수거완료',
    ...delivered,
    claimStatus: 'RETURN_REQUESTED',
    collectionStatus: 'COLLECTION_COMPLETE',
  },
  {
    name: '반품완료',
    ...delivered,
    purchaseStatus: 'PURCHASE_CANCELED',
    claimStatus: 'RETURN_COMPLETED',
    collectionStatus: 'COLLECTION_COMPLETE',
  },
  { name: '반품거부', ...delivered, claimStatus: 'RETURN_REJECTED', collectionStatus: null },
];
type Target = { claimStatus: ClaimStatus } | { collectionStatus: CollectionStatus };
const targets: Target[] = [
  ...claimStatuses.map((claimStatus) => ({ claimStatus })),
  ...collectionStatuses.map((collectionStatus) => ({ collectionStatus })),
];
const sameTarget = (a: Target, b: Target) => JSON.stringify(a) === JSON.stringify(b);
const allowedMove = (s: State, t: Target) =>
  claimMoves.find(
    (m) =>
      m.from === s.claimStatus &&
      (m.collection === undefined || m.collection === s.collectionStatus) &&
      sameTarget(m.to, t),
  );

/** A card-paid purchase set to the state. */
async function purchaseIn(state: State, claimReason = 'DEFECTIVE') {
  const p = await product();
  const order = await paidCardOrder(app, shopper, [{ _product: p._id }]);
  const line = order.purchases[0]!;
  await setPurchases(app, [line._id], 'delivered');
  await setPurchases(app, [line._id], {
    status: state.status,
    purchaseStatus: state.purchaseStatus,
    claimStatus: state.claimStatus,
    collectionStatus: state.collectionStatus,
    claimReason: state.claimStatus ? claimReason : null,
  });
  return { order, line, product: p };
}

describe('PUT /api/console/shop/purchases/:_id/claim: the claim table', () => {
  it('lists 14 moves, each from an open claim', () => {
    expect(claimMoves).toHaveLength(14);
  });

  for (const state of states) {
    const allowed = targets.filter((t) => allowedMove(state, t));
    const refusedTargets = targets.filter((t) => !allowedMove(state, t));

    it(`refuses every other move from ${state.name} (409) and changes nothing`, async () => {
      const { line } = await purchaseIn(state);
      const before = await purchaseRow(app, line._id);
      for (const target of refusedTargets) {
        const res = await move(line._id, { ...target, reason: '사유' });
        expect(res.statusCode, `${state.name} → ${JSON.stringify(target)}: ${res.body}`).toBe(409);
        expect(res.json().message).toMatch(/할 수 없습니다|신청이 없는 상품입니다|수거가 완료된 뒤에/);
      }
      expect(await purchaseRow(app, line._id)).toEqual(before);
      expect(await refundsOf(app, line._order)).toEqual([]);
    });

    for (const target of allowed) {
      it(`moves ${state.name} → ${Object.values(target)[0]}`, async () => {
        const { line, order } = await purchaseIn(state);
        const res = await move(line._id, { ...target, reason: '확인했습니다' });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().purchase).toMatchObject(target);
        const m = allowedMove(state, target)!;
        const refundRows = await refundsOf(app, order._id);
        expect(refundRows.length).toBe(m.refund ? 1 : 0);
        const entry = (await historiesOf(app, order._id)).find(
          (h) =>
            h.field === ('claimStatus' in target ? 'CLAIM_STATUS' : 'COLLECTION_STATUS') &&
            h.byRole === 'OPERATOR',
        );
        expect(entry).toMatchObject({
          _purchase: line._id,
          fromValue: 'claimStatus' in target ? state.claimStatus : state.collectionStatus,
          toValue: Object.values(target)[0],
          reason: '확인했습니다',
          _by: operatorId,
        });
      });
    }
  }

  it('says why: a return is completed only after its collection', async () => {
    const state = states.find((s) => s.name === '반품요청 수거중')!;
    const { line } = await purchaseIn(state);
    const res = await move(line._id, { claimStatus: 'RETURN_COMPLETED' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'COLLECTION_NOT_COMPLETE',
      message: '수거가 완료된 뒤에 반품을 완료할 수 있습니다',
    });
    const none = await purchaseIn(states[0]!);
    expect((await move(none.line._id, { claimStatus: 'EXCHANGE_PENDING' })).json().message).toBe(
      '취소/교환/반품 신청이 없는 상품입니다',
    );
  });

  it('needs a reason to reject (400) and rejects leaving the purchase where it was', async () => {
    const { line, order } = await purchaseIn(states.find((s) => s.name === '반품요청 수거대기')!);
    const bare = await move(line._id, { claimStatus: 'RETURN_REJECTED' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ code: 'REASON_REQUIRED', message: '거부 사유를 입력해주세요' });
    const blank = await move(line._id, { claimStatus: 'RETURN_REJECTED', reason: '   ' });
    expect(blank.statusCode).toBe(400);
    const res = await move(line._id, {
      claimStatus: 'RETURN_REJECTED',
      reason: '사용 흔적이 있어 반품이 어렵습니다',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().purchase).toMatchObject({
      status: 'DELIVERY_COMPLETE',
      purchaseStatus: 'PURCHASE_AWAITING',
      claimStatus: 'RETURN_REJECTED',
      collectionStatus: null,
    });
    // The member may still confirm it.
    const confirm = await app.inject({
      method: 'POST',
      url: `/api/v1/me/orders/${order._id}/confirm`,
      headers: shopper,
      payload: {},
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().order.purchases[0].purchaseStatus).toBe('PURCHASE_COMPLETE');
  });

  it('answers 400 for a body naming both or neither status, 404 for an unknown purchase', async () => {
    const { line } = await purchaseIn(states[1]!);
    const both = await move(line._id, {
      claimStatus: 'CANCEL_COMPLETED',
      collectionStatus: 'COLLECTION_PENDING',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('클레임 상태와 수거 상태 중 하나를 선택해주세요');
    expect((await move(line._id, {})).statusCode).toBe(400);
    expect((await move(line._id, { claimStatus: 'NOPE' })).statusCode).toBe(400);
    const missing = await move(randomUUID(), { claimStatus: 'CANCEL_COMPLETED' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('주문 정보를 찾을 수 없습니다');
  });

  it('answers 401 for a guest and 403 for a shopper or promoter', async () => {
    const { line } = await purchaseIn(states[1]!);
    const body = { claimStatus: 'CANCEL_COMPLETED' };
    expect((await move(line._id, body, {})).statusCode).toBe(401);
    expect((await move(line._id, body, shopper)).statusCode).toBe(403);
    expect((await move(line._id, body, (await asPromoter(app)).headers)).statusCode).toBe(403);
    expect((await purchaseRow(app, line._id)).claimStatus).toBe('CANCEL_REQUESTED');
  });
});

describe('completing a cancel', () => {
  it('refunds through the provider, gives the stock back and cancels the order', async () => {
    const p = await product(9_000, 10);
    const order = await paidCardOrder(app, shopper, [{ _product: p._id, quantity: 2 }]);
    const line = order.purchases[0]!;
    await setPurchases(app, [line._id], {
      status: 'ORDER_CONFIRM',
      claimStatus: 'CANCEL_REQUESTED',
      claimReason: 'DELIVERY_DELAYED',
    });
    const res = await move(line._id, { claimStatus: 'CANCEL_COMPLETED' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().purchase).toMatchObject({
      status: 'ORDER_CANCELED',
      claimStatus: 'CANCEL_COMPLETED',
      purchaseStatus: 'PURCHASE_CANCELED',
      claimReason: 'DELIVERY_DELAYED',
    });
    expect(await stockOf(app, p._id)).toBe(10);
    expect(cancelsOf(order.payment.tid)).toEqual([
      { tid: order.payment.tid, amount: 21_000, reason: '주문취소 (배송 지연)' },
    ]);
    expect((await orderRow(app, order._id)).status).toBe('ORDER_CANCELED');
    expect((await refundsOf(app, order._id))[0]).toMatchObject({ _by: operatorId, status: 'DONE' });
  });

  it('answers 503 and changes nothing when the provider is down', async () => {
    const p = await product(9_000, 10);
    const order = await paidCardOrder(app, shopper, [{ _product: p._id }]);
    const line = order.purchases[0]!;
    await setPurchases(app, [line._id], {
      status: 'ORDER_CONFIRM',
      claimStatus: 'CANCEL_REQUESTED',
      claimReason: 'OTHER',
    });
    const before = await purchaseRow(app, line._id);
    gateway.cancelBehaviour = 'down';
    const res = await move(line._id, { claimStatus: 'CANCEL_COMPLETED' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(PROVIDER_DOWN_MESSAGE);
    expect(await purchaseRow(app, line._id)).toEqual(before);
    expect(await refundsOf(app, order._id)).toEqual([]);
    expect(await stockOf(app, p._id)).toBe(9);
    expect((await orderRow(app, order._id)).status).toBe('ORDER_PAYMENT');
  });

  it('cannot complete a cancel of a purchase that shipped meanwhile (409)', async () => {
    const p = await product();
    const order = await paidCardOrder(app, shopper, [{ _product: p._id }]);
    const line = order.purchases[0]!;
    await setPurchases(app, [line._id], {
      status: 'SHIPPING_CONFIRM',
      claimStatus: 'CANCEL_REQUESTED',
      claimReason: 'OTHER',
      courierCode: '04',
      invoiceNumber: '123412341234',
    });
    const res = await move(line._id, { claimStatus: 'CANCEL_COMPLETED' });
    expect(res.statusCode).toBe(409);
    expect(await refundsOf(app, order._id)).toEqual([]);
  });
});

describe('completing a return', () => {
  async function returned(opts: {
    salePrice?: number;
    quantity?: number;
    reason: string;
    transfer?: boolean;
    lines?: number;
  }) {
    const p = await product(opts.salePrice ?? 9_000);
    const lines = Array.from({ length: opts.lines ?? 1 }, () => ({
      _product: p._id,
      quantity: opts.quantity ?? 1,
    }));
    // Separate products for separate lines.
    for (let i = 1; i < lines.length; i += 1)
      lines[i]!._product = (await product(opts.salePrice ?? 9_000))._id;
    const order = opts.transfer
      ? await transferOrder(app, shopper, lines)
      : await paidCardOrder(app, shopper, lines);
    for (const line of order.purchases) {
      await setPurchases(app, [line._id], 'delivered');
      await setPurchases(app, [line._id], {
        claimStatus: 'RETURN_REQUESTED',
        claimReason: opts.reason,
        collectionStatus: 'COLLECTION_COMPLETE',
      });
    }
    return { order, product: p };
  }

  it('refunds the amount less the return shipping fee for a change of mind', async () => {
    const { order } = await returned({ reason: 'CHANGE_OF_MIND', quantity: 2 });
    expect(order.amounts.shippingFee).toBe(3_000);
    const line = order.purchases[0]!;
    const res = await move(line._id, { claimStatus: 'RETURN_COMPLETED' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().purchase).toMatchObject({
      status: 'DELIVERY_COMPLETE',
      claimStatus: 'RETURN_COMPLETED',
      purchaseStatus: 'PURCHASE_CANCELED',
    });
    // 18,000 − 3,000 (the way back); the shipping fee paid is not given back.
    expect(cancelsOf(order.payment.tid)).toEqual([
      { tid: order.payment.tid, amount: 15_000, reason: '반품 (단순 변심), 반품 배송비 3,000원 차감' },
    ]);
  });

  it('charges both ways when the order shipped free', async () => {
    const { order } = await returned({ reason: 'WRONG_ORDER', salePrice: 30_000, quantity: 2 });
    expect(order.amounts.shippingFee).toBe(0);
    expect((await move(order.purchases[0]!._id, { claimStatus: 'RETURN_COMPLETED' })).statusCode).toBe(200);
    expect(cancelsOf(order.payment.tid).map((c) => c.amount)).toEqual([54_000]);
  });

  it('refunds everything, shipping included, when the shop is at fault and the whole order comes back', async () => {
    const { order } = await returned({ reason: 'DEFECTIVE', lines: 2 });
    const [a, b] = order.purchases;
    expect((await move(a!._id, { claimStatus: 'RETURN_COMPLETED' })).statusCode).toBe(200);
    expect((await move(b!._id, { claimStatus: 'RETURN_COMPLETED' })).statusCode).toBe(200);
    expect(cancelsOf(order.payment.tid).map((c) => c.amount)).toEqual([9_000, 12_000]);
    const refunded = (await refundsOf(app, order._id)).reduce((s, r) => s + r.amount, 0);
    expect(refunded).toBe(order.amounts.paidAmount);
  });

  it('refunds a transfer order to the account (PENDING), 422 while the member has none', async () => {
    const { order } = await returned({ reason: 'DEFECTIVE', transfer: true });
    await app.database.db.delete(refundAccounts);
    const line = order.purchases[0]!;
    const none = await move(line._id, { claimStatus: 'RETURN_COMPLETED' });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(
      '회원의 환불계좌가 등록되어 있지 않아 환불할 수 없습니다. 회원에게 환불계좌 등록을 요청해주세요',
    );
    expect((await purchaseRow(app, line._id)).claimStatus).toBe('RETURN_REQUESTED');
    await saveAccount();
    expect((await move(line._id, { claimStatus: 'RETURN_COMPLETED' })).statusCode).toBe(200);
    expect(await refundsOf(app, order._id)).toEqual([
      expect.objectContaining({
        method: 'BANK_TRANSFER',
        status: 'PENDING',
        amount: 12_000,
        bankName: '하나은행',
        accountNumber: '12345678901234',
      }),
    ]);
  });
});

describe('/api/console/shop/refunds', () => {
  let pending: ConsoleRefund;
  let order: Order;

  beforeAll(async () => {
    await saveAccount();
    const p = await product();
    order = await transferOrder(app, shopper, [{ _product: p._id }]);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/purchases/${order.purchases[0]!._id}`,
      headers: shopper,
      payload: { claimStatus: 'CANCEL_REQUESTED', claimReason: 'CHANGE_OF_MIND' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('lists refunds by status, newest first, with the order and the account to send to', async () => {
    const res = await refundsList('?status=PENDING&method=BANK_TRANSFER');
    expect(res.statusCode, res.body).toBe(200);
    const { summary, refunds } = res.json() as { summary: { totalCount: number }; refunds: ConsoleRefund[] };
    expect(summary.totalCount).toBeGreaterThanOrEqual(1);
    expect(refunds.every((r) => r.status === 'PENDING' && r.method === 'BANK_TRANSFER')).toBe(true);
    pending = refunds.find((r) => r._order === order._id)!;
    expect(pending).toMatchObject({
      amount: 12_000,
      orderNo: order.orderNo,
      orderStatus: 'ORDER_CANCELED',
      paymentMethod: 'BANK_TRANSFER',
      ordererName: '홍길동',
      purchaseNos: [order.purchases[0]!.purchaseNo],
      bankCode: '081',
      bankName: '하나은행',
      accountNumber: '12345678901234',
      accountHolder: '홍길동',
      tid: null,
      doneAt: null,
    });
    const paged = await app.inject({
      method: 'GET',
      url: '/api/console/shop/refunds',
      headers: { ...operator, skip: '0', limit: '1' },
    });
    expect(paged.json().refunds).toHaveLength(1);
    expect(
      (await refundsList('?status=DONE')).json().refunds.every((r: ConsoleRefund) => r.status === 'DONE'),
    ).toBe(true);
  });

  it('records a bank-transfer refund as sent, once; the order shows it', async () => {
    const res = await markDone(pending._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund).toMatchObject({ status: 'DONE', doneAt: app.clock.now.toISOString() });
    app.clock.advance(1000);
    const again = await markDone(pending._id);
    expect(again.statusCode).toBe(200);
    expect(again.json().refund.doneAt).toBe(res.json().refund.doneAt);
    const mine = await app.inject({ method: 'GET', url: `/api/v1/me/orders/${order._id}`, headers: shopper });
    expect(mine.json().order.refunds).toEqual([expect.objectContaining({ status: 'DONE', amount: 12_000 })]);
    const entries = (await historiesOf(app, order._id)).filter((h) => h.field === 'REFUND');
    expect(entries.map((h) => `${h.fromValue}>${h.toValue}:${h.byRole}`).sort()).toEqual([
      'PENDING>DONE:OPERATOR',
      'null>PENDING:SHOPPER',
    ]);
  });

  it('refuses to mark a provider refund (409), answers 404, 400, 401 and 403', async () => {
    const p = await product();
    const card = await paidCardOrder(app, shopper, [{ _product: p._id }]);
    await app.inject({
      method: 'PUT',
      url: `/api/v1/me/purchases/${card.purchases[0]!._id}`,
      headers: shopper,
      payload: { claimStatus: 'CANCEL_REQUESTED', claimReason: 'OTHER' },
    });
    const [done] = await refundsOf(app, card._id);
    expect(done).toMatchObject({ method: 'GATEWAY', status: 'DONE' });
    const [failed] = await app.database.db
      .insert(refunds)
      .values({ ...done!, _id: randomUUID(), status: 'FAILED', doneAt: null, reason: '결제사 거절' })
      .returning();
    for (const refund of [failed!]) {
      const conflict = await markDone(refund._id);
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json().message).toBe('환불대기 중인 계좌 환불만 환불완료로 처리할 수 있습니다');
    }
    // A provider refund is DONE already: marking it again changes nothing.
    expect((await markDone(done!._id)).json().refund.doneAt).toBe(done!.doneAt!.toISOString());
    expect((await markDone(randomUUID())).statusCode).toBe(404);
    expect((await markDone(pending._id, operator, { status: 'PENDING' })).statusCode).toBe(400);
    expect((await refundsList('?status=SENT')).statusCode).toBe(400);
    expect((await refundsList('', {})).statusCode).toBe(401);
    expect((await refundsList('', shopper)).statusCode).toBe(403);
    expect((await markDone(pending._id, {})).statusCode).toBe(401);
    expect((await markDone(pending._id, shopper)).statusCode).toBe(403);
  });
});
