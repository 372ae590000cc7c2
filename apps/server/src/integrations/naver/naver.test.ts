import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocialLoginError } from '../oauth/types.ts';
import { type FakeNaver, startFakeNaver } from './fake-naver.ts';
import { NaverLogin } from './naver.ts';

const keys = { clientId: 'naver-client', clientSecret: 'naver-secret' };
const redirect = 'https://shop.example/oauth/naver';
let fake: FakeNaver;
let naver: NaverLogin;

beforeAll(async () => {
  fake = await startFakeNaver(keys);
  naver = new NaverLogin({ ...keys, authBase: fake.url, apiBase: fake.url, timeoutMs: 3_000 });
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

describe('NaverLogin (against a local fake Naver)', () => {
  it('sends the browser to nid.naver.com with the client id, redirect and the state', () => {
    const url = new URL(naver.authorizeUrl('S-9', redirect));
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/oauth2.0/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: keys.clientId,
      redirect_uri: redirect,
      state: 'S-9',
    });
  });

  it('trades the code (with the state) for a token and reads nid/me', async () => {
    fake.codes.set('C-ok', {
      id: 'nv-abc',
      name: '이영희',
      email: 'yh@naver.example',
      mobile: '010-2345-6789',
    });
    expect(await naver.profileOf('C-ok', 'S-9', redirect)).toEqual({
      id: 'nv-abc',
      name: '이영희',
      email: 'yh@naver.example',
      phone: '010-2345-6789',
    });
    expect(fake.calls.find((c) => c.path === '/oauth2.0/token')?.body).toMatchObject({
      grant_type: 'authorization_code',
      client_id: keys.clientId,
      client_secret: keys.clientSecret,
      code: 'C-ok',
      state: 'S-9',
    });
  });

  it('reads Naver errors answered with 200 and an error field', async () => {
    expect((await failure(naver.profileOf('C-unknown', 'S', redirect))).code).toBe('REJECTED');
    const wrong = new NaverLogin({
      clientId: keys.clientId,
      clientSecret: 'nope',
      authBase: fake.url,
      apiBase: fake.url,
    });
    expect((await failure(wrong.profileOf('C-x', 'S', redirect))).code).toBe('MISCONFIGURED');
    expect((await failure(naver.profileOf('C-500', 'S', redirect))).code).toBe('PROVIDER_DOWN');
  });
});
