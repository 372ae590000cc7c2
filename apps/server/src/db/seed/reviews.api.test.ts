import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from '../../storage/storage.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { pointLedger, products, purchases, reviewImages, reviews } from '../schema/index.ts';
import { seedDemoReviews } from './reviews.ts';

let app: TestApp;
let filesDir: string;
let written = 0;
beforeAll(async () => {
  app = await buildTestApp();
  filesDir = await mkdtemp(path.join(tmpdir(), 'shop-seed-reviews-'));
  const category = await makeCategory(app, { name: '시드 리뷰' });
  for (let i = 0; i < 12; i += 1) {
    await makeProduct(app, {
      name: `시드 상품 ${i}`,
      _category: category._id,
      price: 30_000,
      salePrice: 30_000,
    });
  }
  written = await seedDemoReviews(app.database.db, localStorage(filesDir), app.clock.now);
}, 120_000);
afterAll(async () => {
  await app.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('seedDemoReviews', () => {
  it('writes reviews of confirmed purchases, and every product figure is the sum of its rows', async () => {
    expect(written).toBeGreaterThan(10);
    const db = app.database.db;
    const [unconfirmed] = await db
      .select({ value: count() })
      .from(reviews)
      .innerJoin(purchases, eq(purchases._id, reviews._purchase))
      .where(
        sql`${purchases.purchaseStatus} <> 'PURCHASE_COMPLETE' or ${purchases._user} <> ${reviews._user}`,
      );
    expect(Number(unconfirmed!.value)).toBe(0);
    const rows = await db
      .select({
        count: products.reviewCount,
        average: products.reviewStarAverage,
        actualCount: sql<number>`(select count(*)::int from reviews r where r.product_id = products.id)`,
        actualAverage: sql<number>`(select coalesce(avg(star), 0)::float8 from reviews r where r.product_id = products.id)`,
      })
      .from(products);
    for (const r of rows) {
      expect(r.count).toBe(r.actualCount);
      expect(r.average).toBeCloseTo(r.actualAverage, 4);
    }
    const [text] = await db
      .select({ value: count() })
      .from(pointLedger)
      .where(eq(pointLedger.source, 'TEXT_REVIEW'));
    expect(Number(text!.value)).toBe(written);
    const [photos] = await db.select({ value: count() }).from(reviewImages);
    const [photoPoints] = await db
      .select({ value: count() })
      .from(pointLedger)
      .where(and(eq(pointLedger.source, 'PHOTO_REVIEW'), eq(pointLedger.type, 'EARN')));
    expect(Number(photoPoints!.value)).toBe(Number(photos!.value));
    // every confirmed purchase earned its 1 % at 구매확정, as completePurchases credits it
    const unearned = await db.execute(sql`
      select count(*)::int as n from purchases p
      where p.purchase_status = 'PURCHASE_COMPLETE' and p.invoice_number like '6%'
        and not exists (select 1 from point_ledger l where l.type = 'EARN' and l.source = 'PURCHASE'
                        and l.reference = p.id::text and l.amount = floor(p.amount / 100))`);
    expect(Number((unearned.rows[0] as { n: number }).n)).toBe(0);
    const shop = await app.inject({
      method: 'GET',
      url: `/api/v1/shop/reviews?_product=${rows.length ? (await db.select({ _id: reviews._product }).from(reviews).limit(1))[0]!._id : ''}`,
    });
    expect(shop.statusCode).toBe(200);
    expect(shop.json().reviews.length).toBeGreaterThan(0);
    expect(await seedDemoReviews(app.database.db, localStorage(filesDir), app.clock.now)).toBe(0);
  });
});
