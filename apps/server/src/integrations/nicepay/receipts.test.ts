import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentFailure } from '../../testing/nicepay.ts';
import { type FakeNicePay, startFakeNicePay } from './fake-nicepay.ts';
import type { ReceiptIssueRequest } from './receipt-types.ts';
import { NicePayReceipts } from './receipts.ts';
import { SandboxReceipts } from './receipts-sandbox.ts';

const keys = { clientId: 'S2_test_client', secretKey: 'test-secret-key' };
let fake: FakeNicePay;
let receipts: NicePayReceipts;

beforeAll(async () => {
  fake = await startFakeNicePay(keys);
  receipts = new NicePayReceipts({ ...keys, apiBase: fake.url, timeoutMs: 2_500 });
});
afterAll(() => fake.close());

let n = 0;
const request = (overrides: Partial<ReceiptIssueRequest> = {}): ReceiptIssueRequest => ({
  orderId: `R-UNIT-${++n}`,
  amount: 11_000,
  goodsName: '원피스 양변기',
  receiptType: 'individual',
  receiptNo: '01012345678',
  supplyAmt: 10_000,
  goodsVat: 1_000,
  taxFreeAmt: 0,
  buyerName: '홍길동',
  buyerEmail: '',
  ...overrides,
});
const failure = paymentFailure;

describe('NicePayReceipts (against the local fake NICE Pay)', () => {
  it('issues, reads back the tax office’s answer, cancels a part and then the rest', async () => {
    const issued = await receipts.issue(request());
    expect(issued).toMatchObject({ approveNo: null, approvedAt: null });
    expect((await receipts.get(issued.tid)).status).toBe('REQUESTED');
    fake.cashReceipts.issueAll();
    const state = await receipts.get(issued.tid);
    expect(state).toMatchObject({ status: 'ISSUED', approveNo: expect.stringMatching(/^\d+$/) });
    const part = await receipts.cancel(issued.tid, {
      orderId: 'RC-UNIT-1',
      reason: '부분 환불',
      partial: { amount: 5_500, supplyAmt: 5_000, goodsVat: 500, taxFreeAmt: 0 },
    });
    expect(part).toMatchObject({ cancelledAmount: 5_500, balanceAmount: 5_500 });
    const rest = await receipts.cancel(issued.tid, {
      orderId: 'RC-UNIT-2',
      reason: '전체 취소',
      partial: null,
    });
    expect(rest).toMatchObject({ cancelledAmount: 5_500, balanceAmount: 0 });
    expect((await receipts.get(issued.tid)).status).toBe('CANCELLED');
  });

  it.each([
    ['parts that do not add up', { goodsVat: 999 }, '1615'],
    ['a business number of 11 digits', { receiptType: 'company' as const, receiptNo: '22081625170' }, '7012'],
  ])('turns NICE’s refusal of %s into DECLINED with its code', async (_, overrides, code) => {
    const error = await failure(receipts.issue(request(overrides)));
    expect(error.code).toBe('DECLINED');
    expect(error.providerCode).toBe(code);
  });

  it('refuses an orderId NICE already took (7003)', async () => {
    const once = request();
    await receipts.issue(once);
    const error = await failure(receipts.issue(once));
    expect(error.providerCode).toBe('7003');
  });

  it('answers PROVIDER_DOWN when NICE fails, MISCONFIGURED for wrong keys', async () => {
    fake.cashReceipts.behaviour = 'down';
    expect((await failure(receipts.issue(request()))).code).toBe('PROVIDER_DOWN');
    fake.cashReceipts.behaviour = 'normal';
    const wrong = new NicePayReceipts({ ...keys, secretKey: 'wrong', apiBase: fake.url });
    expect((await failure(wrong.issue(request()))).code).toBe('MISCONFIGURED');
  });

  it('refuses an answer whose signature does not verify', async () => {
    const error = await failure(receipts.issue(request({ orderId: 'R-UNIT-FORGED' })));
    expect(error.code).toBe('BAD_SIGNATURE');
  });
});

describe('SandboxReceipts', () => {
  it('checks a request as NICE does and reads it back issued', async () => {
    const sandbox = new SandboxReceipts();
    expect((await failure(sandbox.issue(request({ goodsVat: 1 })))).providerCode).toBe('1615');
    expect((await failure(sandbox.issue(request({ receiptNo: '0101234' })))).providerCode).toBe('7012');
    const { tid } = await sandbox.issue(request());
    const state = await sandbox.get(tid);
    expect(state).toMatchObject({ status: 'ISSUED', approveNo: expect.stringMatching(/^\d{9}$/) });
    expect((await sandbox.get(tid)).approveNo).toBe(state.approveNo);
  });
});
