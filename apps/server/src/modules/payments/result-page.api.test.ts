import { createHash, randomUUID } from 'node:crypto';
import type { Order, PaymentWindow } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { type FakeNicePay, startFakeNicePay } from '../../integrations/nicepay/fake-nicepay.ts';
import { NicePayGateway, newSandboxTid, SandboxGateway } from '../../integrations/nicepay/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { asShopper, makeMember } from '../../testing/members.ts';
import { orderForm } from '../../testing/orders.ts';

/**
 * /plugins/nice/pay/result is public (spec §6): a browser that comes back from the payment window
 * without its session approves and sees the order's outcome by the order's proof the window carried
 * (POST /api/plugins/nice/pay/result), and nothing without it.
 */

type Headers = Record<string, string>;
const BASE = '/api/plugins/nice/pay';

let app: TestApp;
let gateway: SandboxGateway;
let shopper: Headers;
let category: string;

beforeAll(async () => {
  gateway = new SandboxGateway();
  app = await buildTestApp({}, { payments: gateway });
  shopper = (await asShopper(app)).headers;
  category = (await makeCategory(app, { name: '욕실' }))._id;
});
afterAll(() => app.close());

async function generated(
  target: TestApp = app,
  headers: Headers = shopper,
  paymentMethod = 'CARD',
): Promise<{ order: Order; payment: PaymentWindow }> {
  const p = await makeProduct(target, {
    name: '원피스 양변기',
    _category: target === app ? category : (await makeCategory(target))._id,
    price: 100_000,
    salePrice: 12_000,
    stock: 10,
  });
  const res = await target.inject({
    method: 'POST',
    url: `${BASE}/generate`,
    headers,
    payload: orderForm({ items: [{ _product: p._id, quantity: 2 }] }, { paymentMethod }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Opens the sandbox window where generate pointed and reads the 승인 link, as the browser follows it. */
async function approveLink(payment: PaymentWindow): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'GET', url: payment.windowUrl! });
  expect(res.statusCode).toBe(200);
  const href = /href="([^"]+status=paid[^"]*)"/.exec(res.body)![1]!.replaceAll('&amp;', '&');
  return Object.fromEntries(new URL(href, 'http://shop').searchParams);
}

const result = (payload: object, headers: Headers = {}) =>
  app.inject({ method: 'POST', url: `${BASE}/result`, headers, payload });
const chargesOf = (tid: string) => gateway.charges.filter((c) => c.tid === tid);
const notFound = { code: 'ORDER_NOT_FOUND', message: '주문 정보를 찾을 수 없습니다' };

describe('POST /api/plugins/nice/pay/result', () => {
  it('approves and shows the outcome to a browser without a session, by the proof the window carried', async () => {
    const { order, payment } = await generated();
    expect(payment.resultProof).toMatch(/^[\w-]{43}$/);
    const link = await approveLink(payment);
    expect(link.proof).toBe(payment.resultProof);

    const res = await result(link);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      result: {
        orderId: order._id,
        orderNo: order.orderNo,
        status: 'ORDER_PAYMENT',
        title: '원피스 양변기',
        // 2 × 12,000 won and 3,000 won shipping
        amount: 27_000,
        method: 'CARD',
        paidAt: expect.any(String),
      },
    });
    // Nothing personal: no orderer, receiver, address, member or payment id.
    // (the phones whole: a bare 010 also turns up inside a random order id)
    expect(res.body).not.toMatch(/홍길동|김수령|테헤란로|010-?1234-?5678|010-?9876-?5432|_user|tid/);
    expect(chargesOf(link.tid!)).toHaveLength(1);
    // The member sees it paid with that tid.
    const mine = await app.inject({ method: 'GET', url: `/api/v1/me/orders/${order._id}`, headers: shopper });
    expect(mine.json().order).toMatchObject({ status: 'ORDER_PAYMENT', payment: { tid: link.tid } });
  });

  it('shows the paid order again on a reload, or after the member approved it, without a second charge', async () => {
    const { payment } = await generated();
    const link = await approveLink(payment);
    const byMember = await app.inject({
      method: 'POST',
      url: `${BASE}/approval`,
      headers: shopper,
      payload: link,
    });
    expect(byMember.statusCode, byMember.body).toBe(200);
    for (const tid of [link.tid, newSandboxTid()]) {
      const again = await result({ ...link, tid });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().result.status).toBe('ORDER_PAYMENT');
      expect(chargesOf(tid!)).toHaveLength(tid === link.tid ? 1 : 0);
    }
  });

  it("shows nothing for an order id without its proof: another order's proof, a made-up one, none", async () => {
    const [a, b] = [await generated(), await generated()];
    const link = await approveLink(a.payment);
    for (const proof of [b.payment.resultProof, 'x'.repeat(43), a.payment.resultProof.slice(1)]) {
      const res = await result({ ...link, proof });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject(notFound);
    }
    const unknown = await result({ ...link, orderId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    const { proof: _proof, ...withoutProof } = link;
    const none = await result(withoutProof);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('결제 정보를 확인할 수 없습니다');
    const bad = await result({ ...link, orderId: 'not-an-id' });
    expect(bad.statusCode).toBe(400);
    expect(chargesOf(link.tid!)).toHaveLength(0);
    // The member still pays their order afterwards.
    expect((await result(link)).statusCode).toBe(200);
  });

  it('answers the refusals a member would get, in Korean, and charges nothing', async () => {
    const { payment } = await generated();
    const link = await approveLink(payment);
    const short = await result({ ...link, amount: Number(link.amount) - 1_000 });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      code: 'PAYMENT_AMOUNT_MISMATCH',
      message: '결제 금액이 주문 금액과 다릅니다. 다시 결제해주세요',
    });
    // Its 30 minutes ran out while the window was open.
    await app.database.db
      .update(orders)
      .set({ expiresAt: new Date(app.clock.now.getTime() - 1000) })
      .where(eq(orders._id, link.orderId!));
    const late = await result(link);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ORDER_PAYMENT_EXPIRED');
    expect(chargesOf(link.tid!)).toHaveLength(0);
  });

  it('ignores whoever is logged in: another member with the proof sees only the outcome', async () => {
    const { payment } = await generated();
    const link = await approveLink(payment);
    const other = await makeMember(app);
    const res = await result(link, other.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json().result).sort()).toEqual(
      ['amount', 'method', 'orderId', 'orderNo', 'paidAt', 'status', 'title'].sort(),
    );
  });
});

describe('GET /api/plugins/nice/pay/sandbox/{_order}?proof=', () => {
  it("carries only this order's proof on to the result page", async () => {
    const [a, b] = [await generated(), await generated()];
    const own = await app.inject({ method: 'GET', url: a.payment.windowUrl! });
    expect(own.body).toContain(`proof=${a.payment.resultProof}`);
    const foreign = await app.inject({
      method: 'GET',
      url: `${BASE}/sandbox/${a.order._id}?proof=${b.payment.resultProof}`,
    });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.body).not.toContain('proof=');
    const plain = await app.inject({ method: 'GET', url: `${BASE}/sandbox/${a.order._id}` });
    expect(plain.body).not.toContain('proof=');
  });
});

describe('with NICE Pay keys: the proof comes back as mallReserved', () => {
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

  it('hands the proof on to the result page, which approves the signed result without a session', async () => {
    const { order, payment } = await generated(nice, buyer);
    expect(payment).toMatchObject({ mode: 'nicepay', windowUrl: null, resultProof: expect.any(String) });
    const amount = order.amounts.paidAmount;
    fake.authenticated.set('NICE-TID-GUEST', { orderId: order._id, amount });
    const form = new URLSearchParams({
      authResultCode: '0000',
      authResultMsg: '인증 성공',
      tid: 'NICE-TID-GUEST',
      clientId: keys.clientId,
      orderId: order._id,
      amount: String(amount),
      authToken: 'NICEUNTT9',
      signature: sign('NICEUNTT9', amount),
      mallReserved: payment.resultProof,
    });
    const back = await nice.inject({
      method: 'POST',
      url: `${BASE}/return`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(back.statusCode).toBe(303);
    const query = Object.fromEntries(new URL(back.headers.location as string, 'http://shop').searchParams);
    expect(query.proof).toBe(payment.resultProof);

    const forged = await nice.inject({
      method: 'POST',
      url: `${BASE}/result`,
      payload: { ...query, signature: sign('NICEUNTT9', amount + 1) },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('PAYMENT_SIGNATURE_INVALID');
    expect(fake.calls.some((c) => c.path === '/v1/payments/NICE-TID-GUEST')).toBe(false);

    const res = await nice.inject({ method: 'POST', url: `${BASE}/result`, payload: query });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ orderId: order._id, status: 'ORDER_PAYMENT', amount });
  });
});
