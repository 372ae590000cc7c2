import type { productsQuery } from '@shop/contracts';
import type { z } from 'zod';
import type { ShopContext } from '../../http/context.ts';
import type { Paging } from '../../http/paging.ts';
import * as catalog from './service.ts';

/**
 * Storefront catalogue answers as JSON text, kept per catalogue version: the API routes send them
 * as they are, and the page HTML (web/index-page.ts) embeds the same text, so a page view costs no
 * query the API would not have cached anyway.
 */
async function cachedJson(ctx: ShopContext, key: string, load: () => Promise<object>): Promise<string> {
  const { json } = await ctx.catalogCache.get(`json:${key}`, async () => ({
    json: JSON.stringify(await load()),
  }));
  return json;
}

export const categoriesAnswer = (ctx: ShopContext) =>
  cachedJson(ctx, 'categories', async () => ({ categories: await catalog.listCategories(ctx) }));

export const categoryAnswer = (ctx: ShopContext, code: string) =>
  cachedJson(ctx, `category:${code}`, async () => ({ category: await catalog.getCategory(ctx, code) }));

export const brandsAnswer = (ctx: ShopContext) =>
  cachedJson(ctx, 'brands', async () => ({ brands: await catalog.listBrands(ctx) }));

export const brandAnswer = (ctx: ShopContext, code: string) =>
  cachedJson(ctx, `brand:${code}`, async () => ({ brand: await catalog.getBrand(ctx, code) }));

export function productsAnswer(ctx: ShopContext, q: z.output<typeof productsQuery>, paging: Paging) {
  // The term as the search reads it (trimmed), not lower-cased here: JavaScript's lower case is not
  // the database's ('İ' becomes 'i̇'), and two terms must share an answer only when they find the same.
  const key = `products:${q.category ?? ''}|${q.brand ?? ''}|${q.sort}|${q.searchValue?.trim() ?? ''}|${paging.skip}|${paging.limit}`;
  return cachedJson(ctx, key, async () => {
    const { totalCount, products } = await catalog.listProducts(ctx, q, paging);
    return { summary: { totalCount }, products };
  });
}

export const productAnswer = (ctx: ShopContext, _product: string) =>
  cachedJson(ctx, `product:${_product}`, async () => ({ product: await catalog.getProduct(ctx, _product) }));
