import type { ReviewImage, ReviewSort, ShopReview } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { purchases, reviews, users } from '../../db/schema/index.ts';
import { statement, timestamp } from '../../db/statements.ts';
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

type ShownReview = Pick<
  typeof reviews.$inferSelect,
  '_id' | '_product' | 'subject' | 'content' | 'star' | 'reply' | 'repliedAt' | 'createdAt'
> & { optionLabel: string; name: string; username: string };

const toShopReview = (r: ShownReview, images: ReviewImage[]): ShopReview => ({
  _id: r._id,
  _product: r._product,
  subject: r.subject,
  content: r.content,
  star: r.star,
  images,
  author: { name: maskName(r.name), username: maskUsername(r.username) },
  optionLabel: r.optionLabel,
  reply: r.reply,
  repliedAt: r.repliedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

const selectShown = (ctx: ShopContext) =>
  ctx.db
    .select(shopColumns)
    .from(reviews)
    .innerJoin(purchases, eq(purchases._id, reviews._purchase))
    .innerJoin(users, eq(users._id, reviews._user));

const imagesFrom = (_review: string, images: { index: number; file: string }[]): ReviewImage[] =>
  images.map((i) => toImage(_review, i.index, i.file));

/**
 * The 리뷰 tab's page as one prepared statement per sort and filter (planned once per connection,
 * one round trip): the product's figures on every row, the page's reviews beside them (a product
 * with none gives one row without a review; an unknown product none), each with its photos as JSON.
 * With 포토리뷰만 each row also carries the filter's count.
 */
type RawShopRow = {
  review_count: number;
  review_star_average: number;
  photo_count: number | null;
  id: string | null;
  product_id: string;
  subject: string;
  content: string;
  star: number;
  reply: string | null;
  replied_at: string | Date | null;
  created_at: string | Date;
  option_label: string;
  name: string;
  username: string;
  images: { index: number; file: string }[];
};

const orderSql: Record<ReviewSort, string> = {
  RECENT: 'r.created_at desc, r.id desc',
  STAR: 'r.star desc, r.created_at desc, r.id desc',
};
const hasPhotoSql = 'exists (select 1 from review_images i where i.review_id = r.id)';

const shopReviewsPage = (sort: ReviewSort, photo: boolean) =>
  statement<RawShopRow>(
    `shop_reviews_${sort.toLowerCase()}${photo ? '_photo' : ''}`,
    `select p.review_count, p.review_star_average,
            ${photo ? `(select count(*)::int from reviews r where r.product_id = p.id and not r.hidden and ${hasPhotoSql})` : 'null::int'} as photo_count,
            page.*
     from products p
     left join lateral (
       select r.id, r.product_id, r.subject, r.content, r.star, r.reply, r.replied_at, r.created_at,
              pu.option_label, u.name, u.username,
              coalesce((select json_agg(json_build_object('index', i.index, 'file', i.file) order by i.index)
                        from review_images i where i.review_id = r.id), '[]'::json) as images
       from reviews r
       join purchases pu on pu.id = r.purchase_id
       join users u on u.id = r.user_id
       where r.product_id = p.id and not r.hidden${photo ? ` and ${hasPhotoSql}` : ''}
       order by ${orderSql[sort]}
       offset $2 limit $3
     ) page on true
     where p.id = $1`,
  );
const shopReviewsPages = {
  RECENT: { all: shopReviewsPage('RECENT', false), photo: shopReviewsPage('RECENT', true) },
  STAR: { all: shopReviewsPage('STAR', false), photo: shopReviewsPage('STAR', true) },
};

const productNotFound = () => notFound('PRODUCT_NOT_FOUND', '상품을 찾을 수 없습니다');

/**
 * A page of the product's shown reviews. Without the photo filter the count is the product's own
 * 리뷰 figure (kept with the rows in the same transaction); with it, the filter's own count.
 */
export async function listShopReviews(
  ctx: ShopContext,
  query: { _product: string; sort: ReviewSort; photo: boolean },
  paging: Paging,
) {
  const page = shopReviewsPages[query.sort][query.photo ? 'photo' : 'all'];
  const rows = await page(ctx.db, [query._product, paging.skip, paging.limit]);
  const first = rows[0];
  if (!first) throw productNotFound();
  const reviewCount = first.review_count;
  return {
    summary: {
      totalCount: query.photo ? (first.photo_count ?? 0) : reviewCount,
      reviewCount,
      starAverage: Math.round(first.review_star_average * 10) / 10,
    },
    reviews: rows.flatMap((r) =>
      r.id === null
        ? []
        : [
            toShopReview(
              {
                _id: r.id,
                _product: r.product_id,
                subject: r.subject,
                content: r.content,
                star: r.star,
                reply: r.reply,
                repliedAt: r.replied_at === null ? null : timestamp(r.replied_at),
                createdAt: timestamp(r.created_at),
                optionLabel: r.option_label,
                name: r.name,
                username: r.username,
              },
              imagesFrom(r.id, r.images),
            ),
          ],
    ),
  };
}

export async function getShopReview(ctx: ShopContext, _review: string): Promise<ShopReview> {
  const [row] = await selectShown(ctx).where(and(eq(reviews._id, _review), eq(reviews.hidden, false)));
  if (!row) throw reviewNotFound();
  return toShopReview({ ...row.review, ...row }, (await imagesOf(ctx, [_review])).get(_review) ?? []);
}

/**
 * The product's photo strip: every photo of its shown reviews, newest review first, with their count
 * on every row, in one prepared statement (a product without photos gives one empty row, an unknown
 * product none: 404).
 */
const reviewImagesPage = statement<{ total: number; review_id: string | null; index: number; file: string }>(
  'shop_review_images',
  `select (select count(*)::int from review_images i join reviews r on r.id = i.review_id
           where r.product_id = p.id and not r.hidden) as total,
          page.*
   from products p
   left join lateral (
     select i.review_id, i.index, i.file
     from review_images i join reviews r on r.id = i.review_id
     where r.product_id = p.id and not r.hidden
     order by r.created_at desc, r.id desc, i.index
     offset $2 limit $3
   ) page on true
   where p.id = $1`,
);

export async function listReviewImages(ctx: ShopContext, _product: string, paging: Paging) {
  const rows = await reviewImagesPage(ctx.db, [_product, paging.skip, paging.limit]);
  if (!rows[0]) throw productNotFound();
  return {
    summary: { totalCount: rows[0].total },
    images: rows.flatMap((r) =>
      r.review_id === null ? [] : [{ _review: r.review_id, ...toImage(r.review_id, r.index, r.file) }],
    ),
  };
}
