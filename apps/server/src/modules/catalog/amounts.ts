/** Pure price rules of the catalogue; the database computes the same with generated columns. */

/** 할인금액: how much below 정가 the 판매가 is. */
export const discountPrice = (price: number, salePrice: number): number => price - salePrice;

/** 할인율: whole percent, rounded down, so a shopper is never promised more than they get. */
export const discountRate = (price: number, salePrice: number): number =>
  price > 0 ? Math.floor(((price - salePrice) * 100) / price) : 0;

/** What one unit of a chosen option costs. */
export const unitPrice = (salePrice: number, extraPrice: number): number => salePrice + extraPrice;

/** A product can be ordered only when it is not marked sold out and has stock. */
export const isSoldOut = (soldout: boolean, stock: number): boolean => soldout || stock <= 0;

/**
 * The 1- and 2-character pieces of a name that `product_grams` keeps (lower-cased, no spaces). The
 * search no longer reads them (search.ts, decision 0028); they are written until that table is dropped.
 */
export function gramsOf(text: string): string[] {
  const chars = [...text.toLowerCase().replace(/\s+/g, '')];
  const grams = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    grams.add(chars[i]!);
    if (i + 1 < chars.length) grams.add(chars[i]! + chars[i + 1]!);
  }
  return [...grams];
}
