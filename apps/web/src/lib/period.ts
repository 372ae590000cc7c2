import { formatDate } from '@/lib/format.ts';

/**
 * The order list's period (spec §2 /mypage/orders): quick choices counted back from today in Seoul,
 * or two dates typed as YYYY-MM-DD. Both ends are included, as the API reads them.
 */

export const periodPresets = [
  { key: '1w', label: '1주일', days: 7 },
  { key: '1m', label: '1개월', months: 1 },
  { key: '3m', label: '3개월', months: 3 },
  { key: '6m', label: '6개월', months: 6 },
] as const;
export type PeriodPreset = (typeof periodPresets)[number]['key'];

export type Period = { from?: string; to?: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isDay(value: string | null | undefined): value is string {
  const m = DAY.exec(value ?? '');
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Today's date in Seoul, whatever the browser's own zone. */
export const seoulToday = (now: Date = new Date()) => formatDate(now);

const pad = (n: number) => String(n).padStart(2, '0');
const write = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
function read(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

export function addDays(day: string, days: number): string {
  const d = read(day);
  d.setUTCDate(d.getUTCDate() + days);
  return write(d);
}

/** The same day `months` earlier or later; the 31st of a shorter month becomes its last day. */
export function addMonths(day: string, months: number): string {
  const d = read(day);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return write(target);
}

/** A quick choice as dates: from that many days or months ago up to today (Seoul). */
export function presetPeriod(key: PeriodPreset, now: Date = new Date()): Required<Period> {
  const to = seoulToday(now);
  const preset = periodPresets.find((p) => p.key === key)!;
  const from = 'days' in preset ? addDays(to, -preset.days) : addMonths(to, -preset.months);
  return { from, to };
}

/** Which quick choice these dates are, if any (to light its button). */
export function presetOf(period: Period, now: Date = new Date()): PeriodPreset | null {
  if (!period.from || !period.to) return null;
  return (
    periodPresets.find((p) => {
      const dates = presetPeriod(p.key, now);
      return dates.from === period.from && dates.to === period.to;
    })?.key ?? null
  );
}

/** The period in the address: invalid dates are dropped, and reversed ends are put in order. */
export function periodFromParams(params: URLSearchParams): Period {
  const from = params.get('from');
  const to = params.get('to');
  const period: Period = {};
  if (isDay(from)) period.from = from;
  if (isDay(to)) period.to = to;
  if (period.from && period.to && period.from > period.to) return { from: period.to, to: period.from };
  return period;
}
