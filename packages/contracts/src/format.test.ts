import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatPhone,
  formatTime,
  formatWon,
  SEOUL_OFFSET,
  seoulDay,
  seoulDayStart,
} from './format.ts';

describe('formatWon', () => {
  it('groups thousands with commas and appends 원', () => {
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(1000)).toBe('1,000원');
    expect(formatWon(1234567)).toBe('1,234,567원');
    expect(formatWon(-3000)).toBe('-3,000원');
  });
  it('groups every whole number as Korean Intl does, fractions cut off', () => {
    const intl = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(formatNumber(n)).toBe(intl.format(n));
      }),
    );
    expect(formatNumber(1999.99)).toBe('1,999');
    expect(formatNumber(-0.5)).toBe('0');
    expect(formatNumber(2 ** 60)).toBe(intl.format(2 ** 60));
  });
});

describe('Seoul dates', () => {
  it('formats the Seoul calendar day, not the UTC one', () => {
    // 2026-03-01 15:30 UTC is already the 2nd in Seoul (UTC+9)
    expect(formatDate('2026-03-01T15:30:00Z')).toBe('2026-03-02');
    expect(formatTime('2026-03-01T15:30:05Z')).toBe('00:30:05');
    expect(formatDateTime(new Date('2026-12-31T14:59:59Z'))).toBe('2026-12-31 23:59:59');
  });
  it('gives the wall clock of Asia/Seoul for any instant, before and after its last daylight saving', () => {
    const seoul = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1980-01-01T00:00:00Z'),
          max: new Date('2200-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (date) => {
          expect(formatDateTime(date)).toBe(seoul.format(date));
        },
      ),
      { numRuns: 2000 },
    );
    // Korea's daylight saving of 1988 (UTC+10) ended at 03:00 KDT on 10-09: clocks went back to 02:00.
    expect(formatDateTime('1988-10-08T16:59:59Z')).toBe('1988-10-09 02:59:59');
    expect(formatDateTime('1988-10-08T17:00:00Z')).toBe('1988-10-09 02:00:00');
  });
  it('answers empty text for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatPhone', () => {
  it('writes mobiles 3-4-4', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('010-1234-5678')).toBe('010-1234-5678');
  });
  it('writes Seoul and area numbers and service numbers', () => {
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('0311234567')).toBe('031-123-4567');
    expect(formatPhone('16001234')).toBe('1600-1234');
  });
});

describe('seoulDay and seoulDayStart', () => {
  it('counts the Seoul day, which begins at 15:00 UTC the day before', () => {
    expect(seoulDay(new Date('2025-03-01T14:59:59.999Z'))).toBe('2025-03-01');
    expect(seoulDay(new Date('2025-03-01T15:00:00Z'))).toBe('2025-03-02');
    expect(seoulDay(new Date('2025-12-31T15:00:00Z'))).toBe('2026-01-01');
    expect(seoulDay(new Date(Number.NaN))).toBe('');
  });

  it('starts a day at Seoul midnight, from its text or from an instant in it', () => {
    expect(seoulDayStart('2026-11-23').toISOString()).toBe('2026-11-22T15:00:00.000Z');
    expect(seoulDayStart(new Date('2026-11-23T14:59:59Z')).toISOString()).toBe('2026-11-22T15:00:00.000Z');
    expect(seoulDayStart(new Date('2026-11-23T15:00:00Z')).toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(seoulDayStart('2026-11-23', 1).toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(seoulDayStart('2026-03-01', -1).toISOString()).toBe('2026-02-27T15:00:00.000Z');
  });

  it('answers an Invalid Date for what is no day', () => {
    for (const text of ['', '2026-13-01', '2026-01-32', 'today']) {
      expect(Number.isNaN(seoulDayStart(text).getTime())).toBe(true);
    }
  });

  it('agrees with the +09:00 offset for every instant since 1990, and the day starts within 24 hours before', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -400, max: 400 }),
        (at, days) => {
          const day = seoulDay(at);
          expect(day).toBe(new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10));
          const start = seoulDayStart(at).getTime();
          expect(start).toBe(Date.parse(`${day}T00:00:00${SEOUL_OFFSET}`));
          expect(at.getTime() - start).toBeGreaterThanOrEqual(0);
          expect(at.getTime() - start).toBeLessThan(86_400_000);
          expect(seoulDayStart(at, days).getTime()).toBe(start + days * 86_400_000);
          expect(seoulDay(seoulDayStart(day, days))).toBe(
            new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10),
          );
        },
      ),
    );
  });
});
