import { createHash } from 'node:crypto';
import type { Order } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { type FakeNicePay, startFakeNicePay } from '../../integrations/nicepay/fake-nicepay.ts';
import {
  NicePayGateway,
  PaymentError,
  PROVIDER_DOWN_MESSAGE,
  SandboxGateway,
} from '../../integrations/nicepay/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { asOperator, asShopper, makeMember } from '../../testing/members.ts';
import { vbankNotice } from '../../testing/nicepay.ts';
import { orderForm } from '../../testing/orders.ts';

type Headers = Record<string, string>;

/** The sandbox, with switches to play a provider that is down or charges a wrong amount. */
class SwitchableGateway extends SandboxGateway {
  behaviour: 'normal' | 'down' | 'wrong-amount' = 'normal';
  approveCalls = 0;
  override async approve(tid: string, amount: number, orderId: string) {
    this.approveCalls += 1;
    // A real approval takes a moment; racing requests must overlap it.
    await new Promise((r) => setTimeout(r, 20));
    if (this.behaviour === 'down') throw new PaymentError('PROVIDER_DOWN', PROVIDER_DOWN_MESSAGE);
    const approval = await super.approve(tid, amount, orderId);
    return this.behaviour === 'wrong-amount' ? { ...approval, amount: amount - 100 } : approval;
  }
}

let app: TestApp;
let gateway: SwitchableGateway;
let shopper: Headers;
let other: Headers;
let category: string;

beforeAll(async () => {
  gateway = new SwitchableGateway();
  app = await buildTestApp({}, { payments: gateway });
  category = (await makeCategory(app, { name: '욕실' }))._id;
  shopper = (await asShopper(app)).headers;
  other = (await makeMember(app)).headers;
});
afterAll(() => app.close());
beforeEach(() => {
  gateway.behaviour = 'normal';
});

const BASE = '/api/plugins/nice/pay';
const product = () =>
  makeProduct(app, {
    name: '원피스 양변기',
    _category: category,
    price: 100_000,
    salePrice: 9_000,
    stock: 10,
  });
const stockOf = async (_product: string) =>
  (await app.database.db.select().from(products).where(eq(products._id, _product)))[0]!.stock;
const cardForm = (_product: string, overrides: object = {}) =>
  orderForm({ items: [{ _product, quantity: 3 }] }, { paymentMethod: 'CARD', ...overrides });

async function generated(headers: Headers = shopper): Promise<{ order: Order; product: string }> {
  const p = await product();
  const res = await app.inject({
    method: 'POST',
    url: `${BASE}/generate`,
    headers,
    payload: cardForm(p._id),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { order: res.json().order, product: p._id };
}

/** Opens the sandbox window and reads the 승인 link's query, as the browser would follow it. */
async function approveLink(order: Order) {
  const res = await app.inject({ method: 'GET', url: `${BASE}/sandbox/${order._id}` });
  const href = /href="([^"]+status=paid[^"]*)"/.exec(res.body)![1]!.replaceAll('&amp;', '&');
  const query = new URL(href, 'http://shop').searchParams;
  return { orderId: query.get('orderId')!, tid: query.get('tid')!, amount: Number(query.get('amount')) };
}

const approve = (payload: object, headers: Headers = shopper) =>
  app.inject({ method: 'POST', url: `${BASE}/approval`, headers, payload });
const orderOf = async (order: Order) =>
  (await app.inject({ method: 'GET', url: `/api/v1/me/orders/${order._id}`, headers: shopper })).json()
    .order as Order;
const chargesOf = (tid: string) => gateway.charges.filter((c) => c.tid === tid);

describe('GET /api/plugins/nice/pay/config', () => {
  it('says the sandbox is active, labelled 테스트 결제, when no keys are set', async () => {
    const res = await app.inject({ method: 'GET', url: `${BASE}/config` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mode: 'sandbox', clientId: null, label: '테스트 결제' });
  });

  it('chooses the sandbox by itself from the configuration', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.inject({ method: 'GET', url: `${BASE}/config` });
      expect(res.json()).toMatchObject({ mode: 'sandbox', label: '테스트 결제' });
    } finally {
      await plain.close();
    }
  });
});

describe('POST /api/plugins/nice/pay/generate', () => {
  it('creates the card order unpaid with its stock reserved and answers the window to open', async () => {
    const { order, product: p } = await generated();
    expect(order).toMatchObject({
      status: 'ORDER_NONPAYMENT',
      payment: { method: 'CARD', tid: null, paidAt: null, bankAccount: null },
      amounts: { paidAmount: 30_000 },
    });
    expect(await stockOf(p)).toBe(7);
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/generate`,
      headers: shopper,
      payload: cardForm((await product())._id, { paymentMethod: 'VBANK' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().payment).toMatchObject({
      mode: 'sandbox',
      method: 'vbank',
      amount: 30_000,
      goodsName: '원피스 양변기',
      vbankHolder: '홍길동',
      // The window carries the order's proof on to the result page (result-page.api.test.ts).
      windowUrl: `${BASE}/sandbox/${res.json().order._id}?proof=${res.json().payment.resultProof}`,
    });
    expect(res.json().payment.returnUrl).toMatch(/\/plugins\/nice\/pay\/result$/);
  });

  it('refuses bank transfer (its own path) and a form without a receiver with 400', async () => {
    const p = await product();
    const transfer = await app.inject({
      method: 'POST',
      url: `${BASE}/generate`,
      headers: shopper,
      payload: cardForm(p._id, { paymentMethod: 'BANK_TRANSFER' }),
    });
    expect(transfer.statusCode).toBe(400);
    expect(transfer.json().message).toBe('카드 또는 가상계좌를 선택해주세요');
    const broken = await app.inject({
      method: 'POST',
      url: `${BASE}/generate`,
      headers: shopper,
      payload: { ...cardForm(p._id), receiver: undefined },
    });
    expect(broken.statusCode).toBe(400);
    expect(await stockOf(p._id)).toBe(10);
  });

  it('asks a guest to log in', async () => {
    const p = await product();
    const res = await app.inject({ method: 'POST', url: `${BASE}/generate`, payload: cardForm(p._id) });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/plugins/nice/pay/sandbox/{_order}', () => {
  it('serves a self-contained 테스트 결제 window whose buttons are links back to the result page', async () => {
    const { order } = await generated();
    const res = await app.inject({ method: 'GET', url: `${BASE}/sandbox/${order._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('테스트 결제');
    expect(res.body).toContain('30,000원');
    expect(res.body).not.toMatch(/<script|onclick=/i);
    for (const [label, status] of [
      ['승인', 'paid'],
      ['거절', 'declined'],
      ['닫기', 'closed'],
    ]) {
      expect(res.body).toMatch(
        new RegExp(
          `href="/plugins/nice/pay/result\\?orderId=${order._id}&amp;tid=SANDBOX-[0-9a-f]+&amp;amount=30000&amp;status=${status}">${label}<`,
        ),
      );
    }
  });

  it('answers 404 for an order that does not exist', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${BASE}/sandbox/00000000-0000-4000-8000-000000000000`,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/plugins/nice/pay/approval', () => {
  it('approves with the gateway and marks the order paid with its tid and time', async () => {
    const { order } = await generated();
    const link = await approveLink(order);
    const res = await approve(link);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'ORDER_PAYMENT', payment: { tid: link.tid } });
    expect(res.json().order.payment.paidAt).not.toBeNull();
    expect(res.json().order.purchases.every((p: { status: string }) => p.status === 'ORDER_PAYMENT')).toBe(
      true,
    );
    expect(chargesOf(link.tid)).toEqual([{ tid: link.tid, amount: 30_000, orderId: order._id }]);
  });

  it('answers the paid order again for the same tid without a second charge', async () => {
    const { order } = await generated();
    const link = await approveLink(order);
    expect((await approve(link)).statusCode).toBe(200);
    const again = await approve(link);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.status).toBe('ORDER_PAYMENT');
    expect(chargesOf(link.tid)).toHaveLength(1);
  });

  it('charges once when the same approval arrives twice at the same moment', async () => {
    const { order } = await generated();
    const link = await approveLink(order);
    const calls = gateway.approveCalls;
    const answers = await Promise.all([approve(link), approve(link), approve(link)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(gateway.approveCalls - calls).toBe(1);
    expect(chargesOf(link.tid)).toHaveLength(1);
    expect((await orderOf(order)).payment.tid).toBe(link.tid);
  });

  it('refuses a returned amount other than the order’s without approving anything', async () => {
    const { order } = await generated();
    const link = await approveLink(order);
    const res = await approve({ ...link, amount: 100 });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect(chargesOf(link.tid)).toHaveLength(0);
    expect((await orderOf(order)).status).toBe('ORDER_NONPAYMENT');
  });

  it('cancels with the provider when it charged another amount, and the order stays unpaid', async () => {
    const { order } = await generated();
    const link = await approveLink(order);
    gateway.behaviour = 'wrong-amount';
    const res = await approve(link);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'PAYMENT_AMOUNT_MISMATCH',
      message: '결제 금액이 주문 금액과 달라 결제를 취소했습니다',
    });
    expect(gateway.cancels).toContainEqual({ tid: link.tid, amount: 29_900, reason: '결제 금액 불일치' });
    const now = await orderOf(order);
    expect(now).toMatchObject({ status: 'ORDER_NONPAYMENT', payment: { tid: null, paidAt: null } });
  });

  it('answers 503 in Korean when the provider is down, loses nothing, and a retry succeeds', async () => {
    const { order, product: p } = await generated();
    const link = await approveLink(order);
    gateway.behaviour = 'down';
    const down = await approve(link);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ code: 'PAYMENT_PROVIDER_DOWN', message: PROVIDER_DOWN_MESSAGE });
    expect((await orderOf(order)).status).toBe('ORDER_NONPAYMENT');
    expect(await stockOf(p)).toBe(7);
    gateway.behaviour = 'normal';
    const retry = await approve(link);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().order.status).toBe('ORDER_PAYMENT');
  });

  it('refuses an order no longer payable with 409 and charges nothing', async () => {
    const { order } = await generated();
    const link = await approveLink(order);
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/orders/${order._id}`,
      headers: shopper,
    });
    expect(cancel.statusCode).toBe(200);
    const res = await approve(link);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ORDER_NOT_PAYABLE');
    expect(chargesOf(link.tid)).toHaveLength(0);
  });

  it('refuses an order past its payment deadline with 409', async () => {
    const { order } = await generated();
    const link = await approveLink(order);
    app.clock.advance(31 * 60_000);
    try {
      // a fresh token: the shopper's own has expired with the clock moved
      const res = await approve(link, (await asShopper(app)).headers);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'ORDER_PAYMENT_EXPIRED',
        message: '결제 기한이 지난 주문입니다. 다시 주문해주세요',
      });
      expect(chargesOf(link.tid)).toHaveLength(0);
    } finally {
      app.clock.advance(-31 * 60_000);
    }
  });

  it('answers 404 for another member’s order', async () => {
    const { order } = await generated();
    const link = await approveLink(order);
    const res = await approve(link, other);
    expect(res.statusCode).toBe(404);
    expect(chargesOf(link.tid)).toHaveLength(0);
  });

  it('asks a guest to log in and refuses a body without a tid', async () => {
    const { order } = await generated();
    const link = await approveLink(order);
    expect((await app.inject({ method: 'POST', url: `${BASE}/approval`, payload: link })).statusCode).toBe(
      401,
    );
    const res = await approve({ ...link, tid: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('결제 거래번호가 없습니다');
  });
});

describe('POST /webhook in the sandbox', () => {
  it('refuses every notice: the sandbox sends none', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/webhook`,
      payload: {
        tid: 'SANDBOX-1',
        orderId: crypto.randomUUID(),
        amount: 1000,
        ediDate: 'x',
        signature: 'y',
        status: 'paid',
        payMethod: 'vbank',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PAYMENT_SIGNATURE_INVALID');
  });
});

describe('with NICE Pay keys (against a local fake NICE Pay)', () => {
  const keys = { clientId: 'S2_test_client', secretKey: 'test-secret-key' };
  let nice: TestApp;
  let fake: FakeNicePay;
  let buyer: Headers;

  beforeAll(async () => {
    fake = await startFakeNicePay(keys);
    nice = await buildTestApp({}, { payments: new NicePayGateway({ ...keys, apiBase: fake.url }) });
    buyer = (await asShopper(nice)).headers;
  });
  afterAll(async () => {
    await nice.close();
    await fake.close();
  });

  const sign = (authToken: string, amount: number) =>
    createHash('sha256').update(`${authToken}${keys.clientId}${amount}${keys.secretKey}`).digest('hex');

  async function niceOrder(): Promise<Order> {
    const p = await makeProduct(nice, {
      name: '세면대',
      _category: (await makeCategory(nice))._id,
      price: 50_000,
      salePrice: 0,
      stock: 5,
    });
    const res = await nice.inject({
      method: 'POST',
      url: `${BASE}/generate`,
      headers: buyer,
      payload: orderForm({ items: [{ _product: p._id, quantity: 1 }] }, { paymentMethod: 'CARD' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().payment).toMatchObject({ mode: 'nicepay', clientId: keys.clientId, windowUrl: null });
    expect(res.json().payment.returnUrl).toMatch(/\/api\/plugins\/nice\/pay\/return$/);
    return res.json().order;
  }

  describe('POST /webhook (가상계좌 입금통보)', () => {
    const noticeOf = (order: Order, overrides: Record<string, unknown> = {}) =>
      vbankNotice(keys.secretKey, order, overrides);
    const notify = (payload: object) => nice.inject({ method: 'POST', url: `${BASE}/webhook`, payload });
    const read = async (order: Order) =>
      (await nice.inject({ method: 'GET', url: `/api/v1/me/orders/${order._id}`, headers: buyer })).json()
        .order as Order;

    async function vbankOrder(): Promise<Order> {
      const p = await makeProduct(nice, {
        name: '욕조',
        _category: (await makeCategory(nice))._id,
        price: 70_000,
        salePrice: 0,
        stock: 5,
      });
      const res = await nice.inject({
        method: 'POST',
        url: `${BASE}/generate`,
        headers: buyer,
        payload: orderForm({ items: [{ _product: p._id, quantity: 1 }] }, { paymentMethod: 'VBANK' }),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().order;
    }

    it('pays the order on a signed deposit notice, once, and answers OK', async () => {
      const order = await vbankOrder();
      const first = await notify(noticeOf(order));
      expect(first.statusCode, first.body).toBe(200);
      expect(first.body).toBe('OK');
      expect(await read(order)).toMatchObject({
        status: 'ORDER_PAYMENT',
        payment: { tid: `NICE-VBANK-${order._id.slice(0, 8)}`, paidAt: '2026-11-23T01:00:00.000Z' },
      });
      // NICE resends until it reads OK: the second notice changes nothing
      expect((await notify(noticeOf(order))).body).toBe('OK');
      const history = await nice.inject({
        method: 'GET',
        url: `/api/console/shop/orders/${order._id}`,
        headers: (await asOperator(nice)).headers,
      });
      const paid = history.json().histories.filter((h: { toValue: string }) => h.toValue === 'ORDER_PAYMENT');
      expect(paid).toHaveLength(1);
    });

    it('refuses a notice whose signature does not verify (400), and changes nothing', async () => {
      const order = await vbankOrder();
      const forged = await notify(noticeOf(order, { signature: 'f'.repeat(64) }));
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({ code: 'PAYMENT_SIGNATURE_INVALID' });
      const tampered = { ...noticeOf(order), amount: order.amounts.paidAmount - 1_000 };
      expect((await notify(tampered)).statusCode).toBe(400);
      expect((await read(order)).status).toBe('ORDER_NONPAYMENT');
      expect((await notify({ tid: 'x' })).statusCode).toBe(400);
    });

    it('takes other notices without acting: card approvals, issuance, a deposit of another amount', async () => {
      const order = await vbankOrder();
      for (const overrides of [
        { payMethod: 'card' },
        { status: 'ready' },
        { amount: order.amounts.paidAmount + 500 },
        { orderId: 'not-an-order' },
      ]) {
        const res = await notify(noticeOf(order, overrides));
        expect(res.statusCode, JSON.stringify(overrides)).toBe(200);
        expect(res.body).toBe('OK');
      }
      expect((await read(order)).status).toBe('ORDER_NONPAYMENT');
    });
  });

  it('says NICE Pay is active and serves no sandbox window', async () => {
    const res = await nice.inject({ method: 'GET', url: `${BASE}/config` });
    expect(res.json()).toEqual({ mode: 'nicepay', clientId: keys.clientId, label: '나이스페이' });
    const order = await niceOrder();
    expect((await nice.inject({ method: 'GET', url: `${BASE}/sandbox/${order._id}` })).statusCode).toBe(404);
  });

  it('hands NICE’s form post on to the result page, then approves the signed result', async () => {
    const order = await niceOrder();
    const amount = order.amounts.paidAmount;
    fake.authenticated.set('NICE-TID-1', { orderId: order._id, amount });
    const form = new URLSearchParams({
      authResultCode: '0000',
      authResultMsg: '인증 성공',
      tid: 'NICE-TID-1',
      clientId: keys.clientId,
      orderId: order._id,
      amount: String(amount),
      authToken: 'NICEUNTT1',
      signature: sign('NICEUNTT1', amount),
    });
    const back = await nice.inject({
      method: 'POST',
      url: `${BASE}/return`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(back.statusCode).toBe(303);
    const location = new URL(back.headers.location as string, 'http://shop');
    expect(location.pathname).toBe('/plugins/nice/pay/result');
    expect(location.searchParams.get('status')).toBe('paid');
    const result = Object.fromEntries(location.searchParams);

    const forged = await nice.inject({
      method: 'POST',
      url: `${BASE}/approval`,
      headers: buyer,
      payload: { ...result, signature: sign('NICEUNTT1', amount + 1) },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('PAYMENT_SIGNATURE_INVALID');
    expect(fake.calls.some((c) => c.path === '/v1/payments/NICE-TID-1')).toBe(false);

    const res = await nice.inject({
      method: 'POST',
      url: `${BASE}/approval`,
      headers: buyer,
      payload: result,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'ORDER_PAYMENT', payment: { tid: 'NICE-TID-1' } });
  });

  it('answers 422 in Korean when the card is declined, and the order stays unpaid', async () => {
    const order = await niceOrder();
    const amount = order.amounts.paidAmount;
    const res = await nice.inject({
      method: 'POST',
      url: `${BASE}/approval`,
      headers: buyer,
      payload: {
        orderId: order._id,
        tid: 'T-DECLINE',
        amount,
        authToken: 'A',
        clientId: keys.clientId,
        signature: sign('A', amount),
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'PAYMENT_DECLINED',
      message: '결제가 승인되지 않았습니다: 카드번호 오류',
    });
  });
});
