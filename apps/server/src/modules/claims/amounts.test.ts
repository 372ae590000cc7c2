import { claimReasons, orderDiscounts, seoulDayStart, shopperClaimReasons } from '@shop/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoConfirmCutoff,
  cancelRefund,
  moneyShare,
  refundable,
  returnRefund,
  returnShippingFee,
  withinClaimPeriod,
} from './amounts.ts';

const won = fc.integer({ min: 0, max: 10_000_000 });
const instant = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2035-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const DAY = 86_400_000;

describe('refundable', () => {
  it('never gives back more than was paid less earlier refunds, nor less than nothing', () => {
    fc.assert(
      fc.property(won, won, won, (wanted, paid, before) => {
        const r = refundable(wanted, paid, before);
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThanOrEqual(wanted);
        expect(before + r).toBeLessThanOrEqual(Math.max(paid, before));
      }),
    );
  });

  it('gives back exactly what is wanted while enough is left', () => {
    expect(refundable(9_000, 30_000, 0)).toBe(9_000);
    expect(refundable(21_000, 30_000, 9_000)).toBe(21_000);
    expect(refundable(12_000, 12_000, 10_000)).toBe(2_000);
    expect(refundable(5_000, 12_000, 12_000)).toBe(0);
  });
});

describe('cancelRefund', () => {
  it('adds the shipping and remote fees only when the whole order is cancelled', () => {
    fc.assert(
      fc.property(
        fc.array(won, { minLength: 1, maxLength: 5 }),
        won,
        won,
        fc.boolean(),
        (amounts, shippingFee, remoteFee, whole) => {
          const goods = amounts.reduce((s, a) => s + a, 0);
          expect(cancelRefund(amounts, { shippingFee, remoteFee }, whole)).toBe(
            goods + (whole ? shippingFee + remoteFee : 0),
          );
        },
      ),
    );
  });
});

describe('cancelling an order with a coupon and points', () => {
  it('refunds exactly the money paid over every cancel, never more, whatever the order of cancels', () => {
    const line = fc.record({
      _product: fc.constantFrom('a', 'b', 'c'),
      amount: fc.integer({ min: 1, max: 2_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
        fc.integer({ min: 0, max: 3_000_000 }),
        won,
        won,
        fc.func(fc.integer()),
        (raw, rate, points, shippingFee, remoteFee, shuffle) => {
          const lines = raw.map((l) => ({ ...l, categoryPath: [] }));
          const coupon = rate
            ? {
                kind: 'RATE' as const,
                value: rate,
                maxDiscount: null,
                minOrderAmount: 0,
                scope: 'ALL' as const,
                _categories: [],
                _products: [],
              }
            : null;
          const d = orderDiscounts({ lines, coupon, points });
          if (!d.ok) return;
          const purchases = lines.map((l, i) => ({ amount: l.amount, ...d.lines[i]! }));
          const paid = d.paidProductAmount + shippingFee + remoteFee;
          const order = { shippingFee, remoteFee };
          const sequence = purchases.map((_, i) => i).sort((a, b) => shuffle(a) - shuffle(b) || a - b);
          let refunded = 0;
          let restoredPoints = 0;
          sequence.forEach((i, step) => {
            const whole = step === sequence.length - 1;
            const wanted = cancelRefund([moneyShare(purchases[i]!)], order, whole);
            const given = refundable(wanted, paid, refunded);
            expect(given).toBe(wanted);
            refunded += given;
            restoredPoints += purchases[i]!.pointsShare;
          });
          expect(refunded).toBe(paid);
          expect(restoredPoints).toBe(d.pointsUsed);
        },
      ),
    );
  });
});

describe('returnRefund', () => {
  it("deducts the return fee for the shopper's reasons only, from the money and then the points, never below zero", () => {
    fc.assert(
      fc.property(
        won,
        won,
        fc.constantFrom(...claimReasons),
        won,
        won,
        fc.integer({ min: 0, max: 10_000 }),
        fc.boolean(),
        (money, points, reason, shippingFee, remoteFee, baseFee, whole) => {
          const r = returnRefund({ money, points }, reason, { shippingFee, remoteFee }, baseFee, whole);
          expect(r.amount).toBeGreaterThanOrEqual(0);
          expect(r.points).toBeGreaterThanOrEqual(0);
          expect(r.points).toBeLessThanOrEqual(points);
          expect(r.amount + r.points + r.deducted).toBe(
            shopperClaimReasons.includes(reason)
              ? money + points
              : money + points + (whole ? shippingFee + remoteFee : 0),
          );
          if (!shopperClaimReasons.includes(reason)) expect(r.deducted).toBe(0);
          else {
            expect(r.deducted).toBe(Math.min(money + points, returnShippingFee(baseFee, shippingFee)));
            // points are taken only once the money is used up
            if (r.points < points) expect(r.amount).toBe(0);
          }
        },
      ),
    );
  });

  it('charges the way back, both ways after free shipping', () => {
    expect(returnShippingFee(3_000, 3_000)).toBe(3_000);
    expect(returnShippingFee(3_000, 0)).toBe(6_000);
    const order = { shippingFee: 3_000, remoteFee: 0 };
    expect(returnRefund({ money: 18_000, points: 0 }, 'CHANGE_OF_MIND', order, 3_000, true)).toEqual({
      amount: 15_000,
      points: 0,
      deducted: 3_000,
    });
    expect(
      returnRefund(
        { money: 9_000, points: 0 },
        'DEFECTIVE',
        { shippingFee: 3_000, remoteFee: 3_000 },
        3_000,
        true,
      ),
    ).toEqual({ amount: 15_000, points: 0, deducted: 0 });
  });

  it('takes a return fee the money cannot cover from the restored points', () => {
    // 10,000 won product paid with 8,000 points and 2,000 won; free shipping made the way back 6,000.
    expect(
      returnRefund(
        { money: 2_000, points: 8_000 },
        'CHANGE_OF_MIND',
        { shippingFee: 0, remoteFee: 0 },
        3_000,
        true,
      ),
    ).toEqual({ amount: 0, points: 4_000, deducted: 6_000 });
  });
});

describe('Seoul days', () => {
  it('starts every day at 00:00 Seoul (15:00 UTC the day before)', () => {
    expect(seoulDayStart(new Date('2026-11-23T14:59:59Z')).toISOString()).toBe('2026-11-22T15:00:00.000Z');
    expect(seoulDayStart(new Date('2026-11-23T15:00:00Z')).toISOString()).toBe('2026-11-23T15:00:00.000Z');
    fc.assert(
      fc.property(instant, fc.integer({ min: -40, max: 40 }), (at, days) => {
        const start = seoulDayStart(at, days).getTime();
        expect((start + 9 * 3_600_000) % DAY).toBe(0);
        const base = seoulDayStart(at).getTime();
        expect(base).toBeLessThanOrEqual(at.getTime());
        expect(at.getTime() - base).toBeLessThan(DAY);
        expect(start - base).toBe(days * DAY);
      }),
    );
  });

  it('keeps exchange and return open through the claim days, and confirms only after them', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 0, max: 40 * DAY }),
        fc.integer({ min: 7, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        (delivered, later, claimDays, autoDays) => {
          const now = new Date(delivered.getTime() + later);
          const due = delivered.getTime() < autoConfirmCutoff(now, autoDays, claimDays).getTime();
          // Never confirmed automatically while a return may still be asked.
          if (due) expect(withinClaimPeriod(delivered, now, claimDays)).toBe(false);
          // Within the claim days (by Seoul dates), always open.
          if (seoulDayStart(now).getTime() <= seoulDayStart(delivered, claimDays).getTime()) {
            expect(withinClaimPeriod(delivered, now, claimDays)).toBe(true);
          }
        },
      ),
    );
  });
});
