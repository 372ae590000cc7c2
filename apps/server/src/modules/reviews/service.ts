import type { MyReview, reviewEditInput, reviewInput, WritableReview } from '@shop/contracts';
import { and, count, desc, eq, gte, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import { purchases, reviews } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, notFound, refused } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { getShopSetting } from '../settings/service.ts';
import { reverseRewards, rewardText } from './rewards.ts';
import {
  imagesOf,
  lockProduct,
  productThumbUrl,
  purchaseColumns,
  refreshFigures,
  reviewDir,
  reviewNotFound,
  toMyReview,
} from './rows.ts';

/** A member's own reviews (`/api/v1/me/reviews`): write, list, edit, delete. */

const DAY_MS = 24 * 60 * 60 * 1000;
const alreadyReviewed = () => conflict('REVIEW_EXISTS', '이미 리뷰를 작성한 주문입니다');

const selectMine = (ctx: ShopContext) =>
  ctx.db
    .select({ review: reviews, purchase: purchaseColumns })
    .from(reviews)
    .innerJoin(purchases, eq(purchases._id, reviews._purchase));

export async function getMyReview(ctx: ShopContext, _review: string): Promise<MyReview> {
  const [row] = await selectMine(ctx).where(
    and(eq(reviews._id, _review), eq(reviews._user, actorOf(ctx)._user)),
  );
  if (!row) throw reviewNotFound();
  return toMyReview(row, (await imagesOf(ctx, [row.review._id])).get(row.review._id) ?? []);
}

export async function listMyReviews(
  ctx: ShopContext,
  paging: Paging,
): Promise<{ totalCount: number; reviews: MyReview[] }> {
  const mine = eq(reviews._user, actorOf(ctx)._user);
  const [total] = await ctx.db.select({ value: count() }).from(reviews).where(mine);
  const rows = await selectMine(ctx)
    .where(mine)
    .orderBy(desc(reviews.createdAt), desc(reviews._id))
    .offset(paging.skip)
    .limit(paging.limit);
  const images = await imagesOf(
    ctx,
    rows.map((r) => r.review._id),
  );
  return {
    totalCount: Number(total?.value ?? 0),
    reviews: rows.map((r) => toMyReview(r, images.get(r.review._id) ?? [])),
  };
}

/** Confirmed purchases still inside the window and without a review: newest confirmation first. */
export async function listWritable(
  ctx: ShopContext,
  paging: Paging,
): Promise<{ totalCount: number; purchases: WritableReview[] }> {
  const { points } = await getShopSetting(ctx);
  const windowMs = points.reviewDays * DAY_MS;
  const writable = and(
    eq(purchases._user, actorOf(ctx)._user),
    eq(purchases.purchaseStatus, 'PURCHASE_COMPLETE'),
    gte(purchases.confirmedAt, new Date(ctx.now.getTime() - windowMs)),
    isNull(reviews._id),
  );
  const base = () =>
    ctx.db.select().from(purchases).leftJoin(reviews, eq(reviews._purchase, purchases._id)).where(writable);
  const [total] = await ctx.db
    .select({ value: count() })
    .from(purchases)
    .leftJoin(reviews, eq(reviews._purchase, purchases._id))
    .where(writable);
  const rows = await base()
    .orderBy(desc(purchases.confirmedAt), desc(purchases._id))
    .offset(paging.skip)
    .limit(paging.limit);
  return {
    totalCount: Number(total?.value ?? 0),
    purchases: rows.map(({ purchases: p }) => ({
      _purchase: p._id,
      purchaseNo: p.purchaseNo,
      product: {
        _id: p._product,
        name: p.productName,
        thumbUrl: productThumbUrl(p._product, p.productThumb),
      },
      optionLabel: p.optionLabel,
      confirmedAt: p.confirmedAt!.toISOString(),
      writableUntil: new Date(p.confirmedAt!.getTime() + windowMs).toISOString(),
    })),
  };
}

/**
 * Writes the review of one of the member's purchases and its text reward. The purchase row is
 * locked first, so two posts for it run one after the other: the second finds the first (409).
 */
export async function createReview(ctx: ShopContext, input: z.output<typeof reviewInput>): Promise<MyReview> {
  const { _user } = actorOf(ctx);
  const { points } = await getShopSetting(ctx);
  const _review = await inTransaction(ctx, async (ctx) => {
    const [purchase] = await ctx.db
      .select()
      .from(purchases)
      .where(and(eq(purchases._id, input._purchase), eq(purchases._user, _user)))
      .for('update');
    if (!purchase) throw notFound('PURCHASE_NOT_FOUND', '주문상품을 찾을 수 없습니다');
    const [existing] = await ctx.db
      .select({ _id: reviews._id })
      .from(reviews)
      .where(eq(reviews._purchase, purchase._id));
    if (existing) throw alreadyReviewed();
    if (purchase.purchaseStatus !== 'PURCHASE_COMPLETE' || !purchase.confirmedAt) {
      throw refused('REVIEW_NOT_CONFIRMED', '구매확정 후 작성할 수 있습니다');
    }
    if (ctx.now.getTime() > purchase.confirmedAt.getTime() + points.reviewDays * DAY_MS) {
      throw refused('REVIEW_WINDOW_CLOSED', '리뷰 작성 기간이 지났습니다');
    }
    await lockProduct(ctx, purchase._product);
    let created: { _id: string } | undefined;
    try {
      [created] = await ctx.db
        .insert(reviews)
        .values({
          _purchase: purchase._id,
          _product: purchase._product,
          _user,
          subject: input.subject,
          content: input.content,
          star: input.star,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning({ _id: reviews._id });
    } catch (error) {
      if (isUniqueViolation(error, 'reviews_purchase_once')) throw alreadyReviewed();
      throw error;
    }
    await refreshFigures(ctx, purchase._product);
    await rewardText(ctx, _user, purchase._id);
    return created!._id;
  });
  // Cards and product pages show the figures from the catalogue cache.
  await ctx.catalogCache.bump();
  return getMyReview(ctx, _review);
}

/** Locks the member's own review (404 for anyone else's). */
export async function lockMyReview(ctx: ShopContext, _review: string) {
  const [row] = await ctx.db
    .select()
    .from(reviews)
    .where(and(eq(reviews._id, _review), eq(reviews._user, actorOf(ctx)._user)))
    .for('update');
  if (!row) throw reviewNotFound();
  return row;
}

export async function updateReview(
  ctx: ShopContext,
  _review: string,
  input: z.output<typeof reviewEditInput>,
): Promise<MyReview> {
  const starChanged = await inTransaction(ctx, async (ctx) => {
    const row = await lockMyReview(ctx, _review);
    const changed = row.star !== input.star;
    if (changed) await lockProduct(ctx, row._product);
    await ctx.db
      .update(reviews)
      .set({ subject: input.subject, content: input.content, star: input.star, updatedAt: ctx.now })
      .where(eq(reviews._id, _review));
    if (changed) await refreshFigures(ctx, row._product);
    return changed;
  });
  if (starChanged) await ctx.catalogCache.bump();
  return getMyReview(ctx, _review);
}

/** Deletes the review with its photos, and takes back the rewards it earned. */
export async function deleteReview(ctx: ShopContext, _review: string): Promise<void> {
  await inTransaction(ctx, async (ctx) => {
    const row = await lockMyReview(ctx, _review);
    await lockProduct(ctx, row._product);
    await ctx.db.delete(reviews).where(eq(reviews._id, _review));
    await refreshFigures(ctx, row._product);
    await reverseRewards(ctx, row._purchase, '리뷰 삭제');
  });
  await ctx.storage.remove(reviewDir(_review));
  await ctx.catalogCache.bump();
}
