import { describe, expect, it } from 'vitest';
import { addMonths, isDay, periodFromParams, presetOf, presetPeriod, seoulToday } from './period.ts';

describe('seoulToday', () => {
  it('is the Seoul day, which starts nine hours before UTC', () => {
    expect(seoulToday(new Date('2026-03-31T14:59:59Z'))).toBe('2026-03-31');
    expect(seoulToday(new Date('2026-03-31T15:00:00Z'))).toBe('2026-04-01');
  });
});

describe('presetPeriod', () => {
  // 2026-04-01 00:30 in Seoul, still 2026-03-31 in UTC
  const now = new Date('2026-03-31T15:30:00Z');

  it('counts 1주일 back seven days from today in Seoul', () => {
    expect(presetPeriod('1w', now)).toEqual({ from: '2026-03-25', to: '2026-04-01' });
  });

  it('counts months back to the same day', () => {
    expect(presetPeriod('1m', now)).toEqual({ from: '2026-03-01', to: '2026-04-01' });
    expect(presetPeriod('3m', now)).toEqual({ from: '2026-01-01', to: '2026-04-01' });
    expect(presetPeriod('6m', now)).toEqual({ from: '2025-10-01', to: '2026-04-01' });
  });

  it('ends a month back on the last day of a shorter month', () => {
    const may31 = new Date('2026-05-31T03:00:00Z');
    expect(presetPeriod('3m', may31).from).toBe('2026-02-28');
    expect(addMonths('2028-03-31', -1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', -6)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('names the quick choice the dates are, and none for other dates', () => {
    expect(presetOf(presetPeriod('3m', now), now)).toBe('3m');
    expect(presetOf({ from: '2026-03-02', to: '2026-04-01' }, now)).toBeNull();
    expect(presetOf({}, now)).toBeNull();
  });
});

describe('periodFromParams', () => {
  it('keeps real days and drops anything else', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-2-3')).toBe(false);
    expect(periodFromParams(new URLSearchParams('from=2026-02-30&to=2026-03-05'))).toEqual({
      to: '2026-03-05',
    });
  });

  it('puts reversed ends in order', () => {
    expect(periodFromParams(new URLSearchParams('from=2026-04-01&to=2026-03-01'))).toEqual({
      from: '2026-03-01',
      to: '2026-04-01',
    });
  });
});
