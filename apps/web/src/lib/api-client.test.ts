import { userEnvelope } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authorizationOf, consumerPayload, fakeAccessToken, json, shopperUser } from '@/test/fixtures.ts';
import { ApiError, api, resetApiClientForTests } from './api-client.ts';
import { session } from './session.ts';

const expired = fakeAccessToken(consumerPayload, 'old');
const fresh = fakeAccessToken(consumerPayload, 'new');

type Call = { url: string; init: RequestInit | undefined };

/** A fetch stub: `answer` decides each response; every call is recorded. */
function stubFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const call = { url: String(url), init };
    calls.push(call);
    return answer(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const alert = vi.fn();

beforeEach(() => {
  session.clear();
  resetApiClientForTests();
  vi.stubGlobal('alert', alert);
});
afterEach(() => {
  vi.unstubAllGlobals();
  alert.mockReset();
});

describe('api client', () => {
  it('sends the bearer token and paging headers, and parses the answer with the contract', async () => {
    session.setTokens(fresh, 'refresh-1');
    const calls = stubFetch(() => json(200, { user: shopperUser }));
    const result = await api.list('/api/v1/me/info', userEnvelope, {
      page: 3,
      pageSize: 10,
      query: { q: 'x', no: undefined },
    });
    expect(result.user.name).toBe('최민지');
    expect(calls[0]?.url).toBe('/api/v1/me/info?q=x');
    const headers = calls[0]?.init?.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Bearer ${fresh}`);
    expect(headers.skip).toBe('20');
    expect(headers.limit).toBe('10');
  });

  it('throws ApiError with the server message and code', async () => {
    stubFetch(() => json(409, { message: '이미 사용중인 아이디입니다', code: 'USERNAME_TAKEN' }));
    const error = await api.post('/api/v1/users', userEnvelope, {}).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: '이미 사용중인 아이디입니다',
      code: 'USERNAME_TAKEN',
    });
  });

  it('on 401 refreshes once with the refresh token, keeps the rotated one and retries', async () => {
    session.setTokens(expired, 'refresh-1');
    const calls = stubFetch(({ url, init }) => {
      if (url === '/api/auth/accessToken')
        return json(200, { accessToken: fresh, refreshToken: 'refresh-2' });
      return authorizationOf(init) === `Bearer ${fresh}`
        ? json(200, { user: shopperUser })
        : json(401, {
            message: '로그인 정보가 만료되었습니다. 다시 로그인해주세요',
            code: 'ACCESS_TOKEN_EXPIRED',
          });
    });
    const result = await api.get('/api/v1/me/info', userEnvelope);
    expect(result.user.username).toBe('shopper');
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/me/info', '/api/auth/accessToken', '/api/v1/me/info']);
    expect(authorizationOf(calls[1]?.init)).toBe('Bearer refresh-1');
    expect(session.get()).toMatchObject({ accessToken: fresh, refreshToken: 'refresh-2' });
  });

  it('shares one refresh between requests that fail at the same time', async () => {
    session.setTokens(expired, 'refresh-1');
    let refreshes = 0;
    stubFetch(async ({ url, init }) => {
      if (url === '/api/auth/accessToken') {
        refreshes++;
        await new Promise((r) => setTimeout(r, 10));
        return json(200, { accessToken: fresh, refreshToken: 'refresh-2' });
      }
      return authorizationOf(init) === `Bearer ${fresh}`
        ? json(200, { user: shopperUser })
        : json(401, { message: '만료', code: 'ACCESS_TOKEN_EXPIRED' });
    });
    const results = await Promise.all([
      api.get('/api/v1/me/info', userEnvelope),
      api.get('/api/v1/me/info', userEnvelope),
      api.get('/api/v1/me/info', userEnvelope),
    ]);
    expect(results).toHaveLength(3);
    expect(refreshes).toBe(1);
  });

  it('logs out when the refresh fails and retries the request once anyway', async () => {
    session.setTokens(expired, 'refresh-1');
    session.setAgreements(['t1']);
    const calls = stubFetch(({ url }) =>
      url === '/api/auth/accessToken'
        ? json(401, {
            message: '로그인 정보가 만료되었습니다. 다시 로그인해주세요',
            code: 'INVALID_REFRESH_TOKEN',
          })
        : json(401, { message: '로그인 후 이용가능합니다', code: 'LOGIN_REQUIRED' }),
    );
    const error = await api.get('/api/v1/me/info', userEnvelope).catch((e) => e);
    expect(error).toMatchObject({ status: 401, message: '로그인 후 이용가능합니다' });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/me/info', '/api/auth/accessToken', '/api/v1/me/info']);
    expect(authorizationOf(calls[2]?.init)).toBeUndefined();
    expect(session.get()).toMatchObject({
      accessToken: null,
      refreshToken: null,
      payload: null,
      agreements: [],
    });
  });

  it('does not refresh without a stored refresh token', async () => {
    const calls = stubFetch(() => json(401, { message: '로그인 후 이용가능합니다', code: 'LOGIN_REQUIRED' }));
    await expect(api.get('/api/v1/me/info', userEnvelope)).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });

  it('alerts the server message on 403 and throws', async () => {
    session.setTokens(fresh, 'refresh-1');
    stubFetch(() => json(403, { message: '접근권한이 없습니다', code: 'FORBIDDEN' }));
    await expect(api.get('/api/console/users', userEnvelope)).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(alert).toHaveBeenCalledWith('접근권한이 없습니다');
  });

  it('turns a network failure into a Korean message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api.get('/api/v1/setting', userEnvelope)).rejects.toMatchObject({
      status: 0,
      message: '네트워크 연결을 확인해주세요',
    });
  });

  it('returns nothing for a 204 answer', async () => {
    session.setTokens(fresh, 'refresh-1');
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(api.post('/api/v1/me/withdraw', null, { password: 'x' })).resolves.toBeUndefined();
  });
});
