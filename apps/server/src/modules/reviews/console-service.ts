import type { ConsoleReview, consoleReviewsQuery, reviewHideInput } from '@shop/contracts';
import {
  and,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  not,
  or,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { containsPattern } from '../../db/like.ts';
import { purchases, reviewImages, reviews, users } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import type { Paging } from '../../http/paging.ts';
import { recordAudit } from '../audit/record.ts';
import { seoulPeriod } from '../orders/amounts.ts';
import { reverseRewards } from './rewards.ts';
import {
  imagesOf,
  lockProduct,
  purchaseColumns,
  refreshFigures,
  reviewNotFound,
  toMyReview,
} from './rows.ts';

/** `/api/console/shop/reviews`: the operators' list, reply, hide (with a reason) and show again. */

const replier = alias(users, 'replier');

const selectConsole = (ctx: ShopContext) =>
  ctx.db
    .select({
      review: reviews,
      purchase: purchaseColumns,
      user: { _id: users._id, username: users.username, name: users.name },
      replier: { _id: replier._id, name: replier.name },
    })
    .from(reviews)
    .innerJoin(purchases, eq(purchases._id, reviews._purchase))
    .innerJoin(users, eq(users._id, reviews._user))
    .leftJoin(replier, eq(replier._id, reviews._replier));

type ConsoleRow = Awaited<ReturnType<ReturnType<typeof selectConsole>['execute']>>[number];

const toConsoleReview = (row: ConsoleRow, images: ConsoleReview['images']): ConsoleReview => ({
  ...toMyReview(row, images),
  user: row.user,
  purchaseNo: row.purchase.purchaseNo,
  replier: row.replier?._id ? { _id: row.replier._id, name: row.replier.name } : null,
});

export async function listConsoleReviews(
  ctx: ShopContext,
  query: z.output<typeof consoleReviewsQuery>,
  paging: Paging,
): Promise<{ totalCount: number; reviews: ConsoleReview[] }> {
  const conditions: (SQL | undefined)[] = [];
  if (query._product) conditions.push(eq(reviews._product, query._product));
  if (query._user) conditions.push(eq(reviews._user, query._user));
  if (query.star) conditions.push(eq(reviews.star, query.star));
  if (query.searchValue) {
    const pattern = containsPattern(query.searchValue);
    conditions.push(
      or(ilike(purchases.productName, pattern), ilike(users.name, pattern), ilike(users.username, pattern)),
    );
  }
  const photo = exists(
    ctx.db.select({ one: reviewImages._id }).from(reviewImages).where(eq(reviewImages._review, reviews._id)),
  );
  if (query.photo) conditions.push(query.photo === 'true' ? photo : not(photo));
  if (query.replied)
    conditions.push(query.replied === 'true' ? isNotNull(reviews.reply) : isNull(reviews.reply));
  if (query.hidden) conditions.push(eq(reviews.hidden, query.hidden === 'true'));
  const { start, end } = seoulPeriod(query.from, query.to);
  if (start) conditions.push(gte(reviews.createdAt, start));
  if (end) conditions.push(lt(reviews.createdAt, end));
  const where = and(...conditions);
  const [total] = await ctx.db
    .select({ value: count() })
    .from(reviews)
    .innerJoin(purchases, eq(purchases._id, reviews._purchase))
    .innerJoin(users, eq(users._id, reviews._user))
    .where(where);
  const rows = await selectConsole(ctx)
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews._id))
    .offset(paging.skip)
    .limit(paging.limit);
  const images = await imagesOf(
    ctx,
    rows.map((r) => r.review._id),
  );
  return {
    totalCount: Number(total?.value ?? 0),
    reviews: rows.map((r) => toConsoleReview(r, images.get(r.review._id) ?? [])),
  };
}

export async function getConsoleReview(ctx: ShopContext, _review: string): Promise<ConsoleReview> {
  const [row] = await selectConsole(ctx).where(eq(reviews._id, _review));
  if (!row) throw reviewNotFound();
  return toConsoleReview(row, (await imagesOf(ctx, [_review])).get(_review) ?? []);
}

async function lockReview(ctx: ShopContext, _review: string) {
  const [row] = await ctx.db.select().from(reviews).where(eq(reviews._id, _review)).for('update');
  if (!row) throw reviewNotFound();
  return row;
}

/** Writes or replaces the operator's answer under the review. */
export async function replyReview(ctx: ShopContext, _review: string, reply: string): Promise<ConsoleReview> {
  await inTransaction(ctx, async (ctx) => {
    await lockReview(ctx, _review);
    await ctx.db
      .update(reviews)
      .set({ reply, repliedAt: ctx.now, _replier: actorOf(ctx)._user, updatedAt: ctx.now })
      .where(eq(reviews._id, _review));
  });
  return getConsoleReview(ctx, _review);
}

/**
 * Hides a review (with the reason) or shows it again. Hiding takes back its rewards; showing it
 * again gives nothing back (the purchase never earns again). The product's figures follow.
 */
export async function setReviewHidden(
  ctx: ShopContext,
  _review: string,
  input: z.output<typeof reviewHideInput>,
): Promise<ConsoleReview> {
  const changed = await inTransaction(ctx, async (ctx) => {
    const row = await lockReview(ctx, _review);
    await lockProduct(ctx, row._product);
    await ctx.db
      .update(reviews)
      .set({ hidden: input.hidden, hiddenReason: input.hidden ? input.reason! : null, updatedAt: ctx.now })
      .where(eq(reviews._id, _review));
    if (row.hidden === input.hidden) return false;
    await recordAudit(ctx, {
      action: 'REVIEW_STATUS',
      targetKind: 'REVIEW',
      _target: row._id,
      before: { hidden: row.hidden },
      after: { hidden: input.hidden },
      reason: input.hidden ? input.reason : null,
    });
    await refreshFigures(ctx, row._product);
    if (input.hidden) await reverseRewards(ctx, row._purchase, '리뷰 숨김');
    return true;
  });
  if (changed) await ctx.catalogCache.bump();
  return getConsoleReview(ctx, _review);
}
