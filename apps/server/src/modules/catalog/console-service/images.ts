import { eq } from 'drizzle-orm';
import { products } from '../../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../../http/context.ts';
import { conflict, notFound, refused } from '../../../http/errors.ts';
import { makeVariants, stemOf, variantFile, variants } from '../../../storage/images.ts';
import { getProductForConsole } from './product-view.ts';
import { changed, lockProduct } from './shared.ts';

/**
 * A product's images: the gallery (`images`, in order, their large files) and the card image
 * (`thumb`, a card file), made from one of the gallery's or uploaded on its own. Rows hold file names
 * (decision 0025); the console names an image by its stem, the random name both variants share.
 * Files are stored before the row points at them and removed once nothing points at them; each
 * variant lives under `shop/products/{_id}/`.
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

/** Whether the row's card image was made from one of its gallery images (then its files stay). */
const thumbInGallery = (row: { thumb: string | null; images: string[] }) =>
  row.thumb !== null && row.images.some((file) => stemOf(file) === stemOf(row.thumb!));

/** The card image. The old one's files are removed unless it is also one of the gallery images. */
export async function setThumb(ctx: ShopContext, _product: string, upload: Buffer) {
  await lockProduct(ctx, _product); // 404 before the image work
  const stem = await storeImage(ctx, _product, upload);
  const old = await inTransaction(ctx, async (ctx) => {
    const row = await lockProduct(ctx, _product);
    await ctx.db
      .update(products)
      .set({ thumb: variantFile(stem, 'card'), updatedAt: ctx.now })
      .where(eq(products._id, _product));
    return row;
  });
  if (old.thumb && !thumbInGallery(old)) await removeImageFiles(ctx, _product, stemOf(old.thumb));
  await changed(ctx);
  return getProductForConsole(ctx, _product);
}

/** Makes one of the gallery's images the card image; an uploaded-only thumb's files are removed. */
export async function chooseThumb(ctx: ShopContext, _product: string, stem: string) {
  return thumbFromGallery(ctx, _product, (stems) => {
    if (!stems.includes(stem)) throw notFound('IMAGE_NOT_FOUND', '이미지를 찾을 수 없습니다');
    return stem;
  });
}

/**
 * POST …/{_id}/autoImage: the card image becomes the gallery's first image, as it is when a
 * product's first image is uploaded. Without a gallery image there is nothing to make it from: 422.
 */
export async function autoImage(ctx: ShopContext, _product: string) {
  return thumbFromGallery(ctx, _product, (stems) => {
    const first = stems[0];
    if (!first) {
      throw refused(
        'NO_GALLERY_IMAGE',
        '상품 이미지가 없어 대표 이미지를 만들 수 없습니다. 상품 이미지를 먼저 올려주세요',
      );
    }
    return first;
  });
}

/** Makes the card image from the gallery image whose stem `pick` chooses from the locked row's. */
async function thumbFromGallery(ctx: ShopContext, _product: string, pick: (stems: string[]) => string) {
  const { old, stem } = await inTransaction(ctx, async (ctx) => {
    const row = await lockProduct(ctx, _product);
    const stem = pick(row.images.map(stemOf));
    await ctx.db
      .update(products)
      .set({ thumb: variantFile(stem, 'card'), updatedAt: ctx.now })
      .where(eq(products._id, _product));
    return { old: row, stem };
  });
  if (old.thumb && stemOf(old.thumb) !== stem && !thumbInGallery(old)) {
    await removeImageFiles(ctx, _product, stemOf(old.thumb));
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
    const replaced = images[index] === undefined ? null : stemOf(images[index]);
    images[index] = variantFile(stem, 'detail');
    await ctx.db
      .update(products)
      .set({ images, thumb: row.thumb ?? variantFile(stem, 'card'), updatedAt: ctx.now })
      .where(eq(products._id, _product));
    // The card image made from the replaced photo stays the thumb until another is chosen.
    return replaced && (row.thumb === null || replaced !== stemOf(row.thumb)) ? replaced : null;
  });
  if (replaced) await removeImageFiles(ctx, _product, replaced);
  await changed(ctx);
  return getProductForConsole(ctx, _product);
}

export async function deleteImage(ctx: ShopContext, _product: string, index: number) {
  const removed = await inTransaction(ctx, async (ctx) => {
    const row = await lockProduct(ctx, _product);
    const file = row.images[index];
    if (!file) throw notFound('IMAGE_NOT_FOUND', '이미지를 찾을 수 없습니다');
    const stem = stemOf(file);
    const images = row.images.filter((_, i) => i !== index);
    const next = images[0];
    const thumb =
      row.thumb !== null && stemOf(row.thumb) === stem
        ? next === undefined
          ? null
          : variantFile(stemOf(next), 'card')
        : row.thumb;
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
    const current = row.images.map(stemOf);
    const same =
      imageStems.length === current.length && [...imageStems].sort().join() === [...current].sort().join();
    if (!same) throw conflict('IMAGES_CHANGED', '이미지 목록이 바뀌었습니다. 새로고침 후 다시 시도해주세요');
    const fileOf = new Map(row.images.map((file) => [stemOf(file), file]));
    await ctx.db
      .update(products)
      .set({ images: imageStems.map((stem) => fileOf.get(stem)!), updatedAt: ctx.now })
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
