import { randomUUID } from 'node:crypto';
import {
  type ConsoleManage,
  type ConsolePurchase,
  consoleManages,
  inConsoleManage,
  type Order,
  type OrderHistory,
  type OrderStatus,
  orderStatuses,
} from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, orders, productOptions, products, purchases } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import {
  DEPOSIT_REASON,
  desk,
  type Headers,
  makeOperator,
  placeCardOrder,
  placeTransferOrder,
  readSheet,
  userOf,
} from '../../testing/desk.ts';
import { asOperator, asPromoter, asShopper, makeMember } from '../../testing/members.ts';
import { STATUS_CONFLICT_MESSAGE } from './transitions.ts';

let app: TestApp;
let operator: Headers;
let operatorId: string;
let shopper: Headers;
let shopperId: string;
let promoter: Headers;
let category: string;
let d: ReturnType<typeof desk>;

beforeAll(async () => {
  app = await buildTestApp();
  const op = await asOperator(app);
  const sh = await asShopper(app);
  [operator, shopper, promoter] = [op.headers, sh.headers, (await asPromoter(app)).headers];
  [operatorId, shopperId] = [userOf(op.accessToken), userOf(sh.accessToken)];
  category = (await makeCategory(app, { name: '욕실' }))._id;
  d = desk(app, operator);
});
afterAll(() => app.close());

const product = (name: string, input: Partial<typeof products.$inferInsert> = {}) =>
  makeProduct(app, { name, _category: category, price: 20_000, salePrice: 15_000, stock: 100, ...input });

/** Sets a purchase (and its order) straight to a state, as the claims desk or time would. */
async function setPurchase(_purchase: string, values: Partial<typeof purchases.$inferInsert>) {
  await app.database.db.update(purchases).set(values).where(eq(purchases._id, _purchase));
}
async function setOrder(_order: string, values: Partial<typeof orders.$inferInsert>) {
  await app.database.db.update(orders).set(values).where(eq(orders._id, _order));
}

async function paidOrder(_product: string, quantity = 1): Promise<Order> {
  const order = await placeTransferOrder(app, shopper, [{ _product, quantity }]);
  const res = await d.confirmDeposit(order._id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order;
}
async function histories(_order: string): Promise<OrderHistory[]> {
  const res = await d.call('GET', `/shop/orders/${_order}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().histories;
}

const someId = '00000000-0000-4000-8000-000000000000';

describe('the order desk guard', () => {
  it.each([
    ['GET', '/shop/purchases'],
    ['GET', '/shop/purchases/excel'],
    ['GET', '/shop/purchases/dashboard/all'],
    ['PUT', '/shop/purchases'],
    ['PUT', `/shop/purchases/${someId}`],
    ['GET', `/shop/orders/${someId}`],
    ['PUT', `/shop/orders/${someId}`],
    ['PUT', '/shop/invoices/20261123-000001-01'],
    ['POST', '/shop/invoices/excel'],
    ['GET', '/shop/invoices/template'],
    ['GET', '/shop/deliveries'],
    ['PUT', '/shop/deliveries'],
  ] as const)('answers 401 to a guest and 403 to members on %s %s', async (method, url) => {
    const payload = method === 'GET' ? undefined : {};
    const guest = await app.inject({ method, url: `/api/console${url}`, ...(payload ? { payload } : {}) });
    expect(guest.statusCode).toBe(401);
    for (const headers of [shopper, promoter]) {
      const res = await d.call(method, url, payload, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: '접근권한이 없습니다', code: 'FORBIDDEN' });
    }
  });
});

describe('PUT /api/console/shop/orders/:_id', () => {
  it('confirms a 무통장입금 deposit: the order and its purchases are paid, recorded with the operator', async () => {
    const p = await product('입금확인 수전');
    const order = await placeTransferOrder(app, shopper, [{ _product: p._id, quantity: 3 }]);
    const res = await d.confirmDeposit(order._id);
    expect(res.statusCode, res.body).toBe(200);
    const paid: Order = res.json().order;
    expect(paid.status).toBe('ORDER_PAYMENT');
    expect(paid.payment.paidAt).toBe(app.clock.now.toISOString());
    expect(paid.purchases.map((x) => x.status)).toEqual(['ORDER_PAYMENT']);
    const entry = (await histories(order._id)).find((h) => h.toValue === 'ORDER_PAYMENT');
    expect(entry).toMatchObject({
      field: 'ORDER_STATUS',
      fromValue: 'ORDER_NONPAYMENT',
      by: { _id: operatorId, name: '운영관리자' },
      byRole: 'OPERATOR',
      reason: DEPOSIT_REASON,
    });
    // The audit row keeps the operator's reason beside the money that moved.
    const audit = await app.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'DEPOSIT_CONFIRM'), eq(auditLogs._target, order._id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      _operator: operatorId,
      reason: DEPOSIT_REASON,
      after: { status: 'ORDER_PAYMENT', paidAmount: paid.amounts.paidAmount },
    });
    // Paid units count toward 판매순.
    const [row] = await app.database.db.select().from(products).where(eq(products._id, p._id));
    expect(row!.salesCount).toBe(3);
  });

  it('answers 409 to a second confirmation of the same deposit', async () => {
    const p = await product('두번확인 수전');
    const order = await placeTransferOrder(app, shopper, [{ _product: p._id }]);
    expect((await d.confirmDeposit(order._id)).statusCode).toBe(200);
    const again = await d.confirmDeposit(order._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(STATUS_CONFLICT_MESSAGE);
    const [row] = await app.database.db.select().from(products).where(eq(products._id, p._id));
    expect(row!.salesCount).toBe(1);
  });

  it('answers 409 to confirming a card order by hand', async () => {
    const p = await product('카드주문 수전');
    const order = await placeCardOrder(app, shopperId, [{ _product: p._id }]);
    const res = await d.confirmDeposit(order._id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'PAYMENT_BY_PROVIDER_ONLY',
      message: '카드·가상계좌 주문은 결제대행사의 승인으로만 결제완료됩니다',
    });
  });

  it('cancels an unpaid order with the reason and gives its stock back', async () => {
    const p = await product('취소시험 수전', { stock: 5 });
    const order = await placeTransferOrder(app, shopper, [{ _product: p._id, quantity: 2 }]);
    const res = await d.call('PUT', `/shop/orders/${order._id}`, {
      status: 'ORDER_CANCELED',
      reason: '고객 전화 요청',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.status).toBe('ORDER_CANCELED');
    const [row] = await app.database.db.select().from(products).where(eq(products._id, p._id));
    expect(row!.stock).toBe(5);
    const entry = (await histories(order._id)).at(-1)!;
    expect(entry).toMatchObject({ toValue: 'ORDER_CANCELED', reason: '고객 전화 요청', byRole: 'OPERATOR' });
  });

  it('answers 409 to cancelling a paid order here (a cancel claim refunds it)', async () => {
    const p = await product('결제후취소 수전');
    const order = await paidOrder(p._id);
    const res = await d.call('PUT', `/shop/orders/${order._id}`, {
      status: 'ORDER_CANCELED',
      reason: '변심',
    });
    expect(res.statusCode).toBe(409);
  });

  it.each([
    [{ status: 'ORDER_CONFIRM' }, '변경할 주문 상태를 선택해주세요'],
    [{}, '변경할 주문 상태를 선택해주세요'],
    [{ status: 'ORDER_CANCELED' }, '취소 사유를 입력해주세요'],
    [{ status: 'ORDER_CANCELED', reason: '   ' }, '취소 사유를 입력해주세요'],
    [{ status: 'ORDER_PAYMENT' }, '변경 사유를 입력해주세요'],
    [{ status: 'ORDER_PAYMENT', reason: '  ' }, '변경 사유를 입력해주세요'],
    [{ status: 'ORDER_PAYMENT', reason: '가'.repeat(201) }, '변경 사유를 200자 이하로 입력해주세요'],
  ])('answers 400 to %j', async (payload, message) => {
    const res = await d.call('PUT', `/shop/orders/${someId}`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 400 to a 입금 확인 without a reason and leaves the order unpaid, with no audit row', async () => {
    const p = await product('사유없는 입금 수전');
    const order = await placeTransferOrder(app, shopper, [{ _product: p._id }]);
    const res = await d.call('PUT', `/shop/orders/${order._id}`, { status: 'ORDER_PAYMENT' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('변경 사유를 입력해주세요');
    const [row] = await app.database.db.select().from(orders).where(eq(orders._id, order._id));
    expect(row!.status).toBe('ORDER_NONPAYMENT');
    expect(await app.database.db.select().from(auditLogs).where(eq(auditLogs._target, order._id))).toEqual(
      [],
    );
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect((await d.confirmDeposit(randomUUID())).statusCode).toBe(404);
    expect((await d.confirmDeposit('nope')).statusCode).toBe(400);
  });
});

describe('GET /api/console/shop/orders/:_id', () => {
  it('answers the order with every change, oldest first, each with who made it', async () => {
    const p = await product('이력시험 수전');
    const order = await paidOrder(p._id);
    const purchase = order.purchases[0]!;
    expect((await d.invoice(purchase.purchaseNo, '04', '123456789012')).statusCode).toBe(200);
    const res = await d.call('GET', `/shop/orders/${order._id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { order: Order; histories: OrderHistory[] };
    expect(body.order.status).toBe('SHIPPING_CONFIRM');
    expect(body.histories.map((h) => [h.purchaseNo, h.field, h.fromValue, h.toValue, h.byRole])).toEqual([
      [null, 'ORDER_STATUS', null, 'ORDER_NONPAYMENT', 'SHOPPER'],
      [null, 'ORDER_STATUS', 'ORDER_NONPAYMENT', 'ORDER_PAYMENT', 'OPERATOR'],
      [purchase.purchaseNo, 'ORDER_STATUS', 'ORDER_PAYMENT', 'ORDER_CONFIRM', 'OPERATOR'],
      [purchase.purchaseNo, 'INVOICE', null, '04 123456789012', 'OPERATOR'],
      [purchase.purchaseNo, 'ORDER_STATUS', 'ORDER_CONFIRM', 'SHIPPING_CONFIRM', 'OPERATOR'],
      [null, 'ORDER_STATUS', 'ORDER_PAYMENT', 'SHIPPING_CONFIRM', 'OPERATOR'],
    ]);
    expect(body.histories[0]!.by).toEqual({ _id: shopperId, name: '최민지' });
    expect(body.histories.slice(1).every((h) => h.by?._id === operatorId)).toBe(true);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect((await d.call('GET', `/shop/orders/${randomUUID()}`)).statusCode).toBe(404);
    expect((await d.call('GET', '/shop/orders/123')).statusCode).toBe(400);
  });
});

describe('PUT /api/console/shop/purchases/:_id', () => {
  /** DOMAIN.md's table, the moves an operator makes on the desk: anything else is 409. */
  const allowed: [OrderStatus, OrderStatus][] = [
    ['ORDER_PAYMENT', 'ORDER_CONFIRM'],
    ['ORDER_CONFIRM', 'SHIPPING_CONFIRM'],
    ['SHIPPING_CONFIRM', 'SHIPPING_DELAYED'],
    ['SHIPPING_DELAYED', 'SHIPPING_CONFIRM'],
    ['SHIPPING_CONFIRM', 'DELIVERY_COMPLETE'],
    ['SHIPPING_DELAYED', 'DELIVERY_COMPLETE'],
  ];
  const deskTargets: OrderStatus[] = [
    'ORDER_CONFIRM',
    'SHIPPING_DELAYED',
    'SHIPPING_CONFIRM',
    'DELIVERY_COMPLETE',
  ];
  const pairs = orderStatuses.flatMap((from) => orderStatuses.map((to) => [from, to] as const));
  let table: { _order: string; _purchase: string };

  beforeAll(async () => {
    const p = await product('전이표 수전');
    const order = await paidOrder(p._id);
    table = { _order: order._id, _purchase: order.purchases[0]!._id };
  });

  it.each(pairs)('%s → %s', async (from, to) => {
    await setOrder(table._order, { status: from });
    await setPurchase(table._purchase, {
      status: from,
      claimStatus: null,
      purchaseStatus: 'PURCHASE_PENDING',
      courierCode: '04',
      invoiceNumber: '123456789012',
      deliveredAt: null,
    });
    const res = await d.move(table._purchase, to);
    if (!deskTargets.includes(to)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('변경할 주문 상태를 선택해주세요');
    } else if (allowed.some(([f, t]) => f === from && t === to)) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().purchase.status).toBe(to);
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'ORDER_STATUS_CONFLICT', message: STATUS_CONFLICT_MESSAGE });
      const [row] = await app.database.db.select().from(purchases).where(eq(purchases._id, table._purchase));
      expect(row!.status).toBe(from);
    }
  });

  it('answers 409 to 배송중 without an invoice', async () => {
    const p = await product('송장없음 수전');
    const order = await paidOrder(p._id);
    const _purchase = order.purchases[0]!._id;
    expect((await d.move(_purchase, 'ORDER_CONFIRM')).statusCode).toBe(200);
    const res = await d.move(_purchase, 'SHIPPING_CONFIRM');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'INVOICE_REQUIRED', message: '송장번호를 먼저 등록해주세요' });
  });

  it('marks a purchase delivered: deliveredAt, 구매확정 가능, recorded with the reason', async () => {
    const p = await product('배송완료 수전');
    const order = await paidOrder(p._id);
    const purchase = order.purchases[0]!;
    expect((await d.invoice(purchase.purchaseNo, '04', '555566667777')).statusCode).toBe(200);
    const res = await d.move(purchase._id, 'DELIVERY_COMPLETE', operator, '고객 수령 확인');
    expect(res.statusCode, res.body).toBe(200);
    const moved: ConsolePurchase = res.json().purchase;
    expect(moved).toMatchObject({
      status: 'DELIVERY_COMPLETE',
      purchaseStatus: 'PURCHASE_AWAITING',
      deliveredAt: app.clock.now.toISOString(),
      order: { status: 'DELIVERY_COMPLETE' },
    });
    const entries = (await histories(order._id)).filter((h) => h._purchase === purchase._id).slice(-2);
    expect(entries).toMatchObject([
      { field: 'ORDER_STATUS', toValue: 'DELIVERY_COMPLETE', reason: '고객 수령 확인', byRole: 'OPERATOR' },
      { field: 'PURCHASE_STATUS', fromValue: 'PURCHASE_PENDING', toValue: 'PURCHASE_AWAITING' },
    ]);
  });

  it('keeps the order at its least advanced purchase as its purchases move apart', async () => {
    const [a, b] = [await product('합포장 A 수전'), await product('합포장 B 수전')];
    const placed = await placeTransferOrder(app, shopper, [{ _product: a._id }, { _product: b._id }]);
    expect((await d.confirmDeposit(placed._id)).statusCode).toBe(200);
    const [pa, pb] = placed.purchases;
    const orderStatus = async () =>
      (await d.call('GET', `/shop/orders/${placed._id}`)).json().order.status as OrderStatus;

    await d.move(pa!._id, 'ORDER_CONFIRM');
    expect(await orderStatus()).toBe('ORDER_PAYMENT');
    await d.move(pb!._id, 'ORDER_CONFIRM');
    expect(await orderStatus()).toBe('ORDER_CONFIRM');
    await d.invoice(pa!.purchaseNo, '04', '111122223333');
    expect(await orderStatus()).toBe('ORDER_CONFIRM');
    await d.invoice(pb!.purchaseNo, '05', '444455556666');
    expect(await orderStatus()).toBe('SHIPPING_CONFIRM');
    await d.move(pa!._id, 'SHIPPING_DELAYED', operator, '물량 지연');
    expect(await orderStatus()).toBe('SHIPPING_DELAYED');
    await d.move(pb!._id, 'DELIVERY_COMPLETE');
    expect(await orderStatus()).toBe('SHIPPING_DELAYED');
    await d.move(pa!._id, 'DELIVERY_COMPLETE');
    expect(await orderStatus()).toBe('DELIVERY_COMPLETE');
    const orderLevel = (await histories(placed._id))
      .filter((h) => h._purchase === null)
      .map((h) => h.toValue);
    expect(orderLevel).toEqual([
      'ORDER_NONPAYMENT',
      'ORDER_PAYMENT',
      'ORDER_CONFIRM',
      'SHIPPING_CONFIRM',
      'SHIPPING_DELAYED',
      'DELIVERY_COMPLETE',
    ]);
  });

  it('answers 409 while a claim is open on the purchase', async () => {
    const p = await product('클레임중 수전');
    const order = await paidOrder(p._id);
    const _purchase = order.purchases[0]!._id;
    await d.move(_purchase, 'ORDER_CONFIRM');
    await setPurchase(_purchase, { claimStatus: 'CANCEL_REQUESTED' });
    const res = await d.move(_purchase, 'SHIPPING_DELAYED');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CLAIM_IN_PROGRESS',
      message: '취소·교환·반품 처리 중인 주문상품은 상태를 변경할 수 없습니다',
    });
    const invoice = await d.invoice(order.purchases[0]!.purchaseNo, '04', '123412341234');
    expect(invoice.statusCode).toBe(409);
    // A rejected claim gives the purchase back to the desk.
    await setPurchase(_purchase, { claimStatus: 'CANCEL_REJECTED' });
    expect((await d.invoice(order.purchases[0]!.purchaseNo, '04', '123412341234')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown purchase and 400 for bad input', async () => {
    expect((await d.move(randomUUID(), 'ORDER_CONFIRM')).statusCode).toBe(404);
    expect((await d.move('x', 'ORDER_CONFIRM')).statusCode).toBe(400);
    const long = await d.move(randomUUID(), 'ORDER_CONFIRM', operator, '가'.repeat(201));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('사유를 200자 이하로 입력해주세요');
  });

  it('lets one of two operators moving the same purchase at once win; the other gets 409', async () => {
    const second = await makeOperator(app);
    const p = await product('동시처리 수전');
    const order = await paidOrder(p._id);
    const _purchase = order.purchases[0]!._id;
    const results = await Promise.all([
      d.move(_purchase, 'ORDER_CONFIRM'),
      d.move(_purchase, 'ORDER_CONFIRM', second.headers),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const moves = (await histories(order._id)).filter(
      (h) => h._purchase === _purchase && h.toValue === 'ORDER_CONFIRM',
    );
    expect(moves).toHaveLength(1);
  });
});

describe('PUT /api/console/shop/purchases (bulk)', () => {
  it('moves each purchase on its own and reports each outcome', async () => {
    const p = await product('일괄처리 수전');
    const [paidA, paidB] = [await paidOrder(p._id), await paidOrder(p._id)];
    const unpaid = await placeTransferOrder(app, shopper, [{ _product: p._id }]);
    const unknown = randomUUID();
    const ids = [paidA.purchases[0]!._id, unpaid.purchases[0]!._id, unknown, paidB.purchases[0]!._id];
    const res = await d.call('PUT', '/shop/purchases', { _purchases: ids, status: 'ORDER_CONFIRM' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([
      { _id: ids[0], ok: true },
      { _id: ids[1], ok: false, message: STATUS_CONFLICT_MESSAGE },
      { _id: unknown, ok: false, message: '주문상품을 찾을 수 없습니다' },
      { _id: ids[3], ok: true },
    ]);
  });

  it.each([
    [{ _purchases: [], status: 'ORDER_CONFIRM' }, '주문상품을 선택해주세요'],
    [
      { _purchases: Array.from({ length: 101 }, () => randomUUID()), status: 'ORDER_CONFIRM' },
      '한 번에 100건까지 처리할 수 있습니다',
    ],
    [{ _purchases: [someId], status: 'ORDER_CANCELED' }, '변경할 주문 상태를 선택해주세요'],
  ])('answers 400 to %#', async (payload, message) => {
    const res = await d.call('PUT', '/shop/purchases', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('GET and PUT /api/console/shop/deliveries', () => {
  it('lists paid purchases waiting to ship, longest paid first, and prepares the chosen ones', async () => {
    const p = await product('출고대기 수전');
    const first = await paidOrder(p._id);
    app.clock.advance(60_000);
    const second = await paidOrder(p._id);
    const shipped = await paidOrder(p._id);
    await d.invoice(shipped.purchases[0]!.purchaseNo, '04', '999988887777');
    const list = await d.call('GET', '/shop/deliveries', undefined, { ...operator, limit: '100' });
    expect(list.statusCode).toBe(200);
    const mine = (list.json().purchases as ConsolePurchase[]).filter((x) => x._product === p._id);
    expect(mine.map((x) => x._order)).toEqual([first._id, second._id]);
    expect(list.json().summary.totalCount).toBeGreaterThanOrEqual(2);

    const ids = [first.purchases[0]!._id, shipped.purchases[0]!._id];
    const res = await d.call('PUT', '/shop/deliveries', { _purchases: ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([
      { _id: ids[0], ok: true },
      { _id: ids[1], ok: false, message: STATUS_CONFLICT_MESSAGE },
    ]);
    const entry = (await histories(first._id)).at(-2)!;
    expect(entry).toMatchObject({ toValue: 'ORDER_CONFIRM', reason: '배송준비중 처리', byRole: 'OPERATOR' });
  });

  it('answers 400 to an empty selection', async () => {
    const res = await d.call('PUT', '/shop/deliveries', { _purchases: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('주문상품을 선택해주세요');
  });
});

describe('GET /api/console/shop/purchases, dashboard and excel', () => {
  const NAME = '목록시험 수전';
  const only = `searchKey=product&searchValue=${encodeURIComponent(NAME)}`;
  let byTab: Record<ConsoleManage, string[]>;
  let other: { headers: Headers; username: string };
  let otherOrder: Order;
  let cardOrder: Order;
  let p: { _id: string };

  beforeAll(async () => {
    p = await product(NAME, { stock: 1000 });
    const nonpayment = await placeTransferOrder(app, shopper, [{ _product: p._id }]);
    const payment = await paidOrder(p._id);
    const preparing = await paidOrder(p._id);
    await d.move(preparing.purchases[0]!._id, 'ORDER_CONFIRM');
    const shipping = await paidOrder(p._id);
    await d.invoice(shipping.purchases[0]!.purchaseNo, '04', '100020003000');
    const delivered = await paidOrder(p._id);
    await d.invoice(delivered.purchases[0]!.purchaseNo, '04', '100020003001');
    await d.move(delivered.purchases[0]!._id, 'DELIVERY_COMPLETE');
    const canceled = await placeTransferOrder(app, shopper, [{ _product: p._id }]);
    await d.call('PUT', `/shop/orders/${canceled._id}`, { status: 'ORDER_CANCELED', reason: '중복 주문' });
    const cancelAsked = await paidOrder(p._id);
    await d.move(cancelAsked.purchases[0]!._id, 'ORDER_CONFIRM');
    await setPurchase(cancelAsked.purchases[0]!._id, { claimStatus: 'CANCEL_REQUESTED' });
    const confirmed = await paidOrder(p._id);
    await setPurchase(confirmed.purchases[0]!._id, {
      status: 'DELIVERY_COMPLETE',
      purchaseStatus: 'PURCHASE_COMPLETE',
      courierCode: '04',
      invoiceNumber: '100020003002',
    });
    const returning = await paidOrder(p._id);
    await setPurchase(returning.purchases[0]!._id, {
      status: 'DELIVERY_COMPLETE',
      purchaseStatus: 'PURCHASE_AWAITING',
      claimStatus: 'RETURN_REQUESTED',
      courierCode: '04',
      invoiceNumber: '100020003003',
    });
    const exchanging = await paidOrder(p._id);
    await setPurchase(exchanging.purchases[0]!._id, {
      status: 'DELIVERY_COMPLETE',
      purchaseStatus: 'PURCHASE_AWAITING',
      claimStatus: 'EXCHANGE_PENDING',
      courierCode: '04',
      invoiceNumber: '100020003004',
    });
    const member = await makeMember(app, { name: '이도윤' });
    other = { headers: member.headers, username: member.body.username };
    otherOrder = await placeTransferOrder(app, other.headers, [{ _product: p._id }], {
      orderer: { name: '이도윤', phone: '010-3333-4444', email: '' },
      receiver: {
        name: '정수령',
        phone: '010-5555-6666',
        email: '',
        postcode: '06236',
        address1: '서울 강남구 테헤란로 1',
        address2: '',
      },
    });
    cardOrder = await placeCardOrder(app, shopperId, [{ _product: p._id }]);
    const id = (o: Order) => o.purchases[0]!._id;
    byTab = {
      all: [
        nonpayment,
        payment,
        preparing,
        shipping,
        delivered,
        canceled,
        cancelAsked,
        confirmed,
        returning,
        exchanging,
        otherOrder,
        cardOrder,
      ].map(id),
      nonpayment: [nonpayment, otherOrder, cardOrder].map(id),
      payment: [payment].map(id),
      delivery: [preparing, shipping, delivered].map(id),
      cancel: [canceled, cancelAsked].map(id),
      exchange: [exchanging].map(id),
      return: [returning].map(id),
      complete: [confirmed].map(id),
    };
  });

  const ids = (list: { purchases: ConsolePurchase[] }) => list.purchases.map((x) => x._id).sort();

  it.each(consoleManages)('lists the %s tab by the contracts rule', async (manage) => {
    const list = await d.list(`?manage=${manage}&${only}`);
    expect(ids(list)).toEqual([...byTab[manage]].sort());
    expect(list.summary.totalCount).toBe(byTab[manage].length);
    expect(list.purchases.every((x) => inConsoleManage(manage, x))).toBe(true);
  });

  it('answers each purchase with its order, buyer, receiver and tracking link, newest order first', async () => {
    const list = await d.list(`?${only}`);
    const created = list.purchases.map((x) => x.order.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const shipping = list.purchases.find((x) => x.invoiceNumber === '100020003000')!;
    expect(shipping).toMatchObject({
      status: 'SHIPPING_CONFIRM',
      courierName: 'CJ대한통운',
      trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=100020003000',
      buyer: { _id: shopperId, username: 'shopper', name: '최민지', phone: '01098765432' },
      receiver: { name: '김수령', phone: '01098765432' },
      order: { paymentMethod: 'BANK_TRANSFER', depositorName: '홍길동' },
    });
    const unpaid = list.purchases.find((x) => x._id === byTab.nonpayment[0])!;
    expect(unpaid.trackingUrl).toBeNull();
    expect(unpaid.order.paidAt).toBeNull();
  });

  it('pages with skip and limit headers', async () => {
    const page1 = await d.list(`?${only}`, { skip: '0', limit: '5' });
    const page3 = await d.list(`?${only}`, { skip: '10', limit: '5' });
    expect(page1.purchases).toHaveLength(5);
    expect(page3.purchases).toHaveLength(2);
    expect(page1.summary.totalCount).toBe(12);
  });

  it('filters by an order or a claim status', async () => {
    expect(ids(await d.list(`?status=SHIPPING_CONFIRM&${only}`))).toHaveLength(1);
    expect(ids(await d.list(`?manage=cancel&status=CANCEL_REQUESTED&${only}`))).toEqual([byTab.cancel[1]]);
  });

  it('searches by order number, buyer, receiver and product', async () => {
    const q = (key: string, value: string) =>
      d.list(`?searchKey=${key}&searchValue=${encodeURIComponent(value)}`).then(ids);
    expect(await q('orderNo', otherOrder.orderNo)).toEqual([otherOrder.purchases[0]!._id]);
    expect(await q('orderNo', otherOrder.purchases[0]!.purchaseNo)).toEqual([otherOrder.purchases[0]!._id]);
    expect(await q('buyer', '이도윤')).toEqual([otherOrder.purchases[0]!._id]);
    expect(await q('buyer', other.username)).toEqual([otherOrder.purchases[0]!._id]);
    expect(await q('buyer', '010-3333-4444')).toEqual([otherOrder.purchases[0]!._id]);
    expect(await q('receiver', '정수령')).toEqual([otherOrder.purchases[0]!._id]);
    expect(await q('receiver', '5555-66')).toEqual([otherOrder.purchases[0]!._id]);
    expect(await q('product', '목록시험')).toHaveLength(12);
    // Without a key, any of them.
    expect(await q('', '정수령')).toEqual([otherOrder.purchases[0]!._id]);
    const any = await d.list(`?searchValue=${encodeURIComponent('정수령')}`);
    expect(ids(any)).toEqual([otherOrder.purchases[0]!._id]);
  });

  it('filters by the Seoul-day period of the order and by payment method', async () => {
    await setOrder(otherOrder._id, { createdAt: new Date('2026-01-10T15:30:00Z') }); // 1/11 00:30 in Seoul
    const day = (from: string, to: string) => d.list(`?${only}&from=${from}&to=${to}`).then(ids);
    expect(await day('2026-01-11', '2026-01-11')).toEqual([otherOrder.purchases[0]!._id]);
    expect(await day('2026-01-09', '2026-01-10')).toEqual([]);
    expect(await d.list(`?${only}&paymentMethod=CARD`).then(ids)).toEqual([cardOrder.purchases[0]!._id]);
    // Empty filters from a form mean "not filtered".
    expect((await d.list(`?${only}&status=&from=&paymentMethod=`)).summary.totalCount).toBe(12);
  });

  it.each([
    ['manage=returns', '목록 구분이 올바르지 않습니다'],
    ['status=PAID', '주문 상태가 올바르지 않습니다'],
    ['searchKey=email&searchValue=a', '검색 항목이 올바르지 않습니다'],
    ['from=2026-13-01', '날짜가 올바르지 않습니다'],
    ['from=20260101', '날짜를 YYYY-MM-DD 형식으로 입력해주세요'],
    ['from=2026-02-01&to=2026-01-01', '조회 시작일은 종료일보다 늦을 수 없습니다'],
    ['paymentMethod=CASH', '결제수단이 올바르지 않습니다'],
  ])('answers 400 to ?%s', async (query, message) => {
    const res = await d.call('GET', `/shop/purchases?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('counts every tab and the statuses inside one, with the list filters', async () => {
    const res = await d.call('GET', `/shop/purchases/dashboard/delivery?${only}`);
    expect(res.statusCode, res.body).toBe(200);
    const { dashboard } = res.json();
    expect(dashboard.tabs).toEqual(Object.fromEntries(consoleManages.map((m) => [m, byTab[m].length])));
    expect(dashboard.statuses).toEqual({ ORDER_CONFIRM: 1, SHIPPING_CONFIRM: 1, DELIVERY_COMPLETE: 1 });
    const cancel = await d.call('GET', `/shop/purchases/dashboard/cancel?${only}`);
    expect(cancel.json().dashboard.statuses).toEqual({ CANCEL_COMPLETED: 1, CANCEL_REQUESTED: 1 });
    expect((await d.call('GET', '/shop/purchases/dashboard/refund')).statusCode).toBe(400);
  });

  it('opens the Excel export with the filtered rows under Korean headers, won as numbers', async () => {
    const res = await d.call('GET', `/shop/purchases/excel?manage=delivery&${only}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    const rows = await readSheet(res.rawPayload);
    const header = rows[0] as string[];
    expect(header).toEqual(
      expect.arrayContaining(['주문번호', '주문상품번호', '주문상태', '상품금액', '송장번호']),
    );
    expect(rows).toHaveLength(1 + byTab.delivery.length);
    const col = (name: string) => header.indexOf(name);
    const shipped = rows.find((r) => r[col('송장번호')] === '100020003000')!;
    expect(shipped[col('주문상태')]).toBe('배송중');
    expect(shipped[col('상품금액')]).toBe(15_000);
    expect(shipped[col('택배사')]).toBe('CJ대한통운');
    expect(shipped[col('수령인 연락처')]).toBe('010-9876-5432');
  });

  it('counts again after purchases move', async () => {
    await d.move(byTab.payment[0]!, 'ORDER_CONFIRM');
    const shipping = (await d.list(`?status=SHIPPING_CONFIRM&${only}`)).purchases[0]!;
    await d.move(shipping._id, 'SHIPPING_DELAYED');
    const res = await d.call('GET', `/shop/purchases/dashboard/delivery?${only}`);
    const { dashboard } = res.json();
    expect(dashboard.tabs.payment).toBe(0);
    expect(dashboard.tabs.delivery).toBe(4);
    expect(dashboard.statuses).toEqual({ ORDER_CONFIRM: 2, SHIPPING_DELAYED: 1, DELIVERY_COMPLETE: 1 });
  });
});

describe('GET /api/console/shop/invoices/template', () => {
  it('answers the sheet to fill in, with the purchases waiting to ship and the courier codes', async () => {
    const p = await product('양식시험 수전');
    const order = await paidOrder(p._id);
    const res = await d.call('GET', '/shop/invoices/template');
    expect(res.statusCode).toBe(200);
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]!.slice(0, 3)).toEqual(['주문상품번호', '택배사코드', '송장번호']);
    expect(rows.map((r) => r[0])).toContain(order.purchases[0]!.purchaseNo);
    const couriers = await readSheet(res.rawPayload, '택배사 코드');
    expect(couriers).toContainEqual(['04', 'CJ대한통운']);
  });
});

it('counts the sales of every paid order line once, a product ordered in two options summed', async () => {
  const p = await makeProduct(app, {
    name: '판매수 수전',
    _category: category,
    price: 20_000,
    salePrice: 15_000,
    stock: 0,
    options: {
      groups: [{ name: '색상', values: ['화이트', '블랙'] }],
      combos: [{ values: ['화이트'] }, { values: ['블랙'] }],
    },
  });
  const options = await app.database.db
    .select()
    .from(productOptions)
    .where(eq(productOptions._product, p._id));
  const order = await placeTransferOrder(
    app,
    shopper,
    options.map((o, i) => ({ _product: p._id, _option: o._id, quantity: i + 2 })),
  );
  expect(order.purchases).toHaveLength(2);
  await d.confirmDeposit(order._id);
  await d.confirmDeposit(order._id); // refused: counted once
  const [row] = await app.database.db
    .select({ salesCount: products.salesCount })
    .from(products)
    .where(eq(products._id, p._id));
  expect(row!.salesCount).toBe(5);
});

it('documents the desk in the OpenAPI description', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(Object.keys(res.json().paths)).toEqual(
    expect.arrayContaining([
      '/api/console/shop/purchases',
      '/api/console/shop/purchases/dashboard/{manage}',
      '/api/console/shop/invoices/{purchaseNo}',
      '/api/console/shop/invoices/excel',
      '/api/console/shop/deliveries',
      '/api/console/shop/orders/{_id}',
      '/api/console/shop/codes/{_id}',
    ]),
  );
});
