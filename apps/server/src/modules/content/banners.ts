import type { Banner, BannerSlide, bannerInput } from '@shop/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import { banners, type StoredSlide } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { makeSlideVariants, slideFile } from '../../storage/images.ts';
import { afterStoring, contentDirs, putFiles, removeFiles, resUrl } from './files.ts';
import { periodValues, toDisplayPeriod, visibleAt } from './period.ts';

/**
 * Banners by code (main-visual, main-visual-mo, main-process, main-banner, main-banner-mo,
 * side-banner …) with their slides. A slide's image is kept as responsive WebP variants
 * (`banners/{_id}/{stem}-{width}.webp`); its text is edited by index, its image by index too.
 */

type BannerRow = typeof banners.$inferSelect;

const bannerNotFound = () => notFound('BANNER_NOT_FOUND', '배너를 찾을 수 없습니다');
const slideNotFound = () => notFound('SLIDE_NOT_FOUND', '슬라이드를 찾을 수 없습니다');
const duplicateCode = () => conflict('BANNER_CODE_TAKEN', '이미 사용 중인 배너 코드입니다');
const bannerDir = contentDirs.banner;
const slideFiles = (s: StoredSlide) => (s.image ? s.widths.map((w) => slideFile(s.image!, w)) : []);

function toSlide(_banner: string, s: StoredSlide): BannerSlide {
  const url = (width: number) => resUrl(bannerDir(_banner), slideFile(s.image!, width));
  const hasImage = !!s.image && s.widths.length > 0;
  return {
    image: hasImage ? url(Math.max(...s.widths)) : null,
    srcSet: hasImage ? s.widths.map((w) => `${url(w)} ${w}w`).join(', ') : '',
    width: hasImage ? s.width : null,
    height: hasImage ? s.height : null,
    url: s.url,
    isOuterLink: s.isOuterLink,
    target: s.target,
    meta: { title: s.meta.title },
  };
}

/** The console sees every slide; the shop only those with an image (an empty slide shows nothing). */
export function toBanner(row: BannerRow, { withEmptySlides }: { withEmptySlides: boolean }): Banner {
  const slides = withEmptySlides ? row.slides : row.slides.filter((s) => s.image);
  return {
    _id: row._id,
    code: row.code,
    name: row.name,
    url: row.url,
    display: toDisplayPeriod(row),
    slides: slides.map((s) => toSlide(row._id, s)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// ---- storefront ----

/** GET /api/v1/banners/{code}: a banner switched off or outside its period is not found. */
export async function getVisibleBanner(ctx: ShopContext, code: string): Promise<Banner> {
  const [row] = await ctx.db
    .select()
    .from(banners)
    .where(and(eq(banners.code, code), visibleAt(banners, ctx.now)));
  if (!row) throw bannerNotFound();
  return toBanner(row, { withEmptySlides: false });
}

// ---- console ----

export async function listBanners(ctx: ShopContext, paging: Paging) {
  const [total] = await ctx.db.select({ value: count() }).from(banners);
  const rows = await ctx.db
    .select()
    .from(banners)
    .orderBy(asc(banners.code))
    .offset(paging.skip)
    .limit(paging.limit);
  return {
    totalCount: Number(total?.value ?? 0),
    banners: rows.map((r) => toBanner(r, { withEmptySlides: true })),
  };
}

export async function getBanner(ctx: ShopContext, _banner: string): Promise<Banner> {
  const [row] = await ctx.db.select().from(banners).where(eq(banners._id, _banner));
  if (!row) throw bannerNotFound();
  return toBanner(row, { withEmptySlides: true });
}

async function lockBanner(ctx: ShopContext, _banner: string): Promise<BannerRow> {
  const [row] = await ctx.db.select().from(banners).where(eq(banners._id, _banner)).for('update');
  if (!row) throw bannerNotFound();
  return row;
}

type SlideText = z.output<typeof bannerInput>['slides'][number];

/** Text goes onto slides by index; an existing slide keeps its image, a new one starts without. */
const withText = (current: StoredSlide | undefined, text: SlideText): StoredSlide => ({
  image: current?.image ?? null,
  widths: current?.widths ?? [],
  width: current?.width ?? null,
  height: current?.height ?? null,
  url: text.url,
  isOuterLink: text.isOuterLink,
  target: text.target,
  meta: { title: text.meta.title },
});

/** A slide added by an upload to the next free place: the operator writes its text afterwards. */
const untitled: SlideText = { url: '', isOuterLink: false, target: '_self', meta: { title: '' } };

export async function createBanner(ctx: ShopContext, input: z.output<typeof bannerInput>) {
  try {
    const [row] = await ctx.db
      .insert(banners)
      .values({
        code: input.code,
        name: input.name,
        url: input.url,
        ...periodValues(input.display),
        slides: input.slides.map((s) => withText(undefined, s)),
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    return toBanner(row!, { withEmptySlides: true });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCode();
    throw error;
  }
}

/**
 * Writes code, name, link, period and the slides' text. Slides past the end of the new list are
 * dropped with their image files; a longer list adds slides without images.
 */
export async function updateBanner(ctx: ShopContext, _banner: string, input: z.output<typeof bannerInput>) {
  let dropped: StoredSlide[] = [];
  let saved: BannerRow;
  try {
    saved = await inTransaction(ctx, async (ctx) => {
      const row = await lockBanner(ctx, _banner);
      dropped = row.slides.slice(input.slides.length);
      const [updated] = await ctx.db
        .update(banners)
        .set({
          code: input.code,
          name: input.name,
          url: input.url,
          ...periodValues(input.display),
          slides: input.slides.map((s, i) => withText(row.slides[i], s)),
          updatedAt: ctx.now,
        })
        .where(eq(banners._id, _banner))
        .returning();
      return updated!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCode();
    throw error;
  }
  await removeFiles(ctx, bannerDir(_banner), dropped.flatMap(slideFiles));
  return toBanner(saved, { withEmptySlides: true });
}

export async function deleteBanner(ctx: ShopContext, _banner: string) {
  const deleted = await ctx.db
    .delete(banners)
    .where(eq(banners._id, _banner))
    .returning({ _id: banners._id });
  if (deleted.length === 0) throw bannerNotFound();
  await ctx.storage.remove(bannerDir(_banner));
}

/**
 * POST /banners/{_id}/images/{index}: the slide's image (replacing the one it had). `index` may
 * also be the next free place, which adds a slide with no text yet.
 */
export async function putSlideImage(ctx: ShopContext, _banner: string, index: number, upload: Buffer) {
  const current = await lockBanner(ctx, _banner); // 404 before the image work
  if (index > current.slides.length) throw slideNotFound();
  const made = await makeSlideVariants(upload);
  const dir = bannerDir(_banner);
  await putFiles(ctx, dir, made.files);
  const { row, replaced } = await afterStoring(ctx, dir, made.files, () =>
    inTransaction(ctx, async (ctx) => {
      const row = await lockBanner(ctx, _banner);
      if (index > row.slides.length) throw slideNotFound();
      const slides = [...row.slides];
      const replaced = slides[index];
      slides[index] = {
        ...(replaced ?? withText(undefined, untitled)),
        image: made.stem,
        widths: made.widths,
        width: made.width,
        height: made.height,
      };
      const [updated] = await ctx.db
        .update(banners)
        .set({ slides, updatedAt: ctx.now })
        .where(eq(banners._id, _banner))
        .returning();
      return { row: updated!, replaced };
    }),
  );
  if (replaced) await removeFiles(ctx, dir, slideFiles(replaced));
  return toBanner(row, { withEmptySlides: true });
}

/** DELETE /banners/{_id}/images/{index}: the slide stays, without its image (and its files go). */
export async function deleteSlideImage(ctx: ShopContext, _banner: string, index: number) {
  const { row, removed } = await inTransaction(ctx, async (ctx) => {
    const row = await lockBanner(ctx, _banner);
    const slide = row.slides[index];
    if (!slide) throw slideNotFound();
    if (!slide.image) throw notFound('IMAGE_NOT_FOUND', '이미지를 찾을 수 없습니다');
    const slides = row.slides.map((s, i) =>
      i === index ? { ...s, image: null, widths: [], width: null, height: null } : s,
    );
    const [updated] = await ctx.db
      .update(banners)
      .set({ slides, updatedAt: ctx.now })
      .where(eq(banners._id, _banner))
      .returning();
    return { row: updated!, removed: slide };
  });
  await removeFiles(ctx, bannerDir(_banner), slideFiles(removed));
  return toBanner(row, { withEmptySlides: true });
}

/**
 * PUT /banners/{_id}/slides/order: `order[to]` is the old index of the slide that goes to `to`.
 * It must name every slide once; anything else means the editor worked on a stale banner.
 */
export async function orderSlides(ctx: ShopContext, _banner: string, order: number[]) {
  const row = await inTransaction(ctx, async (ctx) => {
    const row = await lockBanner(ctx, _banner);
    const isPermutation =
      order.length === row.slides.length &&
      new Set(order).size === order.length &&
      order.every((from) => from < row.slides.length);
    if (!isPermutation) {
      throw conflict('SLIDES_CHANGED', '슬라이드 목록이 바뀌었습니다. 새로고침 후 다시 시도해주세요');
    }
    const [updated] = await ctx.db
      .update(banners)
      .set({ slides: order.map((from) => row.slides[from]!), updatedAt: ctx.now })
      .where(eq(banners._id, _banner))
      .returning();
    return updated!;
  });
  return toBanner(row, { withEmptySlides: true });
}
