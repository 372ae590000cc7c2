import { eq } from 'drizzle-orm';
import { products } from '../../../db/schema/index.ts';
import type { ShopContext } from '../../../http/context.ts';
import { conflict, notFound } from '../../../http/errors.ts';

/**
 * What the console's catalogue services share: the errors they answer alike, the cache bump after
 * every write, and the product row lock of edits that read before they write.
 */

export const productNotFound = () => notFound('PRODUCT_NOT_FOUND', '상품을 찾을 수 없습니다');
export const brandNotFound = () => notFound('BRAND_NOT_FOUND', '브랜드를 찾을 수 없습니다');
export const categoryNotFound = () => notFound('CATEGORY_NOT_FOUND', '카테고리를 찾을 수 없습니다');
export const duplicateCode = () => conflict('DUPLICATE_CODE', '이미 사용중인 코드입니다');

/** Every catalogue write ends here: shoppers see the change with their next request. */
export async function changed(ctx: ShopContext) {
  await ctx.catalogCache.bump();
}

/** The product row, locked until the transaction ends (404 when there is none). */
export async function lockProduct(ctx: ShopContext, _product: string) {
  const [row] = await ctx.db.select().from(products).where(eq(products._id, _product)).for('update');
  if (!row) throw productNotFound();
  return row;
}
