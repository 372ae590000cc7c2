import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocialLoginError } from '../oauth/types.ts';
import { type FakeKakao, startFakeKakao } from './fake-kakao.ts';
import { KakaoLogin } from './kakao.ts';

const keys = { clientId: 'kakao-rest-key', clientSecret: 'kakao-secret' };
const redirect = 'https://shop.example/oauth/kakao';
let fake: FakeKakao;
let kakao: KakaoLogin;

beforeAll(async () => {
  fake = await startFakeKakao(keys);
  kakao = new KakaoLogin({ ...keys, authBase: fake.url, apiBase: fake.url, timeoutMs: 3_000 });
});
afterAll(() => fake.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a SocialLoginError');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(SocialLoginError);
      return error as SocialLoginError;
    },
  );

describe('KakaoLogin (against a local fake Kakao)', () => {
  it('sends the browser to kauth with the client id, redirect, response_type=code and the state', () => {
    const url = new URL(kakao.authorizeUrl('S-123', redirect));
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: keys.clientId,
      redirect_uri: redirect,
      response_type: 'code',
      state: 'S-123',
    });
  });

  it('trades the code for a token and the token for the profile (number id, +82 phone)', async () => {
    fake.codes.set('C-ok', {
      id: 4_012_345_678,
      kakao_account: {
        profile: { nickname: '카카오닉' },
        name: '김철수',
        email: 'cs@kakao.example',
        phone_number: '+82 10-1234-5678',
      },
    });
    const profile = await kakao.profileOf('C-ok', 'S-1', redirect);
    expect(profile).toEqual({
      id: '4012345678',
      name: '김철수',
      email: 'cs@kakao.example',
      phone: '010-1234-5678',
    });
    const token = fake.calls.find((c) => c.path === '/oauth/token');
    expect(token?.body).toMatchObject({
      grant_type: 'authorization_code',
      client_id: keys.clientId,
      client_secret: keys.clientSecret,
      redirect_uri: redirect,
      code: 'C-ok',
    });
    expect(fake.calls.find((c) => c.path === '/v2/user/me')?.authorization).toMatch(/^Bearer AT-/);
  });

  it('uses the nickname when the name was not agreed, and no phone', async () => {
    fake.codes.set('C-nick', { id: 7, kakao_account: { profile: { nickname: '닉네임' } } });
    expect(await kakao.profileOf('C-nick', 'S', redirect)).toEqual({
      id: '7',
      name: '닉네임',
      email: '',
      phone: '',
    });
  });

  it('refuses a used or unknown code (REJECTED), wrong keys (MISCONFIGURED) and a failing Kakao (PROVIDER_DOWN)', async () => {
    fake.codes.set('C-once', { id: 8 });
    await kakao.profileOf('C-once', 'S', redirect);
    expect((await failure(kakao.profileOf('C-once', 'S', redirect))).code).toBe('REJECTED');
    const wrong = new KakaoLogin({
      clientId: keys.clientId,
      clientSecret: 'nope',
      authBase: fake.url,
      apiBase: fake.url,
    });
    expect((await failure(wrong.profileOf('C-x', 'S', redirect))).code).toBe('MISCONFIGURED');
    expect((await failure(kakao.profileOf('C-500', 'S', redirect))).code).toBe('PROVIDER_DOWN');
    const gone = new KakaoLogin({ ...keys, authBase: 'http://127.0.0.1:9', apiBase: 'http://127.0.0.1:9' });
    expect((await failure(gone.profileOf('C-x', 'S', redirect))).message).toContain('연결할 수 없습니다');
  });
});
