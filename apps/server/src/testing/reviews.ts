import { and, eq, inArray } from 'drizzle-orm';
import { pointLedger, products } from '../db/schema/index.ts';
import type { TestApp } from './app.ts';
import { makeCategory, makeProduct } from './catalog.ts';
import { type Headers, setPurchases, transferOrder } from './claims.ts';

/** Test fixtures for reviews: a product, a buyer's confirmed purchase of it, the ledger, a photo form. */

export async function reviewProduct(app: TestApp, name = '리뷰 세면대') {
  const category = await makeCategory(app, { name: `리뷰${Math.random().toString(36).slice(2, 8)}` });
  return makeProduct(app, { name, _category: category._id, price: 20_000, salePrice: 20_000, stock: 100 });
}

/** A purchase of the product by `headers`' member, delivered and confirmed at `confirmedAt`. */
export async function confirmedPurchase(
  app: TestApp,
  headers: Headers,
  _product: string,
  confirmedAt: Date = app.clock.now,
): Promise<string> {
  const order = await transferOrder(app, headers, [{ _product }]);
  const _purchase = order.purchases[0]!._id;
  await setPurchases(app, [_purchase], 'delivered');
  await setPurchases(app, [_purchase], { purchaseStatus: 'PURCHASE_COMPLETE', confirmedAt });
  return _purchase;
}

export const reviewLedger = (app: TestApp, _purchase: string) =>
  app.database.db
    .select({ type: pointLedger.type, source: pointLedger.source, amount: pointLedger.amount })
    .from(pointLedger)
    .where(
      and(eq(pointLedger.reference, _purchase), inArray(pointLedger.source, ['TEXT_REVIEW', 'PHOTO_REVIEW'])),
    );

export async function figuresOf(app: TestApp, _product: string) {
  const [row] = await app.database.db
    .select({ count: products.reviewCount, average: products.reviewStarAverage })
    .from(products)
    .where(eq(products._id, _product));
  return row!;
}

/** The photo form as the page sends it: `index` first, then the file. */
export function photoForm(auth: Headers, body: Buffer, index?: number, type = 'image/png') {
  const boundary = '----reviewtest';
  const field =
    index === undefined
      ? ''
      : `--${boundary}\r\nContent-Disposition: form-data; name="index"\r\n\r\n${index}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(
      `${field}--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
