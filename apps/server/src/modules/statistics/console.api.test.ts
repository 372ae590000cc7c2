import { readFileSync } from 'node:fs';
import { eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { rollUpClosedDays } from '../../jobs/statistics-rollup.ts';
import { buildTestApp, demoAccounts, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { readSheet, XLSX_TYPE } from '../../testing/desk.ts';
import { asOperator, asShopper } from '../../testing/members.ts';
import { serviceContext } from '../../testing/orders.ts';
import { seoul } from '../../testing/settlements.ts';
import { statisticsOrder, statisticsRefund } from '../../testing/statistics.ts';
import { dailySales, monthlySales, openDayTotals, productsSales } from './service.ts';

/**
 * A fixed March 2031 with known answers:
 * - O1 paid Sat 2031-03-01 23:59:59 KST: 세면대 2 × 50,000 (coupon 5,000, points 2,000) and 수전
 *   1 × 30,000 (coupon 1,500), shipping 3,000;
 * - O2 paid Sun 2031-03-02 00:00:00 KST: 수전 3 × 30,000, remote fee 5,000;
 * - O3 never paid (expired);
 * - O2 cancelled whole: 95,000 refunded 03-03 (90,000 of it product); O1's 세면대 returned: 93,000
 *   refunded 03-05; a PENDING and a FAILED refund that never count.
 */
let app: TestApp;
let operator: Record<string, string>;
let shopper: Record<string, string>;
let basin: string;
let faucet: string;

beforeAll(async () => {
  app = await buildTestApp();
  app.clock.now = seoul('2031-06-01 10:00:00');
  operator = (await asOperator(app)).headers;
  shopper = (await asShopper(app)).headers;
  const [member] = await app.database.db
    .select({ _id: users._id })
    .from(users)
    .where(eq(users.username, demoAccounts.consumer.username));
  const _user = member!._id;
  const { _id: _category } = await makeCategory(app, { name: '통계' });
  const made = (name: string, price: number) =>
    makeProduct(app, { name, price, salePrice: price, _category });
  basin = (await made('통계 세면대', 50_000))._id;
  faucet = (await made('통계 수전', 30_000))._id;
  const o1 = await statisticsOrder(app, {
    _user,
    paidAt: seoul('2031-03-01 23:59:59'),
    shippingFee: 3_000,
    lines: [
      { _product: basin, name: '통계 세면대', unitPrice: 50_000, quantity: 2, coupon: 5_000, points: 2_000 },
      { _product: faucet, name: '통계 수전', unitPrice: 30_000, quantity: 1, coupon: 1_500 },
    ],
  });
  const o2 = await statisticsOrder(app, {
    _user,
    paidAt: seoul('2031-03-02 00:00:00'),
    remoteFee: 5_000,
    lines: [{ _product: faucet, name: '통계 수전', unitPrice: 30_000, quantity: 3 }],
  });
  await statisticsOrder(app, {
    _user,
    paidAt: null,
    createdAt: seoul('2031-03-01 12:00:00'),
    lines: [{ _product: basin, name: '통계 세면대', unitPrice: 50_000, quantity: 1 }],
  });
  await statisticsRefund(app, { ...o2, _user, amount: 95_000, doneAt: seoul('2031-03-03 09:00:00') });
  await statisticsRefund(app, {
    _order: o1._order,
    _purchases: [o1._purchases[0]!],
    _user,
    amount: 93_000,
    doneAt: seoul('2031-03-05 15:00:00'),
  });
  await statisticsRefund(app, { ...o1, _user, amount: 1_000, doneAt: null });
  await statisticsRefund(app, { ...o1, _user, amount: 2_000, doneAt: null, status: 'FAILED' });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> | null = operator) =>
  app.inject({ method: 'GET', url: `/api/console/statistics/${url}`, ...(headers ? { headers } : {}) });

const march = { orders: 2, quantity: 6, gross: 220_000, coupon: 6_500, points: 2_000, paid: 211_500 };
const marchTotals = { ...march, shipping: 8_000, refunded: 183_000, net: 28_500 };
const zeros = {
  orders: 0,
  quantity: 0,
  gross: 0,
  coupon: 0,
  points: 0,
  paid: 0,
  shipping: 0,
  refunded: 0,
  net: 0,
};

describe('GET /api/console/statistics/monthlySales', () => {
  it('answers the twelve months with March as the fixed data says, and the totals', async () => {
    const res = await get('monthlySales?year=2031');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rows).toHaveLength(12);
    expect(body.rows[2]).toEqual({ month: '2031-03', ...marchTotals });
    expect(body.rows[0]).toEqual({ month: '2031-01', ...zeros });
    expect(body.summary).toEqual({ year: 2031, totals: marchTotals });
  });

  it('answers 400 for a year that is no year', async () => {
    for (const year of ['abc', '1999', '']) {
      const res = await get(`monthlySales?year=${year}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('조회 기간을 확인해주세요');
    }
  });
});

describe('GET /api/console/statistics/dailySales', () => {
  it('counts 23:59:59 and 00:00:00 KST on different days, refunds on the day they were done', async () => {
    const res = await get('dailySales?from=2031-03-01&to=2031-03-05');
    expect(res.statusCode).toBe(200);
    const rows = res.json().rows;
    expect(rows.map((r: { day: string }) => r.day)).toEqual([
      '2031-03-01',
      '2031-03-02',
      '2031-03-03',
      '2031-03-04',
      '2031-03-05',
    ]);
    expect(rows[0]).toEqual({
      day: '2031-03-01',
      orders: 1,
      quantity: 3,
      gross: 130_000,
      coupon: 6_500,
      points: 2_000,
      paid: 121_500,
      shipping: 3_000,
      refunded: 0,
      net: 121_500,
    });
    expect(rows[1]).toEqual({
      day: '2031-03-02',
      orders: 1,
      quantity: 3,
      gross: 90_000,
      coupon: 0,
      points: 0,
      paid: 90_000,
      shipping: 5_000,
      refunded: 0,
      net: 90_000,
    });
    expect(rows[2]).toEqual({ day: '2031-03-03', ...zeros, refunded: 90_000, net: -90_000 });
    expect(rows[3]).toEqual({ day: '2031-03-04', ...zeros });
    expect(rows[4]).toEqual({ day: '2031-03-05', ...zeros, refunded: 93_000, net: -93_000 });
    expect(res.json().summary).toEqual({ from: '2031-03-01', to: '2031-03-05', totals: marchTotals });
  });

  it('answers the same from the roll-up as from the orders themselves', async () => {
    const ctx = serviceContext(app);
    const range = { from: '2031-02-20', to: '2031-03-10' };
    expect(await dailySales(ctx, range)).toEqual(await dailySales(ctx, range, { rollup: false }));
    expect(await monthlySales(ctx, 2031)).toEqual(await monthlySales(ctx, 2031, { rollup: false }));
    const query = { ...range, sort: 'paid' as const, limit: 10 };
    expect(await productsSales(ctx, query)).toEqual(await productsSales(ctx, query, { rollup: false }));
    const { rows } = await app.database.db.execute(
      sql`select count(*)::int as n from sales_days where day between '2031-02-20' and '2031-03-10'`,
    );
    expect((rows[0] as { n: number }).n).toBe(19);
  });

  it('counts an order written after its day was rolled up (a late deposit notice)', async () => {
    await get('dailySales?from=2031-04-01&to=2031-04-01');
    // April summed by product as a whole month, before the late order
    expect((await get('productsSales?from=2031-04-01&to=2031-04-30')).json().rows).toEqual([]);
    const [member] = await app.database.db.select({ _id: users._id }).from(users).limit(1);
    await statisticsOrder(app, {
      _user: member!._id,
      paidAt: seoul('2031-04-01 08:00:00'),
      lines: [{ _product: basin, name: '통계 세면대', unitPrice: 50_000, quantity: 1 }],
    });
    const res = await get('dailySales?from=2031-04-01&to=2031-04-01');
    expect(res.json().rows[0]).toMatchObject({ orders: 1, gross: 50_000, paid: 50_000 });
    const april = (await get('productsSales?from=2031-04-01&to=2031-04-30')).json().rows;
    expect(april).toMatchObject([{ productName: '통계 세면대', orders: 1, gross: 50_000 }]);
  });

  it('reads a day that has not ended yet from the orders, without rolling it up', async () => {
    const before = app.clock.now;
    app.clock.now = seoul('2031-07-02 00:30:00');
    try {
      const [member] = await app.database.db.select({ _id: users._id }).from(users).limit(1);
      await statisticsOrder(app, {
        _user: member!._id,
        paidAt: seoul('2031-07-01 23:50:00'),
        lines: [{ _product: faucet, name: '통계 수전', unitPrice: 30_000, quantity: 2 }],
      });
      // a token of this hour: the one from June has expired
      const res = await get('dailySales?from=2031-07-01&to=2031-07-02', (await asOperator(app)).headers);
      expect(res.json().rows[0]).toMatchObject({ day: '2031-07-01', orders: 1, gross: 60_000 });
      const { rows } = await app.database.db.execute(
        sql`select count(*)::int as n from sales_days where day >= '2031-07-01'`,
      );
      expect((rows[0] as { n: number }).n).toBe(0);
    } finally {
      app.clock.now = before;
    }
  });

  it.each([
    ['from after to', 'from=2031-03-05&to=2031-03-01'],
    ['over 366 days', 'from=2031-01-01&to=2032-01-02'],
    ['a date that does not exist', 'from=2031-02-30&to=2031-03-01'],
    ['no date', 'from=abc&to=2031-03-01'],
    ['a missing end', 'from=2031-03-01'],
  ])('answers 400 조회 기간을 확인해주세요 for %s', async (_name, query) => {
    for (const url of ['dailySales', 'dayOfWeekSales', 'productsSales']) {
      const res = await get(`${url}?${query}`);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe('조회 기간을 확인해주세요');
    }
  });

  it('takes 366 days, a leap year whole', async () => {
    expect((await get('dailySales?from=2032-01-01&to=2032-12-31')).json().rows).toHaveLength(366);
  });
});

describe('GET /api/console/statistics/dayOfWeekSales', () => {
  it('answers 월 to 일: the Saturday and Sunday payments, the Monday and Wednesday refunds', async () => {
    const res = await get('dayOfWeekSales?from=2031-03-01&to=2031-03-31');
    expect(res.statusCode).toBe(200);
    const rows = res.json().rows as { label: string; paid: number; refunded: number }[];
    expect(rows.map((r) => r.label)).toEqual(['월', '화', '수', '목', '금', '토', '일']);
    expect(rows.map((r) => [r.paid, r.refunded])).toEqual([
      [0, 90_000],
      [0, 0],
      [0, 93_000],
      [0, 0],
      [0, 0],
      [121_500, 0],
      [90_000, 0],
    ]);
    expect(res.json().summary.totals).toEqual(marchTotals);
  });
});

describe('GET /api/console/statistics/productsSales', () => {
  it('answers each product with its share of shipping and refunds, sorted, totals of all', async () => {
    const res = await get('productsSales?from=2031-03-01&to=2031-03-31');
    expect(res.statusCode).toBe(200);
    expect(res.json().rows).toEqual([
      {
        _product: faucet,
        productName: '통계 수전',
        orders: 2,
        quantity: 4,
        gross: 120_000,
        coupon: 1_500,
        points: 0,
        paid: 118_500,
        // 3,000 × 30,000 / 130,000 floored, and O2's 5,000
        shipping: 5_692,
        refunded: 90_000,
        net: 28_500,
      },
      {
        _product: basin,
        productName: '통계 세면대',
        orders: 1,
        quantity: 2,
        gross: 100_000,
        coupon: 5_000,
        points: 2_000,
        paid: 93_000,
        shipping: 2_308,
        refunded: 93_000,
        net: 0,
      },
    ]);
    expect(res.json().summary).toEqual({
      from: '2031-03-01',
      to: '2031-03-31',
      totals: marchTotals,
      totalCount: 2,
    });
  });

  it('ranks by the chosen column and keeps to the limit', async () => {
    const res = await get('productsSales?from=2031-03-01&to=2031-03-31&sort=refunded&limit=1');
    expect(res.json().rows.map((r: { productName: string }) => r.productName)).toEqual(['통계 세면대']);
    expect(res.json().summary.totalCount).toBe(2);
    expect((await get('productsSales?from=2031-03-01&to=2031-03-31&sort=nope')).statusCode).toBe(400);
  });
});

describe('Excel (format=xlsx)', () => {
  it.each([
    ['monthlySales?year=2031', 'month', '매출통계_월별_2031.xlsx'],
    ['dailySales?from=2031-03-01&to=2031-03-05', 'day', '매출통계_일별_2031-03-01_2031-03-05.xlsx'],
    ['dayOfWeekSales?from=2031-03-01&to=2031-03-31', 'label', '매출통계_요일별_2031-03-01_2031-03-31.xlsx'],
    [
      'productsSales?from=2031-03-01&to=2031-03-31',
      'productName',
      '매출통계_상품별_2031-03-01_2031-03-31.xlsx',
    ],
  ])('%s: the same rows as the JSON, and the totals', async (url, labelKey, fileName) => {
    const json = (await get(url)).json();
    const res = await get(`${url}&format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(fileName)}`);
    const sheet = await readSheet(res.rawPayload);
    const keys = ['orders', 'quantity', 'gross', 'coupon', 'points', 'paid', 'shipping', 'refunded', 'net'];
    expect(sheet[0]).toEqual([
      expect.any(String),
      '주문수',
      '수량',
      '상품금액',
      '쿠폰할인',
      '적립금사용',
      '결제금액',
      '배송비',
      '환불금액',
      '순매출',
    ]);
    const rowsOf = (rows: Record<string, unknown>[]) =>
      rows.map((r) => [r[labelKey], ...keys.map((k) => r[k])]);
    expect(sheet.slice(1, -1)).toEqual(rowsOf(json.rows));
    expect(sheet.at(-1)).toEqual(['합계', ...keys.map((k) => json.summary.totals[k])]);
  });
});

describe('guards', () => {
  it.each([
    'monthlySales?year=2031',
    'dailySales?from=2031-03-01&to=2031-03-05',
    'dayOfWeekSales?from=2031-03-01&to=2031-03-05',
    'productsSales?from=2031-03-01&to=2031-03-05',
  ])('%s answers 401 without a token and 403 for a shopper', async (url) => {
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await get(url, shopper)).statusCode).toBe(403);
  });
});

describe('the open days (today)', () => {
  it('are read once for the requests that ask at the same moment, and afresh for the next', async () => {
    const ctx = serviceContext(app);
    const dialect = new PgDialect();
    let reads = 0;
    const db = new Proxy(ctx.db, {
      get: (target, key, receiver) =>
        key === 'execute'
          ? (query: SQL) => {
              // dayTotalsQuery, the raw read of the open days
              if (dialect.sqlToQuery(query).sql.includes('back as (')) reads += 1;
              return target.execute(query);
            }
          : Reflect.get(target, key, receiver),
    });
    // three requests at once (no await between them) on the days of O1 and O2
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => openDayTotals({ ...ctx, db }, '2031-03-01', '2031-03-02')),
    );
    expect(reads).toBe(1);
    expect(a!.map((d) => [d.day, d.orders, d.gross])).toEqual([
      ['2031-03-01', 1, 130_000],
      ['2031-03-02', 1, 90_000],
    ]);
    expect([b, c]).toEqual([a, a]);
    await openDayTotals({ ...ctx, db }, '2031-03-01', '2031-03-02');
    expect(reads).toBe(2);
    // and the statistics read the open days through it
    await dailySales({ ...ctx, db }, { from: '2031-05-31', to: '2031-06-01' });
    expect(reads).toBe(3);
  });
});

describe('the hourly roll-up job', () => {
  it('rolls up every closed day from the first payment (2031-03-01 here), and the answers stay the same', async () => {
    const products = 'productsSales?from=2031-03-01&to=2031-05-31&sort=paid&limit=100';
    const before = [(await get('monthlySales?year=2031')).json(), (await get(products)).json()];
    await app.database.db.execute(
      sql`truncate sales_days, sales_day_products, sales_month_products, sales_week_products`,
    );
    await rollUpClosedDays(serviceContext(app));
    const { rows } = await app.database.db.execute(
      sql`select min(day)::text as first, max(day)::text as last, count(*)::int as n from sales_days`,
    );
    // up to the last day that ended an hour before the clock (2031-06-01 10:00 KST)
    expect(rows[0]).toEqual({ first: '2031-03-01', last: '2031-05-31', n: 92 });
    // and the products of each whole month (3) and ISO week (Mondays 2031-03-03 to 2031-05-19: 12)
    const periods = await app.database.db.execute(sql`
      select (select count(*)::int from sales_month_products where product_key = '') as months,
             (select count(*)::int from sales_week_products where product_key = '') as weeks`);
    expect(periods.rows[0]).toEqual({ months: 3, weeks: 12 });
    expect([(await get('monthlySales?year=2031')).json(), (await get(products)).json()]).toEqual(before);
  });

  it('writes the days again after migration 0024 emptied a roll-up of the old refund split', async () => {
    const query = { from: '2031-03-01', to: '2031-05-31', sort: 'net' as const, limit: 100 };
    const ctx = serviceContext(app);
    await rollUpClosedDays(ctx);
    // a product's refund a won off, as the numeric split could leave it
    await app.database.db.execute(
      sql`update sales_day_products set refunded = refunded + 1 where day = '2031-03-05' and refunded > 0`,
    );
    await app.database.db.execute(
      sql`update sales_month_products set refunded = refunded + 1 where month = '2031-03-01' and refunded > 0`,
    );
    expect(await productsSales(ctx, query)).not.toEqual(await productsSales(ctx, query, { rollup: false }));
    const migration = readFileSync(
      new URL('../../db/migrations/0024_product_refunds_recomputed.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      await app.database.db.execute(sql.raw(statement));
    await rollUpClosedDays(ctx);
    expect(await productsSales(ctx, query)).toEqual(await productsSales(ctx, query, { rollup: false }));
  });
});
