import { describe, expect, it } from 'vitest';
import { lastClosedDay, monthsOf } from './rollup.ts';

describe('monthsOf', () => {
  it('splits a range into whole months and the days around them', () => {
    expect(monthsOf('2031-02-20', '2031-05-10')).toEqual({
      months: ['2031-03-01', '2031-04-01'],
      edges: [
        ['2031-02-20', '2031-02-28'],
        ['2031-05-01', '2031-05-10'],
      ],
    });
    expect(monthsOf('2032-01-01', '2032-12-31').months).toHaveLength(12);
    expect(monthsOf('2032-02-01', '2032-02-29')).toEqual({ months: ['2032-02-01'], edges: [] });
    expect(monthsOf('2031-12-15', '2032-01-14')).toEqual({
      months: [],
      edges: [
        ['2031-12-15', '2031-12-31'],
        ['2032-01-01', '2032-01-14'],
      ],
    });
  });
});

describe('lastClosedDay', () => {
  it('closes a Seoul day an hour after it ended', () => {
    expect(lastClosedDay(new Date('2031-03-02T00:59:59+09:00'))).toBe('2031-02-28');
    expect(lastClosedDay(new Date('2031-03-02T01:00:00+09:00'))).toBe('2031-03-01');
  });
});
