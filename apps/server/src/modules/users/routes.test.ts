import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, demoAccounts, type TestApp } from '../../testing/app.ts';
import { applicationFor } from '../../testing/applications.ts';
import {
  asOperator,
  asShopper,
  basic,
  joinBodyFor,
  logIn,
  makeMember,
  termIds,
} from '../../testing/members.ts';

const MINUTE = 60_000;

let app: TestApp;
let requiredTerms: string[];
let allTerms: string[];
let optionalTerm: string;
beforeAll(async () => {
  app = await buildTestApp();
  requiredTerms = await termIds(app, 'required');
  allTerms = await termIds(app, 'all');
  optionalTerm = allTerms.find((t) => !requiredTerms.includes(t))!;
});
afterAll(() => app.close());

const join = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/v1/users', payload: payload as object });
const consoleDetail = async (_id: string) => {
  const { headers } = await asOperator(app);
  const res = await app.inject({ method: 'GET', url: `/api/console/users/${_id}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().user;
};
const loginStatus = async (username: string, password: string) =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/auth/refreshToken',
      headers: { authorization: basic(username, password) },
    })
  ).statusCode;
const refreshStatus = async (refreshToken: string) =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/auth/accessToken',
      headers: { authorization: `Bearer ${refreshToken}` },
    })
  ).statusCode;
const hangul = /[가-힣]/;

/** The member applies, an operator approves in the console; answers the issued referral code. */
async function promote(member: Awaited<ReturnType<typeof makeMember>>): Promise<string> {
  const _id = member.user._id;
  // a fresh login: a demotion before ends the member's sessions
  const fresh = { ...member, ...(await logIn(app, member.body.username, member.body.password)) };
  const applied = await app.inject({
    method: 'POST',
    url: '/api/v1/me/requests',
    headers: fresh.headers,
    payload: await applicationFor(app, fresh),
  });
  expect(applied.statusCode).toBe(201);
  const { headers } = await asOperator(app);
  const res = await app.inject({
    method: 'PUT',
    url: `/api/console/users/${_id}/type`,
    headers,
    payload: { type: 'PROMOTER', reason: '정회원 승인' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().user.promoterCode;
}

describe('POST /api/v1/users', () => {
  it('answers 201 with the new consumer and records the sponsor of the referral code', async () => {
    const body = await joinBodyFor(app, { promoterCode: 'WELCOME' });
    const res = await join(body);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      username: body.username,
      name: '홍길동',
      email: body.email,
      phone: '01012345678',
      type: 'CONSUMER',
      promoterCode: null,
      point: 0,
      createdAt: app.clock.now.toISOString(),
    });
    const detail = await consoleDetail(user._id);
    expect(detail.sponsor).toMatchObject({ username: 'promoter', promoterCode: 'WELCOME' });
    expect(detail.histories).toEqual([
      expect.objectContaining({ action: 'JOIN', after: 'WELCOME', reason: '추천인코드로 가입' }),
    ]);
  });

  it('reads the referral code without case or surrounding spaces', async () => {
    const res = await join(await joinBodyFor(app, { promoterCode: '  welcome ' }));
    expect(res.statusCode).toBe(201);
    expect((await consoleDetail(res.json().user._id)).sponsor.username).toBe('promoter');
  });

  it("joins with the shop's root code without a sponsor", async () => {
    const res = await join(await joinBodyFor(app, { promoterCode: 'bathhouse' }));
    expect(res.statusCode).toBe(201);
    const detail = await consoleDetail(res.json().user._id);
    expect(detail.sponsor).toBeNull();
    expect(detail.histories[0]).toMatchObject({ action: 'JOIN', reason: '쇼핑몰 추천인코드로 가입' });
  });

  it('stores each agreement with its time, optional terms included when given', async () => {
    const withAll = await join(await joinBodyFor(app, { _terms: allTerms }));
    const all = await consoleDetail(withAll.json().user._id);
    expect(all.agreements).toEqual([
      {
        code: 'service',
        subject: expect.any(String),
        necessary: true,
        version: 1,
        agreedAt: app.clock.now.toISOString(),
      },
      {
        code: 'privacy',
        subject: expect.any(String),
        necessary: true,
        version: 1,
        agreedAt: app.clock.now.toISOString(),
      },
      {
        code: 'marketing',
        subject: expect.any(String),
        necessary: false,
        version: 1,
        agreedAt: app.clock.now.toISOString(),
      },
    ]);
    const requiredOnly = await join(await joinBodyFor(app, { _terms: [...requiredTerms, ...requiredTerms] }));
    expect(requiredOnly.statusCode).toBe(201);
    const some = await consoleDetail(requiredOnly.json().user._id);
    expect(some.agreements.map((a: { code: string }) => a.code)).toEqual(['service', 'privacy']);
  });

  it('trims name and e-mail and stores the phone as digits', async () => {
    const res = await join(
      await joinBodyFor(app, { name: '  김민지 ', email: ' kim@example.com ', phone: '(010) 2222-3333' }),
    );
    expect(res.json().user).toMatchObject({ name: '김민지', email: 'kim@example.com', phone: '01022223333' });
  });

  it('ignores fields a shopper may not set', async () => {
    const body = await joinBodyFor(app);
    const res = await join({
      ...body,
      type: 'OPERATOR',
      state: 'LEFT',
      point: 100000,
      promoterCode: 'WELCOME',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ type: 'CONSUMER', point: 0, promoterCode: null });
    const { accessToken } = await logIn(app, body.username!, body.password!);
    const payload = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString());
    expect(payload).toMatchObject({ userType: 'CONSUMER', scope: [] });
  });

  it('lets the new member log in at once', async () => {
    const member = await makeMember(app);
    const me = await app.inject({ method: 'GET', url: '/api/v1/me/info', headers: member.headers });
    expect(me.json().user.username).toBe(member.body.username);
  });

  describe('answers 400 VALIDATION_FAILED with the message of spec §5', () => {
    it.each([
      ['username', 'Shopper1', '아이디를 영문 소문자 및 숫자로만 작성해주세요'],
      ['username', '홍길동abc', '아이디를 영문 소문자 및 숫자로만 작성해주세요'],
      ['username', 'shop_per', '아이디를 영문 소문자 및 숫자로만 작성해주세요'],
      ['username', 'shop per', '아이디를 영문 소문자 및 숫자로만 작성해주세요'],
      ['username', 'abc', '아이디를 4자 이상으로 작성해주세요'],
      ['username', 'a'.repeat(21), '아이디를 20자 이하로 작성해주세요'],
      ['password', 'Welcome123', '비밀번호에 특수문자를 넣어주세요'],
      ['password', '12345678!', '비밀번호에 영문을 넣어주세요'],
      ['password', 'Welcome!!', '비밀번호에 숫자를 넣어주세요'],
      ['password', 'Wel12!a', '비밀번호를 8 ~ 16자 사이로 작성해주세요'],
      ['password', 'Welcome12!abcdef', null],
      ['password', 'Welcome12!abcdefg', '비밀번호를 8 ~ 16자 사이로 작성해주세요'],
      ['name', '', '이름을 입력해주세요'],
      ['name', '김', '이름을 입력해주세요'],
      ['name', ' 김 ', '이름을 입력해주세요'],
      ['email', 'a@b', '이메일을 입력해주세요'],
      ['email', 'not-an-email', '이메일을 입력해주세요'],
      ['phone', '010-123-456', '연락처를 입력해주세요'],
      ['phone', '010123456789', '연락처를 입력해주세요'],
      ['phone', '', '연락처를 입력해주세요'],
      ['promoterCode', '', '추천인코드를 입력해주세요'],
      ['promoterCode', '   ', '추천인코드를 입력해주세요'],
    ])('%s %j', async (field, value, message) => {
      const res = await join(await joinBodyFor(app, { [field]: value }));
      if (message === null) {
        expect(res.statusCode).toBe(201);
        return;
      }
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, code: 'VALIDATION_FAILED' });
      expect(res.json().details[0]).toEqual({ path: field, message });
    });

    it('accepts the boundaries: 4 and 20 character usernames, 10 and 11 digit phones', async () => {
      const stamp = String(Date.now() % 10000).padStart(4, '0');
      for (const overrides of [
        { username: `u${stamp.slice(1)}` },
        { username: `u${stamp}${'x'.repeat(15)}` },
        { phone: '02-123-4567' + '8' },
        { phone: '010-1234-5678' },
      ]) {
        expect((await join(await joinBodyFor(app, overrides))).statusCode).toBe(201);
      }
    });
  });

  it('answers 400 TERMS_REQUIRED when a required term is not agreed', async () => {
    for (const _terms of [[], [optionalTerm], [requiredTerms[0]!]]) {
      const res = await join(await joinBodyFor(app, { _terms }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: '필수 약관에 동의해주세요', code: 'TERMS_REQUIRED' });
    }
  });

  it('answers 400 for a term that does not exist', async () => {
    const unknown = await join(await joinBodyFor(app, { _terms: [...requiredTerms, randomUUID()] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: '존재하지 않는 약관입니다', code: 'UNKNOWN_TERM' });
    const notAnId = await join(await joinBodyFor(app, { _terms: [...requiredTerms, 'abc'] }));
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json()).toMatchObject({ message: '잘못된 식별자입니다', code: 'VALIDATION_FAILED' });
  });

  it('answers 409 when the username is taken', async () => {
    for (const username of ['shopper', 'admin']) {
      const res = await join(await joinBodyFor(app, { username }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: '이미 사용중인 아이디입니다', code: 'USERNAME_TAKEN' });
    }
  });

  it('makes one member of two racing joins with one username', async () => {
    const first = await joinBodyFor(app);
    const second = await joinBodyFor(app, { username: first.username });
    const results = await Promise.all([join(first), join(second)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('USERNAME_TAKEN');
  });

  it('answers 422 UNKNOWN_PROMOTER_CODE for a code nobody holds', async () => {
    const res = await join(await joinBodyFor(app, { promoterCode: 'NOSUCH1' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: '존재하지 않는 추천인코드입니다', code: 'UNKNOWN_PROMOTER_CODE' });
  });

  it("refuses a demoted promoter's code, and accepts it again after re-promotion", async () => {
    const member = await makeMember(app);
    const code = await promote(member);
    expect((await join(await joinBodyFor(app, { promoterCode: code.toLowerCase() }))).statusCode).toBe(201);
    const { headers } = await asOperator(app);
    const demote = await app.inject({
      method: 'PUT',
      url: `/api/console/users/${member.user._id}/type`,
      headers,
      payload: { type: 'CONSUMER', reason: '정회원 해지' },
    });
    expect(demote.statusCode).toBe(200);
    const refused = await join(await joinBodyFor(app, { promoterCode: code }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('UNKNOWN_PROMOTER_CODE');
    expect(await promote(member)).toBe(code);
    expect((await join(await joinBodyFor(app, { promoterCode: code }))).statusCode).toBe(201);
  });

  it('refuses the code of a promoter who has left', async () => {
    const member = await makeMember(app);
    const code = await promote(member);
    const leave = await app.inject({
      method: 'POST',
      url: '/api/v1/me/withdraw',
      headers: member.headers,
      payload: { password: member.body.password, reason: '기타' },
    });
    expect(leave.statusCode).toBe(204);
    expect((await join(await joinBodyFor(app, { promoterCode: code }))).statusCode).toBe(422);
  });

  describe('answers 400 with a Korean message, never 500, for malformed requests', () => {
    it.each([
      ['a number for the username', { username: 123 }],
      ['text for the terms', { _terms: 'x' }],
      ['a list of numbers for the terms', { _terms: [1, 2] }],
      ['null for the e-mail', { email: null }],
      ['an object for the phone', { phone: { number: '01012345678' } }],
      ['a list for the referral code', { promoterCode: ['WELCOME'] }],
      ['too many terms', { _terms: Array.from({ length: 51 }, () => randomUUID()) }],
    ])('%s', async (_, overrides) => {
      const res = await join({ ...(await joinBodyFor(app)), ...overrides });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(hangul) });
    });

    it.each(['_terms', 'username', 'password', 'name', 'email', 'phone', 'promoterCode'])(
      'a missing %s',
      async (field) => {
        const body: Record<string, unknown> = { ...(await joinBodyFor(app)) };
        delete body[field];
        const res = await join(body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: expect.stringMatching(hangul),
        });
        expect(res.json().details[0].path).toBe(field);
      },
    );

    it('an empty object', async () => {
      const res = await join({});
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('필수 약관에 동의해주세요');
    });

    it('no body at all', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/v1/users' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(hangul);
    });

    it('a JSON list or text instead of an object', async () => {
      for (const payload of ['[]', '"x"', 'null', '42']) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/users',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(hangul);
      }
    });

    it('malformed JSON', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers: { 'content-type': 'application/json' },
        payload: '{"username": "abc",',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: '요청 형식이 올바르지 않습니다', code: 'MALFORMED_JSON' });
    });

    it('an empty JSON body', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(hangul);
    });

    it('a body sent as plain text', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify(await joinBodyFor(app)),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(hangul);
    });
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const res = await join({ ...(await joinBodyFor(app)), name: '가'.repeat(400_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: '요청 내용이 너무 큽니다', code: 'BODY_TOO_LARGE' });
  });

  it('answers 415 for a content type it does not read', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: { 'content-type': 'application/xml' },
      payload: '<user/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: '지원하지 않는 요청 형식입니다', code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('GET /api/v1/me/info', () => {
  it("answers the caller's own profile with 0 points and no secrets", async () => {
    const member = await makeMember(app);
    const res = await app.inject({ method: 'GET', url: '/api/v1/me/info', headers: member.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { ...member.user, point: 0 } });
    expect(res.body).not.toMatch(/password|argon/i);
  });

  it('answers the demo promoter with the referral code', async () => {
    const { headers } = await logIn(app, demoAccounts.promoter.username, demoAccounts.promoter.password);
    const res = await app.inject({ method: 'GET', url: '/api/v1/me/info', headers });
    expect(res.json().user).toMatchObject({ type: 'PROMOTER', promoterCode: 'WELCOME' });
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/me/info' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: '로그인 후 이용가능합니다', code: 'LOGIN_REQUIRED' });
  });
});

describe('PUT /api/v1/me/info', () => {
  const put = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/v1/me/info', headers, payload });
  const verify = (headers: Record<string, string>, password: string) =>
    app.inject({ method: 'POST', url: '/api/v1/me/verify', headers, payload: { password } });
  const profile = { name: '김바뀜', email: 'changed@example.com', phone: '010-9999-0000' };

  it('changes name, e-mail and phone', async () => {
    const member = await makeMember(app);
    const res = await put(member.headers, profile);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: '김바뀜',
      email: 'changed@example.com',
      phone: '01099990000',
    });
    const again = await app.inject({ method: 'GET', url: '/api/v1/me/info', headers: member.headers });
    expect(again.json().user).toMatchObject({ name: '김바뀜', phone: '01099990000' });
  });

  it('changes only the caller', async () => {
    const member = await makeMember(app);
    await put(member.headers, profile);
    const shopper = await asShopper(app);
    const res = await app.inject({ method: 'GET', url: '/api/v1/me/info', headers: shopper.headers });
    expect(res.json().user.name).toBe('최민지');
  });

  it.each([
    ['name', '김', '이름을 입력해주세요'],
    ['email', 'a@b', '이메일을 입력해주세요'],
    ['phone', '123', '연락처를 입력해주세요'],
    ['password', 'abcdefg1', '비밀번호에 특수문자를 넣어주세요'],
    ['password', '1234567!', '비밀번호에 영문을 넣어주세요'],
    ['password', 'abcdefg!', '비밀번호에 숫자를 넣어주세요'],
    ['password', 'Ab1!', '비밀번호를 8 ~ 16자 사이로 작성해주세요'],
  ])('answers 400 for %s %j with the spec message', async (field, value, message) => {
    const { headers } = await asShopper(app);
    const res = await put(headers, { ...profile, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION_FAILED' });
  });

  it('answers 400 when a profile field is missing', async () => {
    const { headers } = await asShopper(app);
    const res = await put(headers, { name: '김바뀜', email: 'changed@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('연락처를 입력해주세요');
  });

  it('keeps the password when it is empty, without asking for verification', async () => {
    const member = await makeMember(app);
    const res = await put(member.headers, { ...profile, password: '' });
    expect(res.statusCode).toBe(200);
    expect(await loginStatus(member.body.username, member.body.password)).toBe(200);
  });

  it('answers 422 VERIFICATION_REQUIRED for a new password without verification', async () => {
    const member = await makeMember(app);
    for (const extra of [{}, { verificationToken: '' }, { verificationToken: 'garbage' }]) {
      const res = await put(member.headers, { ...profile, password: 'NewPass12!', ...extra });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: '비밀번호 확인 후 다시 시도해주세요',
        code: 'VERIFICATION_REQUIRED',
      });
    }
    expect(await loginStatus(member.body.username, member.body.password)).toBe(200);
  });

  it('changes the password after verification and ends the old sessions', async () => {
    const member = await makeMember(app);
    const verified = await verify(member.headers, member.body.password!);
    expect(verified.statusCode).toBe(200);
    const { verificationToken, expiresAt } = verified.json();
    expect(expiresAt).toBe(new Date(app.clock.now.getTime() + 10 * MINUTE).toISOString());
    const res = await put(member.headers, { ...profile, password: 'NewPass12!', verificationToken });
    expect(res.statusCode).toBe(200);
    expect(await loginStatus(member.body.username, member.body.password!)).toBe(401);
    expect(await loginStatus(member.body.username, 'NewPass12!')).toBe(200);
    expect(await refreshStatus(member.refreshToken)).toBe(401);
  });

  it("refuses another member's verification token", async () => {
    const member = await makeMember(app);
    const shopper = await asShopper(app);
    const { verificationToken } = (await verify(shopper.headers, demoAccounts.consumer.password)).json();
    const res = await put(member.headers, { ...profile, password: 'NewPass12!', verificationToken });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('VERIFICATION_REQUIRED');
    expect(await loginStatus(member.body.username, member.body.password!)).toBe(200);
  });

  it('refuses a verification token after 10 minutes', async () => {
    const member = await makeMember(app);
    const { verificationToken } = (await verify(member.headers, member.body.password!)).json();
    app.clock.advance(11 * MINUTE);
    const res = await put(member.headers, { ...profile, password: 'NewPass12!', verificationToken });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('VERIFICATION_REQUIRED');
  });

  it('answers 401 without a token', async () => {
    expect((await put({}, profile)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/me/verify', () => {
  const verify = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: '/api/v1/me/verify', headers, payload });

  it('answers 400 PASSWORD_MISMATCH for a wrong password', async () => {
    const { headers } = await asShopper(app);
    const res = await verify(headers, { password: 'Wrong123!' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: '비밀번호가 일치하지 않습니다', code: 'PASSWORD_MISMATCH' });
  });

  it('counts wrong passwords against the login limit, so a stolen token cannot guess', async () => {
    const member = await makeMember(app);
    for (let i = 0; i < 5; i++) {
      expect((await verify(member.headers, { password: 'Wrong123!' })).statusCode).toBe(400);
    }
    const blocked = await verify(member.headers, { password: member.body.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
  });

  it('answers 400 asking for the password when it is empty or missing', async () => {
    const { headers } = await asShopper(app);
    for (const payload of [{ password: '' }, {}]) {
      const res = await verify(headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('비밀번호를 입력해주세요');
    }
  });

  it('answers 401 without a token', async () => {
    expect((await verify({}, { password: 'Shopper123!' })).statusCode).toBe(401);
  });
});

describe('POST /api/v1/me/withdraw', () => {
  const withdraw = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: '/api/v1/me/withdraw', headers, payload });

  it('answers 400 PASSWORD_MISMATCH for a wrong password and keeps the member', async () => {
    const member = await makeMember(app);
    const res = await withdraw(member.headers, { password: 'Wrong123!', reason: '기타' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: '비밀번호가 일치하지 않습니다', code: 'PASSWORD_MISMATCH' });
    expect(await loginStatus(member.body.username, member.body.password!)).toBe(200);
  });

  it('answers 400 for a reason outside the list, or details over 500 characters', async () => {
    const member = await makeMember(app);
    for (const payload of [
      { password: member.body.password, reason: '그냥' },
      { password: member.body.password },
      { password: member.body.password, reason: '기타', reasonDetails: '가'.repeat(501) },
    ]) {
      const res = await withdraw(member.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(hangul) });
    }
    const missing = await withdraw(member.headers, { reason: '기타' });
    expect(missing.json().message).toBe('비밀번호를 입력해주세요');
    expect(
      (await withdraw(member.headers, { password: member.body.password, reason: '그냥' })).json().message,
    ).toBe('탈퇴 사유를 선택해주세요');
  });

  it('anonymises the member and ends every session at once', async () => {
    const member = await makeMember(app);
    const other = await logIn(app, member.body.username!, member.body.password!);
    app.clock.advance(MINUTE); // the leave history comes after the join history
    const res = await withdraw(member.headers, {
      password: member.body.password,
      reason: '배송이 느려요',
      reasonDetails: '너무 오래 걸려요',
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await loginStatus(member.body.username!, member.body.password!)).toBe(401);
    expect(await refreshStatus(member.refreshToken)).toBe(401);
    expect(await refreshStatus(other.refreshToken)).toBe(401);
    for (const request of [
      { method: 'GET', url: '/api/v1/me/info' },
      {
        method: 'PUT',
        url: '/api/v1/me/info',
        payload: { name: '김바뀜', email: 'a@b.co', phone: '01012345678' },
      },
      { method: 'POST', url: '/api/v1/me/verify', payload: { password: member.body.password } },
      {
        method: 'POST',
        url: '/api/v1/me/withdraw',
        payload: { password: member.body.password, reason: '기타' },
      },
    ] as const) {
      const again = await app.inject({ ...request, headers: member.headers });
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({ message: '로그인 후 이용가능합니다', code: 'USER_NOT_ACTIVE' });
    }
    const detail = await consoleDetail(member.user._id);
    expect(detail).toMatchObject({
      state: 'LEFT',
      leftAt: app.clock.now.toISOString(),
      name: '탈퇴회원',
      email: '',
      phone: '',
      username: expect.stringMatching(/^left_[0-9a-f]{16}$/),
    });
    expect(detail.histories[0]).toMatchObject({
      action: 'LEAVE',
      before: 'ACTIVE',
      after: 'LEFT',
      reason: '배송이 느려요: 너무 오래 걸려요',
      by: { _id: member.user._id },
    });
  });

  it('keeps the username reserved: joining again with it answers 409 (decision 0042)', async () => {
    const member = await makeMember(app);
    await withdraw(member.headers, { password: member.body.password, reason: '기타' });
    const again = await join(await joinBodyFor(app, { username: member.body.username }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: '이미 사용중인 아이디입니다', code: 'USERNAME_TAKEN' });
    expect(await loginStatus(member.body.username!, member.body.password!)).toBe(401);
  });

  it('answers 422 for an operator, who leaves through another operator', async () => {
    const { headers } = await asOperator(app);
    const res = await withdraw(headers, { password: demoAccounts.operator.password, reason: '기타' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('OPERATOR_CANNOT_LEAVE');
    expect(await loginStatus(demoAccounts.operator.username, demoAccounts.operator.password)).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await withdraw({}, { password: 'Shopper123!', reason: '기타' })).statusCode).toBe(401);
  });
});
