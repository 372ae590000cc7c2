import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/catalog-fixtures.ts';
import {
  addLine,
  choicesFor,
  combinationLabel,
  combinationPrice,
  findCombination,
  initialLines,
  isCombinationSoldOut,
  isProductSoldOut,
  maxQuantityOf,
  orderTotal,
  PRODUCT_LINE,
  removeLine,
  setLineQuantity,
  unitPriceOf,
} from './option-selection.ts';

const product = makeProduct(); // 231,800원; 화이트/블랙 × 600/800/1000, see the fixture
const option = (values: string[]) => {
  const found = findCombination(product, values);
  if (!found) throw new Error(`no combination ${values.join('/')}`);
  return found;
};

describe('a combination', () => {
  it('is found by one value per group, in group order', () => {
    expect(option(['화이트', '800'])._id).toBe('00000000-0000-4000-8000-000000000002');
    expect(findCombination(product, ['800', '화이트'])).toBeUndefined();
    expect(findCombination(product, ['화이트'])).toBeUndefined();
    expect(findCombination(product, ['블랙', '1000'])).toBeUndefined(); // not offered
  });

  it('is not found when the operator hides it', () => {
    const hidden = makeProduct({
      options: product.options.map((o) => (o.values[1] === '600' ? { ...o, isDisplayed: false } : o)),
    });
    expect(findCombination(hidden, ['화이트', '600'])).toBeUndefined();
  });

  it('costs the sale price plus its extra price', () => {
    expect(combinationPrice(product, option(['화이트', '600']))).toBe(231_800);
    expect(combinationPrice(product, option(['화이트', '1000']))).toBe(291_800);
    expect(combinationPrice(product, option(['블랙', '600']))).toBe(236_800);
    expect(combinationPrice(product, { extraPrice: -1_800 })).toBe(230_000);
  });

  it('is sold out without stock, or when the whole product is', () => {
    expect(isCombinationSoldOut(product, option(['화이트', '600']))).toBe(false);
    expect(isCombinationSoldOut(product, option(['화이트', '800']))).toBe(true);
    expect(isCombinationSoldOut({ ...product, soldout: true }, option(['화이트', '600']))).toBe(true);
  });

  it('is labelled by group and value', () => {
    expect(combinationLabel(product, option(['화이트', '1000']))).toBe('색상: 화이트 / 사이즈: 1000');
  });
});

describe('choicesFor', () => {
  it('offers a first-group value while any of its combinations is in stock', () => {
    expect(choicesFor(product, 0, [])).toEqual([
      { value: '화이트', available: true },
      { value: '블랙', available: false }, // 600 and 800 are sold out, 1000 not offered
    ]);
  });

  it('gives each last-group value its combination, sold-out ones unavailable, unoffered ones left out', () => {
    const white = choicesFor(product, 1, ['화이트']);
    expect(white.map((c) => [c.value, c.available, c.option?.extraPrice, c.option?.stock])).toEqual([
      ['600', true, 0, 10],
      ['800', false, 30_000, 0],
      ['1000', true, 60_000, 3],
    ]);
    expect(choicesFor(product, 1, ['블랙']).map((c) => c.value)).toEqual(['600', '800']);
  });

  it('answers nothing for a group that does not exist', () => {
    expect(choicesFor(product, 5, [])).toEqual([]);
  });
});

describe('order lines', () => {
  it('adds a combination once, at quantity 1', () => {
    const first = addLine(product, [], option(['화이트', '600']));
    expect(first.outcome).toBe('added');
    expect(first.lines).toEqual([{ key: option(['화이트', '600'])._id, quantity: 1 }]);
    const again = addLine(product, first.lines, option(['화이트', '600']));
    expect(again.outcome).toBe('duplicate');
    expect(again.lines).toEqual(first.lines);
  });

  it('refuses a sold-out combination', () => {
    const result = addLine(product, [], option(['화이트', '800']));
    expect(result).toEqual({ lines: [], outcome: 'soldout' });
  });

  it('keeps a quantity between 1 and the combination stock', () => {
    const key = option(['화이트', '1000'])._id; // stock 3
    let lines = addLine(product, [], option(['화이트', '1000'])).lines;
    lines = setLineQuantity(product, lines, key, 7);
    expect(lines[0]?.quantity).toBe(3);
    lines = setLineQuantity(product, lines, key, 0);
    expect(lines[0]?.quantity).toBe(1);
    lines = setLineQuantity(product, lines, key, 2.8);
    expect(lines[0]?.quantity).toBe(2);
    expect(maxQuantityOf(product, key)).toBe(3);
  });

  it('totals unit price times quantity over the lines', () => {
    const a = option(['화이트', '600']);
    const b = option(['화이트', '1000']);
    let lines = addLine(product, [], a).lines;
    lines = addLine(product, lines, b).lines;
    lines = setLineQuantity(product, lines, a._id, 2);
    expect(unitPriceOf(product, b._id)).toBe(291_800);
    expect(orderTotal(product, lines)).toEqual({ amount: 2 * 231_800 + 291_800, quantity: 3 });
    expect(orderTotal(product, removeLine(lines, a._id))).toEqual({ amount: 291_800, quantity: 1 });
    expect(orderTotal(product, [])).toEqual({ amount: 0, quantity: 0 });
  });
});

describe('a product without options', () => {
  const plain = makeProduct({ optionGroups: [], options: [], stock: 4 });

  it('starts with one line of 1 at the sale price, limited by the product stock', () => {
    expect(initialLines(plain)).toEqual([{ key: PRODUCT_LINE, quantity: 1 }]);
    expect(maxQuantityOf(plain, PRODUCT_LINE)).toBe(4);
    const lines = setLineQuantity(plain, initialLines(plain), PRODUCT_LINE, 9);
    expect(orderTotal(plain, lines)).toEqual({ amount: 4 * 231_800, quantity: 4 });
  });

  it('is sold out at stock 0 or when marked, and then starts with no line', () => {
    expect(isProductSoldOut({ ...plain, stock: 0 })).toBe(true);
    expect(isProductSoldOut({ ...plain, soldout: true })).toBe(true);
    expect(initialLines({ ...plain, stock: 0 })).toEqual([]);
    expect(maxQuantityOf({ ...plain, soldout: true }, PRODUCT_LINE)).toBe(0);
  });
});

describe('a product with options', () => {
  it('starts with no line, and is sold out only when every offered combination is', () => {
    expect(initialLines(product)).toEqual([]);
    expect(isProductSoldOut(product)).toBe(false);
    const gone = makeProduct({ options: product.options.map((o) => ({ ...o, stock: 0 })) });
    expect(isProductSoldOut(gone)).toBe(true);
  });
});
