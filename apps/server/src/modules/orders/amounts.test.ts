import type { ShippingLine } from '@shop/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  orderAmounts,
  orderDay,
  orderNumber,
  orderTitle,
  paymentDeadline,
  purchaseNumber,
  seoulPeriod,
} from './amounts.ts';

const won = (max = 5_000_000) => fc.integer({ min: 0, max });
const line: fc.Arbitrary<ShippingLine> = fc.record({
  _product: fc.constantFrom('a', 'b', 'c', 'd'),
  amount: won(),
  shippingFee: fc.option(won(100_000), { nil: null }),
  shippingMethod: fc.constantFrom('PARCEL' as const, 'INSTALLATION' as const),
});
const policy = fc.record({ baseFee: won(10_000), freeFrom: won(200_000) });
const island = fc.option(fc.record({ name: fc.constant('제주'), extraFee: won(10_000) }), { nil: null });

describe('orderAmounts', () => {
  it('pays product + shipping + remote − coupon − points, every figure a non-negative whole won', () => {
    fc.assert(
      fc.property(
        policy,
        fc.array(line, { maxLength: 8 }),
        island,
        won(),
        won(),
        (p, lines, i, coupon, points) => {
          const a = orderAmounts(p, lines, i, { couponDiscount: coupon, pointsUsed: points });
          expect(a.paidAmount).toBe(
            a.productAmount + a.shippingFee + a.remoteFee - a.couponDiscount - a.pointsUsed,
          );
          for (const v of Object.values(a)) {
            if (typeof v === 'number') {
              expect(Number.isInteger(v)).toBe(true);
              expect(v).toBeGreaterThanOrEqual(0);
            }
          }
          expect(a.productAmount).toBe(lines.reduce((s, l) => s + l.amount, 0));
        },
      ),
    );
  });

  it('never lets coupon and points cover more than the products, so shipping is always paid', () => {
    fc.assert(
      fc.property(
        policy,
        fc.array(line, { maxLength: 8 }),
        island,
        won(10_000_000),
        won(10_000_000),
        (p, lines, i, coupon, points) => {
          const a = orderAmounts(p, lines, i, { couponDiscount: coupon, pointsUsed: points });
          expect(a.couponDiscount + a.pointsUsed).toBeLessThanOrEqual(a.productAmount);
          expect(a.paidAmount).toBeGreaterThanOrEqual(a.shippingFee + a.remoteFee);
        },
      ),
    );
  });

  it('charges no parcel fee once the parcel lines reach the free-shipping amount', () => {
    fc.assert(
      fc.property(policy, fc.array(line, { minLength: 1, maxLength: 8 }), (p, lines) => {
        const parcel = lines.map((l) => ({ ...l, shippingFee: null }));
        const a = orderAmounts(p, parcel, null);
        const total = parcel.reduce((s, l) => s + l.amount, 0);
        expect(a.shippingFee).toBe(total >= p.freeFrom ? 0 : p.baseFee);
      }),
    );
  });

  it('adds the remote-area surcharge once, even when shipping is otherwise free', () => {
    fc.assert(
      fc.property(policy, fc.array(line, { minLength: 1, maxLength: 8 }), won(10_000), (p, lines, extra) => {
        const away = orderAmounts(p, lines, { name: '제주', extraFee: extra });
        const home = orderAmounts(p, lines, null);
        expect(away.remoteFee).toBe(extra);
        expect(away.remoteArea).toBe('제주');
        expect(away.paidAmount - home.paidAmount).toBe(extra);
      }),
    );
  });

  it('matches a worked example: 45,000 won of parcel goods to Jeju', () => {
    const a = orderAmounts(
      { baseFee: 3_000, freeFrom: 50_000 },
      [{ _product: 'a', amount: 45_000, shippingFee: null, shippingMethod: 'PARCEL' }],
      { name: '제주', extraFee: 3_000 },
    );
    expect(a).toEqual({
      productAmount: 45_000,
      shippingFee: 3_000,
      remoteFee: 3_000,
      remoteArea: '제주',
      couponDiscount: 0,
      pointsUsed: 0,
      paidAmount: 51_000,
    });
  });
});

describe('order numbers', () => {
  it('uses the Seoul day: 23:30 UTC is already the next day in Seoul', () => {
    expect(orderDay(new Date('2026-11-22T23:30:00Z'))).toBe('20261123');
    expect(orderNumber('20261123', 123)).toBe('20261123-000123');
    expect(purchaseNumber('20261123-000123', 0)).toBe('20261123-000123-01');
  });
});

describe('orderTitle', () => {
  it('names the first product and counts the rest, within 40 characters', () => {
    expect(orderTitle(['원피스 양변기'])).toBe('원피스 양변기');
    expect(orderTitle(['원피스 양변기', '수전', '욕조'])).toBe('원피스 양변기 외 2건');
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 80 }), { minLength: 1, maxLength: 120 }), (names) => {
        expect([...orderTitle(names)].length).toBeLessThanOrEqual(40);
      }),
    );
  });
});

describe('paymentDeadline and seoulPeriod', () => {
  const at = new Date('2026-11-23T01:00:00Z');
  const settings = { cardPaymentMinutes: 30, bankTransferDays: 3 };
  it('gives card and virtual account minutes, bank transfer whole days', () => {
    expect(paymentDeadline('CARD', at, settings).toISOString()).toBe('2026-11-23T01:30:00.000Z');
    expect(paymentDeadline('VBANK', at, settings).toISOString()).toBe('2026-11-23T01:30:00.000Z');
    expect(paymentDeadline('BANK_TRANSFER', at, settings).toISOString()).toBe('2026-11-26T01:00:00.000Z');
  });
  it('covers whole Seoul days, both ends included', () => {
    const { start, end } = seoulPeriod('2026-11-01', '2026-11-30');
    expect(start?.toISOString()).toBe('2026-10-31T15:00:00.000Z');
    expect(end?.toISOString()).toBe('2026-11-30T15:00:00.000Z');
  });
});
