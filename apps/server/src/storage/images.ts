import { randomUUID } from 'node:crypto';
import type Sharp from 'sharp';
import { badRequest, ShopError } from '../http/errors.ts';
import { lazyRequire } from '../lazy-require.ts';

const loadSharp = lazyRequire<typeof Sharp>('sharp');
const sharp = ((...args: Parameters<typeof Sharp>) => loadSharp()(...args)) as typeof Sharp;

/** The sizes a product image is kept in: a square card for grids, a large one for the product page. */
export const variants = {
  card: { width: 480, height: 480, fit: 'cover' as const },
  detail: { width: 1200, height: 1200, fit: 'inside' as const },
};
export type Variant = keyof typeof variants;

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/**
 * Pixels an upload may decode to: 50 megapixels (8,660 × 5,773), more than any camera photo a shop
 * uploads. A 100 KB PNG can declare 100,000 × 100,000 pixels and take gigabytes to decode; the header
 * is checked first, and every decoder is bounded by it as well.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
const decode = (input: Buffer) => sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS });

/** A header that reads well over pixels that do not (truncated, corrupt) is a 400 too, never a 500. */
async function rendered<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch {
    throw badRequest('NOT_AN_IMAGE', '이미지 파일을 읽을 수 없습니다');
  }
}
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/**
 * The file name of one variant of an upload: what a product row keeps (`thumb` is the card file,
 * `images` the detail files) and what the API answers, so `/res/shop/products/{_id}/{file}` is the
 * image (spec §3, §7; decision 0025).
 */
export const variantFile = (stem: string, variant: Variant) => `${stem}-${variant}.webp`;

const VARIANT_FILE = new RegExp(`^(.+)-(?:${Object.keys(variants).join('|')})\\.webp$`);

/** The upload a variant file was made from: `{stem}-card.webp` → `{stem}`. Other names are their own stem. */
export const stemOf = (file: string) => VARIANT_FILE.exec(file)?.[1] ?? file;

const newStem = () => randomUUID().replaceAll('-', '').slice(0, 16);

/** Answers the image's metadata; a file that is not an image we accept gets a clear 400 (413 if huge). */
async function assertImage(input: Buffer): Promise<Sharp.Metadata> {
  if (input.length > MAX_IMAGE_BYTES) {
    throw new ShopError(413, 'IMAGE_TOO_LARGE', '이미지는 10MB 이하만 올릴 수 있습니다');
  }
  let meta: Sharp.Metadata;
  try {
    // The header only, without the pixel limit, which would answer a bare 'exceeds pixel limit'.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest('NOT_AN_IMAGE', '이미지 파일만 올릴 수 있습니다');
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) {
    throw badRequest('UNSUPPORTED_IMAGE', '지원하지 않는 이미지 형식입니다 (JPG, PNG, WebP, GIF)');
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) {
    throw badRequest('IMAGE_TOO_MANY_PIXELS', '이미지 해상도가 너무 큽니다 (최대 5천만 화소)');
  }
  return meta;
}

/**
 * Checks that `input` is an image we accept and makes its WebP variants. Answers the stem (a new
 * random name) and the files to store. A file that is not an image gets a clear 400, never a 500.
 */
export async function makeVariants(
  input: Buffer,
): Promise<{ stem: string; files: { name: string; body: Buffer }[] }> {
  await assertImage(input);
  const stem = newStem();
  const files = await Promise.all(
    (Object.keys(variants) as Variant[]).map(async (variant) => {
      const { width, height, fit } = variants[variant];
      const body = await rendered(
        decode(input)
          .rotate()
          .resize({ width, height, fit, withoutEnlargement: fit === 'inside', background: '#ffffff' })
          .flatten({ background: '#ffffff' })
          .webp({ quality: variant === 'card' ? 76 : 82 })
          .toBuffer(),
      );
      return { name: variantFile(stem, variant), body };
    }),
  );
  return { stem, files };
}

// ---- shop content images (banners, popups, exhibitions, showrooms) ----

/**
 * Widths a banner slide is kept in, for its `srcSet`. A slide is never enlarged: an upload narrower
 * than a width gets only the widths below it plus its own (a 750 px mobile slide: 480 and 750).
 */
export const slideWidths = [480, 768, 1280, 1920] as const;

export const slideFile = (stem: string, width: number) => `${stem}-${width}.webp`;

/** The widths made for an image `width` px wide: the set's smaller ones (not within 10 %) and its own. */
export function responsiveWidths(width: number, set: readonly number[] = slideWidths): number[] {
  const largest = Math.min(width, Math.max(...set));
  return [...set.filter((w) => w < largest * 0.9), largest];
}

/**
 * Responsive WebP variants of a banner slide. Answers the stem, the widths made and the intrinsic
 * size of the largest one (the page sets width and height from it, so nothing shifts on load).
 */
export async function makeSlideVariants(input: Buffer): Promise<{
  stem: string;
  widths: number[];
  width: number;
  height: number;
  files: { name: string; body: Buffer }[];
}> {
  const meta = await assertImage(input);
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
  const upright = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  const widths = responsiveWidths(upright ?? slideWidths[0]);
  const stem = newStem();
  const made = await Promise.all(
    widths.map(async (width) => {
      const { data, info } = await rendered(
        decode(input)
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: width <= 768 ? 76 : 80 })
          .toBuffer({ resolveWithObject: true }),
      );
      return { name: slideFile(stem, width), body: data, width: info.width, height: info.height };
    }),
  );
  const largest = made[made.length - 1]!;
  return {
    stem,
    widths: made.map((m) => m.width),
    width: largest.width,
    height: largest.height,
    files: made.map(({ name, body }) => ({ name, body })),
  };
}

/**
 * One-size content images. Cards in grids are cropped to a fixed shape (the page knows their size
 * before they load); a popup's image and an exhibition's top banner keep their shape.
 */
export const contentImages = {
  /** a popup layer is at most 1200 px wide; twice its usual 380-600 px covers sharp screens */
  popup: { width: 1200, height: 1600, fit: 'inside' as const },
  /** 기획전 list card, 16:10 */
  thumb: { width: 800, height: 500, fit: 'cover' as const },
  /** 기획전 page top banner, full width */
  banner: { width: 1920, height: 1200, fit: 'inside' as const },
  /** showroom photo, 4:3 */
  photo: { width: 960, height: 720, fit: 'cover' as const },
};
export type ContentImage = keyof typeof contentImages;

export const contentImageFile = (stem: string, kind: ContentImage) => `${stem}-${kind}.webp`;

/** Checks the upload and makes its one WebP file of `kind`. */
export async function makeContentImage(
  input: Buffer,
  kind: ContentImage,
): Promise<{ stem: string; file: { name: string; body: Buffer } }> {
  await assertImage(input);
  const { width, height, fit } = contentImages[kind];
  const body = await rendered(
    decode(input)
      .rotate()
      .resize({ width, height, fit, withoutEnlargement: fit === 'inside' })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 80 })
      .toBuffer(),
  );
  const stem = newStem();
  return { stem, file: { name: contentImageFile(stem, kind), body } };
}
