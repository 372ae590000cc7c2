import { eq } from 'drizzle-orm';
import { products } from '../../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../../http/context.ts';
import { conflict, notFound, refused } from '../../../http/errors.ts';
import { makeVariants, variantFile, variants } from '../../../storage/images.ts';
import { getProductForConsole } from './product-view.ts';
import { changed, lockProduct } from './shared.ts';

/**
 * A product's images: the gallery (`images`, in order) and the card image (`thumb`), which is one of
 * the gallery's or uploaded on its own. Files are stored before the row points at them and removed
 * once nothing points at them; each variant lives under `shop/products/{_id}/`.
 */

const MAX_IMAGES = 20;

async function storeImage(ctx: ShopContext, _product: string, upload: Buffer): Promise<string> {
  const { stem, files } = await makeVariants(upload);
  for (const f of files) await ctx.storage.put(`shop/products/${_product}/${f.name}`, f.body);
  return stem;
}

async function removeImageFiles(ctx: ShopContext, _product: string, stem: string) {
  for (const variant of Object.keys(variants) as (keyof typeof variants)[]) {
    await ctx.storage.remove(`shop/products/${_product}/${variantFile(stem, variant)}`);
  }
}

/** The card image. The old one's files are removed unless it is also one of the gallery images. */
export async function setThumb(ctx: ShopContext, _product: string, upload: Buffer) {
  await lockProduct(ctx, _product); // 404 before the image work
  const stem = await storeImage(ctx, _product, upload);
  const old = await inTransaction(ctx, async (ctx) => {
    const row = await lockProduct(ctx, _product);
    await ctx.db.update(products).set({ thumb: stem, updatedAt: ctx.now }).where(eq(products._id, _product));
    return row;
  });
  if (old.thumb && !old.images.includes(old.thumb)) await removeImageFiles(ctx, _product, old.thumb);
  await changed(ctx);
  return getProductForConsole(ctx, _product);
}

/** Makes one of the gallery's images the card image; an uploaded-only thumb's files are removed. */
export async function chooseThumb(ctx: ShopContext, _product: string, stem: string) {
  return thumbFromGallery(ctx, _product, (images) => {
    if (!images.includes(stem)) throw notFound('IMAGE_NOT_FOUND', '이미지를 찾을 수 없습니다');
    return stem;
  });
}

/**
 * POST …/{_id}/autoImage: the card image becomes the gallery's first image, as it is when a
 * product's first image is uploaded. Without a gallery image there is nothing to make it from: 422.
 */
export async function autoImage(ctx: ShopContext, _product: string) {
  return thumbFromGallery(ctx, _product, (images) => {
    const first = images[0];
    if (!first) {
      throw refused(
        'NO_GALLERY_IMAGE',
        '상품 이미지가 없어 대표 이미지를 만들 수 없습니다. 상품 이미지를 먼저 올려주세요',
      );
    }
    return first;
  });
}

/** Points the card image at the gallery image `pick` chooses from the locked row's gallery. */
async function thumbFromGallery(ctx: ShopContext, _product: string, pick: (images: string[]) => string) {
  const { old, stem } = await inTransaction(ctx, async (ctx) => {
    const row = await lockProduct(ctx, _product);
    const stem = pick(row.images);
    await ctx.db.update(products).set({ thumb: stem, updatedAt: ctx.now }).where(eq(products._id, _product));
    return { old: row, stem };
  });
  if (old.thumb && old.thumb !== stem && !old.images.includes(old.thumb)) {
    await removeImageFiles(ctx, _product, old.thumb);
  }
  await changed(ctx);
  return getProductForConsole(ctx, _product);
}

/** Puts an image at `index` of the gallery (replacing the one there, or appending at the end). */
export async function putImage(ctx: ShopContext, _product: string, index: number, upload: Buffer) {
  const current = await lockProduct(ctx, _product);
  if (index > current.images.length || index >= MAX_IMAGES) {
    throw refused(
      'IMAGE_INDEX',
      `이미지는 ${Math.min(current.images.length, MAX_IMAGES - 1) + 1}번째 자리까지 올릴 수 있습니다`,
    );
  }
  const stem = await storeImage(ctx, _product, upload);
  const replaced = await inTransaction(ctx, async (ctx) => {
    const row = await lockProduct(ctx, _product);
    const images = [...row.images];
    const replaced = images[index];
    images[index] = stem;
    await ctx.db
      .update(products)
      .set({ images, thumb: row.thumb ?? stem, updatedAt: ctx.now })
      .where(eq(products._id, _product));
    return replaced && replaced !== row.thumb ? replaced : null;
  });
  if (replaced) await removeImageFiles(ctx, _product, replaced);
  await changed(ctx);
  return getProductForConsole(ctx, _product);
}

export async function deleteImage(ctx: ShopContext, _product: string, index: number) {
  const removed = await inTransaction(ctx, async (ctx) => {
    const row = await lockProduct(ctx, _product);
    const stem = row.images[index];
    if (!stem) throw notFound('IMAGE_NOT_FOUND', '이미지를 찾을 수 없습니다');
    const images = row.images.filter((_, i) => i !== index);
    const thumb = row.thumb === stem ? (images[0] ?? null) : row.thumb;
    await ctx.db
      .update(products)
      .set({ images, thumb, updatedAt: ctx.now })
      .where(eq(products._id, _product));
    return stem;
  });
  await removeImageFiles(ctx, _product, removed);
  await changed(ctx);
  return getProductForConsole(ctx, _product);
}

/** Reorders the gallery: the new order must hold exactly the images the product has. */
export async function orderImages(ctx: ShopContext, _product: string, imageStems: string[]) {
  await inTransaction(ctx, async (ctx) => {
    const row = await lockProduct(ctx, _product);
    const same =
      imageStems.length === row.images.length &&
      [...imageStems].sort().join() === [...row.images].sort().join();
    if (!same) throw conflict('IMAGES_CHANGED', '이미지 목록이 바뀌었습니다. 새로고침 후 다시 시도해주세요');
    await ctx.db
      .update(products)
      .set({ images: imageStems, updatedAt: ctx.now })
      .where(eq(products._id, _product));
  });
  await changed(ctx);
  return getProductForConsole(ctx, _product);
}

/** 상세설명 editor images: stored once, referenced from product descriptions by URL. */
export async function storeEditorImage(ctx: ShopContext, upload: Buffer): Promise<string> {
  const { stem, files } = await makeVariants(upload);
  const detail = files.find((f) => f.name === variantFile(stem, 'detail'))!;
  await ctx.storage.put(`editor/${detail.name}`, detail.body);
  return `/res/editor/${detail.name}`;
}
