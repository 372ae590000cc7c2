import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { badRequest, ShopError } from '../http/errors.ts';

/** The sizes a product image is kept in: a square card for grids, a large one for the product page. */
export const variants = {
  card: { width: 480, height: 480, fit: 'cover' as const },
  detail: { width: 1200, height: 1200, fit: 'inside' as const },
};
export type Variant = keyof typeof variants;

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export const variantFile = (stem: string, variant: Variant) => `${stem}-${variant}.webp`;

/**
 * Checks that `input` is an image we accept and makes its WebP variants. Answers the stem (a new
 * random name) and the files to store. A file that is not an image gets a clear 400, never a 500.
 */
export async function makeVariants(
  input: Buffer,
): Promise<{ stem: string; files: { name: string; body: Buffer }[] }> {
  if (input.length > MAX_IMAGE_BYTES) {
    throw new ShopError(413, 'IMAGE_TOO_LARGE', '이미지는 10MB 이하만 올릴 수 있습니다');
  }
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    throw badRequest('NOT_AN_IMAGE', '이미지 파일만 올릴 수 있습니다');
  }
  if (!format || !ACCEPTED.has(format)) {
    throw badRequest('UNSUPPORTED_IMAGE', '지원하지 않는 이미지 형식입니다 (JPG, PNG, WebP, GIF)');
  }
  const stem = randomUUID().replaceAll('-', '').slice(0, 16);
  const files = await Promise.all(
    (Object.keys(variants) as Variant[]).map(async (variant) => {
      const { width, height, fit } = variants[variant];
      const body = await sharp(input)
        .rotate()
        .resize({ width, height, fit, withoutEnlargement: fit === 'inside', background: '#ffffff' })
        .flatten({ background: '#ffffff' })
        .webp({ quality: variant === 'card' ? 76 : 82 })
        .toBuffer();
      return { name: variantFile(stem, variant), body };
    }),
  );
  return { stem, files };
}
