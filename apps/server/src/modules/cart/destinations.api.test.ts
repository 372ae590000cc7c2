import type { Destination } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { asShopper, makeMember } from '../../testing/members.ts';

type Headers = Record<string, string>;

let app: TestApp;
let shopper: Headers;
beforeAll(async () => {
  app = await buildTestApp();
  shopper = (await asShopper(app)).headers;
});
afterAll(() => app.close());

const home = {
  title: '집',
  name: '최민지',
  phone: '010-9876-5432',
  email: 'shopper@example.com',
  postcode: '06236',
  address1: '서울특별시 강남구 테헤란로 123',
  address2: '4층',
};

const create = (headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/me/destinations', headers, payload });
const list = async (headers: Headers): Promise<Destination[]> => {
  const res = await app.inject({ method: 'GET', url: '/api/v1/me/destinations', headers });
  expect(res.statusCode).toBe(200);
  expect(res.json().summary.totalCount).toBe(res.json().destinations.length);
  return res.json().destinations;
};
const defaults = async (headers: Headers) =>
  (await list(headers)).filter((d) => d.isDefault).map((d) => d.title);

describe('POST /api/v1/me/destinations', () => {
  it('makes the first address the default and keeps phone digits only', async () => {
    const member = await makeMember(app);
    const res = await create(member.headers, home);
    expect(res.statusCode).toBe(201);
    expect(res.json().destination).toMatchObject({ ...home, phone: '01098765432', isDefault: true });
    const office = await create(member.headers, { ...home, title: '회사', address2: '' });
    expect(office.json().destination.isDefault).toBe(false);
    expect(await defaults(member.headers)).toEqual(['집']);
  });

  it('moves the default to a new address marked default', async () => {
    const member = await makeMember(app);
    await create(member.headers, home);
    const office = await create(member.headers, { ...home, title: '회사', isDefault: true });
    expect(office.json().destination.isDefault).toBe(true);
    expect(await defaults(member.headers)).toEqual(['회사']);
    // the default comes first
    expect((await list(member.headers)).map((d) => d.title)).toEqual(['회사', '집']);
  });

  it('accepts an address without email', async () => {
    const member = await makeMember(app);
    const { email: _email, ...withoutEmail } = home;
    const res = await create(member.headers, withoutEmail);
    expect(res.statusCode).toBe(201);
    expect(res.json().destination.email).toBe('');
  });

  it('answers 400 with the messages of spec §5', async () => {
    const cases: [object, string][] = [
      [{ ...home, title: ' ' }, '배송지명을 입력해주세요'],
      [{ ...home, name: '김' }, '이름을 입력해주세요'],
      [{ ...home, phone: '010-123' }, '연락처를 입력해주세요'],
      [{ ...home, email: 'nope' }, '이메일을 입력해주세요'],
      [{ ...home, postcode: '1234' }, '우편번호를 입력해주세요'],
      [{ ...home, postcode: undefined }, '우편번호를 입력해주세요'],
      [{ ...home, address1: '' }, '주소를 입력해주세요'],
    ];
    for (const [payload, message] of cases) {
      const res = await create(shopper, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
  });

  it('answers 401 to a guest', async () => {
    const res = await create({}, home);
    expect(res.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/v1/me/destinations' })).statusCode).toBe(401);
  });

  it('keeps one default when two addresses are made default at once', async () => {
    const member = await makeMember(app);
    const results = await Promise.all(
      ['A', 'B', 'C', 'D'].map((title) => create(member.headers, { ...home, title, isDefault: true })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await defaults(member.headers)).toHaveLength(1);
  });
});

describe('GET/PUT/DELETE /api/v1/me/destinations/:_id', () => {
  it("answers the caller's address and 404 for another member's", async () => {
    const member = await makeMember(app);
    const mine = (await create(member.headers, home)).json().destination;
    const get = await app.inject({
      method: 'GET',
      url: `/api/v1/me/destinations/${mine._id}`,
      headers: member.headers,
    });
    expect(get.statusCode).toBe(200);
    expect(get.json().destination._id).toBe(mine._id);
    for (const [method, payload] of [['GET'], ['PUT', home], ['DELETE']] as const) {
      const res = await app.inject({
        method,
        url: `/api/v1/me/destinations/${mine._id}`,
        headers: shopper,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('배송지를 찾을 수 없습니다');
    }
  });

  it('replaces an address and moves the default when asked', async () => {
    const member = await makeMember(app);
    const first = (await create(member.headers, home)).json().destination;
    const second = (await create(member.headers, { ...home, title: '회사' })).json().destination;
    const put = (id: string, payload: object) =>
      app.inject({ method: 'PUT', url: `/api/v1/me/destinations/${id}`, headers: member.headers, payload });
    const edited = await put(second._id, { ...home, title: '사무실', address2: '5층', isDefault: true });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().destination).toMatchObject({ title: '사무실', address2: '5층', isDefault: true });
    expect(await defaults(member.headers)).toEqual(['사무실']);
    // unticking the default keeps it: a member with addresses always has one
    const kept = await put(second._id, { ...home, title: '사무실', isDefault: false });
    expect(kept.json().destination.isDefault).toBe(true);
    expect((await put(first._id, { ...home, postcode: 'abcde' })).statusCode).toBe(400);
  });

  it('passes the default to the newest address left when the default is deleted', async () => {
    const member = await makeMember(app);
    const ids: string[] = [];
    for (const title of ['집', '회사', '부모님']) {
      app.clock.advance(1_000);
      ids.push((await create(member.headers, { ...home, title })).json().destination._id);
    }
    const del = (id: string) =>
      app.inject({ method: 'DELETE', url: `/api/v1/me/destinations/${id}`, headers: member.headers });
    expect((await del(ids[0]!)).statusCode).toBe(204);
    expect(await defaults(member.headers)).toEqual(['부모님']);
    expect((await del(ids[1]!)).statusCode).toBe(204);
    expect(await defaults(member.headers)).toEqual(['부모님']);
    expect((await del(ids[2]!)).statusCode).toBe(204);
    expect(await list(member.headers)).toEqual([]);
    expect((await del(ids[2]!)).statusCode).toBe(404);
  });
});
