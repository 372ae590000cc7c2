import type { productInput, productOptionsInput } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { productOptionGroups, productOptions, products, stockMovements } from '../../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../../http/context.ts';
import { refused } from '../../../http/errors.ts';
import { recordAudit } from '../../audit/record.ts';
import { getProductForConsole } from './product-view.ts';
import { changed, lockProduct } from './shared.ts';

/** 조합형 options of a product and the stock movements an operator's edit of them records. */

/** Options are replaced as a whole: the editor always sends every group and combination. */
export async function replaceOptions(
  ctx: ShopContext,
  _product: string,
  input: Pick<z.output<typeof productInput>, 'optionGroups' | 'options'>,
) {
  await ctx.db.delete(productOptions).where(eq(productOptions._product, _product));
  await ctx.db.delete(productOptionGroups).where(eq(productOptionGroups._product, _product));
  if (input.optionGroups.length) {
    await ctx.db
      .insert(productOptionGroups)
      .values(input.optionGroups.map((g, order) => ({ ...g, order, _product })));
  }
  if (input.options.length) {
    await ctx.db.insert(productOptions).values(input.options.map((o, order) => ({ ...o, order, _product })));
  }
}

export type StockLevels = { stock: number; options: { values: string[]; stock: number }[] };

/** A product's stock and its combinations' as they are now, locked until the edit commits. */
export async function stockLevels(ctx: ShopContext, _product: string, stock: number): Promise<StockLevels> {
  const options = await ctx.db
    .select({ values: productOptions.values, stock: productOptions.stock })
    .from(productOptions)
    .where(eq(productOptions._product, _product))
    .for('update');
  return { stock, options };
}

/**
 * Stock an operator sets by hand is a movement like an order's (DOMAIN.md "Stock"): one CONSOLE_EDIT
 * row per combination, or for the product itself ([]), whose stock changed, delta = new − old
 * (a combination added or removed counts from or to 0), the operator as reference.
 */
export async function recordStockEdits(
  ctx: ShopContext,
  _product: string,
  before: StockLevels,
  after: StockLevels,
) {
  const key = (values: string[]) => JSON.stringify(values);
  const deltas = new Map<string, { values: string[]; delta: number }>();
  const add = (values: string[], delta: number) => {
    const seen = deltas.get(key(values)) ?? { values, delta: 0 };
    deltas.set(key(values), { values, delta: seen.delta + delta });
  };
  add([], after.stock - before.stock);
  for (const o of before.options) add(o.values, -o.stock);
  for (const o of after.options) add(o.values, o.stock);
  const rows = [...deltas.values()].filter((d) => d.delta !== 0);
  if (rows.length === 0) return;
  const levels = (l: StockLevels) => ({
    stock: l.stock,
    ...Object.fromEntries(l.options.map((o) => [`stock:${o.values.join('/')}`, o.stock])),
  });
  await recordAudit(ctx, {
    action: 'STOCK_CHANGE',
    targetKind: 'PRODUCT',
    _target: _product,
    before: levels(before),
    after: levels(after),
  });
  await ctx.db.insert(stockMovements).values(
    rows.map((d) => ({
      _product,
      optionValues: d.values,
      delta: d.delta,
      reason: 'CONSOLE_EDIT' as const,
      reference: ctx.actor?._user ?? 'SYSTEM',
      createdAt: ctx.now,
    })),
  );
}

/** Replaces only the option groups and combinations of a product (the options editor's save). */
export async function replaceProductOptions(
  ctx: ShopContext,
  _product: string,
  input: z.output<typeof productOptionsInput>,
) {
  await inTransaction(ctx, async (ctx) => {
    const row = await lockProduct(ctx, _product);
    if (input.options.some((o) => row.salePrice + o.extraPrice < 0)) {
      throw refused('OPTION_PRICE_NEGATIVE', '옵션 가격이 0원보다 작을 수 없습니다');
    }
    const before = await stockLevels(ctx, _product, row.stock);
    await replaceOptions(ctx, _product, input);
    await recordStockEdits(ctx, _product, before, { stock: row.stock, options: input.options });
    await ctx.db.update(products).set({ updatedAt: ctx.now }).where(eq(products._id, _product));
  });
  await changed(ctx);
  return getProductForConsole(ctx, _product);
}
