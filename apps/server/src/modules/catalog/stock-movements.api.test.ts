import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockMovements } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory } from '../../testing/catalog.ts';
import { userOf } from '../../testing/desk.ts';
import { asOperator } from '../../testing/members.ts';

/** Stock an operator sets by hand is recorded as CONSOLE_EDIT movements (DOMAIN.md "Stock"). */

let app: TestApp;
let operator: Record<string, string>;
let operatorId: string;
let category: string;

beforeAll(async () => {
  app = await buildTestApp();
  const op = await asOperator(app);
  operator = op.headers;
  operatorId = userOf(op.accessToken);
  category = (await makeCategory(app, { name: '수전' }))._id;
});
afterAll(() => app.close());

const body = (overrides: object = {}) => ({
  name: '재고기록 수전',
  _category: category,
  price: 50_000,
  salePrice: 40_000,
  stock: 10,
  optionGroups: [{ name: '색상', values: ['화이트', '블랙', '골드'] }],
  options: [
    { values: ['화이트'], extraPrice: 0, stock: 5 },
    { values: ['블랙'], extraPrice: 0, stock: 3 },
  ],
  ...overrides,
});

const movements = async (_product: string) =>
  (
    await app.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements._product, _product))
      .orderBy(asc(stockMovements.createdAt))
  ).map((m) => ({ values: m.optionValues, delta: m.delta, reason: m.reason, reference: m.reference }));

describe('stock set in the console', () => {
  it('records the first stock of a new product and its combinations', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/console/shop/products',
      headers: operator,
      payload: body(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const _product = res.json().product._id;
    expect(await movements(_product)).toEqual([
      { values: [], delta: 10, reason: 'CONSOLE_EDIT', reference: operatorId },
      { values: ['화이트'], delta: 5, reason: 'CONSOLE_EDIT', reference: operatorId },
      { values: ['블랙'], delta: 3, reason: 'CONSOLE_EDIT', reference: operatorId },
    ]);
  });

  it('records new − old for each changed combination and the product on an edit, nothing for the unchanged', async () => {
    const made = await app.inject({
      method: 'POST',
      url: '/api/console/shop/products',
      headers: operator,
      payload: body(),
    });
    const _product = made.json().product._id;
    await app.database.db.delete(stockMovements).where(eq(stockMovements._product, _product));
    app.clock.advance(1000);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/console/shop/products/${_product}`,
      headers: operator,
      payload: body({
        stock: 7,
        options: [
          { values: ['화이트'], extraPrice: 0, stock: 5 }, // unchanged
          { values: ['블랙'], extraPrice: 0, stock: 8 }, // +5
          { values: ['골드'], extraPrice: 5_000, stock: 2 }, // new: +2
        ],
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await movements(_product)).toEqual(
      expect.arrayContaining([
        { values: [], delta: -3, reason: 'CONSOLE_EDIT', reference: operatorId },
        { values: ['블랙'], delta: 5, reason: 'CONSOLE_EDIT', reference: operatorId },
        { values: ['골드'], delta: 2, reason: 'CONSOLE_EDIT', reference: operatorId },
      ]),
    );
    expect(await movements(_product)).toHaveLength(3);

    // The options editor alone: a removed combination counts down to 0.
    const options = await app.inject({
      method: 'PUT',
      url: `/api/console/shop/products/${_product}/options`,
      headers: operator,
      payload: {
        optionGroups: [{ name: '색상', values: ['화이트', '블랙', '골드'] }],
        options: [
          { values: ['화이트'], extraPrice: 0, stock: 1 },
          { values: ['골드'], extraPrice: 5_000, stock: 2 },
        ],
      },
    });
    expect(options.statusCode, options.body).toBe(200);
    const all = await movements(_product);
    expect(all).toHaveLength(5);
    expect(all.slice(3)).toEqual(
      expect.arrayContaining([
        { values: ['화이트'], delta: -4, reason: 'CONSOLE_EDIT', reference: operatorId },
        { values: ['블랙'], delta: -8, reason: 'CONSOLE_EDIT', reference: operatorId },
      ]),
    );
  });

  it('records nothing when the stock did not change', async () => {
    const made = await app.inject({
      method: 'POST',
      url: '/api/console/shop/products',
      headers: operator,
      payload: body(),
    });
    const _product = made.json().product._id;
    const before = (await movements(_product)).length;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/console/shop/products/${_product}`,
      headers: operator,
      payload: body({ name: '이름만 바뀐 수전' }),
    });
    expect(res.statusCode).toBe(200);
    expect(await movements(_product)).toHaveLength(before);
  });
});
