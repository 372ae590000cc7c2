import { randomUUID } from 'node:crypto';
import type { ConsoleOrderRow, ConsolePurchaseDetail, Order } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { type Headers, paidCardOrder, RefundGateway } from '../../testing/claims.ts';
import { desk, placeTransferOrder, userOf } from '../../testing/desk.ts';
import { asOperator, asPromoter, asShopper, makeMember } from '../../testing/members.ts';

let app: TestApp;
let operator: Headers;
let operatorId: string;
let shopper: Headers;
let shopperId: string;
let promoter: Headers;
let category: string;
let d: ReturnType<typeof desk>;

beforeAll(async () => {
  app = await buildTestApp({}, { payments: new RefundGateway() });
  const op = await asOperator(app);
  const sh = await asShopper(app);
  [operator, operatorId] = [op.headers, userOf(op.accessToken)];
  [shopper, shopperId] = [sh.headers, userOf(sh.accessToken)];
  promoter = (await asPromoter(app)).headers;
  category = (await makeCategory(app, { name: '욕실' }))._id;
  d = desk(app, operator);
});
afterAll(() => app.close());

const product = (name: string) =>
  makeProduct(app, { name, _category: category, price: 20_000, salePrice: 15_000, stock: 100 });
const someId = '00000000-0000-4000-8000-000000000000';

describe('the guard of the new desk views', () => {
  it.each([
    ['GET', `/shop/purchases/${someId}`],
    ['GET', '/shop/orders'],
  ] as const)('answers 401 to a guest and 403 to members on %s %s', async (method, url) => {
    const guest = await app.inject({ method, url: `/api/console${url}` });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe('로그인 후 이용가능합니다');
    for (const headers of [shopper, promoter]) {
      const res = await d.call(method, url, undefined, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: '접근권한이 없습니다', code: 'FORBIDDEN' });
    }
  });
});

describe('GET /api/console/shop/purchases/:_id', () => {
  it('shows the purchase with its order, the refund that covered it and its own history', async () => {
    const [a, b] = [await product('상세 양변기'), await product('상세 세면대')];
    const order = await paidCardOrder(app, shopper, [
      { _product: a._id, quantity: 2 },
      { _product: b._id, quantity: 1 },
    ]);
    const [first, second] = order.purchases;
    // The shopper cancels the second line: paid, so it is refunded at once.
    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/purchases/${second!._id}`,
      headers: shopper,
      payload: { claimStatus: 'CANCEL_REQUESTED', claimReason: 'CHANGE_OF_MIND' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // The operator prepares the first line.
    expect((await d.move(first!._id, 'ORDER_CONFIRM', operator, '출고 준비')).statusCode).toBe(200);

    const res = await d.call('GET', `/shop/purchases/${second!._id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail: ConsolePurchaseDetail = res.json();
    expect(detail.purchase).toMatchObject({
      _id: second!._id,
      purchaseNo: second!.purchaseNo,
      claimStatus: 'CANCEL_COMPLETED',
      claimReason: 'CHANGE_OF_MIND',
      purchaseStatus: 'PURCHASE_CANCELED',
      order: { _id: order._id, orderNo: order.orderNo, paymentMethod: 'CARD' },
      buyer: { _id: shopperId },
    });
    expect(detail.order._id).toBe(order._id);
    expect(detail.order.purchases.map((p) => p._id).sort()).toEqual([first!._id, second!._id].sort());
    expect(detail.refunds).toHaveLength(1);
    expect(detail.refunds[0]).toMatchObject({ _purchases: [second!._id], status: 'DONE', method: 'GATEWAY' });
    // Its own entries and the order's, never the sibling's (배송준비중 of the first line).
    expect(detail.histories.length).toBeGreaterThan(0);
    expect(detail.histories.every((h) => h._purchase === null || h._purchase === second!._id)).toBe(true);
    expect(detail.histories.some((h) => h.toValue === 'CANCEL_COMPLETED')).toBe(true);
    expect(detail.histories.some((h) => h.reason === '출고 준비')).toBe(false);
    const times = detail.histories.map((h) => h.createdAt);
    expect([...times].sort()).toEqual(times);

    // The sibling's page shows its own move and no refund.
    const sibling: ConsolePurchaseDetail = (await d.call('GET', `/shop/purchases/${first!._id}`)).json();
    expect(sibling.refunds).toEqual([]);
    expect(sibling.histories.some((h) => h.reason === '출고 준비' && h.by?._id === operatorId)).toBe(true);
  });

  it('answers 404 with a Korean message for an unknown purchase and 400 for a malformed id', async () => {
    const unknown = await d.call('GET', `/shop/purchases/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'PURCHASE_NOT_FOUND',
      message: '주문상품을 찾을 수 없습니다',
    });
    const bad = await d.call('GET', '/shop/purchases/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('잘못된 식별자입니다');
  });
});

describe('GET /api/console/shop/orders', () => {
  let buyer: Awaited<ReturnType<typeof makeMember>>;
  let unpaid: Order;
  let paid: Order;
  let delivered: Order;
  const list = async (query = '', headers: Headers = {}) => {
    const res = await d.call('GET', `/shop/orders${query}`, undefined, { ...operator, ...headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { summary: { totalCount: number }; orders: ConsoleOrderRow[] };
  };
  const ids = (body: { orders: ConsoleOrderRow[] }) => body.orders.map((o) => o._id);

  beforeAll(async () => {
    buyer = await makeMember(app, { name: '목록주문자', phone: '010-4321-8765' });
    const [a, b] = [await product('목록 양변기'), await product('목록 욕조')];
    const orderer = { orderer: { name: '목록주문자', phone: '010-4321-8765', email: 'o@example.com' } };
    unpaid = await placeTransferOrder(app, buyer.headers, [{ _product: a._id }], orderer);
    paid = await placeTransferOrder(app, buyer.headers, [{ _product: a._id }, { _product: b._id }], orderer);
    expect((await d.confirmDeposit(paid._id)).statusCode).toBe(200);
    delivered = await placeTransferOrder(app, buyer.headers, [{ _product: b._id, quantity: 2 }], {
      ...orderer,
      receiver: {
        name: '받는사람',
        phone: '010-9999-1111',
        email: 'r@example.com',
        postcode: '06236',
        address1: '서울 강남구 테헤란로 1',
        address2: '2층',
      },
    });
    expect((await d.confirmDeposit(delivered._id)).statusCode).toBe(200);
    // Through the desk, so the order's own status follows its purchase.
    const line = delivered.purchases[0]!;
    expect((await d.move(line._id, 'ORDER_CONFIRM')).statusCode).toBe(200);
    expect((await d.invoice(line.purchaseNo, '04', '123456789012')).statusCode).toBe(200);
    expect((await d.move(line._id, 'DELIVERY_COMPLETE')).statusCode).toBe(200);
    // Three days apart, so the period filter can tell them apart (Seoul days).
    const day = (iso: string) => new Date(`${iso}T03:00:00Z`);
    await app.database.db
      .update(orders)
      .set({ createdAt: day('2026-03-01') })
      .where(eq(orders._id, unpaid._id));
    await app.database.db
      .update(orders)
      .set({ createdAt: day('2026-03-04') })
      .where(eq(orders._id, paid._id));
    await app.database.db
      .update(orders)
      .set({ createdAt: day('2026-03-07') })
      .where(eq(orders._id, delivered._id));
  });

  it('lists whole orders newest first with their purchases, refunds and member, paged by skip/limit', async () => {
    const body = await list(`?searchKey=buyer&searchValue=${encodeURIComponent('목록주문자')}`);
    expect(body.summary.totalCount).toBe(3);
    expect(ids(body)).toEqual([delivered._id, paid._id, unpaid._id]);
    const row = body.orders.find((o) => o._id === paid._id)!;
    expect(row).toMatchObject({
      orderNo: paid.orderNo,
      status: 'ORDER_PAYMENT',
      buyer: { _id: buyer.user._id, name: '목록주문자' },
      payment: { method: 'BANK_TRANSFER' },
      refunds: [],
    });
    expect(row.purchases).toHaveLength(2);
    const page = await list(`?searchKey=buyer&searchValue=${encodeURIComponent('목록주문자')}`, {
      skip: '1',
      limit: '1',
    });
    expect(page.summary.totalCount).toBe(3);
    expect(ids(page)).toEqual([paid._id]);
  });

  it('filters by the order status, a purchase tab, the payment method and the Seoul-day period', async () => {
    const mine = `searchKey=buyer&searchValue=${encodeURIComponent('목록주문자')}`;
    expect(ids(await list(`?${mine}&status=ORDER_NONPAYMENT`))).toEqual([unpaid._id]);
    expect(ids(await list(`?${mine}&status=DELIVERY_COMPLETE`))).toEqual([delivered._id]);
    expect(ids(await list(`?${mine}&manage=delivery`))).toEqual([delivered._id]);
    expect(ids(await list(`?${mine}&manage=payment`))).toEqual([paid._id]);
    expect(ids(await list(`?${mine}&manage=all`))).toHaveLength(3);
    expect(ids(await list(`?${mine}&paymentMethod=CARD`))).toEqual([]);
    expect(ids(await list(`?${mine}&from=2026-03-02&to=2026-03-04`))).toEqual([paid._id]);
    expect(ids(await list(`?${mine}&from=2026-03-04`))).toEqual([delivered._id, paid._id]);
    // Empty filters from a form are not filters.
    expect(ids(await list(`?${mine}&status=&from=&to=&paymentMethod=`))).toHaveLength(3);
  });

  it('finds an order by its number, a purchase number, the orderer, the receiver, a phone or a product', async () => {
    const find = async (searchValue: string, searchKey?: string) =>
      ids(
        await list(
          `?searchValue=${encodeURIComponent(searchValue)}${searchKey ? `&searchKey=${searchKey}` : ''}`,
        ),
      );
    expect(await find(paid.orderNo, 'orderNo')).toEqual([paid._id]);
    expect(await find(delivered.purchases[0]!.purchaseNo, 'orderNo')).toEqual([delivered._id]);
    expect(await find('받는사람', 'receiver')).toEqual([delivered._id]);
    expect(await find('010-9999-1111', 'phone')).toEqual([delivered._id]);
    expect(await find('4321-8765', 'phone')).toHaveLength(3);
    expect(await find('목록 욕조', 'product')).toEqual([delivered._id, paid._id]);
    expect(await find('목록 욕조')).toEqual([delivered._id, paid._id]);
    // Letters under 연락처 match nobody; % is a character, not a wildcard.
    expect(await find('abc', 'phone')).toEqual([]);
    expect(await find('%', 'buyer')).toEqual([]);
  });

  it('answers 400 with Korean messages to bad filters and paging', async () => {
    const cases: [string, string][] = [
      ['?status=SHIPPED', '주문 상태가 올바르지 않습니다'],
      ['?searchKey=email', '검색 항목이 올바르지 않습니다'],
      ['?from=2026-13-40', '날짜가 올바르지 않습니다'],
      ['?from=2026-03-05&to=2026-03-01', '조회 시작일은 종료일보다 늦을 수 없습니다'],
      ['?paymentMethod=CASH', '결제수단이 올바르지 않습니다'],
      ['?manage=everything', '목록 구분이 올바르지 않습니다'],
      [`?searchValue=${'가'.repeat(51)}`, '검색어를 50자 이하로 입력해주세요'],
    ];
    for (const [query, message] of cases) {
      const res = await d.call('GET', `/shop/orders${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
    const paging = await d.call('GET', '/shop/orders', undefined, { ...operator, limit: '1000' });
    expect(paging.statusCode).toBe(400);
    expect(paging.json().message).toMatch(/limit/);
  });
});
