// @vitest-environment jsdom
import { editorImageEnvelope, productsEnvelope, userEnvelope } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authorizationOf, consumerPayload, fakeAccessToken, json, shopperUser } from '@/test/fixtures.ts';
import { ApiError, api, fileNameOf, resetApiClientForTests, setApiTransport } from './api-client.ts';
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

  it('sends FormData as multipart: no JSON content type, the bearer token, the file as given', async () => {
    session.setTokens(fresh, 'refresh-1');
    const calls = stubFetch(() => json(201, { url: '/res/editor/a-detail.webp' }));
    const file = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });
    const result = await api.upload('/editor', editorImageEnvelope, { photo: file });
    expect(result.url).toBe('/res/editor/a-detail.webp');
    const init = calls[0]?.init;
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData | undefined)?.get('photo')).toBeInstanceOf(File);
    const headers = init?.headers as Record<string, string>;
    expect(headers['content-type']).toBeUndefined();
    expect(headers.authorization).toBe(`Bearer ${fresh}`);
  });

  it('still sends JSON bodies with their content type', async () => {
    session.setTokens(fresh, 'refresh-1');
    const calls = stubFetch(() => json(200, { user: shopperUser }));
    await api.put('/api/v1/me/info', userEnvelope, { name: '최민지' });
    expect((calls[0]?.init?.headers as Record<string, string> | undefined)?.['content-type']).toBe(
      'application/json',
    );
    expect(calls[0]?.init?.body).toBe('{"name":"최민지"}');
  });

  it('resends the same FormData after refreshing on 401', async () => {
    session.setTokens(expired, 'refresh-1');
    const calls = stubFetch(({ url, init }) => {
      if (url === '/api/auth/accessToken')
        return json(200, { accessToken: fresh, refreshToken: 'refresh-2' });
      return authorizationOf(init) === `Bearer ${fresh}`
        ? json(201, { url: '/res/editor/b-detail.webp' })
        : json(401, { message: '만료', code: 'ACCESS_TOKEN_EXPIRED' });
    });
    const form = new FormData();
    form.append('photo', new File(['x'], 'b.png', { type: 'image/png' }));
    await api.post('/editor', editorImageEnvelope, form);
    expect(calls.map((c) => c.url)).toEqual(['/editor', '/api/auth/accessToken', '/editor']);
    expect(calls[2]?.init?.body).toBe(form);
  });

  it('downloads a file as a Blob with its Korean file name and the bearer token', async () => {
    session.setTokens(fresh, 'refresh-1');
    const calls = stubFetch(
      () =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          status: 200,
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename="products.xlsx"; filename*=UTF-8''${encodeURIComponent('상품목록_2026-01-02.xlsx')}`,
          },
        }),
    );
    const { blob, filename } = await api.download('/api/console/shop/products/export', {
      query: { soldout: true, searchValue: '' },
    });
    expect(calls[0]?.url).toBe('/api/console/shop/products/export?soldout=true');
    expect(authorizationOf(calls[0]?.init)).toBe(`Bearer ${fresh}`);
    expect(filename).toBe('상품목록_2026-01-02.xlsx');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
  });

  it('throws the server message when a download is refused', async () => {
    session.setTokens(fresh, 'refresh-1');
    stubFetch(() => json(400, { message: '잘못된 식별자입니다', code: 'VALIDATION_FAILED' }));
    await expect(api.download('/api/console/shop/products/export')).rejects.toMatchObject({
      status: 400,
      message: '잘못된 식별자입니다',
    });
  });
});

describe('setApiTransport', () => {
  afterEach(() => setApiTransport((url, init) => fetch(url, init)));

  it('sends requests through the given transport (server rendering answers in-process)', async () => {
    const seen: { url: string; method?: string; skip?: string }[] = [];
    const calls = stubFetch(() => json(500, {}));
    setApiTransport(async (url, init) => {
      seen.push({ url, method: init.method, skip: new Headers(init.headers).get('skip') ?? undefined });
      return json(200, { summary: { totalCount: 0 }, products: [] });
    });
    await api.list('/api/v1/shop/products', productsEnvelope, { query: { sort: 'NEWEST' }, pageSize: 24 });
    expect(seen).toEqual([{ url: '/api/v1/shop/products?sort=NEWEST', method: 'GET', skip: '0' }]);
    expect(calls).toHaveLength(0);
  });
});

describe('fileNameOf', () => {
  it('prefers the UTF-8 name, falls back to the plain one, and answers null without a header', () => {
    expect(fileNameOf(`attachment; filename="a.xlsx"; filename*=UTF-8''%EC%83%81%ED%92%88.xlsx`)).toBe(
      '상품.xlsx',
    );
    expect(fileNameOf('attachment; filename="products.xlsx"')).toBe('products.xlsx');
    expect(fileNameOf(null)).toBeNull();
  });
});
