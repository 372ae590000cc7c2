import type { Island } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { islands, productOptions } from '../../db/schema/index.ts';
import { seedBase } from '../../db/seed/index.ts';
import { standardIslands } from '../../db/seed/islands.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';

let app: TestApp;
let category: string;
beforeAll(async () => {
  app = await buildTestApp();
  category = (await makeCategory(app))._id;
});
afterAll(() => app.close());

const quote = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/shop/shippings/quote', payload });

describe('GET /api/v1/shop/islands', () => {
  it('answers the seeded remote areas to anyone, in postcode order', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/shop/islands' });
    expect(res.statusCode).toBe(200);
    const ranges: Island[] = res.json().islands;
    expect(res.json().summary.totalCount).toBe(standardIslands.length);
    expect(ranges.find((i) => i.name === '제주')).toMatchObject({
      fromPostcode: '63000',
      toPostcode: '63644',
      extraFee: 3_000,
    });
    expect(ranges.find((i) => i.name === '경북 울릉')?.extraFee).toBe(5_000);
    const starts = ranges.map((i) => i.fromPostcode);
    expect(starts).toEqual([...starts].sort());
  });

  it('seeds the ranges only into an empty table, so a later seed keeps what an operator made', async () => {
    const jeju = standardIslands.find((i) => i.name === '제주')!;
    await app.database.db.delete(islands).where(eq(islands.name, '경북 울릉'));
    await seedBase(app.database.db);
    const res = await app.inject({ method: 'GET', url: '/api/v1/shop/islands' });
    expect(res.json().summary.totalCount).toBe(standardIslands.length - 1);
    expect((res.json().islands as Island[]).filter((i) => i.fromPostcode === jeju.fromPostcode)).toHaveLength(
      1,
    );
    await app.database.db.insert(islands).values(standardIslands.filter((i) => i.name === '경북 울릉'));
  });
});

describe('GET /api/v1/shop/shippings', () => {
  it('answers the policy of the shop setting', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/shop/shippings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ shipping: { baseFee: 3_000, freeFrom: 50_000 } });
  });
});

describe('POST /api/v1/shop/shippings/quote', () => {
  it('prices the lines from the catalogue and adds the base fee below 50,000 won', async () => {
    const p = await makeProduct(app, { _category: category, salePrice: 12_000, price: 15_000 });
    const res = await quote({ items: [{ _product: p._id, quantity: 2 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().quote).toMatchObject({
      lines: [{ _product: p._id, _option: null, quantity: 2, unitPrice: 12_000, amount: 24_000 }],
      productAmount: 24_000,
      baseFee: 3_000,
      productFees: 0,
      islandFee: 0,
      island: null,
      shippingFee: 3_000,
      totalAmount: 27_000,
      installation: false,
    });
  });

  it('ships free from 50,000 won but still adds the Jeju surcharge', async () => {
    const p = await makeProduct(app, { _category: category, salePrice: 25_000, price: 25_000 });
    const res = await quote({ items: [{ _product: p._id, quantity: 2 }], postcode: '63100' });
    expect(res.json().quote).toMatchObject({
      baseFee: 0,
      islandFee: 3_000,
      island: '제주',
      shippingFee: 3_000,
      totalAmount: 53_000,
    });
    const ulleung = await quote({ items: [{ _product: p._id, quantity: 1 }], postcode: '40220' });
    expect(ulleung.json().quote).toMatchObject({ baseFee: 3_000, islandFee: 5_000, shippingFee: 8_000 });
  });

  it('charges a bulky product its own fee once and flags installation', async () => {
    const tub = await makeProduct(app, {
      _category: category,
      price: 400_000,
      salePrice: 350_000,
      shippingFee: 30_000,
      shippingMethod: 'INSTALLATION',
      options: {
        groups: [{ name: '크기', values: ['1500', '1700'] }],
        combos: [{ values: ['1500'] }, { values: ['1700'], extraPrice: 50_000 }],
      },
    });
    const options = await app.database.db
      .select()
      .from(productOptions)
      .where(eq(productOptions._product, tub._id));
    const [small, large] = ['1500', '1700'].map((v) => options.find((o) => o.values[0] === v)!._id);
    const res = await quote({
      items: [
        { _product: tub._id, _option: small, quantity: 1 },
        { _product: tub._id, _option: large, quantity: 1 },
      ],
    });
    expect(res.json().quote).toMatchObject({
      productAmount: 750_000,
      parcelAmount: 0,
      baseFee: 0,
      productFees: 30_000,
      shippingFee: 30_000,
      installation: true,
    });
    const none = await quote({ items: [{ _product: tub._id, quantity: 1 }] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('옵션을 선택해주세요');
  });

  it('follows the operator changing the policy', async () => {
    const p = await makeProduct(app, { _category: category, salePrice: 40_000, price: 40_000 });
    const { asOperator } = await import('../../testing/members.ts');
    const operator = (await asOperator(app)).headers;
    const put = await app.inject({
      method: 'PUT',
      url: '/api/console/shop/shippings',
      headers: operator,
      payload: { baseFee: 2_500, freeFrom: 30_000 },
    });
    expect(put.statusCode).toBe(200);
    expect((await quote({ items: [{ _product: p._id, quantity: 1 }] })).json().quote.shippingFee).toBe(0);
    await app.inject({
      method: 'PUT',
      url: '/api/console/shop/shippings',
      headers: operator,
      payload: { baseFee: 3_000, freeFrom: 50_000 },
    });
  });

  it('answers 404 for a hidden product and 400 for bad input', async () => {
    const hidden = await makeProduct(app, { _category: category, isDisplayed: false });
    expect((await quote({ items: [{ _product: hidden._id, quantity: 1 }] })).statusCode).toBe(404);
    const cases: [object, string][] = [
      [{ items: [] }, '상품을 선택해주세요'],
      [{ items: [{ _product: hidden._id, quantity: 1 }], postcode: '123' }, '우편번호를 입력해주세요'],
      [{ items: [{ _product: hidden._id, quantity: 0 }] }, '수량은 1개 이상이어야 합니다'],
    ];
    for (const [payload, message] of cases) {
      const res = await quote(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('the policy and the ranges kept in memory', () => {
  it('prices with the console’s new policy and ranges from the next request on', async () => {
    const p = await makeProduct(app, { _category: category, salePrice: 20_000, price: 20_000 });
    const { asOperator } = await import('../../testing/members.ts');
    const operator = (await asOperator(app)).headers;
    const fees = async (postcode: string) => {
      const { baseFee, islandFee, island } = (
        await quote({ items: [{ _product: p._id, quantity: 1 }], postcode })
      ).json().quote;
      return { baseFee, islandFee, island };
    };
    // Read once, so both are cached before each change.
    expect(await fees('10005')).toEqual({ baseFee: 3_000, islandFee: 0, island: null });

    await app.inject({
      method: 'PUT',
      url: '/api/console/setting',
      headers: operator,
      payload: { shipping: { baseFee: 4_000, freeFrom: 50_000 } },
    });
    expect((await fees('10005')).baseFee).toBe(4_000);

    const created = await app.inject({
      method: 'POST',
      url: '/api/console/shop/islands',
      headers: operator,
      payload: { name: '캐시 섬', fromPostcode: '10000', toPostcode: '10010', extraFee: 6_000 },
    });
    expect(created.statusCode).toBe(201);
    const _island = created.json().island._id;
    expect(await fees('10005')).toEqual({ baseFee: 4_000, islandFee: 6_000, island: '캐시 섬' });

    await app.inject({
      method: 'PUT',
      url: `/api/console/shop/islands/${_island}`,
      headers: operator,
      payload: { name: '캐시 섬', fromPostcode: '10000', toPostcode: '10010', extraFee: 7_000 },
    });
    expect((await fees('10005')).islandFee).toBe(7_000);

    await app.inject({ method: 'DELETE', url: `/api/console/shop/islands/${_island}`, headers: operator });
    await app.inject({
      method: 'PUT',
      url: '/api/console/shop/shippings',
      headers: operator,
      payload: { baseFee: 3_000, freeFrom: 50_000 },
    });
    expect(await fees('10005')).toEqual({ baseFee: 3_000, islandFee: 0, island: null });
  });

  it('reads them once for many quotes', async () => {
    const p = await makeProduct(app, { _category: category, salePrice: 20_000, price: 20_000 });
    await quote({ items: [{ _product: p._id, quantity: 1 }], postcode: '63100' });
    const statements: string[] = [];
    const { $client: client } = app.database.db as unknown as {
      $client: { query: (text: unknown, ...rest: unknown[]) => unknown };
    };
    const query = client.query;
    client.query = function (this: unknown, text: unknown, ...rest: unknown[]) {
      statements.push(typeof text === 'string' ? text : (text as { text: string }).text);
      return query.call(this, text, ...rest);
    };
    try {
      await quote({ items: [{ _product: p._id, quantity: 1 }], postcode: '63100' });
    } finally {
      client.query = query;
    }
    expect(statements.filter((s) => /"settings"|"islands"/.test(s))).toEqual([]);
  });
});
