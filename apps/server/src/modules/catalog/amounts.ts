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

/** The 1- and 2-character pieces of a name that the search table keeps (lower-cased, no spaces). */
export function gramsOf(text: string): string[] {
  const chars = [...text.toLowerCase().replace(/\s+/g, '')];
  const grams = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    grams.add(chars[i]!);
    if (i + 1 < chars.length) grams.add(chars[i]! + chars[i + 1]!);
  }
  return [...grams];
}

/** The pieces a search term must all match: its bigrams, or the character itself. */
export function searchGramsOf(term: string): string[] {
  const chars = [...term.toLowerCase().replace(/\s+/g, '')];
  if (chars.length === 1) return chars;
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i]! + chars[i + 1]!);
  return [...grams];
}
