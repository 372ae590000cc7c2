import type { Island } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standardIslands } from '../../db/seed/islands.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { asOperator, asPromoter, asShopper } from '../../testing/members.ts';

type Headers = Record<string, string>;

let app: TestApp;
let operator: Headers;
let shopper: Headers;
let promoter: Headers;
beforeAll(async () => {
  app = await buildTestApp();
  [operator, shopper, promoter] = [
    (await asOperator(app)).headers,
    (await asShopper(app)).headers,
    (await asPromoter(app)).headers,
  ];
});
afterAll(() => app.close());

const island = { name: '테스트 섬', fromPostcode: '10000', toPostcode: '10010', extraFee: 4_000 };
const islandsUrl = '/api/console/shop/islands';

describe('the shipping console guard', () => {
  it.each([
    ['GET', '/api/console/shop/shippings', undefined],
    ['PUT', '/api/console/shop/shippings', { baseFee: 0, freeFrom: 0 }],
    ['GET', islandsUrl, undefined],
    ['POST', islandsUrl, island],
  ] as const)('answers 401 to a guest and 403 to members on %s %s', async (method, url, payload) => {
    const body = payload ? { payload } : {};
    expect((await app.inject({ method, url, ...body })).statusCode).toBe(401);
    for (const headers of [shopper, promoter]) {
      const res = await app.inject({ method, url, headers, ...body });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('접근권한이 없습니다');
    }
  });
});

describe('GET/PUT /api/console/shop/shippings', () => {
  it('edits the shipping section of the setting and nothing else', async () => {
    const before = (
      await app.inject({ method: 'GET', url: '/api/console/setting', headers: operator })
    ).json().setting;
    expect(
      (await app.inject({ method: 'GET', url: '/api/console/shop/shippings', headers: operator })).json(),
    ).toEqual({ shipping: { baseFee: 3_000, freeFrom: 50_000 } });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/console/shop/shippings',
      headers: operator,
      payload: { baseFee: 3_500, freeFrom: 70_000 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ shipping: { baseFee: 3_500, freeFrom: 70_000 } });
    const after = (await app.inject({ method: 'GET', url: '/api/console/setting', headers: operator })).json()
      .setting;
    expect(after).toEqual({ ...before, shipping: { baseFee: 3_500, freeFrom: 70_000 } });
    expect((await app.inject({ method: 'GET', url: '/api/v1/shop/shippings' })).json().shipping.baseFee).toBe(
      3_500,
    );
  });

  it('answers 400 in Korean for a bad fee', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/console/shop/shippings',
      headers: operator,
      payload: { baseFee: -1, freeFrom: 50_000 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('기본 배송비는 0원 이상이어야 합니다');
  });
});

describe('/api/console/shop/islands', () => {
  const create = (payload: object) =>
    app.inject({ method: 'POST', url: islandsUrl, headers: operator, payload });

  it('lists the seeded ranges', async () => {
    const res = await app.inject({ method: 'GET', url: islandsUrl, headers: operator });
    expect(res.statusCode).toBe(200);
    expect(res.json().summary.totalCount).toBe(standardIslands.length);
  });

  it('adds, reads, edits and deletes a range', async () => {
    const made = await create(island);
    expect(made.statusCode).toBe(201);
    const { _id } = made.json().island as Island;
    expect(made.json().island).toMatchObject(island);
    const url = `${islandsUrl}/${_id}`;
    expect((await app.inject({ method: 'GET', url, headers: operator })).json().island.name).toBe(
      '테스트 섬',
    );
    const edited = await app.inject({
      method: 'PUT',
      url,
      headers: operator,
      payload: { ...island, toPostcode: '10020', extraFee: 6_000 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().island).toMatchObject({ toPostcode: '10020', extraFee: 6_000 });
    const shopperQuote = await app.inject({ method: 'GET', url: '/api/v1/shop/islands' });
    expect((shopperQuote.json().islands as Island[]).some((i) => i._id === _id)).toBe(true);
    expect((await app.inject({ method: 'DELETE', url, headers: operator })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url, headers: operator })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url, headers: operator })).statusCode).toBe(404);
  });

  it('refuses a range overlapping another with 409, and lets a range be edited within itself', async () => {
    const res = await create({ ...island, name: '제주 일부', fromPostcode: '63600', toPostcode: '63700' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'ISLAND_OVERLAP',
      message: '우편번호 구간이 다른 지역(제주 63000~63644)과 겹칩니다',
    });
    const edge = await create({ ...island, fromPostcode: '40240', toPostcode: '40250' });
    expect(edge.statusCode).toBe(409);
    const own = (await create({ ...island, fromPostcode: '20000', toPostcode: '20005' })).json().island;
    const shrink = await app.inject({
      method: 'PUT',
      url: `${islandsUrl}/${own._id}`,
      headers: operator,
      payload: { ...island, fromPostcode: '20001', toPostcode: '20003' },
    });
    expect(shrink.statusCode).toBe(200);
    const onto = await app.inject({
      method: 'PUT',
      url: `${islandsUrl}/${own._id}`,
      headers: operator,
      payload: { ...island, fromPostcode: '62990', toPostcode: '63000' },
    });
    expect(onto.statusCode).toBe(409);
  });

  it('makes one of two racing overlapping ranges', async () => {
    const results = await Promise.all([
      create({ ...island, name: '가', fromPostcode: '30000', toPostcode: '30010' }),
      create({ ...island, name: '나', fromPostcode: '30005', toPostcode: '30020' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('answers 400 in Korean for bad ranges', async () => {
    const cases: [object, string][] = [
      [{ ...island, name: '' }, '지역명을 입력해주세요'],
      [{ ...island, fromPostcode: '1234' }, '시작 우편번호를 5자리 숫자로 입력해주세요'],
      [{ ...island, toPostcode: 'abcde' }, '끝 우편번호를 5자리 숫자로 입력해주세요'],
      [
        { ...island, fromPostcode: '10010', toPostcode: '10000' },
        '끝 우편번호는 시작 우편번호보다 작을 수 없습니다',
      ],
      [{ ...island, extraFee: -500 }, '추가 배송비는 0원 이상이어야 합니다'],
      [{ ...island, extraFee: 10.5 }, '추가 배송비는 원 단위 정수로 입력해주세요'],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});
