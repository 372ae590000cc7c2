import type { ShopContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { type ContentImage, contentImageFile, makeContentImage } from '../../storage/images.ts';

/**
 * Content files live in storage under one folder per row (`banners/{_id}/…`, `popups/{_id}/…`,
 * `shop/exhibitions/{_id}/…`, `shop/showrooms/{_id}/…`) and are served at `/res/{key}`. Names are
 * random per upload, so `/res` may cache them for a year; deleting a row removes its folder.
 */
export const resUrl = (dir: string, name: string) => `/res/${dir}/${name}`;

/** Each row's folder; the seed writes through the same names. */
export const contentDirs = {
  banner: (_banner: string) => `banners/${_banner}`,
  popup: (_popup: string) => `popups/${_popup}`,
  exhibition: (_exhibition: string) => `shop/exhibitions/${_exhibition}`,
  showroom: (_showroom: string) => `shop/showrooms/${_showroom}`,
};

export async function putFiles(ctx: ShopContext, dir: string, files: { name: string; body: Buffer }[]) {
  for (const f of files) await ctx.storage.put(`${dir}/${f.name}`, f.body);
}

export async function removeFiles(ctx: ShopContext, dir: string, names: string[]) {
  for (const name of names) await ctx.storage.remove(`${dir}/${name}`);
}

/**
 * Runs the database half of an upload after its files are stored; if that half fails (the row was
 * deleted meanwhile, say), the new files go too, so nothing is left behind without a row.
 */
export async function afterStoring<T>(
  ctx: ShopContext,
  dir: string,
  files: { name: string }[],
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await removeFiles(
      ctx,
      dir,
      files.map((f) => f.name),
    );
    throw error;
  }
}

/**
 * Replaces a row's one image of `kind` (a popup's image, an exhibition's thumb, a showroom's photo).
 * `swap` points the row at the new stem in its own transaction and answers the old stem, whose file
 * is removed once the row no longer refers to it.
 */
export async function replaceImage(
  ctx: ShopContext,
  dir: string,
  kind: ContentImage,
  upload: Buffer,
  swap: (stem: string) => Promise<string | null>,
) {
  const { stem, file } = await makeContentImage(upload, kind);
  await putFiles(ctx, dir, [file]);
  const old = await afterStoring(ctx, dir, [file], () => swap(stem));
  if (old && old !== stem) await removeFiles(ctx, dir, [contentImageFile(old, kind)]);
}

/** Clears a row's image of `kind`: `clear` answers the stem it had (404 when it had none). */
export async function dropImage(
  ctx: ShopContext,
  dir: string,
  kind: ContentImage,
  clear: () => Promise<string | null>,
) {
  const old = await clear();
  if (!old) throw notFound('IMAGE_NOT_FOUND', '이미지를 찾을 수 없습니다');
  await removeFiles(ctx, dir, [contentImageFile(old, kind)]);
}

export const imageUrl = (dir: string, stem: string | null, kind: ContentImage) =>
  stem ? resUrl(dir, contentImageFile(stem, kind)) : null;
