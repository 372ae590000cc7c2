import type { Product } from '@shop/contracts';

/**
 * 조합형 옵션: a product has option groups (색상, 사이즈 …) and one option per combination of their
 * values (`values` in group order), each with its extra price and stock. The shopper picks a value
 * per group; the complete combination becomes a line with its own quantity. Pure functions, no React.
 */

export type ProductOption = Product['options'][number];
type Priced = Pick<Product, 'salePrice' | 'soldout' | 'stock'>;
type WithOptions = Priced & Pick<Product, 'optionGroups' | 'options'>;

/** One line of the order box: a combination (or the product itself when it has no options). */
export type OrderLine = {
  /** the option's _id, or PRODUCT_LINE for a product without options */
  key: string;
  quantity: number;
};
export const PRODUCT_LINE = 'product';

export const hasOptions = (product: Pick<Product, 'optionGroups'>) => product.optionGroups.length > 0;

/** The displayed combination with exactly these values, if the operator offers it. */
export function findCombination(product: WithOptions, values: readonly string[]): ProductOption | undefined {
  if (values.length !== product.optionGroups.length) return undefined;
  return product.options.find(
    (o) => o.isDisplayed && o.values.length === values.length && o.values.every((v, i) => v === values[i]),
  );
}

/** 판매가 + 옵션 추가금액, in won. */
export const combinationPrice = (product: Priced, option: Pick<ProductOption, 'extraPrice'>) =>
  product.salePrice + option.extraPrice;

/** A combination cannot be chosen when the product is sold out or the combination has no stock. */
export const isCombinationSoldOut = (product: Priced, option: Pick<ProductOption, 'stock'>) =>
  product.soldout || option.stock <= 0;

/** The whole product cannot be ordered: sold out, or every offered combination is. */
export function isProductSoldOut(product: WithOptions): boolean {
  if (product.soldout) return true;
  if (!hasOptions(product)) return product.stock <= 0;
  return !product.options.some((o) => o.isDisplayed && o.stock > 0);
}

export type Choice = {
  value: string;
  /** some combination through this value can still be bought */
  available: boolean;
  /** in the last group: the combination this value completes */
  option?: ProductOption;
};

/**
 * The values of group `groupIndex` after the values chosen in the groups before it. A value that
 * no offered combination uses is left out; one whose combinations are all sold out is unavailable.
 */
export function choicesFor(product: WithOptions, groupIndex: number, chosen: readonly string[]): Choice[] {
  const group = product.optionGroups[groupIndex];
  if (!group) return [];
  const prefix = chosen.slice(0, groupIndex);
  const last = groupIndex === product.optionGroups.length - 1;
  const offered = product.options.filter((o) => o.isDisplayed && prefix.every((v, i) => o.values[i] === v));
  const choices: Choice[] = [];
  for (const value of group.values) {
    const through = offered.filter((o) => o.values[groupIndex] === value);
    if (through.length === 0) continue;
    const choice: Choice = { value, available: through.some((o) => !isCombinationSoldOut(product, o)) };
    if (last) choice.option = through[0];
    choices.push(choice);
  }
  return choices;
}

/** "색상: 화이트 / 사이즈: 800" */
export function combinationLabel(
  product: Pick<Product, 'optionGroups'>,
  option: Pick<ProductOption, 'values'>,
) {
  return product.optionGroups.map((g, i) => `${g.name}: ${option.values[i] ?? ''}`).join(' / ');
}

/** How many of a line may be ordered: the combination's stock, or the product's. */
export function maxQuantityOf(product: WithOptions, key: string): number {
  if (product.soldout) return 0;
  if (key === PRODUCT_LINE) return Math.max(0, product.stock);
  return Math.max(0, product.options.find((o) => o._id === key)?.stock ?? 0);
}

/** The unit price of a line in won. */
export function unitPriceOf(product: WithOptions, key: string): number {
  if (key === PRODUCT_LINE) return product.salePrice;
  const option = product.options.find((o) => o._id === key);
  return option ? combinationPrice(product, option) : product.salePrice;
}

/**
 * Adds a combination as a new line of quantity 1. A sold-out combination is refused; one already
 * among the lines is not added twice (the shopper changes its quantity instead).
 */
export function addLine(
  product: WithOptions,
  lines: readonly OrderLine[],
  option: ProductOption,
): { lines: OrderLine[]; outcome: 'added' | 'duplicate' | 'soldout' } {
  if (isCombinationSoldOut(product, option)) return { lines: [...lines], outcome: 'soldout' };
  if (lines.some((l) => l.key === option._id)) return { lines: [...lines], outcome: 'duplicate' };
  return { lines: [...lines, { key: option._id, quantity: 1 }], outcome: 'added' };
}

/** Sets a line's quantity, kept between 1 and what is in stock. */
export function setLineQuantity(
  product: WithOptions,
  lines: readonly OrderLine[],
  key: string,
  quantity: number,
): OrderLine[] {
  const max = maxQuantityOf(product, key);
  const q = Math.min(Math.max(1, Math.trunc(quantity) || 1), Math.max(1, max));
  return lines.map((l) => (l.key === key ? { ...l, quantity: q } : l));
}

export const removeLine = (lines: readonly OrderLine[], key: string) => lines.filter((l) => l.key !== key);

/** 총 상품금액: the sum of unit price × quantity over the lines, and the number of items. */
export function orderTotal(product: WithOptions, lines: readonly OrderLine[]) {
  let amount = 0;
  let quantity = 0;
  for (const line of lines) {
    amount += unitPriceOf(product, line.key) * line.quantity;
    quantity += line.quantity;
  }
  return { amount, quantity };
}

/** The lines a product page starts with: none for an option product, one of 1 otherwise. */
export const initialLines = (product: WithOptions): OrderLine[] =>
  hasOptions(product) || isProductSoldOut(product) ? [] : [{ key: PRODUCT_LINE, quantity: 1 }];
