import { describe, expect, it } from 'vitest';
import { type IslandRange, islandFor, type ShippingLine, shippingBreakdown } from './shipping.ts';

const policy = { baseFee: 3_000, freeFrom: 50_000 };
const parcel = (amount: number, _product = `p${amount}`): ShippingLine => ({
  _product,
  amount,
  shippingFee: null,
  shippingMethod: 'PARCEL',
});
const own = (amount: number, shippingFee: number, _product = `own${amount}`): ShippingLine => ({
  _product,
  amount,
  shippingFee,
  shippingMethod: 'PARCEL',
});
const islands: IslandRange[] = [
  { name: '인천 옹진', fromPostcode: '23100', toPostcode: '23116', extraFee: 5_000 },
  { name: '충남 보령 섬지역', fromPostcode: '33411', toPostcode: '33411', extraFee: 5_000 },
  { name: '제주', fromPostcode: '63000', toPostcode: '63644', extraFee: 3_000 },
];

describe('the parcel (묶음배송)', () => {
  it.each([
    [[parcel(10_000)], 3_000],
    [[parcel(49_999)], 3_000],
    [[parcel(50_000)], 0],
    [[parcel(30_000), parcel(20_000)], 0],
    [[parcel(30_000), parcel(19_999)], 3_000],
  ])('charges the base fee below 50,000 won and nothing from it (%#)', (lines, fee) => {
    expect(shippingBreakdown(policy, lines, null).shippingFee).toBe(fee);
  });
  it('charges nothing for an empty order', () => {
    expect(shippingBreakdown(policy, [], islands[2]!)).toMatchObject({ shippingFee: 0, totalAmount: 0 });
  });
  it('is always free when the operator sets the threshold to 0', () => {
    expect(shippingBreakdown({ baseFee: 3_000, freeFrom: 0 }, [parcel(100)], null).baseFee).toBe(0);
  });
});

describe('products with their own fee (개별배송비)', () => {
  it('charges the fee once per product, whatever the quantity or options', () => {
    const lines = [own(200_000, 30_000, 'tub'), own(210_000, 30_000, 'tub'), own(90_000, 0, 'free')];
    expect(shippingBreakdown(policy, lines, null)).toMatchObject({
      baseFee: 0,
      productFees: 30_000,
      shippingFee: 30_000,
      productAmount: 500_000,
      totalAmount: 530_000,
    });
  });
  it('does not count them towards the parcel threshold', () => {
    const b = shippingBreakdown(policy, [own(400_000, 20_000), parcel(10_000)], null);
    expect(b).toMatchObject({
      parcelAmount: 10_000,
      baseFee: 3_000,
      productFees: 20_000,
      shippingFee: 23_000,
    });
  });
  it('charges no base fee when nothing travels in the parcel', () => {
    expect(shippingBreakdown(policy, [own(10_000, 5_000)], null).baseFee).toBe(0);
  });
});

describe('설치배송', () => {
  it('charges as its fee field says and flags the separate installation quote', () => {
    const install: ShippingLine = {
      _product: 'toilet',
      amount: 300_000,
      shippingFee: null,
      shippingMethod: 'INSTALLATION',
    };
    expect(shippingBreakdown(policy, [install], null)).toMatchObject({ shippingFee: 0, installation: true });
    expect(shippingBreakdown(policy, [parcel(1_000)], null).installation).toBe(false);
  });
});

describe('remote areas (지역별 추가 배송비)', () => {
  it.each([
    ['63000', '제주', 3_000],
    ['63644', '제주', 3_000],
    ['63645', null, 0],
    ['23100', '인천 옹진', 5_000],
    ['23116', '인천 옹진', 5_000],
    ['23117', null, 0],
    ['33411', '충남 보령 섬지역', 5_000],
    ['06236', null, 0],
  ])('finds %s in %s', (postcode, name, fee) => {
    const island = islandFor(islands, postcode);
    expect(island?.name ?? null).toBe(name);
    expect(shippingBreakdown(policy, [parcel(10_000)], island).islandFee).toBe(fee);
  });
  it('ignores a missing or malformed postcode', () => {
    for (const postcode of [undefined, null, '', '6300', '630001', 'abcde']) {
      expect(islandFor(islands, postcode)).toBeNull();
    }
  });
  it('adds the surcharge even when the parcel is free', () => {
    const b = shippingBreakdown(policy, [parcel(80_000)], islands[2]!);
    expect(b).toMatchObject({ baseFee: 0, islandFee: 3_000, shippingFee: 3_000, island: '제주' });
  });
});

/**
 * Property checks over many generated orders (fast-check is not installed; a seeded generator keeps
 * the cases reproducible).
 */
describe('for any order', () => {
  function* orders(count: number) {
    let seed = 20_260_101;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let i = 0; i < count; i++) {
      // A product's shipping terms are the same on every line of it.
      const products = Array.from({ length: 4 }, (_, k) => ({
        _product: `p${k}`,
        shippingFee: next(3) === 0 ? next(4) * 10_000 : null,
        shippingMethod: next(4) === 0 ? ('INSTALLATION' as const) : ('PARCEL' as const),
      }));
      const lines: ShippingLine[] = Array.from({ length: next(6) }, () => ({
        ...products[next(4)]!,
        amount: next(120_000),
      }));
      const postcode = String(next(100_000)).padStart(5, '0');
      yield { lines, postcode, policy: { baseFee: next(6) * 1_000, freeFrom: next(8) * 10_000 } };
    }
  }
  it('is made of whole, non-negative won that add up', () => {
    for (const { lines, postcode, policy } of orders(2_000)) {
      const b = shippingBreakdown(policy, lines, islandFor(islands, postcode));
      for (const value of [b.productAmount, b.baseFee, b.productFees, b.islandFee, b.shippingFee]) {
        expect(Number.isInteger(value) && value >= 0).toBe(true);
      }
      expect(b.shippingFee).toBe(b.baseFee + b.productFees + b.islandFee);
      expect(b.totalAmount).toBe(b.productAmount + b.shippingFee);
      expect(b.parcelAmount).toBeLessThanOrEqual(b.productAmount);
    }
  });
  it('never charges the base fee at or above the free-shipping threshold', () => {
    for (const { lines, policy } of orders(2_000)) {
      const b = shippingBreakdown(policy, lines, null);
      if (b.parcelAmount >= policy.freeFrom) expect(b.baseFee).toBe(0);
      else if (lines.some((l) => l.shippingFee === null)) expect(b.baseFee).toBe(policy.baseFee);
    }
  });
  it('never charges more than the base fee, each product fee once and one surcharge', () => {
    for (const { lines, postcode, policy } of orders(2_000)) {
      const island = islandFor(islands, postcode);
      const b = shippingBreakdown(policy, lines, island);
      const ceiling =
        policy.baseFee +
        [...new Map(lines.map((l) => [l._product, l.shippingFee ?? 0])).values()].reduce((a, f) => a + f, 0) +
        (island?.extraFee ?? 0);
      expect(b.shippingFee).toBeLessThanOrEqual(ceiling);
    }
  });
});
