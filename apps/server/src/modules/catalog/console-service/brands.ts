import type { brandInput } from '@shop/contracts';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation } from '../../../db/errors.ts';
import { containsPattern } from '../../../db/like.ts';
import { brands, products } from '../../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../../http/context.ts';
import { conflict } from '../../../http/errors.ts';
import type { Paging } from '../../../http/paging.ts';
import { makeVariants, variantFile, variants } from '../../../storage/images.ts';
import { toBrand } from '../service.ts';
import { brandNotFound, changed, duplicateCode } from './shared.ts';

/** Brands as operators manage them: hidden ones too, with their logos under `shop/brands/{_id}/`. */

/** GET /api/console/shop/brands: one page in the shop's order, found by name or code. */
export async function listBrandsForConsole(
  ctx: ShopContext,
  query: { searchValue?: string | undefined },
  paging: Paging,
) {
  const conditions: SQL[] = [];
  if (query.searchValue) {
    const pattern = containsPattern(query.searchValue);
    conditions.push(or(ilike(brands.name, pattern), ilike(brands.code, pattern))!);
  }
  const where = and(...conditions);
  const [total] = await ctx.db.select({ value: count() }).from(brands).where(where);
  const rows = await ctx.db
    .select()
    .from(brands)
    .where(where)
    .orderBy(asc(brands.order), asc(brands.name), asc(brands._id))
    .offset(paging.skip)
    .limit(paging.limit);
  return { totalCount: Number(total?.value ?? 0), brands: rows.map(toBrand) };
}

/** GET /api/console/shop/brands/{_id}: one brand, hidden or not. */
export async function getBrandForConsole(ctx: ShopContext, _brand: string) {
  const [row] = await ctx.db.select().from(brands).where(eq(brands._id, _brand));
  if (!row) throw brandNotFound();
  return toBrand(row);
}

export async function createBrand(ctx: ShopContext, input: z.output<typeof brandInput>) {
  try {
    const [row] = await ctx.db
      .insert(brands)
      .values({ ...input, createdAt: ctx.now, updatedAt: ctx.now })
      .returning();
    await changed(ctx);
    return toBrand(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCode();
    throw error;
  }
}

export async function updateBrand(ctx: ShopContext, _brand: string, input: z.output<typeof brandInput>) {
  try {
    const [row] = await ctx.db
      .update(brands)
      .set({ ...input, updatedAt: ctx.now })
      .where(eq(brands._id, _brand))
      .returning();
    if (!row) throw brandNotFound();
    await changed(ctx);
    return toBrand(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCode();
    throw error;
  }
}

export async function deleteBrand(ctx: ShopContext, _brand: string) {
  await inTransaction(ctx, async (ctx) => {
    const [product] = await ctx.db
      .select({ _id: products._id })
      .from(products)
      .where(eq(products._brand, _brand))
      .limit(1);
    if (product) throw conflict('BRAND_HAS_PRODUCTS', '상품이 있는 브랜드는 삭제할 수 없습니다');
    const deleted = await ctx.db.delete(brands).where(eq(brands._id, _brand)).returning({ _id: brands._id });
    if (deleted.length === 0) throw brandNotFound();
  });
  await ctx.storage.remove(`shop/brands/${_brand}`);
  await changed(ctx);
}

export async function setBrandLogo(ctx: ShopContext, _brand: string, upload: Buffer) {
  const [current] = await ctx.db.select().from(brands).where(eq(brands._id, _brand));
  if (!current) throw brandNotFound();
  const { stem, files } = await makeVariants(upload);
  for (const f of files) await ctx.storage.put(`shop/brands/${_brand}/${f.name}`, f.body);
  const [row] = await ctx.db
    .update(brands)
    .set({ logo: stem, updatedAt: ctx.now })
    .where(eq(brands._id, _brand))
    .returning();
  if (current.logo) {
    for (const v of Object.keys(variants) as (keyof typeof variants)[]) {
      await ctx.storage.remove(`shop/brands/${_brand}/${variantFile(current.logo, v)}`);
    }
  }
  await changed(ctx);
  return toBrand(row!);
}
