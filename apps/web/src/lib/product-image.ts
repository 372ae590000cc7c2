import { productImagePath } from '@shop/contracts';

/**
 * The URL of one of a product's image files. The API gives a product's `thumb` and `images` (and an
 * order line's `productThumb`) as file names; the file is served by product id and name (spec §3,
 * §7: /res/shop/products/{_id}/{file}; decision 0025). Every product image the web shows is built
 * here. Null without a product or a file: the caller shows its placeholder.
 */
export function productImageUrl(_product: string, file: string): string;
export function productImageUrl(
  _product: string | null | undefined,
  file: string | null | undefined,
): string | null;
export function productImageUrl(
  _product: string | null | undefined,
  file: string | null | undefined,
): string | null {
  if (!_product || !file) return null;
  return productImagePath(_product, file);
}

/**
 * A thumb this browser remembered before decision 0025 (recently viewed, guest cart) was the whole
 * URL, `/res/shop/products/{_id}/{file}`: its last segment is the file name the API now gives.
 */
export const rememberedImageFile = (value: string) => value.slice(value.lastIndexOf('/') + 1);
