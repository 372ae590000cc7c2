import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { productOptions, products, stockMovements } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import type { PurchaseRow } from './reading.ts';

/**
 * Gives purchases' units back, each once: the release is a movement row under a unique key, and
 * the stock changes only when that row went in. The products' rows are locked first, in id order,
 * as placing an order locks them (statements.ts), so a release never deadlocks with an order. A
 * combination deleted since has nowhere to go back to; the movement still records it.
 */
export async function releaseStock(ctx: ShopContext, lines: PurchaseRow[]): Promise<void> {
  const sold = lines.filter((l): l is PurchaseRow & { _product: string } => l._product !== null);
  if (sold.length === 0) return;
  await ctx.db
    .select({ _id: products._id })
    .from(products)
    .where(inArray(products._id, [...new Set(sold.map((l) => l._product))]))
    .orderBy(asc(products._id))
    .for('update');
  for (const purchase of sold) {
    const [moved] = await ctx.db
      .insert(stockMovements)
      .values({
        _product: purchase._product,
        optionValues: purchase.optionValues,
        delta: purchase.quantity,
        reason: 'ORDER_RELEASED',
        reference: purchase._id,
        createdAt: ctx.now,
      })
      .onConflictDoNothing()
      .returning({ _id: stockMovements._id });
    if (!moved) continue;
    if (purchase.optionValues.length > 0) {
      await ctx.db
        .update(productOptions)
        .set({ stock: sql`${productOptions.stock} + ${purchase.quantity}` })
        .where(
          and(
            eq(productOptions._product, purchase._product),
            sql`${productOptions.values} = ${JSON.stringify(purchase.optionValues)}::jsonb`,
          ),
        );
    } else {
      await ctx.db
        .update(products)
        .set({ stock: sql`${products.stock} + ${purchase.quantity}` })
        .where(eq(products._id, purchase._product));
    }
  }
}
