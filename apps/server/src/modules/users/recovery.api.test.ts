import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifications, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { logIn, makeMember } from '../../testing/members.ts';
import { changeSetting } from '../../testing/settings.ts';

/** 본인인증 and 아이디/비밀번호 찾기 through the sandbox certifier (decision 0042). */
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

let address = 0;
/** each test its own address, so the per-address limit counts only its own attempts */
const nextAddress = () => `10.0.0.${++address}`;

const post = (url: string, payload: object, remoteAddress = '10.9.9.9') =>
  app.inject({ method: 'POST', url, payload, remoteAddress });

async function certified(person: { name: string; phone: string }, purpose: 'FIND_ID' | 'FIND_PASSWORD') {
  const request = await post('/api/v1/users/certify/request', { purpose });
  expect(request.statusCode).toBe(200);
  expect(request.json()).toMatchObject({ mode: 'sandbox', callUrl: null });
  const res = await post('/api/v1/users/certify', {
    _request: request.json()._request,
    resCd: '0000',
    sandbox: person,
  });
  expect(res.statusCode).toBe(200);
  return res.json().certification as { _id: string; name: string; phone: string };
}

let seq = 0;
async function member() {
  seq += 1;
  const name = `김찾기${String.fromCharCode(0xac00 + seq)}`;
  const phone = `0105555${String(seq).padStart(4, '0')}`;
  const m = await makeMember(app, { name, phone });
  return { ...m, name, phone };
}

describe('POST /api/v1/users/certify', () => {
  it('answers the certified person once; a replay answers 422', async () => {
    const request = await post('/api/v1/users/certify/request', { purpose: 'FIND_ID' });
    const body = {
      _request: request.json()._request,
      resCd: '0000',
      sandbox: { name: '홍길동', phone: '010-1234-5678' },
    };
    const res = await post('/api/v1/users/certify', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      certification: { _id: request.json()._request, name: '홍길동', phone: '01012345678' },
    });
    const [row] = await app.database.db
      .select()
      .from(certifications)
      .where(eq(certifications._id, res.json().certification._id));
    expect(row).toMatchObject({ state: 'CERTIFIED', purpose: 'FIND_ID' });
    expect(row!.ciHash).toMatch(/^[0-9a-f]{64}$/);
    const again = await post('/api/v1/users/certify', body);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: '본인인증을 다시 진행해주세요', code: 'CERTIFICATION_INVALID' });
  });

  it('answers 400 with Korean messages for a bad purpose, phone or a cancelled window', async () => {
    const purpose = await post('/api/v1/users/certify/request', { purpose: 'NOPE' });
    expect(purpose.statusCode).toBe(400);
    expect(purpose.json().message).toBe('본인인증 목적이 올바르지 않습니다');
    const request = await post('/api/v1/users/certify/request', { purpose: 'FIND_ID' });
    const phone = await post('/api/v1/users/certify', {
      _request: request.json()._request,
      resCd: '0000',
      sandbox: { name: '홍길동', phone: '123' },
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toMatch(/[가-힣]/);
    const canceled = await post('/api/v1/users/certify', {
      _request: request.json()._request,
      resCd: '9999',
    });
    expect(canceled.statusCode).toBe(400);
    expect(canceled.json()).toEqual({ message: '본인인증이 취소되었습니다', code: 'CERT_CANCELED' });
  });

  it('answers 422 for an unknown or stale request', async () => {
    const unknown = await post('/api/v1/users/certify', {
      _request: '00000000-0000-4000-8000-000000000000',
      resCd: '0000',
      sandbox: { name: '홍길동', phone: '01012345678' },
    });
    expect(unknown.statusCode).toBe(422);
    const request = await post('/api/v1/users/certify/request', { purpose: 'FIND_ID' });
    app.clock.advance(11 * 60_000);
    const stale = await post('/api/v1/users/certify', {
      _request: request.json()._request,
      resCd: '0000',
      sandbox: { name: '홍길동', phone: '01012345678' },
    });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().message).toBe('본인인증을 다시 진행해주세요');
  });
});

describe('POST /api/v1/users/recovery', () => {
  it('USERNAME: answers the matching usernames masked, and spends the certification', async () => {
    const m = await member();
    const cert = await certified(m, 'FIND_ID');
    const ip = nextAddress();
    const res = await post('/api/v1/users/recovery', { _certification: cert._id, type: 'USERNAME' }, ip);
    expect(res.statusCode).toBe(200);
    const username = m.body.username!;
    const keep = Math.ceil(username.length / 2);
    expect(res.json().users).toEqual([
      {
        username: username.slice(0, keep) + '*'.repeat(username.length - keep),
        createdAt: expect.any(String),
      },
    ]);
    const [row] = await app.database.db.select().from(users).where(eq(users._id, m.user._id));
    expect(row!.ciHash).toMatch(/^[0-9a-f]{64}$/);
    const reused = await post('/api/v1/users/recovery', { _certification: cert._id, type: 'USERNAME' }, ip);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ message: '본인인증을 다시 진행해주세요', code: 'CERTIFICATION_INVALID' });
  });

  it('PASSWORD: sets the new password and ends every session', async () => {
    const m = await member();
    const cert = await certified(m, 'FIND_PASSWORD');
    const res = await post(
      '/api/v1/users/recovery',
      { _certification: cert._id, type: 'PASSWORD', username: m.body.username, password: 'NewPass12!' },
      nextAddress(),
    );
    expect(res.statusCode).toBe(204);
    const refresh = await app.inject({
      method: 'GET',
      url: '/api/auth/accessToken',
      headers: { authorization: `Bearer ${m.refreshToken}` },
    });
    expect(refresh.statusCode).toBe(401);
    const me = await app.inject({ method: 'GET', url: '/api/v1/me/info', headers: m.headers });
    expect(me.statusCode).toBe(401);
    await expect(logIn(app, m.body.username!, m.body.password!)).rejects.toThrow(/401/);
    expect((await logIn(app, m.body.username!, 'NewPass12!')).accessToken).toBeTruthy();
  });

  it('answers 400 with the spec §5 message for a weak password, and for a bad type', async () => {
    const m = await member();
    const cert = await certified(m, 'FIND_PASSWORD');
    const ip = nextAddress();
    const weak = await post(
      '/api/v1/users/recovery',
      { _certification: cert._id, type: 'PASSWORD', username: m.body.username, password: 'abcdefgh1' },
      ip,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('비밀번호에 특수문자를 넣어주세요');
    const type = await post('/api/v1/users/recovery', { _certification: cert._id, type: 'EMAIL' }, ip);
    expect(type.statusCode).toBe(400);
    expect(type.json().message).toMatch(/[가-힣]/);
  });

  it('answers 404 when nobody matches, or the username is another member’s', async () => {
    const stranger = await certified({ name: '없는사람', phone: '01099990000' }, 'FIND_ID');
    const ip = nextAddress();
    const none = await post('/api/v1/users/recovery', { _certification: stranger._id, type: 'USERNAME' }, ip);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: '일치하는 회원정보가 없습니다', code: 'MEMBER_NOT_FOUND' });
    const m = await member();
    const other = await member();
    const cert = await certified(m, 'FIND_PASSWORD');
    const res = await post(
      '/api/v1/users/recovery',
      { _certification: cert._id, type: 'PASSWORD', username: other.body.username, password: 'NewPass12!' },
      ip,
    );
    expect(res.statusCode).toBe(404);
    expect((await logIn(app, other.body.username!, other.body.password!)).accessToken).toBeTruthy();
  });

  it('answers 422 for a stale certification or one certified for the other purpose', async () => {
    const m = await member();
    const ip = nextAddress();
    const forId = await certified(m, 'FIND_ID');
    const wrong = await post(
      '/api/v1/users/recovery',
      { _certification: forId._id, type: 'PASSWORD', username: m.body.username, password: 'NewPass12!' },
      ip,
    );
    expect(wrong.statusCode).toBe(422);
    app.clock.advance(11 * 60_000);
    const stale = await post('/api/v1/users/recovery', { _certification: forId._id, type: 'USERNAME' }, ip);
    expect(stale.statusCode).toBe(422);
    expect(stale.json().message).toBe('본인인증을 다시 진행해주세요');
  });

  it('answers 429 past 5 attempts per address within the hour', async () => {
    const stranger = await certified({ name: '없는사람', phone: '01099990001' }, 'FIND_ID');
    const ip = nextAddress();
    const attempt = () =>
      post('/api/v1/users/recovery', { _certification: stranger._id, type: 'USERNAME' }, ip);
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(404);
    const over = await attempt();
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: 'TOO_MANY_RECOVERY_ATTEMPTS',
      message: expect.stringMatching(/[가-힣]/),
    });
  });

  it('counts attempts against the recovery setting the operator saved', async () => {
    const other = await buildTestApp();
    try {
      await changeSetting(other, { recovery: { attemptsPerHour: 2 } });
      const request = await other.inject({
        method: 'POST',
        url: '/api/v1/users/certify/request',
        payload: { purpose: 'FIND_ID' },
      });
      const stranger = await other.inject({
        method: 'POST',
        url: '/api/v1/users/certify',
        payload: {
          _request: request.json()._request,
          resCd: '0000',
          sandbox: { name: '없는사람', phone: '01099990002' },
        },
      });
      const attempt = () =>
        other.inject({
          method: 'POST',
          url: '/api/v1/users/recovery',
          payload: { _certification: stranger.json().certification._id, type: 'USERNAME' },
          remoteAddress: '10.1.0.1',
        });
      for (let i = 0; i < 2; i++) expect((await attempt()).statusCode).toBe(404);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/plugins/kcp/cert/return', () => {
  it('hands KCP’s form post on to the web response page', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/plugins/kcp/cert/return',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'res_cd=9999&res_msg=%EC%B7%A8%EC%86%8C&ordr_idxx=abc',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/common/kcp/cert/response?_request=abc&res_cd=9999');
  });
});
