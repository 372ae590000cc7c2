import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentFailure } from '../../testing/nicepay.ts';
import { type FakeNicePay, startFakeNicePay } from './fake-nicepay.ts';
import { NicePayGateway } from './nicepay.ts';
import { PROVIDER_DOWN_MESSAGE } from './types.ts';

const keys = { clientId: 'S2_test_client', secretKey: 'test-secret-key' };
let fake: FakeNicePay;
let gateway: NicePayGateway;

// The timeout leaves a busy machine room to answer the ordinary calls; only T-SLOW outlasts it.
beforeAll(async () => {
  fake = await startFakeNicePay({ ...keys, slowMs: 6_000 });
  gateway = new NicePayGateway({ ...keys, apiBase: fake.url, timeoutMs: 2_500 });
});
afterAll(() => fake.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const failure = paymentFailure;

describe('NicePayGateway (against a local fake NICE Pay)', () => {
  it('approves with Basic auth and a signed request, and reads the signed answer', async () => {
    fake.authenticated.set('T-OK', { orderId: 'ORDER-1', amount: 30_000 });
    const approval = await gateway.approve('T-OK', 30_000, 'ORDER-1');
    expect(approval).toMatchObject({ tid: 'T-OK', amount: 30_000, method: 'CARD' });
    expect(approval.paidAt.toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(approval.receiptUrl).toContain('T-OK');
    const call = fake.calls.find((c) => c.path === '/v1/payments/T-OK')!;
    expect(call.body.amount).toBe(30_000);
    expect(call.body.signData).toBe(sha256(`T-OK30000${call.body.ediDate}${keys.secretKey}`));
  });

  it('reads the virtual account NICE issued (status ready) for the buyer', async () => {
    fake.authenticated.set('T-VBANK', { orderId: 'ORDER-V', amount: 50_000 });
    const approval = await gateway.approve('T-VBANK', 50_000, 'ORDER-V');
    expect(approval).toMatchObject({
      method: 'VBANK',
      status: 'ready',
      vbank: { bank: '신한은행', accountNumber: '56211234567890', holder: '홍길동' },
    });
  });

  it('turns a declined card into DECLINED with NICE’s reason', async () => {
    const error = await failure(gateway.approve('T-DECLINE', 30_000, 'ORDER-1'));
    expect(error.code).toBe('DECLINED');
    expect(error.message).toContain('카드번호 오류');
    expect(error.providerCode).toBe('3011');
  });

  it('does not approve an amount other than the one authenticated', async () => {
    fake.authenticated.set('T-AMOUNT', { orderId: 'ORDER-1', amount: 30_000 });
    const error = await failure(gateway.approve('T-AMOUNT', 29_999, 'ORDER-1'));
    expect(error.code).toBe('DECLINED');
    expect(error.providerCode).toBe('A127');
  });

  it('cancels at once and refuses when NICE charged another amount than asked', async () => {
    fake.authenticated.set('T-SHORT', { orderId: 'ORDER-1', amount: 30_000 });
    const error = await failure(gateway.approve('T-SHORT', 30_000, 'ORDER-1'));
    expect(error.code).toBe('AMOUNT_MISMATCH');
    const cancel = fake.calls.find((c) => c.path === '/v1/payments/T-SHORT/cancel')!;
    expect(cancel.body).toMatchObject({ cancelAmt: 29_999, orderId: 'ORDER-1', reason: '결제 금액 불일치' });
  });

  it.each([
    ['a 5xx answer', 'T-500'],
    ['a timeout', 'T-SLOW'],
  ])('answers PROVIDER_DOWN with a Korean message on %s', async (_, tid) => {
    const error = await failure(gateway.approve(tid, 30_000, 'ORDER-1'));
    expect(error.code).toBe('PROVIDER_DOWN');
    expect(error.message).toBe(PROVIDER_DOWN_MESSAGE);
  });

  it('answers PROVIDER_DOWN when nothing listens', async () => {
    const nowhere = new NicePayGateway({ ...keys, apiBase: 'http://127.0.0.1:1', timeoutMs: 100 });
    const error = await failure(nowhere.approve('T-OK', 30_000, 'ORDER-1'));
    expect(error.code).toBe('PROVIDER_DOWN');
  });

  it('refuses its own keys being rejected as MISCONFIGURED, not as a decline', async () => {
    const wrong = new NicePayGateway({ ...keys, secretKey: 'wrong', apiBase: fake.url });
    const error = await failure(wrong.approve('T-OK', 30_000, 'ORDER-1'));
    expect(error.code).toBe('MISCONFIGURED');
  });

  it('refuses an approval answer whose signature does not verify', async () => {
    fake.authenticated.set('T-FORGED', { orderId: 'ORDER-1', amount: 30_000 });
    const error = await failure(gateway.approve('T-FORGED', 30_000, 'ORDER-1'));
    expect(error.code).toBe('BAD_SIGNATURE');
  });

  it('cancels a payment with a signed request', async () => {
    await gateway.cancel('T-OK', 30_000, '주문 취소', 'ORDER-1');
    const call = fake.calls.find((c) => c.path === '/v1/payments/T-OK/cancel')!;
    expect(call.body).toMatchObject({ reason: '주문 취소', orderId: 'ORDER-1', cancelAmt: 30_000 });
    expect(call.body.signData).toBe(sha256(`T-OK${call.body.ediDate}${keys.secretKey}`));
  });

  it('checks the window result’s signature: sha256(authToken + clientId + amount + secretKey)', () => {
    const signed = {
      authToken: 'NICEUNTT1234',
      clientId: keys.clientId,
      amount: 30_000,
      signature: sha256(`NICEUNTT1234${keys.clientId}30000${keys.secretKey}`),
    };
    expect(gateway.verifySignature(signed)).toBe(true);
    expect(gateway.verifySignature({ ...signed, amount: 1_000 })).toBe(false);
    expect(gateway.verifySignature({ ...signed, signature: sha256('forged') })).toBe(false);
    expect(gateway.verifySignature({ ...signed, signature: undefined })).toBe(false);
  });

  it('tells the window where to return and what to show', () => {
    const config = gateway.windowConfig(
      {
        _order: 'ORDER-1',
        amount: 30_000,
        goodsName: '원피스 양변기',
        method: 'VBANK',
        buyerName: '홍길동',
        buyerTel: '010-1234-5678',
        buyerEmail: 'hong@example.com',
      },
      'https://shop.example',
    );
    expect(config).toMatchObject({
      mode: 'nicepay',
      clientId: keys.clientId,
      method: 'vbank',
      vbankHolder: '홍길동',
      buyerTel: '01012345678',
      returnUrl: 'https://shop.example/api/plugins/nice/pay/return',
      windowUrl: null,
    });
  });
});
