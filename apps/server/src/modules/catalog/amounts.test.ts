import { describe, expect, it } from 'vitest';
import { discountPrice, discountRate, gramsOf, isSoldOut, unitPrice } from './amounts.ts';

describe('discount rules', () => {
  it('derives the discount from 정가 and 판매가', () => {
    expect(discountPrice(100_000, 79_000)).toBe(21_000);
    expect(discountRate(100_000, 79_000)).toBe(21);
  });
  it('rounds the rate down so the shop never promises more than it gives', () => {
    expect(discountRate(30_000, 19_900)).toBe(33); // 33.66…
    expect(discountRate(9_900, 9_899)).toBe(0);
  });
  it('answers 0 for a free or undiscounted product', () => {
    expect(discountRate(0, 0)).toBe(0);
    expect(discountRate(50_000, 50_000)).toBe(0);
  });
  it('never gives a rate outside 0..100 for valid prices', () => {
    for (let price = 0; price <= 2_000; price += 7) {
      for (let sale = 0; sale <= price; sale += 13) {
        const rate = discountRate(price, sale);
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(100);
      }
    }
  });
  it('adds an option extra price to the sale price', () => {
    expect(unitPrice(120_000, 15_000)).toBe(135_000);
  });
  it('treats soldout or zero stock as 품절', () => {
    expect(isSoldOut(true, 10)).toBe(true);
    expect(isSoldOut(false, 0)).toBe(true);
    expect(isSoldOut(false, 3)).toBe(false);
  });
});

describe('search grams', () => {
  it('keeps every character and every pair of a name', () => {
    expect(gramsOf('탑볼 세면대')).toEqual(expect.arrayContaining(['탑', '세', '세면', '면대', '볼세']));
  });
});
