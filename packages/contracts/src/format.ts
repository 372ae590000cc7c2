/** Formatting for Korea: won with comma grouping, Seoul dates, 3-4-4 phone numbers. */

export const SEOUL = 'Asia/Seoul';

// The first Intl formatter a page builds costs tens of milliseconds on a phone (ICU data), while
// the page waits: what the shop shows every day is formatted by hand, and Intl is built only for the
// rest (amounts beyond 2^53, dates before Korea's clocks settled).
let groupedNumber: Intl.NumberFormat | undefined;

/** 1234567 → "1,234,567" */
export function formatNumber(value: number): string {
  const whole = Math.trunc(value);
  if (Number.isSafeInteger(whole)) return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
  groupedNumber ??= new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });
  return groupedNumber.format(whole);
}

/** 1234567 → "1,234,567원" */
export function formatWon(value: number): string {
  return `${formatNumber(value)}원`;
}

/** Korea has kept UTC+9 since its last daylight saving ended, 1988-10-09 03:00 KDT (17:00 UTC the day before). */
const SEOUL_FIXED_SINCE = Date.UTC(1988, 9, 8, 17);
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
let seoulParts: Intl.DateTimeFormat | undefined;

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
const two = (n: number) => String(n).padStart(2, '0');

function partsOf(value: Date | string | number): Parts | null {
  const date = value instanceof Date ? value : new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return null;
  if (time >= SEOUL_FIXED_SINCE) {
    const seoul = new Date(time + SEOUL_OFFSET_MS);
    return {
      year: String(seoul.getUTCFullYear()).padStart(4, '0'),
      month: two(seoul.getUTCMonth() + 1),
      day: two(seoul.getUTCDate()),
      hour: two(seoul.getUTCHours()),
      minute: two(seoul.getUTCMinutes()),
      second: two(seoul.getUTCSeconds()),
    };
  }
  seoulParts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SEOUL,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(seoulParts.formatToParts(date).map((p) => [p.type, p.value])) as Parts;
}

/** The Seoul calendar day, "YYYY-MM-DD". Empty for an invalid date. */
export function formatDate(value: Date | string | number): string {
  const p = partsOf(value);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/** Seoul wall time's offset from UTC, as ISO 8601 writes it: Korea has kept +09:00 all year since 1988. */
export const SEOUL_OFFSET = '+09:00';

const DAY_MS = 86_400_000;

/**
 * The Seoul calendar day an instant falls on, "YYYY-MM-DD": the day that business rules count
 * (order numbers, periods, claim and confirmation days). Empty for an invalid date.
 */
export function seoulDay(at: Date): string {
  const p = partsOf(at);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/**
 * The instant 00:00 in Seoul begins `day` ("YYYY-MM-DD", or the Seoul day an instant falls on),
 * moved by `days` whole days (Seoul has no summer time, so a day is always 24 hours). An Invalid
 * Date when `day` is no date.
 */
export function seoulDayStart(day: string | Date, days = 0): Date {
  const text = typeof day === 'string' ? day : seoulDay(day);
  return new Date(Date.parse(`${text}T00:00:00${SEOUL_OFFSET}`) + days * DAY_MS);
}

/** The Seoul wall-clock time, "HH:mm:ss". */
export function formatTime(value: Date | string | number): string {
  const p = partsOf(value);
  return p ? `${p.hour}:${p.minute}:${p.second}` : '';
}

/** "YYYY-MM-DD HH:mm:ss" in Seoul. */
export function formatDateTime(value: Date | string | number): string {
  const p = partsOf(value);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}` : '';
}

/**
 * Phone numbers as Koreans write them: mobiles 3-4-4 (010-1234-5678), Seoul 02-XXXX-XXXX,
 * other area codes 3-3/4-4, and 8-digit service numbers 4-4 (1588-1234).
 * Anything else is returned as its digits.
 */
export function formatPhone(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits.length === 8) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  if (digits.startsWith('02') && (digits.length === 9 || digits.length === 10)) {
    return `02-${digits.slice(2, digits.length - 4)}-${digits.slice(-4)}`;
  }
  if (digits.length === 10 || digits.length === 11) {
    return `${digits.slice(0, 3)}-${digits.slice(3, digits.length - 4)}-${digits.slice(-4)}`;
  }
  return digits;
}
