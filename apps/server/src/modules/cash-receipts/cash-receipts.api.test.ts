import { createHash } from 'node:crypto';
import type { CashReceipt, Order } from '@shop/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs, cashReceipts } from '../../db/schema/index.ts';
import { type FakeNicePay, startFakeNicePay } from '../../integrations/nicepay/fake-nicepay.ts';
import { NicePayGateway, NicePayReceipts } from '../../integrations/nicepay/index.ts';
import { sweepCashReceipts } from '../../jobs/cash-receipts.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { asOperator, asShopper, makeMember } from '../../testing/members.ts';
import { vbankNotice } from '../../testing/nicepay.ts';
import { orderForm, serviceContext } from '../../testing/orders.ts';
import { markPaid } from '../orders/paying.ts';

/**
 * 현금영수증 end to end through the API, with the real NICE Pay adapters against the local fake NICE
 * Pay (INTEGRATIONS.md j.8): asked at checkout, issued when the operator confirms the deposit, read
 * back after the tax office, cancelled in part with a refund, refused with bad numbers, and a provider
 * failure that leaves the deposit confirmed.
 */

type Headers = Record<string, string>;
const keys = { clientId: 'S2_test_client', secretKey: 'test-secret-key' };
const BUSINESS = '220-81-62517'; // a valid 사업자등록번호 (checksum holds)

let app: TestApp;
let fake: FakeNicePay;
let shopper: Headers;
let operator: Headers;
let category: string;

beforeAll(async () => {
  fake = await startFakeNicePay(keys);
  app = await buildTestApp(
    {},
    {
      payments: new NicePayGateway({ ...keys, apiBase: fake.url }),
      cashReceipts: new NicePayReceipts({ ...keys, apiBase: fake.url, timeoutMs: 5_000 }),
    },
  );
  shopper = (await asShopper(app)).headers;
  operator = (await asOperator(app)).headers;
  category = (await makeCategory(app, { name: '현금영수증 카테고리' }))._id;
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => {
  fake.cashReceipts.behaviour = 'normal';
});

async function product(price = 55_000) {
  return makeProduct(app, { name: '원피스 양변기', _category: category, price, salePrice: price, stock: 50 });
}

async function transferWithReceipt(
  receipt: object | null,
  { quantity = 1, headers = shopper }: { quantity?: number; headers?: Headers } = {},
) {
  const p = await product();
  return app.inject({
    method: 'POST',
    url: '/api/v1/shop/orders',
    headers,
    payload: orderForm({ items: [{ _product: p._id, quantity }] }, receipt ? { cashReceipt: receipt } : {}),
  });
}

const confirmDeposit = (_order: string, headers: Headers = operator) =>
  app.inject({
    method: 'PUT',
    url: `/api/console/shop/orders/${_order}`,
    headers,
    payload: { status: 'ORDER_PAYMENT', reason: '통장 입금 내역 확인' },
  });
const markSent = (_refund: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/console/shop/refunds/${_refund}`,
    headers: operator,
    payload: { status: 'DONE' },
  });
const myOrder = async (_order: string, headers: Headers = shopper) =>
  (await app.inject({ method: 'GET', url: `/api/v1/me/orders/${_order}`, headers })).json().order as Order;
const rowsOf = (_order: string) =>
  app.database.db.select().from(cashReceipts).where(eq(cashReceipts._order, _order));

describe('POST /api/v1/shop/orders with a 현금영수증', () => {
  it('keeps the request masked and sealed, never the number in the clear', async () => {
    const res = await transferWithReceipt({ type: 'INCOME_DEDUCTION', number: '010-2222-3333' });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().order as Order;
    expect(order.cashReceipts).toEqual([
      expect.objectContaining({ type: 'INCOME_DEDUCTION', status: 'PENDING', maskedNumber: '010-****-3333' }),
    ]);
    const [row] = await rowsOf(order._id);
    expect(row!.numberSealed).toBeTruthy();
    expect(row!.numberSealed).not.toContain('01022223333');
    expect(JSON.stringify(res.json())).not.toContain('01022223333');
  });

  it.each([
    [{ type: 'INCOME_DEDUCTION', number: '' }, '휴대폰 번호를 입력해주세요'],
    [
      { type: 'INCOME_DEDUCTION', number: '02-123-4567' },
      '휴대폰 번호를 010-0000-0000 형식으로 입력해주세요',
    ],
    [{ type: 'EXPENSE_PROOF', number: '123-45' }, '사업자등록번호를 000-00-00000 형식으로 입력해주세요'],
    [{ type: 'EXPENSE_PROOF', number: '220-81-62518' }, '유효한 사업자등록번호를 입력해주세요'],
    [{ type: 'PAPER', number: '01012345678' }, '현금영수증 발행 용도를 선택해주세요'],
  ])('refuses %j with 400 and the message', async (receipt, message) => {
    const res = await transferWithReceipt(receipt);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a 현금영수증 with a card payment (400)', async () => {
    const p = await product();
    const res = await app.inject({
      method: 'POST',
      url: '/api/plugins/nice/pay/generate',
      headers: shopper,
      payload: orderForm(
        { items: [{ _product: p._id, quantity: 1 }] },
        { paymentMethod: 'CARD', cashReceipt: { type: 'INCOME_DEDUCTION', number: '01012345678' } },
      ),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('현금영수증은 무통장입금·가상계좌 결제에서만 신청할 수 있습니다');
  });

  it('needs a login (401)', async () => {
    const res = await transferWithReceipt(
      { type: 'INCOME_DEDUCTION', number: '01012345678' },
      { headers: {} },
    );
    expect(res.statusCode).toBe(401);
  });
});

describe('deposit confirmation issues it (PUT /api/console/shop/orders/{_id})', () => {
  it('issues it with NICE for the paid amount, split into supply and VAT, then reads back the 승인번호', async () => {
    const placed = (await transferWithReceipt({ type: 'EXPENSE_PROOF', number: BUSINESS })).json()
      .order as Order;
    const res = await confirmDeposit(placed._id);
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().order as Order;
    expect(order.status).toBe('ORDER_PAYMENT');
    const receipt = order.cashReceipts[0]!;
    expect(receipt).toMatchObject({
      status: 'REQUESTED',
      type: 'EXPENSE_PROOF',
      maskedNumber: '220-81-*****',
      amount: order.amounts.paidAmount,
    });
    const call = fake.calls.filter((c) => c.path === '/v1/receipt').at(-1)!;
    const amount = order.amounts.paidAmount;
    expect(call.body).toMatchObject({
      orderId: `R-${order.orderNo}-1`,
      amount,
      receiptType: 'company',
      receiptNo: '2208162517',
      supplyAmt: amount - Math.round(amount / 11),
      goodsVat: Math.round(amount / 11),
      taxFreeAmt: 0,
      serviceAmt: 0,
    });
    expect(call.body.signData).toBe(
      createHash('sha256')
        .update(`${call.body.orderId}${amount}${call.body.ediDate}${keys.secretKey}`)
        .digest('hex'),
    );
    // NICE has it: the number is dropped
    expect((await rowsOf(order._id))[0]!.numberSealed).toBeNull();

    // the tax office answers two business days later; the sweep reads it back
    fake.cashReceipts.issueAll();
    await sweepCashReceipts(serviceContext(app), app.cashReceipts);
    const read = (await myOrder(order._id)).cashReceipts[0]!;
    expect(read).toMatchObject({ status: 'ISSUED', approveNo: expect.stringMatching(/^\d+$/) });
    expect(read.issuedAt).not.toBeNull();
  });

  it('keeps the deposit when NICE is down: the receipt is FAILED for the operator to issue again', async () => {
    const placed = (await transferWithReceipt({ type: 'INCOME_DEDUCTION', number: '01098765432' })).json()
      .order as Order;
    fake.cashReceipts.behaviour = 'down';
    const res = await confirmDeposit(placed._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.status).toBe('ORDER_PAYMENT');
    expect(res.json().order.cashReceipts[0]).toMatchObject({
      status: 'FAILED',
      failure: '결제사와 연결할 수 없습니다. 잠시 후 다시 시도해주세요',
    });
    // the number is kept for the retry, which reuses the orderId NICE never received
    expect((await rowsOf(placed._id))[0]!.numberSealed).toBeTruthy();

    fake.cashReceipts.behaviour = 'normal';
    const retry = await app.inject({
      method: 'POST',
      url: `/api/console/shop/orders/${placed._id}/cash-receipt`,
      headers: operator,
      payload: { type: 'INCOME_DEDUCTION', reason: '발급 실패 후 재발급' },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().cashReceipt).toMatchObject({ status: 'REQUESTED', failure: null });
    expect(fake.calls.filter((c) => c.path === '/v1/receipt').at(-1)!.body.orderId).toBe(
      `R-${placed.orderNo}-1`,
    );
    const audits = await app.database.db.select().from(auditLogs).where(eq(auditLogs._target, placed._id));
    expect(audits.filter((a) => a.action === 'CASH_RECEIPT_ISSUE')).toEqual([
      expect.objectContaining({ reason: '발급 실패 후 재발급', _operator: expect.any(String) }),
    ]);
  });

  it('keeps the deposit when NICE refuses, and a retry takes a new orderId', async () => {
    const placed = (await transferWithReceipt({ type: 'INCOME_DEDUCTION', number: '01011112222' })).json()
      .order as Order;
    fake.cashReceipts.behaviour = 'refuse';
    const res = await confirmDeposit(placed._id);
    expect(res.json().order).toMatchObject({ status: 'ORDER_PAYMENT' });
    expect(res.json().order.cashReceipts[0]).toMatchObject({
      status: 'FAILED',
      failure: '현금영수증을 발급하지 못했습니다: VAN응답실패',
    });
    fake.cashReceipts.behaviour = 'normal';
    await app.inject({
      method: 'POST',
      url: `/api/console/shop/orders/${placed._id}/cash-receipt`,
      headers: operator,
      payload: { type: 'INCOME_DEDUCTION', reason: '재발급' },
    });
    expect(fake.calls.filter((c) => c.path === '/v1/receipt').at(-1)!.body.orderId).toBe(
      `R-${placed.orderNo}-2`,
    );
  });

  it('cancels the asked receipt with an unpaid order that is cancelled', async () => {
    const placed = (await transferWithReceipt({ type: 'INCOME_DEDUCTION', number: '01012345678' })).json()
      .order as Order;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/console/shop/orders/${placed._id}`,
      headers: operator,
      payload: { status: 'ORDER_CANCELED', reason: '입금 기한 경과' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.cashReceipts[0]).toMatchObject({ status: 'WITHDRAWN' });
    expect((await rowsOf(placed._id))[0]!.numberSealed).toBeNull();
  });
});

describe('the sweep', () => {
  it('issues a receipt left asked on an order paid over five minutes ago (a restart between the two)', async () => {
    const placed = (await transferWithReceipt({ type: 'INCOME_DEDUCTION', number: '01044445555' })).json()
      .order as Order;
    // paid without the route's issue, as a server stopping right after the deposit would leave it
    await markPaid(serviceContext(app), placed._id, {
      tid: null,
      amount: placed.amounts.paidAmount,
      by: 'OPERATOR',
    });
    await sweepCashReceipts(serviceContext(app), app.cashReceipts);
    expect((await rowsOf(placed._id))[0]!.status).toBe('PENDING');
    app.clock.advance(6 * 60 * 1000);
    await sweepCashReceipts(serviceContext(app), app.cashReceipts);
    expect((await rowsOf(placed._id))[0]).toMatchObject({ status: 'REQUESTED', numberSealed: null });
  });
});

describe('a refund cancels it in part', () => {
  it('cancels the refunded won of the receipt with its own supply and VAT when the refund is sent', async () => {
    const [a, b] = [await product(30_000), await product(40_000)];
    const placed = await app.inject({
      method: 'POST',
      url: '/api/v1/shop/orders',
      headers: shopper,
      payload: orderForm(
        {
          items: [
            { _product: a._id, quantity: 1 },
            { _product: b._id, quantity: 1 },
          ],
        },
        { cashReceipt: { type: 'INCOME_DEDUCTION', number: '01012345678' } },
      ),
    });
    const order = placed.json().order as Order;
    await confirmDeposit(order._id);
    await app.inject({
      method: 'PUT',
      url: '/api/v1/me/refund-account',
      headers: shopper,
      payload: { bankCode: '081', accountNumber: '12345678901234', accountHolder: '홍길동' },
    });
    // one of the two purchases is cancelled before shipping: a refund to send by transfer
    const line = order.purchases.find((p) => p._product === a._id)!;
    const claim = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/purchases/${line._id}`,
      headers: shopper,
      payload: { claimStatus: 'CANCEL_REQUESTED', claimReason: 'CHANGE_OF_MIND' },
    });
    expect(claim.statusCode, claim.body).toBe(200);
    const refund = (await myOrder(order._id)).refunds[0]!;
    expect(refund.status).toBe('PENDING');
    // nothing is cancelled before the money went back
    const receiptBefore = (await myOrder(order._id)).cashReceipts[0]!;
    expect(receiptBefore.cancelledAmount).toBe(0);
    const done = await markSent(refund._id);
    expect(done.statusCode, done.body).toBe(200);
    const receipt = (await myOrder(order._id)).cashReceipts[0]!;
    expect(refund.amount).toBeLessThan(order.amounts.paidAmount);
    expect(receipt).toMatchObject({ status: 'REQUESTED', cancelledAmount: refund.amount });
    const cancel = fake.calls.filter((c) => c.path === `/v1/receipt/${receipt.tid}/cancel`).at(-1)!;
    const vat = Math.round(refund.amount / 11);
    expect(cancel.body).toMatchObject({
      orderId: `RC-${order.orderNo}-1`,
      cancelAmt: refund.amount,
      supplyAmt: refund.amount - vat,
      goodsVat: vat,
      taxFreeAmt: 0,
      serviceAmt: 0,
    });
    // marking it sent again cancels nothing more
    await markSent(refund._id);
    expect(fake.calls.filter((c) => c.path === `/v1/receipt/${receipt.tid}/cancel`)).toHaveLength(1);
  });
});

describe('the console by hand', () => {
  async function issuedOrder(): Promise<{ order: Order; receipt: CashReceipt }> {
    const placed = (await transferWithReceipt({ type: 'INCOME_DEDUCTION', number: '01055556666' })).json()
      .order as Order;
    const order = (await confirmDeposit(placed._id)).json().order as Order;
    return { order, receipt: order.cashReceipts[0]! };
  }
  const cancelReceipt = (_id: string, payload: object, headers: Headers = operator) =>
    app.inject({ method: 'POST', url: `/api/console/shop/cash-receipts/${_id}/cancel`, headers, payload });
  const issue = (_order: string, payload: object, headers: Headers = operator) =>
    app.inject({ method: 'POST', url: `/api/console/shop/orders/${_order}/cash-receipt`, headers, payload });

  it('cancels in part, then the rest, each with an audit row', async () => {
    const { order, receipt } = await issuedOrder();
    const part = await cancelReceipt(receipt._id, { amount: 10_000, reason: '일부 금액 정정' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().cashReceipt).toMatchObject({ status: 'REQUESTED', cancelledAmount: 10_000 });
    const rest = await cancelReceipt(receipt._id, { reason: '발급 정보 오류' });
    expect(rest.json().cashReceipt).toMatchObject({
      status: 'CANCELLED',
      cancelledAmount: order.amounts.paidAmount,
    });
    const audits = await app.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs._target, order._id))
      .orderBy(desc(auditLogs.createdAt));
    expect(audits.filter((a) => a.action === 'CASH_RECEIPT_CANCEL')).toHaveLength(2);
    // once cancelled, a new one may be issued with a new number
    const again = await issue(order._id, {
      type: 'EXPENSE_PROOF',
      number: BUSINESS,
      reason: '사업자 재발급',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().cashReceipt).toMatchObject({ status: 'REQUESTED', maskedNumber: '220-81-*****' });
  });

  it('refuses a cancel larger than what is left (400) and a second issue (409)', async () => {
    const { order, receipt } = await issuedOrder();
    const res = await cancelReceipt(receipt._id, { amount: order.amounts.paidAmount + 1, reason: '초과' });
    expect(res.statusCode).toBe(400);
    const second = await issue(order._id, { type: 'INCOME_DEDUCTION', reason: '중복' });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('CASH_RECEIPT_EXISTS');
  });

  it('refuses a bad number (400), an unpaid order (409) and a missing reason (400)', async () => {
    const placed = (await transferWithReceipt(null)).json().order as Order;
    const bad = await issue(placed._id, { type: 'EXPENSE_PROOF', number: '1234567890', reason: '수동 발급' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('유효한 사업자등록번호를 입력해주세요');
    const unpaid = await issue(placed._id, { type: 'EXPENSE_PROOF', number: BUSINESS, reason: '수동 발급' });
    expect(unpaid.statusCode).toBe(409);
    const noReason = await issue(placed._id, { type: 'EXPENSE_PROOF', number: BUSINESS });
    expect(noReason.statusCode).toBe(400);
  });

  it('answers 403 to a member and 401 to a guest, and 404 for an unknown receipt', async () => {
    const { order, receipt } = await issuedOrder();
    expect((await cancelReceipt(receipt._id, { reason: '취소' }, shopper)).statusCode).toBe(403);
    expect((await cancelReceipt(receipt._id, { reason: '취소' }, {})).statusCode).toBe(401);
    expect((await issue(order._id, { type: 'INCOME_DEDUCTION', reason: 'x' }, shopper)).statusCode).toBe(403);
    expect((await cancelReceipt(crypto.randomUUID(), { reason: '취소' })).statusCode).toBe(404);
  });

  it('shows a member only their own order’s receipt (404 for another member)', async () => {
    const { order } = await issuedOrder();
    const other = await makeMember(app);
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/me/orders/${order._id}`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('가상계좌: the receipts NICE issued with the deposit', () => {
  const notify = (order: Order, overrides: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/plugins/nice/pay/webhook',
      payload: vbankNotice(keys.secretKey, order, overrides),
    });
  async function vbankOrder(receipt: object | null): Promise<Order> {
    const p = await product(70_000);
    const res = await app.inject({
      method: 'POST',
      url: '/api/plugins/nice/pay/generate',
      headers: shopper,
      payload: orderForm(
        { items: [{ _product: p._id, quantity: 1 }] },
        { paymentMethod: 'VBANK', ...(receipt ? { cashReceipt: receipt } : {}) },
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order;
  }

  it('records NICE’s cashReceipts and does not issue its own again', async () => {
    const order = await vbankOrder({ type: 'INCOME_DEDUCTION', number: '01012345678' });
    const issuedBefore = fake.calls.filter((c) => c.path === '/v1/receipt').length;
    const res = await notify(order, {
      cashReceipts: [
        {
          receiptTid: `RCPT-V-${order._id.slice(0, 8)}`,
          orgTid: `NICE-VBANK-${order._id.slice(0, 8)}`,
          status: 'issued',
          amount: order.amounts.paidAmount,
          taxFreeAmt: 0,
          receiptType: 'individual',
          issueNo: '123456789',
          receiptUrl: 'https://npg.nicepay.co.kr/issue/cash',
        },
      ],
    });
    expect(res.body).toBe('OK');
    const read = await myOrder(order._id);
    expect(read.status).toBe('ORDER_PAYMENT');
    expect(read.cashReceipts).toEqual([
      expect.objectContaining({
        source: 'PAYMENT',
        status: 'ISSUED',
        approveNo: '123456789',
        amount: order.amounts.paidAmount,
        receiptUrl: 'https://npg.nicepay.co.kr/issue/cash',
      }),
    ]);
    expect(fake.calls.filter((c) => c.path === '/v1/receipt').length).toBe(issuedBefore);
    // NICE's later notice (a cancel) brings the receipt up to date, on the same row
    await notify(order, {
      status: 'cancelled',
      cashReceipts: [{ receiptTid: `RCPT-V-${order._id.slice(0, 8)}`, status: 'cancelled', amount: 70_000 }],
    });
    expect((await myOrder(order._id)).cashReceipts).toEqual([
      expect.objectContaining({ status: 'CANCELLED' }),
    ]);
  });

  it('issues nothing of its own when NICE says it issued one without listing it', async () => {
    const order = await vbankOrder({ type: 'INCOME_DEDUCTION', number: '01012345678' });
    const issuedBefore = fake.calls.filter((c) => c.path === '/v1/receipt').length;
    expect((await notify(order, { issuedCashReceipt: true })).body).toBe('OK');
    expect((await myOrder(order._id)).status).toBe('ORDER_PAYMENT');
    // nor later: the sweep finds nothing asked
    app.clock.advance(6 * 60 * 1000);
    await sweepCashReceipts(serviceContext(app), app.cashReceipts);
    expect(fake.calls.filter((c) => c.path === '/v1/receipt').length).toBe(issuedBefore);
    expect(await rowsOf(order._id)).toEqual([]);
  });

  it('issues the asked receipt itself when NICE reported none with the deposit', async () => {
    const order = await vbankOrder({ type: 'INCOME_DEDUCTION', number: '01012345678' });
    expect((await notify(order, {})).body).toBe('OK');
    const read = await myOrder(order._id);
    expect(read.cashReceipts).toEqual([expect.objectContaining({ source: 'SHOP', status: 'REQUESTED' })]);
  });
});

describe('card payments link the card slip', () => {
  it('keeps the receiptUrl NICE answered with the approval', async () => {
    const p = await product();
    const generated = await app.inject({
      method: 'POST',
      url: '/api/plugins/nice/pay/generate',
      headers: shopper,
      payload: orderForm({ items: [{ _product: p._id, quantity: 1 }] }, { paymentMethod: 'CARD' }),
    });
    const order = generated.json().order as Order;
    const tid = `T-SLIP-${order._id.slice(0, 8)}`;
    fake.authenticated.set(tid, { orderId: order._id, amount: order.amounts.paidAmount });
    const authToken = 'NICEUNTT-SLIP';
    const signature = createHash('sha256')
      .update(`${authToken}${keys.clientId}${order.amounts.paidAmount}${keys.secretKey}`)
      .digest('hex');
    const approved = await app.inject({
      method: 'POST',
      url: '/api/plugins/nice/pay/approval',
      headers: shopper,
      payload: {
        orderId: order._id,
        tid,
        amount: order.amounts.paidAmount,
        authToken,
        clientId: keys.clientId,
        signature,
      },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await myOrder(order._id)).payment.receiptUrl).toBe(
      `https://npg.nicepay.co.kr/issue/IssueLoader.do?tid=${tid}`,
    );
  });
});
