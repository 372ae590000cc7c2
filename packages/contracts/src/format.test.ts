import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPhone, formatTime, formatWon } from './format.ts';

describe('formatWon', () => {
  it('groups thousands with commas and appends 원', () => {
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(1000)).toBe('1,000원');
    expect(formatWon(1234567)).toBe('1,234,567원');
    expect(formatWon(-3000)).toBe('-3,000원');
  });
});

describe('Seoul dates', () => {
  it('formats the Seoul calendar day, not the UTC one', () => {
    // 2026-03-01 15:30 UTC is already the 2nd in Seoul (UTC+9)
    expect(formatDate('2026-03-01T15:30:00Z')).toBe('2026-03-02');
    expect(formatTime('2026-03-01T15:30:05Z')).toBe('00:30:05');
    expect(formatDateTime(new Date('2026-12-31T14:59:59Z'))).toBe('2026-12-31 23:59:59');
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
