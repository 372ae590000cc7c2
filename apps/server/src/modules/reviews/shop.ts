import type { ReviewImage, ReviewSort, ShopReview } from '@shop/contracts';
import { and, asc, count, desc, eq, exists, type SQL, sql } from 'drizzle-orm';
import { products, purchases, reviewImages, reviews, users } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { maskName, maskUsername } from './mask.ts';
import { imagesOf, reviewNotFound, toImage } from './rows.ts';

/** What any visitor reads of reviews: shown ones only, authors masked, the operator's reply. */

const shopColumns = {
  review: reviews,
  optionLabel: purchases.optionLabel,
  name: users.name,
  username: users.username,
};
type ShopRow = { review: typeof reviews.$inferSelect; optionLabel: string; name: string; username: string };

const toShopReview = (row: ShopRow, images: ReviewImage[]): ShopReview => ({
  _id: row.review._id,
  _product: row.review._product,
  subject: row.review.subject,
  content: row.review.content,
  star: row.review.star,
  images,
  author: { name: maskName(row.name), username: maskUsername(row.username) },
  optionLabel: row.optionLabel,
  reply: row.review.reply,
  repliedAt: row.review.repliedAt?.toISOString() ?? null,
  createdAt: row.review.createdAt.toISOString(),
});

const selectShown = (ctx: ShopContext) =>
  ctx.db
    .select(shopColumns)
    .from(reviews)
    .innerJoin(purchases, eq(purchases._id, reviews._purchase))
    .innerJoin(users, eq(users._id, reviews._user));

/** A review's images in place order, as one JSON column of its row. */
const pageImages = sql<{ index: number; file: string }[]>`coalesce((
  select json_agg(json_build_object('index', i.index, 'file', i.file) order by i.index)
  from ${reviewImages} i where i.review_id = ${reviews._id}), '[]'::json)`;
const imagesFrom = (_review: string, images: { index: number; file: string }[]): ReviewImage[] =>
  images.map((i) => toImage(_review, i.index, i.file));

const hasPhoto = (ctx: ShopContext) =>
  exists(
    ctx.db.select({ one: reviewImages._id }).from(reviewImages).where(eq(reviewImages._review, reviews._id)),
  );

const orders: Record<ReviewSort, SQL[]> = {
  RECENT: [desc(reviews.createdAt), desc(reviews._id)],
  STAR: [desc(reviews.star), desc(reviews.createdAt), desc(reviews._id)],
};

async function productFigures(ctx: ShopContext, _product: string) {
  const [product] = await ctx.db
    .select({ reviewCount: products.reviewCount, starAverage: products.reviewStarAverage })
    .from(products)
    .where(eq(products._id, _product));
  if (!product) throw notFound('PRODUCT_NOT_FOUND', '상품을 찾을 수 없습니다');
  return { reviewCount: product.reviewCount, starAverage: Math.round(product.starAverage * 10) / 10 };
}

/**
 * A page of the product's shown reviews. Without the photo filter the count is the product's own
 * 리뷰 figure (kept with the rows in the same transaction); with it, the rows carry their count
 * (`count(*) over ()`). Figures and page are read at once: two queries, not four.
 */
export async function listShopReviews(
  ctx: ShopContext,
  query: { _product: string; sort: ReviewSort; photo: boolean },
  paging: Paging,
) {
  const where = and(
    eq(reviews._product, query._product),
    eq(reviews.hidden, false),
    query.photo ? hasPhoto(ctx) : undefined,
  );
  const [figures, rows] = await Promise.all([
    productFigures(ctx, query._product),
    ctx.db
      .select({ ...shopColumns, images: pageImages, matching: sql<number>`(count(*) over ())::int` })
      .from(reviews)
      .innerJoin(purchases, eq(purchases._id, reviews._purchase))
      .innerJoin(users, eq(users._id, reviews._user))
      .where(where)
      .orderBy(...orders[query.sort])
      .offset(paging.skip)
      .limit(paging.limit),
  ]);
  let totalCount = query.photo ? (rows[0]?.matching ?? 0) : figures.reviewCount;
  // A page past the last one has no row to carry the count.
  if (query.photo && rows.length === 0 && paging.skip > 0) {
    const [total] = await ctx.db.select({ value: count() }).from(reviews).where(where);
    totalCount = Number(total?.value ?? 0);
  }
  return {
    summary: { totalCount, ...figures },
    reviews: rows.map((r) => toShopReview(r, imagesFrom(r.review._id, r.images))),
  };
}

export async function getShopReview(ctx: ShopContext, _review: string): Promise<ShopReview> {
  const [row] = await selectShown(ctx).where(and(eq(reviews._id, _review), eq(reviews.hidden, false)));
  if (!row) throw reviewNotFound();
  return toShopReview(row, (await imagesOf(ctx, [_review])).get(_review) ?? []);
}

/** The product's photo strip: every photo of its shown reviews, newest review first. */
export async function listReviewImages(ctx: ShopContext, _product: string, paging: Paging) {
  const where = and(eq(reviews._product, _product), eq(reviews.hidden, false));
  const [, [total], rows] = await Promise.all([
    productFigures(ctx, _product), // 404 for an unknown product
    ctx.db
      .select({ value: count() })
      .from(reviewImages)
      .innerJoin(reviews, eq(reviews._id, reviewImages._review))
      .where(where),
    ctx.db
      .select({ _review: reviewImages._review, index: reviewImages.index, file: reviewImages.file })
      .from(reviewImages)
      .innerJoin(reviews, eq(reviews._id, reviewImages._review))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews._id), asc(reviewImages.index))
      .offset(paging.skip)
      .limit(paging.limit),
  ]);
  return {
    summary: { totalCount: Number(total?.value ?? 0) },
    images: rows.map((r) => ({ _review: r._review, ...toImage(r._review, r.index, r.file) })),
  };
}
