/** Formatting for Korea: won with comma grouping, Seoul dates, 3-4-4 phone numbers. */

export const SEOUL = 'Asia/Seoul';

const groupedNumber = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** 1234567 → "1,234,567" */
export function formatNumber(value: number): string {
  return groupedNumber.format(Math.trunc(value));
}

/** 1234567 → "1,234,567원" */
export function formatWon(value: number): string {
  return `${formatNumber(value)}원`;
}

const seoulParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SEOUL,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function partsOf(value: Date | string | number) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(seoulParts.formatToParts(date).map((p) => [p.type, p.value]));
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}

/** The Seoul calendar day, "YYYY-MM-DD". Empty for an invalid date. */
export function formatDate(value: Date | string | number): string {
  const p = partsOf(value);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
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
