import { asc, ilike, isNotNull } from 'drizzle-orm';
import { containsPattern } from '../../../db/like.ts';
import { products } from '../../../db/schema/index.ts';
import type { ShopContext } from '../../../http/context.ts';

/** What the product editor offers while an operator types: product names and suppliers in use. */

/** Names containing `q`; no `q` (or only spaces) names nothing, without asking the database. */
export async function autocomplete(ctx: ShopContext, q: string | undefined) {
  if (!q) return [];
  return ctx.db
    .select({ _id: products._id, name: products.name })
    .from(products)
    .where(ilike(products.name, containsPattern(q)))
    .orderBy(asc(products.name))
    .limit(20);
}

export async function listSupplies(ctx: ShopContext): Promise<string[]> {
  const rows = await ctx.db
    .selectDistinct({ supplier: products.supplier })
    .from(products)
    .where(isNotNull(products.supplier))
    .orderBy(asc(products.supplier));
  return rows.map((r) => r.supplier!).filter(Boolean);
}
