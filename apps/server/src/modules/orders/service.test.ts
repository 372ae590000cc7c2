import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, purchases, stockMovements } from '../../db/schema/index.ts';
import { expireOrders } from '../../jobs/expire-orders.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { makeBuyers, orderForm, serviceContext } from '../../testing/orders.ts';
import { orderDay } from './amounts.ts';
import { extendPaymentDeadline, markPaid } from './paying.ts';

let app: TestApp;
let category: string;

beforeAll(async () => {
  app = await buildTestApp();
  category = (await makeCategory(app, { name: '욕실' }))._id;
});
afterAll(() => app.close());

const stockOf = async (_product: string) =>
  (await app.database.db.select().from(products).where(eq(products._id, _product)))[0]!.stock;

describe('placing orders concurrently', () => {
  it('sells exactly 10 units to 50 buyers racing for them; the others get 409', async () => {
    const product = await makeProduct(app, {
      name: '한정 비데',
      _category: category,
      price: 50_000,
      salePrice: 30_000,
      stock: 10,
    });
    const buyers = await makeBuyers(app, 50);
    const results = await Promise.all(
      buyers.map((b) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/shop/orders',
          headers: b.headers,
          payload: orderForm({ items: [{ _product: product._id, quantity: 1 }] }),
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      // 재고가 부족합니다 when the race is lost inside the transaction; 품절 once the stock read 0.
      expect(r.json().message).toMatch(/재고가 부족합니다|품절된 상품입니다/);
    }
    expect(await stockOf(product._id)).toBe(0);
    const numbers = results.filter((r) => r.statusCode === 201).map((r) => r.json().order.orderNo);
    expect(new Set(numbers).size).toBe(10);
    const reserved = await app.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements._product, product._id), eq(stockMovements.reason, 'ORDER_RESERVED')));
    expect(reserved).toHaveLength(10);
  });
});

/**
 * Runs each step just ahead of the next statement whose SQL contains its marker, in turn: another
 * checkout getting there between pricing and reserving, or giving units back.
 */
async function meanwhile<T>(steps: [marker: string, step: () => Promise<unknown>][], work: () => Promise<T>) {
  const { $client: client } = app.database.db as unknown as {
    $client: { query: (text: unknown, ...rest: unknown[]) => Promise<unknown> };
  };
  const query = client.query;
  const left = [...steps];
  client.query = async function (this: unknown, text: unknown, ...rest: unknown[]) {
    const sqlText = typeof text === 'string' ? text : (text as { text: string }).text;
    const next = left[0];
    if (next && sqlText.includes(next[0])) {
      left.shift();
      await next[1]();
    }
    return query.call(this, text, ...rest);
  };
  try {
    const result = await work();
    expect(left, 'every step ran').toEqual([]);
    return result;
  } finally {
    client.query = query;
  }
}

const PLACING = 'taken_products';
const PRICING = 'product_option_groups';
const setStock = (_product: string, stock: number) =>
  app.database.db.update(products).set({ stock }).where(eq(products._id, _product));

describe('an order whose stock goes between pricing and reserving', () => {
  it('reserves none of its lines and names the product that ran out', async () => {
    const plenty = await makeProduct(app, { name: '넉넉한 수건', _category: category, stock: 10 });
    const scarce = await makeProduct(app, { name: '마지막 선반', _category: category, stock: 1 });
    const [buyer] = await makeBuyers(app, 1);
    const res = await meanwhile([[PLACING, () => setStock(scarce._id, 0)]], () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/shop/orders',
        headers: buyer!.headers,
        payload: orderForm({
          items: [
            { _product: plenty._id, quantity: 2 },
            { _product: scarce._id, quantity: 1 },
          ],
        }),
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SOLD_OUT', message: '품절된 상품입니다 (마지막 선반)' });
    expect(await stockOf(plenty._id)).toBe(10);
    const moved = await app.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements._product, plenty._id));
    expect(moved).toHaveLength(0);
    const placed = await app.database.db.select().from(orders).where(eq(orders._user, buyer!._user));
    expect(placed).toHaveLength(0);
  });

  it('places it on a second try when the units came back meanwhile', async () => {
    const shelf = await makeProduct(app, { name: '돌아온 선반', _category: category, stock: 1 });
    const [buyer] = await makeBuyers(app, 1);
    const res = await meanwhile(
      [
        [PLACING, () => setStock(shelf._id, 0)],
        [PRICING, () => setStock(shelf._id, 1)],
      ],
      () =>
        app.inject({
          method: 'POST',
          url: '/api/v1/shop/orders',
          headers: buyer!.headers,
          payload: orderForm({ items: [{ _product: shelf._id, quantity: 1 }] }),
        }),
    );
    expect(res.statusCode).toBe(201);
    expect(await stockOf(shelf._id)).toBe(0);
    const placed = await app.database.db.select().from(orders).where(eq(orders._user, buyer!._user));
    expect(placed.map((o) => o.orderNo)).toEqual([res.json().order.orderNo]);
  });
});

describe('order numbers', () => {
  it('gives orders placed at once, more than one block of numbers, each its own number of the day', async () => {
    const product = await makeProduct(app, { name: '번호 비누', _category: category, stock: 1_000 });
    const buyers = await makeBuyers(app, 45);
    const results = await Promise.all(
      buyers.map((b) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/shop/orders',
          headers: b.headers,
          payload: orderForm({ items: [{ _product: product._id, quantity: 1 }] }),
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(buyers.map(() => 201));
    const numbers: string[] = results.map((r) => r.json().order.orderNo);
    expect(new Set(numbers).size).toBe(45);
    const today = orderDay(app.clock.now);
    expect(numbers.every((n) => n.startsWith(`${today}-`))).toBe(true);
  });
});

describe('orders, payments and cancels of the same products at once', () => {
  it('never deadlock, and leave stock and sales matching the orders', async () => {
    const shelf = await Promise.all(
      ['A 선반', 'B 선반', 'C 선반'].map((name) =>
        makeProduct(app, { name: `교차 ${name}`, _category: category, stock: 1_000 }),
      ),
    );
    const buyers = await makeBuyers(app, 30);
    // Each buyer names the products in another order.
    const linesOf = (i: number) =>
      [0, 1, 2]
        .map((k) => shelf[(i + k) % 3]!)
        .slice(0, 2 + (i % 2))
        .map((p, k) => ({ _product: p._id, quantity: 1 + ((i + k) % 3) }));
    const place = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/shop/orders',
        headers: buyers[i]!.headers,
        payload: orderForm({ items: linesOf(i) }),
      });
    const first = await Promise.all(buyers.map((_, i) => place(i)));
    expect(first.map((r) => r.statusCode)).toEqual(buyers.map(() => 201));
    const placed = first.map((r) => r.json().order as { _id: string; amounts: { paidAmount: number } });

    const ctx = serviceContext(app);
    const second = await Promise.all(
      placed.map((order, i) => {
        if (i % 3 === 0) {
          return markPaid(ctx, order._id, {
            tid: `cross-${order._id}`,
            amount: order.amounts.paidAmount,
            by: 'PAYMENT',
          }).then(() => 200);
        }
        if (i % 3 === 1) {
          return app
            .inject({ method: 'DELETE', url: `/api/v1/me/orders/${order._id}`, headers: buyers[i]!.headers })
            .then((r) => r.statusCode);
        }
        return place(i).then((r) => r.statusCode);
      }),
    );
    expect(second).toEqual(placed.map((_, i) => (i % 3 === 2 ? 201 : 200)));

    for (const p of shelf) {
      const live = await app.database.db
        .select({ quantity: purchases.quantity, status: purchases.status })
        .from(purchases)
        .where(eq(purchases._product, p._id));
      const ordered = live.filter((l) => l.status !== 'ORDER_CANCELED').reduce((n, l) => n + l.quantity, 0);
      const paid = live.filter((l) => l.status === 'ORDER_PAYMENT').reduce((n, l) => n + l.quantity, 0);
      const [row] = await app.database.db.select().from(products).where(eq(products._id, p._id));
      expect(row!.stock).toBe(1_000 - ordered);
      expect(row!.salesCount).toBe(paid);
    }
  });
});

describe('cancelling concurrently', () => {
  it('releases stock exactly once when the expiry sweep and the shopper cancel race', async () => {
    const product = await makeProduct(app, {
      name: '욕실 선반',
      _category: category,
      price: 20_000,
      salePrice: 10_000,
      stock: 20,
    });
    const buyers = await makeBuyers(app, 5);
    const placed: { _id: string; headers: Record<string, string> }[] = [];
    for (const b of buyers) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/shop/orders',
        headers: b.headers,
        payload: orderForm({ items: [{ _product: product._id, quantity: 2 }] }),
      });
      expect(res.statusCode).toBe(201);
      placed.push({ _id: res.json().order._id, headers: b.headers });
    }
    expect(await stockOf(product._id)).toBe(10);
    // Past every deadline (the tokens are re-signed at the new time).
    for (const p of placed) {
      await app.database.db
        .update(orders)
        .set({ expiresAt: new Date(app.clock.now.getTime() - 1_000) })
        .where(eq(orders._id, p._id));
    }
    const [sweepA, sweepB, ...cancels] = await Promise.all([
      expireOrders(serviceContext(app)),
      expireOrders(serviceContext(app)),
      ...placed.map((p) =>
        app.inject({ method: 'DELETE', url: `/api/v1/me/orders/${p._id}`, headers: p.headers }),
      ),
    ]);
    const shopperCancels = cancels.filter((r) => typeof r === 'object' && r.statusCode === 200).length;
    for (const r of cancels) if (typeof r === 'object') expect([200, 409]).toContain(r.statusCode);
    expect((sweepA as number) + (sweepB as number) + shopperCancels).toBe(5);
    expect(await stockOf(product._id)).toBe(20);
    const released = await app.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements._product, product._id), eq(stockMovements.reason, 'ORDER_RELEASED')));
    expect(released).toHaveLength(5);
  });

  it('charges once when the same payment is approved twice at the same time', async () => {
    const product = await makeProduct(app, {
      name: '수건걸이',
      _category: category,
      price: 20_000,
      salePrice: 10_000,
      stock: 5,
    });
    const [buyer] = await makeBuyers(app, 1);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/shop/orders',
      headers: buyer!.headers,
      payload: orderForm({ items: [{ _product: product._id, quantity: 1 }] }),
    });
    const order = res.json().order;
    const pay = () =>
      markPaid(serviceContext(app), order._id, {
        tid: 'same-tid',
        amount: order.amounts.paidAmount,
        by: 'PAYMENT',
      });
    const results = await Promise.all([pay(), pay(), pay()]);
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(results.every((r) => r.order.status === 'ORDER_PAYMENT')).toBe(true);
  });
});

describe('extendPaymentDeadline (a virtual account was issued)', () => {
  it('moves an unpaid order’s deadline later, never earlier, and leaves paid orders alone', async () => {
    const product = await makeProduct(app, {
      name: '가상계좌 욕조',
      _category: category,
      price: 80_000,
      stock: 5,
    });
    const [buyer] = await makeBuyers(app, 1);
    const placed = await app.inject({
      method: 'POST',
      url: '/api/v1/shop/orders',
      headers: buyer!.headers,
      payload: orderForm({ items: [{ _product: product._id, quantity: 1 }] }),
    });
    const order = placed.json().order as { _id: string; payment: { expiresAt: string } };
    const expiresAt = async () =>
      (
        await app.database.db.select().from(orders).where(eq(orders._id, order._id))
      )[0]!.expiresAt.toISOString();
    const ctx = serviceContext(app);
    const later = new Date(Date.parse(order.payment.expiresAt) + 7 * 24 * 3600_000);

    await extendPaymentDeadline(ctx, order._id, new Date(Date.parse(order.payment.expiresAt) - 60_000));
    expect(await expiresAt()).toBe(order.payment.expiresAt);
    await extendPaymentDeadline(ctx, order._id, later);
    expect(await expiresAt()).toBe(later.toISOString());

    await markPaid(ctx, order._id, {
      tid: null,
      amount: placed.json().order.amounts.paidAmount,
      by: 'OPERATOR',
    });
    await extendPaymentDeadline(ctx, order._id, new Date(later.getTime() + 3600_000));
    expect(await expiresAt()).toBe(later.toISOString());
  });
});
