import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeKftc, startFakeKftc } from './fake-kftc.ts';
import { KftcBankVerifier } from './kftc.ts';
import { SandboxBankVerifier } from './sandbox.ts';
import { BANK_DECLINED, BankVerificationError } from './types.ts';

const keys = { clientId: 'shop-client', clientSecret: 'shop-secret' };
let fake: FakeKftc;
let kftc: KftcBankVerifier;
const deposit = {
  requestId: '3f0c9a52-1111-4222-8333-444455556666',
  bankCode: '004',
  accountNumber: '12345678901',
  accountHolder: '홍길동',
  senderName: '바스1234',
};

beforeAll(async () => {
  fake = await startFakeKftc({ ...keys, holders: { '12345678901': '홍길동' } });
  kftc = new KftcBankVerifier({
    ...keys,
    institutionCode: 'M202300001',
    contractAccount: '9876543210',
    apiBase: fake.url,
    timeoutMs: 2_500,
  });
});
afterAll(() => fake.close());

describe('KftcBankVerifier (against a local fake Open Banking)', () => {
  it('takes an oob token, then sends 1 won whose print_content is the sender name', async () => {
    const result = await kftc.deposit(deposit);
    expect(result).toEqual({ ok: true, reference: expect.stringMatching(/^M202300001U[0-9A-F]{9}$/) });
    expect(fake.deposits.get('12345678901')).toBe('바스1234');
    const call = fake.calls.find((c) => c.path === '/v2.0/transfer/deposit/acnt_num')!;
    expect(call.body).toMatchObject({
      cntr_account_num: '9876543210',
      name_check_option: 'on',
      req_cnt: '1',
      tran_dtime: expect.stringMatching(/^\d{14}$/),
    });
    expect((call.body.req_list as object[])[0]).toMatchObject({
      bank_code_std: '004',
      account_num: '12345678901',
      account_holder_name: '홍길동',
      tran_amt: '1',
      print_content: '바스1234',
    });
  });

  it('reuses its token for the next deposit', async () => {
    const before = fake.tokensIssued;
    await kftc.deposit(deposit);
    expect(fake.tokensIssued).toBe(before);
  });

  it('answers a refusal as a value when the holder does not match or the account is unknown', async () => {
    expect(await kftc.deposit({ ...deposit, accountHolder: '김철수' })).toEqual({
      ok: false,
      code: '400',
      message: BANK_DECLINED,
    });
    expect((await kftc.deposit({ ...deposit, accountNumber: '11112222' })).ok).toBe(false);
  });

  it('throws PROVIDER_DOWN when KFTC fails or cannot be reached, and on refused keys', async () => {
    await expect(kftc.deposit({ ...deposit, accountNumber: '5000000000' })).rejects.toMatchObject({
      code: 'PROVIDER_DOWN',
    });
    const down = new KftcBankVerifier({
      ...keys,
      institutionCode: 'M202300001',
      contractAccount: '1',
      apiBase: 'http://127.0.0.1:9',
      timeoutMs: 1_000,
    });
    await expect(down.deposit(deposit)).rejects.toBeInstanceOf(BankVerificationError);
    const wrong = new KftcBankVerifier({
      clientId: 'x',
      clientSecret: 'y',
      institutionCode: 'M202300001',
      contractAccount: '1',
      apiBase: fake.url,
    });
    await expect(wrong.deposit(deposit)).rejects.toMatchObject({ code: 'BAD_ANSWER' });
  });
});

describe('SandboxBankVerifier (테스트 입금)', () => {
  it('keeps what it would have sent and refuses the all-zero account', async () => {
    const sandbox = new SandboxBankVerifier();
    expect(await sandbox.deposit(deposit)).toMatchObject({
      ok: true,
      reference: expect.stringMatching(/^sandbox-/),
    });
    expect(sandbox.sent).toEqual([deposit]);
    expect((await sandbox.deposit({ ...deposit, accountNumber: '0000000000' })).ok).toBe(false);
  });
});
