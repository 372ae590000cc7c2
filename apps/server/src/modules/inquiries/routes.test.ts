import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { inquiries } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { asShopper } from '../../testing/members.ts';
import { INQUIRY_LIMIT } from './asking.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

let addresses = 0;
/** Each test sends from its own address, so the per-address limit does not leak between tests. */
const newAddress = () => `10.1.0.${++addresses}`;

const form = { kinds: ['INSTALLATION', 'PRODUCT'], name: '김지훈', contact: '010-3456-7890', agreed: true };
const send = (payload: object, { headers = {}, address = newAddress() } = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/inquiries', payload, headers, remoteAddress: address });
const stored = async (_id: string) => {
  const [row] = await app.database.db.select().from(inquiries).where(eq(inquiries._id, _id));
  return row!;
};

describe('POST /api/v1/inquiries', () => {
  it('takes a guest inquiry and answers only the receipt', async () => {
    const res = await send(form);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      inquiry: { _id: expect.any(String), state: 'RECEIVED', createdAt: app.clock.now.toISOString() },
    });
    expect(res.body).not.toContain('김지훈');
    const row = await stored(body.inquiry._id);
    expect(row).toMatchObject({
      kinds: ['INSTALLATION', 'PRODUCT'],
      name: '김지훈',
      contact: '01034567890',
      _user: null,
      state: 'RECEIVED',
      memo: '',
      _handledBy: null,
      handledAt: null,
    });
    expect(row.agreedAt.toISOString()).toBe(app.clock.now.toISOString());
  });

  it('records the member who sends it with a valid token', async () => {
    const shopper = await asShopper(app);
    const _user = JSON.parse(Buffer.from(shopper.accessToken.split('.')[1]!, 'base64url').toString())._user;
    const res = await send({ ...form, kinds: ['AS'] }, { headers: shopper.headers });
    expect(res.statusCode).toBe(201);
    expect((await stored(res.json().inquiry._id))._user).toBe(_user);
  });

  it('takes the inquiry as a guest when the token is not one of ours', async () => {
    const res = await send(form, { headers: { authorization: 'Bearer forged.token.value' } });
    expect(res.statusCode).toBe(201);
    expect((await stored(res.json().inquiry._id))._user).toBeNull();
  });

  it('answers 401 to an expired token, so the client refreshes and sends it as the member', async () => {
    const shopper = await asShopper(app);
    const before = app.clock.now;
    app.clock.advance(loadConfig({ NODE_ENV: 'test' }).accessTokenTtlSeconds * 1000 + 1000);
    try {
      const res = await send(form, { headers: shopper.headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: '로그인 정보가 만료되었습니다. 다시 로그인해주세요',
        code: 'ACCESS_TOKEN_EXPIRED',
      });
    } finally {
      app.clock.now = before;
    }
  });

  it.each([
    [{ ...form, agreed: false }, '개인정보 수집·이용에 동의해주세요'],
    [{ kinds: form.kinds, name: form.name, contact: form.contact }, '개인정보 수집·이용에 동의해주세요'],
    [{ ...form, kinds: [] }, '문의 종류를 선택해주세요'],
    [{ ...form, kinds: ['PLUMBING'] }, '문의 종류를 선택해주세요'],
    [{ ...form, kinds: ['AS', 'AS'] }, '문의 종류가 중복되었습니다'],
    [{ ...form, name: '김' }, '이름을 입력해주세요'],
    [{ ...form, contact: '010-123' }, '연락처를 입력해주세요'],
    [{ ...form, contact: undefined }, '연락처를 입력해주세요'],
  ])('refuses %j with a Korean message', async (payload, message) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION_FAILED' });
  });

  it(`takes ${INQUIRY_LIMIT.max} inquiries from one address in ten minutes, then answers 429`, async () => {
    const address = newAddress();
    // refused forms do not count: a shopper fixing a typo is not sending twice
    for (let i = 0; i < 3; i++)
      expect((await send({ ...form, agreed: false }, { address })).statusCode).toBe(400);
    for (let i = 0; i < INQUIRY_LIMIT.max; i++) expect((await send(form, { address })).statusCode).toBe(201);
    const blocked = await send(form, { address });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: '문의가 너무 자주 접수되었습니다. 10분 후 다시 시도해주세요',
      code: 'TOO_MANY_INQUIRIES',
    });
    // another address is not held back
    expect((await send(form)).statusCode).toBe(201);
    // and the window ends
    app.clock.advance(INQUIRY_LIMIT.windowSeconds * 1000);
    expect((await send(form, { address })).statusCode).toBe(201);
  });
});
