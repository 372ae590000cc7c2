import type { ConsoleProduct } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { brands, categories, products } from '../../../db/schema/index.ts';
import type { ShopContext } from '../../../http/context.ts';
import { stemOf } from '../../../storage/images.ts';
import { toCard } from '../cards.ts';
import { loadOptions } from '../service.ts';
import { productNotFound } from './shared.ts';

/** A product as the console shows it: the list's row and the editor's whole product. */

export const rowColumns = {
  product: products,
  category: { _id: categories._id, code: categories.code, name: categories.name },
  brand: { _id: brands._id, code: brands.code, name: brands.name },
};

type FullRow = {
  product: typeof products.$inferSelect;
  category: { _id: string; code: string; name: string } | null;
  brand: { _id: string | null; code: string | null; name: string | null } | null;
};

export function toConsoleRow(row: FullRow) {
  const p = row.product;
  return {
    ...toCard({ ...row, product: p }),
    isDisplayed: p.isDisplayed,
    supplier: p.supplier,
    bonusRateBp: p.bonusRateBp,
    salesCount: p.salesCount,
    imageStems: p.images.map(stemOf),
    thumbStem: p.thumb === null ? null : stemOf(p.thumb),
    shippingMethod: p.shippingMethod,
    shippingFee: p.shippingFee,
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** Every write of the console answers the product as it is now, read after the commit. */
export async function getProductForConsole(ctx: ShopContext, _product: string): Promise<ConsoleProduct> {
  const [row] = await ctx.db
    .select(rowColumns)
    .from(products)
    .leftJoin(categories, eq(categories._id, products._category))
    .leftJoin(brands, eq(brands._id, products._brand))
    .where(eq(products._id, _product));
  if (!row) throw productNotFound();
  const { optionGroups, options } = await loadOptions(ctx, _product, { displayedOnly: false });

  return {
    ...toConsoleRow(row),
    description: row.product.description,
    images: row.product.images,
    optionGroups,
    options,
  };
}
