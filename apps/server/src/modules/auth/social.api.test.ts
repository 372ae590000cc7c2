import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { asOperator, joinBodyFor, logIn, makeMember } from '../../testing/members.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

let seq = 0;
const newId = () => {
  seq += 1;
  return `t${Date.now()}${seq}`;
};

/** Starts a login, passes the sandbox 테스트 로그인 page as `id`, answers the code and state. */
async function sandboxCallback(
  provider: 'kakao' | 'naver',
  id: string,
  profile: Record<string, string> = {},
) {
  const start = await app.inject({ method: 'GET', url: `/api/auth/sns/${provider}/authorize` });
  expect(start.statusCode).toBe(200);
  const { url, state } = start.json() as { url: string; state: string };
  const page = await app.inject({ method: 'GET', url });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<title>테스트 로그인</title>');
  const query = new URLSearchParams({
    state,
    id,
    name: '김소셜',
    email: 'social@example.com',
    phone: '01055556666',
    ...profile,
  });
  const back = await app.inject({
    method: 'GET',
    url: `/api/auth/sns/${provider}/sandbox/authorize?${query}`,
  });
  expect(back.statusCode).toBe(302);
  const location = new URL(back.headers.location as string);
  expect(location.pathname).toBe(`/oauth/${provider}`);
  return { code: location.searchParams.get('code')!, state: location.searchParams.get('state')! };
}

const snsLogin = (provider: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/auth/sns/${provider}`, payload });

async function snsTokenFor(provider: 'kakao' | 'naver', id: string) {
  const res = await snsLogin(provider, await sandboxCallback(provider, id));
  expect(res.statusCode).toBe(200);
  return res.json() as { snsToken: string; profile: Record<string, string> };
}

const link = (payload: object) => app.inject({ method: 'POST', url: '/api/auth/sns/link', payload });

describe('POST /api/auth/sns/{provider}', () => {
  it('answers an unlinked account a snsToken and the profile to pre-fill the join form', async () => {
    const answer = await snsTokenFor('kakao', newId());
    expect(answer.snsToken).toEqual(expect.any(String));
    expect(answer.profile).toEqual({
      provider: 'kakao',
      name: '김소셜',
      email: 'social@example.com',
      phone: '010-5555-6666',
    });
  });

  it('logs a linked account straight in, as a password login does', async () => {
    const id = newId();
    const member = await makeMember(app);
    const { snsToken } = await snsTokenFor('kakao', id);
    const linked = await link({ snsToken, username: member.body.username, password: 'Welcome12!' });
    expect(linked.statusCode).toBe(200);
    const res = await snsLogin('kakao', await sandboxCallback('kakao', id));
    expect(res.statusCode).toBe(200);
    const { refreshToken } = res.json() as { refreshToken: string };
    const access = await app.inject({
      method: 'GET',
      url: '/api/auth/accessToken',
      headers: { authorization: `Bearer ${refreshToken}` },
    });
    expect(access.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/me/info',
      headers: { authorization: `Bearer ${access.json().accessToken}` },
    });
    expect(me.json().user.username).toBe(member.body.username);
  });

  it('refuses a suspended member’s linked account as a password login would (401)', async () => {
    const id = newId();
    const member = await makeMember(app);
    const { snsToken } = await snsTokenFor('naver', id);
    await link({ snsToken, username: member.body.username, password: 'Welcome12!' });
    const suspended = await app.inject({
      method: 'PUT',
      url: `/api/console/users/${member.user._id}/state`,
      headers: (await asOperator(app)).headers,
      payload: { state: 'SUSPENDED', reason: '테스트' },
    });
    expect(suspended.statusCode).toBe(200);
    const res = await snsLogin('naver', await sandboxCallback('naver', id));
    expect(res.statusCode).toBe(401);
  });

  it('refuses a state the server did not issue, a used state and a missing one (400)', async () => {
    const { code, state } = await sandboxCallback('naver', newId());
    const forged = await snsLogin('naver', { code, state: 'not-issued' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('로그인 요청이 만료되었거나 올바르지 않습니다. 다시 시도해주세요');
    expect((await snsLogin('naver', { code, state })).statusCode).toBe(200);
    const again = await snsLogin('naver', { code, state });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('로그인 요청이 만료되었거나 올바르지 않습니다. 다시 시도해주세요');
    const missing = await snsLogin('naver', { code });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses a state issued for the other provider (400) and an unknown provider (400)', async () => {
    const { code, state } = await sandboxCallback('kakao', newId());
    expect((await snsLogin('naver', { code, state })).statusCode).toBe(400);
    expect((await snsLogin('google', { code, state })).statusCode).toBe(400);
  });

  it('never sends the sandbox page to a redirect that was not issued with the state', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/sns/kakao/sandbox?state=forged' });
    expect(res.statusCode).toBe(400);
    const start = await app.inject({ method: 'GET', url: '/api/auth/sns/kakao/authorize' });
    const { state } = start.json() as { state: string };
    const query = new URLSearchParams({ state, id: 'k1', redirect_uri: 'https://evil.example/steal' });
    const back = await app.inject({ method: 'GET', url: `/api/auth/sns/kakao/sandbox/authorize?${query}` });
    expect(back.statusCode).toBe(302);
    expect(new URL(back.headers.location as string).host).not.toBe('evil.example');
    const forged = await app.inject({
      method: 'GET',
      url: '/api/auth/sns/kakao/sandbox/authorize?state=forged&id=k1',
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe('POST /api/auth/sns/link (기존 계정 연결)', () => {
  it('refuses a wrong password with the login message and links nothing', async () => {
    const member = await makeMember(app);
    const id = newId();
    const { snsToken } = await snsTokenFor('naver', id);
    const wrong = await link({ snsToken, username: member.body.username, password: 'Wrong1234!' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('아이디 또는 비밀번호가 일치하지 않습니다');
    const next = await snsLogin('naver', await sandboxCallback('naver', id));
    expect(next.json()).toHaveProperty('snsToken');
  });

  it('answers 400 with Korean messages for a missing username and a forged snsToken', async () => {
    const blank = await link({ snsToken: 'x', username: ' ', password: 'a' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('아이디를 입력해주세요');
    const member = await makeMember(app);
    const forged = await link({ snsToken: 'forged', username: member.body.username, password: 'Welcome12!' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('간편 로그인 정보가 만료되었습니다. 다시 로그인해주세요');
  });

  it('answers 409 이미 다른 회원에 연결된 계정입니다 when the account is linked to someone else', async () => {
    const [first, second] = [await makeMember(app), await makeMember(app)];
    const id = newId();
    const one = await snsTokenFor('kakao', id);
    const two = await snsTokenFor('kakao', id); // two tabs, both before the first link
    expect(
      (await link({ snsToken: one.snsToken, username: first.body.username, password: 'Welcome12!' }))
        .statusCode,
    ).toBe(200);
    const res = await link({
      snsToken: two.snsToken,
      username: second.body.username,
      password: 'Welcome12!',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('이미 다른 회원에 연결된 계정입니다');
  });

  it('answers 409 when the member already has another account of that provider', async () => {
    const member = await makeMember(app);
    const a = await snsTokenFor('kakao', newId());
    const b = await snsTokenFor('kakao', newId());
    expect(
      (await link({ snsToken: a.snsToken, username: member.body.username, password: 'Welcome12!' }))
        .statusCode,
    ).toBe(200);
    const res = await link({ snsToken: b.snsToken, username: member.body.username, password: 'Welcome12!' });
    expect(res.statusCode).toBe(409);
  });
});

describe('POST /api/v1/users with a snsToken (회원가입 from Kakao or Naver)', () => {
  it('joins and links: the next Naver login logs the newcomer in', async () => {
    const id = newId();
    const { snsToken } = await snsTokenFor('naver', id);
    const body = await joinBodyFor(app, { snsToken });
    const joined = await app.inject({ method: 'POST', url: '/api/v1/users', payload: body });
    expect(joined.statusCode).toBe(201);
    const next = await snsLogin('naver', await sandboxCallback('naver', id));
    expect(next.json()).toHaveProperty('refreshToken');
  });

  it('refuses a forged snsToken (400) and joins nobody', async () => {
    const body = await joinBodyFor(app, { snsToken: 'forged' });
    const res = await app.inject({ method: 'POST', url: '/api/v1/users', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('간편 로그인 정보가 만료되었습니다. 다시 로그인해주세요');
    const login = await app.inject({
      method: 'GET',
      url: '/api/auth/refreshToken',
      headers: { authorization: `Basic ${Buffer.from(`${body.username}:Welcome12!`).toString('base64')}` },
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('/api/v1/me/social-links (/mypage/myinfo)', () => {
  it('lists, links and unlinks the caller’s own accounts', async () => {
    const member = await makeMember(app);
    const { headers } = await logIn(app, member.body.username, 'Welcome12!');
    expect((await app.inject({ method: 'GET', url: '/api/v1/me/social-links', headers })).json()).toEqual({
      links: [],
    });
    const linked = await app.inject({
      method: 'POST',
      url: '/api/v1/me/social-links/naver',
      headers,
      payload: await sandboxCallback('naver', newId()),
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().links).toEqual([{ provider: 'naver', linkedAt: expect.any(String) }]);
    const unlinked = await app.inject({ method: 'DELETE', url: '/api/v1/me/social-links/naver', headers });
    expect(unlinked.statusCode).toBe(204);
    const again = await app.inject({ method: 'DELETE', url: '/api/v1/me/social-links/naver', headers });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('연결된 계정이 없습니다');
  });

  it('answers 409 when linking an account that is another member’s', async () => {
    const owner = await makeMember(app);
    const id = newId();
    const { snsToken } = await snsTokenFor('kakao', id);
    await link({ snsToken, username: owner.body.username, password: 'Welcome12!' });
    const other = await makeMember(app);
    const { headers } = await logIn(app, other.body.username, 'Welcome12!');
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/me/social-links/kakao',
      headers,
      payload: await sandboxCallback('kakao', id),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('이미 다른 회원에 연결된 계정입니다');
  });

  it('cannot unlink another member’s account (404: the caller has none) and needs a login (401)', async () => {
    const owner = await makeMember(app);
    const { snsToken } = await snsTokenFor('kakao', newId());
    await link({ snsToken, username: owner.body.username, password: 'Welcome12!' });
    const other = await makeMember(app);
    const { headers } = await logIn(app, other.body.username, 'Welcome12!');
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/v1/me/social-links/kakao', headers })).statusCode,
    ).toBe(404);
    const ownerLinks = await app.inject({
      method: 'GET',
      url: '/api/v1/me/social-links',
      headers: (await logIn(app, owner.body.username, 'Welcome12!')).headers,
    });
    expect(ownerLinks.json().links).toHaveLength(1);
    expect((await app.inject({ method: 'DELETE', url: '/api/v1/me/social-links/kakao' })).statusCode).toBe(
      401,
    );
    expect((await app.inject({ method: 'GET', url: '/api/v1/me/social-links' })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/me/social-links/kakao',
          payload: { code: 'c', state: 's' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('leaving deletes the member’s links: the account can be linked again by a newcomer', async () => {
    const member = await makeMember(app);
    const id = newId();
    const { snsToken } = await snsTokenFor('kakao', id);
    await link({ snsToken, username: member.body.username, password: 'Welcome12!' });
    const { headers } = await logIn(app, member.body.username, 'Welcome12!');
    const left = await app.inject({
      method: 'POST',
      url: '/api/v1/me/withdraw',
      headers,
      payload: { password: 'Welcome12!', reason: '배송이 느려요' },
    });
    expect(left.statusCode).toBeLessThan(300);
    const next = await snsLogin('kakao', await sandboxCallback('kakao', id));
    expect(next.json()).toHaveProperty('snsToken');
  });
});
