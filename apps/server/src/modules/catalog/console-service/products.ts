import {
  type CategoryNode,
  type consoleProductsQuery,
  type productInput,
  RATE_TOO_EARLY,
} from '@shop/contracts';
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { containsPattern } from '../../../db/like.ts';
import { brands, categories, productGrams, products } from '../../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../../http/context.ts';
import { refused } from '../../../http/errors.ts';
import type { Paging } from '../../../http/paging.ts';
import { recordAudit } from '../../audit/record.ts';
import { scheduleRateChange } from '../../grades/rate-changes.ts';
import { gramsOf } from '../amounts.ts';
import { cleanDescription } from '../description.ts';
import { buildTree } from '../service.ts';
import { recordStockEdits, replaceOptions, stockLevels } from './options.ts';
import { getProductForConsole, rowColumns, toConsoleRow } from './product-view.ts';
import { changed, productNotFound } from './shared.ts';

/** Products as operators list, create, edit and delete them (images: images.ts, options: options.ts). */

export async function listProductsForConsole(
  ctx: ShopContext,
  query: z.output<typeof consoleProductsQuery>,
  paging: Paging | null,
) {
  const conditions: SQL[] = [];
  if (query.searchValue) conditions.push(ilike(products.name, containsPattern(query.searchValue)));
  if (query._category) {
    const tree = buildTree(await ctx.db.select().from(categories));
    const node = tree.byId.get(query._category);
    const ids = node ? subtreeIds(node) : [query._category];
    conditions.push(
      sql`${products._category} in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
  }
  if (query._brand) conditions.push(eq(products._brand, query._brand));
  if (query.soldout !== undefined) {
    conditions.push(
      query.soldout
        ? sql`(${products.soldout} or ${products.stock} = 0)`
        : sql`(not ${products.soldout} and ${products.stock} > 0)`,
    );
  }
  if (query.isDisplayed !== undefined) conditions.push(eq(products.isDisplayed, query.isDisplayed));
  const where = and(...conditions);
  const [total] = await ctx.db.select({ value: count() }).from(products).where(where);
  const base = ctx.db
    .select(rowColumns)
    .from(products)
    .leftJoin(categories, eq(categories._id, products._category))
    .leftJoin(brands, eq(brands._id, products._brand))
    .where(where)
    .orderBy(desc(products.createdAt), desc(products._id));
  const rows = paging ? await base.offset(paging.skip).limit(paging.limit) : await base;
  return { totalCount: Number(total?.value ?? 0), products: rows.map(toConsoleRow) };
}

const subtreeIds = (node: CategoryNode): string[] => [node._id, ...node.children.flatMap(subtreeIds)];

async function assertReferences(ctx: ShopContext, input: z.output<typeof productInput>) {
  const [category] = await ctx.db
    .select({ _id: categories._id })
    .from(categories)
    .where(eq(categories._id, input._category));
  if (!category) throw refused('CATEGORY_NOT_FOUND', '카테고리를 찾을 수 없습니다');
  if (input._brand) {
    const [brand] = await ctx.db.select({ _id: brands._id }).from(brands).where(eq(brands._id, input._brand));
    if (!brand) throw refused('BRAND_NOT_FOUND', '브랜드를 찾을 수 없습니다');
  }
}

const productValues = (input: z.output<typeof productInput>, now: Date) => ({
  name: input.name,
  _category: input._category,
  _brand: input._brand,
  price: input.price,
  salePrice: input.salePrice,
  stock: input.stock,
  soldout: input.soldout,
  isDisplayed: input.isDisplayed,
  description: cleanDescription(input.description),
  supplier: input.supplier,
  shippingMethod: input.shippingMethod,
  shippingFee: input.shippingFee,
  updatedAt: now,
});

async function replaceGrams(ctx: ShopContext, _product: string, name: string) {
  await ctx.db.delete(productGrams).where(eq(productGrams._product, _product));
  await ctx.db.insert(productGrams).values(gramsOf(name).map((gram) => ({ gram, _product })));
}

export async function createProduct(ctx: ShopContext, input: z.output<typeof productInput>) {
  const _product = await inTransaction(ctx, async (ctx) => {
    await assertReferences(ctx, input);
    const [row] = await ctx.db
      .insert(products)
      .values({
        ...productValues(input, ctx.now),
        bonusRateBp: input.bonusRateBp ?? DEFAULT_BONUS_RATE_BP,
        createdAt: ctx.now,
      })
      .returning({ _id: products._id });
    await replaceOptions(ctx, row!._id, input);
    await replaceGrams(ctx, row!._id, input.name);
    await recordStockEdits(ctx, row!._id, { stock: 0, options: [] }, input);
    return row!._id;
  });
  await changed(ctx);
  return getProductForConsole(ctx, _product);
}

export async function updateProduct(
  ctx: ShopContext,
  _product: string,
  input: z.output<typeof productInput>,
) {
  await inTransaction(ctx, async (ctx) => {
    const [current] = await ctx.db
      .select({ _id: products._id, stock: products.stock, bonusRateBp: products.bonusRateBp })
      .from(products)
      .where(eq(products._id, _product))
      .for('update');
    if (!current) throw productNotFound();
    await assertReferences(ctx, input);
    const before = await stockLevels(ctx, _product, current.stock);
    await ctx.db.update(products).set(productValues(input, ctx.now)).where(eq(products._id, _product));
    await replaceOptions(ctx, _product, input);
    await replaceGrams(ctx, _product, input.name);
    await recordStockEdits(ctx, _product, before, input);
    await scheduleBonusRate(ctx, _product, current.bonusRateBp, input);
  });
  await changed(ctx);
  return getProductForConsole(ctx, _product);
}

const DEFAULT_BONUS_RATE_BP = 300;

/**
 * An edit keeps the 수당률 in effect: a different rate becomes a scheduled change from
 * `bonusRateFrom` (≥ 3 months ahead, else 422), which the rate-changes job moves in when due.
 */
async function scheduleBonusRate(
  ctx: ShopContext,
  _product: string,
  inEffect: number,
  input: z.output<typeof productInput>,
) {
  if (input.bonusRateBp === undefined || input.bonusRateBp === inEffect) return;
  if (!input.bonusRateFrom) throw refused('RATE_CHANGE_TOO_EARLY', RATE_TOO_EARLY);
  await scheduleRateChange(ctx, {
    kind: 'PRODUCT_BONUS_RATE',
    _product,
    rateBp: input.bonusRateBp,
    effectiveFrom: input.bonusRateFrom,
  });
}

/**
 * Deleting removes the product and its files. Once orders exist (a later issue) a product that was
 * sold is hidden instead; until then nothing refers to a product but likes, which go with it.
 */
export async function deleteProduct(ctx: ShopContext, _product: string) {
  await inTransaction(ctx, async (ctx) => {
    const deleted = await ctx.db
      .delete(products)
      .where(eq(products._id, _product))
      .returning({ _id: products._id, name: products.name, stock: products.stock });
    const [row] = deleted;
    if (!row) throw productNotFound();
    // The product's stock leaves the shop with it: a stock change the audit log keeps.
    await recordAudit(ctx, {
      action: 'STOCK_CHANGE',
      targetKind: 'PRODUCT',
      _target: row._id,
      before: { name: row.name, stock: row.stock },
      after: null,
    });
  });
  await ctx.storage.remove(`shop/products/${_product}`);
  await changed(ctx);
}
