import { describe, expect, it } from 'vitest';
import { lastClosedDay, monthsOf, nextDay, periodsOf, wholePeriodsOf } from './rollup.ts';

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

describe('wholePeriodsOf', () => {
  it('lists every whole month and every whole ISO week of a range, what the roll-up job sums ahead', () => {
    // 2031-02-20 is a Thursday: its week is not whole; 2031-03-31 is a Monday whose week ends on 04-06
    expect(wholePeriodsOf('2031-02-20', '2031-04-05').weeks.at(-1)).toBe('2031-03-24');
    expect(wholePeriodsOf('2031-02-20', '2031-04-06')).toEqual({
      months: ['2031-03-01'],
      weeks: ['2031-02-24', '2031-03-03', '2031-03-10', '2031-03-17', '2031-03-24', '2031-03-31'],
    });
    expect(wholePeriodsOf('2031-03-03', '2031-03-08')).toEqual({ months: [], weeks: [] });
    expect(wholePeriodsOf('2031-03-03', '2031-03-09')).toEqual({ months: [], weeks: ['2031-03-03'] });
  });
});

describe('periodsOf', () => {
  it('reads the days around whole months as whole ISO weeks and the days left over', () => {
    // 2031-02-20 is a Thursday; 2031-02-24 and 2031-05-05 are Mondays
    expect(periodsOf('2031-02-20', '2031-05-14')).toEqual({
      months: ['2031-03-01', '2031-04-01'],
      weeks: ['2031-05-05'],
      days: [
        ['2031-02-20', '2031-02-28'],
        ['2031-05-01', '2031-05-04'],
        ['2031-05-12', '2031-05-14'],
      ],
    });
    expect(periodsOf('2031-02-03', '2031-02-23')).toEqual({
      months: [],
      weeks: ['2031-02-03', '2031-02-10', '2031-02-17'],
      days: [],
    });
    expect(periodsOf('2031-02-04', '2031-02-09')).toEqual({
      months: [],
      weeks: [],
      days: [['2031-02-04', '2031-02-09']],
    });
  });

  it('covers every day of any range exactly once', () => {
    const covered = (from: string, to: string) => {
      const { months, weeks, days } = periodsOf(from, to);
      const out: string[] = [];
      const span = (a: string, b: string) => {
        for (let d = a; d <= b; d = nextDay(d)) out.push(d);
      };
      for (const m of months) {
        const [y, n] = m.split('-').map(Number) as [number, number];
        span(m, new Date(Date.UTC(y, n, 0)).toISOString().slice(0, 10));
      }
      for (const w of weeks) span(w, nextDay(w, 6));
      for (const [a, b] of days) span(a, b);
      return out.sort();
    };
    for (let k = 0; k < 400; k += 1) {
      const from = nextDay('2031-01-01', (k * 37) % 500);
      const to = nextDay(from, (k * 53) % 370);
      const expected: string[] = [];
      for (let d = from; d <= to; d = nextDay(d)) expected.push(d);
      expect(covered(from, to), `${from}..${to}`).toEqual(expected);
    }
  });
});

describe('lastClosedDay', () => {
  it('closes a Seoul day an hour after it ended', () => {
    expect(lastClosedDay(new Date('2031-03-02T00:59:59+09:00'))).toBe('2031-02-28');
    expect(lastClosedDay(new Date('2031-03-02T01:00:00+09:00'))).toBe('2031-03-01');
  });
});
