import type { ProductCard } from '@shop/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import { likes } from '../../db/schema/index.ts';
import { actorOf, type ShopContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { cardsByIds } from '../catalog/service.ts';

type Like = { _id: string; _product: string; createdAt: string; product?: ProductCard };

const toLike = (row: typeof likes.$inferSelect): Like => ({
  _id: row._id,
  _product: row._product,
  createdAt: row.createdAt.toISOString(),
});

/** 좋아요. Liking a product twice answers the first like; a hidden or unknown product cannot be liked. */
export async function likeProduct(
  ctx: ShopContext,
  _product: string,
): Promise<{ like: Like; created: boolean }> {
  const actor = actorOf(ctx);
  const card = (await cardsByIds(ctx, [_product])).get(_product);
  if (!card) throw notFound('PRODUCT_NOT_FOUND', '상품을 찾을 수 없습니다');
  const [inserted] = await ctx.db
    .insert(likes)
    .values({ _user: actor._user, _product, createdAt: ctx.now })
    .onConflictDoNothing({ target: [likes._user, likes._product] })
    .returning();
  if (inserted) return { like: { ...toLike(inserted), product: card }, created: true };
  const [existing] = await ctx.db
    .select()
    .from(likes)
    .where(and(eq(likes._user, actor._user), eq(likes._product, _product)));
  return { like: { ...toLike(existing!), product: card }, created: false };
}

/** The member's likes, newest first; with `withPopulate` each carries its product card. */
export async function listLikes(
  ctx: ShopContext,
  paging: Paging,
  withPopulate: boolean,
): Promise<{ totalCount: number; likes: Like[] }> {
  const actor = actorOf(ctx);
  const mine = eq(likes._user, actor._user);
  const [total] = await ctx.db.select({ value: count() }).from(likes).where(mine);
  const rows = await ctx.db
    .select()
    .from(likes)
    .where(mine)
    .orderBy(desc(likes.createdAt), desc(likes._id))
    .offset(paging.skip)
    .limit(paging.limit);
  if (!withPopulate) return { totalCount: Number(total?.value ?? 0), likes: rows.map(toLike) };
  const cards = await cardsByIds(
    ctx,
    rows.map((r) => r._product),
  );
  // A product hidden after it was liked stays liked but is not shown.
  return {
    totalCount: Number(total?.value ?? 0),
    likes: rows
      .filter((r) => cards.has(r._product))
      .map((r) => ({ ...toLike(r), product: cards.get(r._product) })),
  };
}

export async function unlike(ctx: ShopContext, _like: string): Promise<void> {
  const actor = actorOf(ctx);
  const deleted = await ctx.db
    .delete(likes)
    .where(and(eq(likes._id, _like), eq(likes._user, actor._user)))
    .returning({ _id: likes._id });
  if (deleted.length === 0) throw notFound('LIKE_NOT_FOUND', '좋아요를 찾을 수 없습니다');
}
