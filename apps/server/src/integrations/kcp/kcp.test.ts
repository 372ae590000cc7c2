import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kcpDecrypt, kcpEncrypt } from './crypto.ts';
import { FAKE_PERSON, type FakeKcp, startFakeKcp } from './fake-kcp.ts';
import { KcpCertifier } from './kcp.ts';
import { SandboxCertifier } from './sandbox.ts';
import { CertError } from './types.ts';

// KCP's published v2 test site code; the key is a stand-in.
const keys = { siteCode: 'AO7F3', encKey: 'test-enc-key-0123456789abcdef' };
let fake: FakeKcp;
let kcp: KcpCertifier;

beforeAll(async () => {
  fake = await startFakeKcp(keys);
  kcp = new KcpCertifier({ ...keys, apiBase: fake.url, timeoutMs: 2_500 });
});
afterAll(() => fake.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a CertError');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(CertError);
      return error as CertError;
    },
  );

describe('KCP envelope (AES-256-CBC, PBKDF2 keys)', () => {
  it('decrypts what it encrypted with the same salt and keys, and nothing else', () => {
    const { data, rv } = kcpEncrypt('{"a":"한글"}', keys.encKey, keys.siteCode);
    expect(Buffer.from(rv, 'base64')).toHaveLength(16);
    expect(kcpDecrypt(data, rv, keys.encKey, keys.siteCode)).toBe('{"a":"한글"}');
    expect(() => kcpDecrypt(data, rv, 'another-key', keys.siteCode)).toThrow();
  });

  it('uses a fresh salt each time', () => {
    const a = kcpEncrypt('same', keys.encKey, keys.siteCode);
    const b = kcpEncrypt('same', keys.encKey, keys.siteCode);
    expect(a.rv).not.toBe(b.rv);
    expect(a.data).not.toBe(b.data);
  });
});

describe('KcpCertifier (against a local fake KCP)', () => {
  it('registers with an encrypted body and the site code, then fetches and decrypts the result', async () => {
    const window = await kcp.register('O-1', 'https://shop.example/api/plugins/kcp/cert/return');
    expect(window.mode).toBe('kcp');
    expect(window.callUrl).toBe(`${fake.url}/kcp_cert/cert_view.jsp`);
    const call = fake.calls.find((c) => c.path === '/api/reg/certDataReg.do')!;
    expect(call.headers.site_cd).toBe(keys.siteCode);
    expect(JSON.stringify(call.body)).not.toContain('O-1');
    const sent = JSON.parse(
      kcpDecrypt(String(call.body.enc_data), String(call.headers.rv), keys.encKey, keys.siteCode),
    );
    expect(sent).toMatchObject({
      site_cd: 'AO7F3',
      ordr_idxx: 'O-1',
      Ret_URL: expect.stringContaining('/return'),
    });

    const person = await kcp.result({ orderId: 'O-1', regCertKey: window.regCertKey, resCd: '0000' });
    expect(person).toEqual({
      name: '김인증',
      phone: '01012345678',
      birthDay: '19900101',
      gender: 'MALE',
      carrier: 'SKT',
      ci: FAKE_PERSON.CI,
      di: FAKE_PERSON.DI,
    });
  });

  it('treats res_cd 9999 as the user cancelling, without calling KCP', async () => {
    const before = fake.calls.length;
    const error = await failure(kcp.result({ orderId: 'O-2', regCertKey: 'x', resCd: '9999' }));
    expect(error.code).toBe('CANCELED');
    expect(error.message).toBe('본인인증이 취소되었습니다');
    expect(fake.calls.length).toBe(before);
  });

  it('refuses a declined registration, a failing KCP and a wrong site code', async () => {
    expect((await failure(kcp.register('O-DECLINE', 'https://x/r'))).code).toBe('DECLINED');
    expect((await failure(kcp.register('O-500', 'https://x/r'))).code).toBe('PROVIDER_DOWN');
    const wrong = new KcpCertifier({ siteCode: 'WRONG', encKey: keys.encKey, apiBase: fake.url });
    expect((await failure(wrong.register('O-3', 'https://x/r'))).providerCode).toBe('9001');
  });

  it('refuses a result for an unknown registration, a garbled one and one without CI', async () => {
    expect((await failure(kcp.result({ orderId: 'O-9', regCertKey: 'nope', resCd: '0000' }))).code).toBe(
      'DECLINED',
    );
    const garbled = await kcp.register('O-GARBLED', 'https://x/r');
    expect(
      (await failure(kcp.result({ orderId: 'O-GARBLED', regCertKey: garbled.regCertKey, resCd: '0000' })))
        .code,
    ).toBe('BAD_ANSWER');
    const partial = await kcp.register('O-PARTIAL', 'https://x/r');
    expect(
      (await failure(kcp.result({ orderId: 'O-PARTIAL', regCertKey: partial.regCertKey, resCd: '0000' })))
        .code,
    ).toBe('BAD_ANSWER');
  });

  it('answers PROVIDER_DOWN when KCP cannot be reached', async () => {
    const down = new KcpCertifier({ ...keys, apiBase: 'http://127.0.0.1:9', timeoutMs: 1_000 });
    expect((await failure(down.register('O-4', 'https://x/r'))).code).toBe('PROVIDER_DOWN');
  });
});

describe('SandboxCertifier (테스트 본인인증)', () => {
  it('certifies the typed person with a stable CI, and cancels on 9999', async () => {
    const sandbox = new SandboxCertifier();
    const w = await sandbox.register();
    const input = { orderId: 'o', regCertKey: w.regCertKey, resCd: '0000' };
    const a = await sandbox.result(input, { name: ' 홍길동 ', phone: '010-1234-5678' });
    const b = await sandbox.result(input, { name: '홍길동', phone: '01012345678' });
    expect(a).toMatchObject({ name: '홍길동', phone: '01012345678' });
    expect(a.ci).toBe(b.ci);
    expect((await failure(sandbox.result({ ...input, resCd: '9999' }))).code).toBe('CANCELED');
  });
});
