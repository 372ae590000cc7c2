import type { CartItem } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { formatDeadline, formatPhoneInput } from '@/lib/format.ts';
import { cartSummary, chosenOrderable, selectAllState, toggleAll, untilFreeShipping } from './amounts.ts';

const policy = { baseFee: 3_000, freeFrom: 50_000 };

let n = 0;
function line(overrides: Partial<CartItem> = {}): CartItem {
  n += 1;
  const unitPrice = overrides.unitPrice ?? 10_000;
  const quantity = overrides.quantity ?? 1;
  return {
    _id: `line-${n}`,
    type: 'cart',
    _product: `product-${n}`,
    product: {
      _id: `product-${n}`,
      name: `상품 ${n}`,
      thumb: null,
      category: { _id: 'c', code: 'c', name: 'c' },
      brand: null,
      price: unitPrice,
      salePrice: unitPrice,
      discountPrice: 0,
      discountRate: 0,
      soldout: false,
      stock: 10,
      meta: { reviews: { star__average: 0, count__total: 0 } },
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    _option: null,
    option: null,
    optionValues: [],
    optionLabel: '',
    quantity,
    unitPrice,
    amount: unitPrice * quantity,
    stock: 10,
    shippingMethod: 'PARCEL',
    shippingFee: null,
    available: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('cart selection', () => {
  it('never chooses a line that cannot be ordered', () => {
    const a = line();
    const soldOut = line({ available: false, reason: '품절', stock: 0 });
    const lines = [a, soldOut];
    const all = toggleAll(lines, new Set());
    expect([...all]).toEqual([a._id]);
    expect(selectAllState(lines, all)).toBe('all');
    expect(chosenOrderable(lines, new Set([a._id, soldOut._id]))).toEqual([a]);
    expect(selectAllState(lines, toggleAll(lines, all))).toBe('none');
  });

  it('is "some" while part of the orderable lines are chosen', () => {
    const lines = [line(), line()];
    expect(selectAllState(lines, new Set([lines[0]!._id]))).toBe('some');
  });
});

describe('cartSummary', () => {
  it('charges the base fee below the free-shipping amount and nothing from it', () => {
    const a = line({ unitPrice: 20_000, quantity: 2 });
    const b = line({ unitPrice: 9_000 });
    const below = cartSummary([a, b], new Set([a._id]), policy);
    expect(below).toMatchObject({
      productAmount: 40_000,
      baseFee: 3_000,
      shippingFee: 3_000,
      totalAmount: 43_000,
    });
    expect(untilFreeShipping(below, policy)).toBe(10_000);

    const free = cartSummary([a, b], new Set([a._id, b._id]), policy);
    expect(free).toMatchObject({ productAmount: 49_000, shippingFee: 3_000 });
    const c = line({ unitPrice: 1_000 });
    const atThreshold = cartSummary([a, b, c], new Set([a._id, b._id, c._id]), policy);
    expect(atThreshold).toMatchObject({
      productAmount: 50_000,
      baseFee: 0,
      shippingFee: 0,
      totalAmount: 50_000,
    });
    expect(untilFreeShipping(atThreshold, policy)).toBe(0);
  });

  it('adds a product’s own fee once, whatever the quantity, and leaves it out of the threshold', () => {
    const bathtub = line({
      unitPrice: 300_000,
      quantity: 2,
      shippingFee: 30_000,
      shippingMethod: 'INSTALLATION',
    });
    const tap = line({ unitPrice: 20_000 });
    const summary = cartSummary([bathtub, tap], new Set([bathtub._id, tap._id]), policy);
    expect(summary).toMatchObject({
      productAmount: 620_000,
      parcelAmount: 20_000,
      baseFee: 3_000,
      productFees: 30_000,
      shippingFee: 33_000,
      totalAmount: 653_000,
      installation: true,
      lineCount: 2,
      quantity: 3,
    });
  });

  it('counts nothing for lines that cannot be ordered, even when chosen', () => {
    const soldOut = line({ available: false, reason: '품절' });
    const summary = cartSummary([soldOut], new Set([soldOut._id]), policy);
    expect(summary).toMatchObject({ lineCount: 0, productAmount: 0, shippingFee: 0, totalAmount: 0 });
  });

  it('adds the remote-area surcharge even when the parcel is free', () => {
    const a = line({ unitPrice: 60_000 });
    const summary = cartSummary([a], new Set([a._id]), policy, { name: '제주', extraFee: 3_000 });
    expect(summary).toMatchObject({ baseFee: 0, islandFee: 3_000, island: '제주', totalAmount: 63_000 });
  });
});

describe('formatPhoneInput', () => {
  it('groups a mobile number 3-4-4 as it is typed', () => {
    expect(formatPhoneInput('010')).toBe('010');
    expect(formatPhoneInput('0101')).toBe('010-1');
    expect(formatPhoneInput('0101234')).toBe('010-1234');
    expect(formatPhoneInput('01012345')).toBe('010-1234-5');
    expect(formatPhoneInput('01012345678')).toBe('010-1234-5678');
    expect(formatPhoneInput('010-1234-56789')).toBe('010-1234-5678');
  });

  it('groups 10-digit and Seoul numbers as Koreans write them', () => {
    expect(formatPhoneInput('0311234567')).toBe('031-123-4567');
    expect(formatPhoneInput('0212345678')).toBe('02-1234-5678');
    expect(formatPhoneInput('021234567')).toBe('02-123-4567');
  });
});

describe('formatDeadline', () => {
  it('states a deadline in Seoul as YYYY-MM-DD HH:mm', () => {
    expect(formatDeadline('2026-03-04T14:59:30.000Z')).toBe('2026-03-04 23:59');
    expect(formatDeadline('2026-03-04T15:00:00.000Z')).toBe('2026-03-05 00:00');
  });
});
