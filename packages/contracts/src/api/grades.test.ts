import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seoulDayStart } from '../format.ts';
import { earliestEffectiveDay, rateNoticeEnds } from './grades.ts';

describe('the 3-month notice of a plan-rate change', () => {
  it('ends 3 calendar months later in Seoul, at the same time of day, the month’s last day when shorter', () => {
    expect(rateNoticeEnds(new Date('2026-01-10T03:00:00Z')).toISOString()).toBe('2026-04-10T03:00:00.000Z');
    expect(rateNoticeEnds(new Date('2025-11-30T16:00:00Z')).toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(rateNoticeEnds(new Date('2026-10-15T00:00:00Z')).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });

  it('makes the earliest day the next one, unless saved at 00:00 in Seoul', () => {
    expect(earliestEffectiveDay(new Date('2026-01-10T03:00:00Z'))).toBe('2026-04-11');
    expect(earliestEffectiveDay(seoulDayStart('2026-01-10'))).toBe('2026-04-10');
  });

  it('never lets the earliest day start before the notice ends, nor a day later', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        (saved) => {
          const start = seoulDayStart(earliestEffectiveDay(saved)).getTime();
          const ends = rateNoticeEnds(saved).getTime();
          expect(start).toBeGreaterThanOrEqual(ends);
          expect(start - 86_400_000).toBeLessThan(ends);
        },
      ),
    );
  });
});
