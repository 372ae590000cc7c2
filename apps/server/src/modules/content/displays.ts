import type { DisplayCode, ProductCard } from '@shop/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { displays, products } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { badRequest, refused } from '../../http/errors.ts';
import { cardsByIds } from '../catalog/service.ts';

/**
 * Products placed on the home page by display code (section1 베스트셀러, section2 MD PICK), in the
 * operator's order. The cards are the catalogue's own, read live: a product hidden, deleted or
 * moved into a hidden category drops out of the shop's answer at once, with nothing to invalidate.
 */

export type DisplayEntry = {
  _id: string;
  code: DisplayCode;
  _product: string;
  order: number;
  product: ProductCard;
};

async function loadDisplays(
  ctx: ShopContext,
  code: DisplayCode,
  hiddenToo: boolean,
): Promise<DisplayEntry[]> {
  const rows = await ctx.db
    .select()
    .from(displays)
    .where(eq(displays.code, code))
    .orderBy(asc(displays.order), asc(displays.createdAt));
  const cards = await cardsByIds(
    ctx,
    rows.map((r) => r._product),
    { hiddenToo },
  );
  return rows.flatMap((r) => {
    const product = cards.get(r._product);
    return product ? [{ _id: r._id, code, _product: r._product, order: r.order, product }] : [];
  });
}

/** GET /api/v1/shop/displays?code=: only products shoppers may see. */
export const listVisibleDisplays = (ctx: ShopContext, code: DisplayCode) => loadDisplays(ctx, code, false);

/** GET /api/console/shop/displays?code=: every placed product, hidden ones too. */
export const listDisplays = (ctx: ShopContext, code: DisplayCode) => loadDisplays(ctx, code, true);

/**
 * Checks an operator's ordered product list (a display's, an exhibition's): each product once,
 * and each one existing. Hidden products may be placed; the shop leaves them out until shown.
 */
export async function assertProducts(ctx: ShopContext, ids: string[]) {
  if (new Set(ids).size !== ids.length) {
    throw badRequest('DUPLICATE_PRODUCT', '같은 상품을 두 번 담을 수 없습니다');
  }
  if (ids.length === 0) return;
  const found = await ctx.db.select({ _id: products._id }).from(products).where(inArray(products._id, ids));
  if (found.length !== ids.length) throw refused('PRODUCT_NOT_FOUND', '상품을 찾을 수 없습니다');
}

/** PUT /api/console/shop/displays: the whole ordered list of one code replaces the old one. */
export async function replaceDisplays(ctx: ShopContext, code: DisplayCode, ids: string[]) {
  await inTransaction(ctx, async (ctx) => {
    // Two saves of one code at once would interleave their deletes and inserts; one waits instead.
    await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`displays:${code}`}))`);
    await assertProducts(ctx, ids);
    await ctx.db.delete(displays).where(eq(displays.code, code));
    if (ids.length) {
      await ctx.db
        .insert(displays)
        .values(ids.map((_product, order) => ({ code, _product, order, createdAt: ctx.now })));
    }
  });
  return listDisplays(ctx, code);
}
