import { type MyReview, REVIEW_IMAGES_MAX } from '@shop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { reviewImages } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { makeVariants, variantFile } from '../../storage/images.ts';
import { afterStoring, putFiles, removeFiles } from '../content/files.ts';
import { rewardPhoto } from './rewards.ts';
import { reviewDir } from './rows.ts';
import { getMyReview, lockMyReview } from './service.ts';

/**
 * A review's photos (places 0–4), kept as WebP card and detail variants like product images
 * (decision 0025) under `shop/reviews/{_review}/`. The first photo earns the photo reward.
 */

const filesOf = (stem: string) => [variantFile(stem, 'card'), variantFile(stem, 'detail')];

/** The `index` field of the form: a place 0–4, or absent for the first free place. */
export function parseIndex(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n >= REVIEW_IMAGES_MAX) {
    throw badRequest('BAD_IMAGE_INDEX', '이미지 위치는 0에서 4 사이입니다');
  }
  return n;
}

export async function putReviewImage(
  ctx: ShopContext,
  _review: string,
  index: number | null,
  upload: Buffer,
): Promise<MyReview> {
  await getMyReview(ctx, _review); // 404 before the image work
  const made = await makeVariants(upload);
  const dir = reviewDir(_review);
  await putFiles(ctx, dir, made.files);
  const replaced = await afterStoring(ctx, dir, made.files, () =>
    inTransaction(ctx, async (ctx) => {
      // The review's lock orders this against its deletion and against other uploads to it.
      const review = await lockMyReview(ctx, _review);
      const held = await ctx.db
        .select()
        .from(reviewImages)
        .where(eq(reviewImages._review, _review))
        .orderBy(asc(reviewImages.index));
      const place = index ?? [0, 1, 2, 3, 4].find((i) => !held.some((h) => h.index === i));
      if (place === undefined) throw conflict('REVIEW_IMAGES_FULL', '사진은 5장까지 올릴 수 있습니다');
      const old = held.find((h) => h.index === place);
      if (old) {
        await ctx.db.update(reviewImages).set({ file: made.stem }).where(eq(reviewImages._id, old._id));
      } else {
        await ctx.db
          .insert(reviewImages)
          .values({ _review, index: place, file: made.stem, createdAt: ctx.now });
      }
      // A hidden review earns nothing more (its rewards were taken back).
      if (!review.hidden) await rewardPhoto(ctx, review._user, review._purchase);
      return old?.file ?? null;
    }),
  );
  if (replaced) await removeFiles(ctx, dir, filesOf(replaced));
  return getMyReview(ctx, _review);
}

/** Removes one photo. The photo reward stays: only deleting or hiding the review takes it back. */
export async function deleteReviewImage(ctx: ShopContext, _review: string, index: number): Promise<MyReview> {
  const removed = await inTransaction(ctx, async (ctx) => {
    await lockMyReview(ctx, _review);
    const [row] = await ctx.db
      .delete(reviewImages)
      .where(and(eq(reviewImages._review, _review), eq(reviewImages.index, index)))
      .returning();
    if (!row) throw notFound('IMAGE_NOT_FOUND', '이미지를 찾을 수 없습니다');
    return row.file;
  });
  await removeFiles(ctx, reviewDir(_review), filesOf(removed));
  return getMyReview(ctx, _review);
}
