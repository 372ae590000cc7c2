import type { MyReview, ReviewImage } from '@shop/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { products, purchases, reviewImages, reviews } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { variantFile } from '../../storage/images.ts';

/** What the review services share: folders, image URLs, the product's figures, the row mapping. */

export const reviewDir = (_review: string) => `shop/reviews/${_review}`;

export const reviewNotFound = () => notFound('REVIEW_NOT_FOUND', '리뷰를 찾을 수 없습니다');

export const toImage = (_review: string, index: number, file: string): ReviewImage => ({
  index,
  card: `/res/${reviewDir(_review)}/${variantFile(file, 'card')}`,
  detail: `/res/${reviewDir(_review)}/${variantFile(file, 'detail')}`,
});

/** Each review's images in place order, for a page of reviews in one query. */
export async function imagesOf(ctx: ShopContext, ids: string[]): Promise<Map<string, ReviewImage[]>> {
  const byReview = new Map<string, ReviewImage[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byReview;
  const rows = await ctx.db
    .select()
    .from(reviewImages)
    .where(inArray(reviewImages._review, ids))
    .orderBy(asc(reviewImages._review), asc(reviewImages.index));
  for (const r of rows) byReview.get(r._review)?.push(toImage(r._review, r.index, r.file));
  return byReview;
}

/**
 * Taken before a review of the product is written, so two reviews of one product written at once
 * recount one after the other and neither misses the other's row.
 */
export async function lockProduct(ctx: ShopContext, _product: string | null): Promise<void> {
  if (!_product) return;
  await ctx.db.select({ _id: products._id }).from(products).where(eq(products._id, _product)).for('update');
}

/** The product's 리뷰 count and star average: the figures of its reviews that are shown. */
export async function refreshFigures(ctx: ShopContext, _product: string | null): Promise<void> {
  if (!_product) return;
  const shown = and(eq(reviews._product, _product), eq(reviews.hidden, false));
  const [figures] = await ctx.db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<number>`coalesce(avg(${reviews.star}), 0)::float8`,
    })
    .from(reviews)
    .where(shown);
  await ctx.db
    .update(products)
    .set({ reviewCount: figures?.count ?? 0, reviewStarAverage: Number(figures?.average ?? 0) })
    .where(eq(products._id, _product));
}

export const productThumbUrl = (_product: string | null, thumb: string | null) =>
  _product && thumb ? `/res/shop/products/${_product}/${thumb}` : null;

export type ReviewRow = {
  review: typeof reviews.$inferSelect;
  purchase: { productName: string; productThumb: string | null; optionLabel: string; purchaseNo: string };
};

/** The columns every list selects beside the review: what the purchase says was bought. */
export const purchaseColumns = {
  productName: purchases.productName,
  productThumb: purchases.productThumb,
  optionLabel: purchases.optionLabel,
  purchaseNo: purchases.purchaseNo,
};

export function toMyReview({ review: r, purchase: p }: ReviewRow, images: ReviewImage[]): MyReview {
  return {
    _id: r._id,
    _purchase: r._purchase,
    _product: r._product,
    product: { _id: r._product, name: p.productName, thumbUrl: productThumbUrl(r._product, p.productThumb) },
    subject: r.subject,
    content: r.content,
    star: r.star,
    images,
    optionLabel: p.optionLabel,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    hidden: r.hidden,
    hiddenReason: r.hiddenReason,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
