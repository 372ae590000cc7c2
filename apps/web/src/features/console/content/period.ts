import { type DisplayPeriod, formatDateTime, SEOUL_OFFSET } from '@shop/contracts';
import type { BadgeTone } from '@/components/ui/badge.tsx';

/**
 * Banner display settings (spec §3): content is shown when it is switched on and, if it has a
 * period, while now is inside [startedAt, endedAt). Operators type the period in Korean time with
 * datetime-local inputs; the API speaks ISO 8601 instants.
 */

export type DisplayStatus = 'SHOWING' | 'SCHEDULED' | 'ENDED' | 'HIDDEN';

export const displayStatusLabel: Record<DisplayStatus, string> = {
  SHOWING: '노출중',
  SCHEDULED: '예약',
  ENDED: '종료',
  HIDDEN: '숨김',
};

export const displayStatusTone: Record<DisplayStatus, BadgeTone> = {
  SHOWING: 'success',
  SCHEDULED: 'brand',
  ENDED: 'neutral',
  HIDDEN: 'warning',
};

/** What a shopper sees of this content at `now` (the server serves it by the same rule). */
export function displayStatus(display: DisplayPeriod, now: Date = new Date()): DisplayStatus {
  if (!display.enabled) return 'HIDDEN';
  if (!display.hasPeriod) return 'SHOWING';
  const t = now.getTime();
  if (display.startedAt && t < Date.parse(display.startedAt)) return 'SCHEDULED';
  if (display.endedAt && t >= Date.parse(display.endedAt)) return 'ENDED';
  return 'SHOWING';
}

/** The period as the list shows it: "2025-03-01 09:00 ~ 2025-03-31 23:59" in Seoul, or 상시. */
export function periodText(display: DisplayPeriod): string {
  if (!display.hasPeriod || !display.startedAt || !display.endedAt) return '상시';
  const short = (iso: string) => formatDateTime(iso).slice(0, 16);
  return `${short(display.startedAt)} ~ ${short(display.endedAt)}`;
}

/** An ISO instant → the value of an `<input type="datetime-local">` in Seoul time ("" for none). */
export function isoToSeoulLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const text = formatDateTime(iso); // "YYYY-MM-DD HH:mm:ss" in Seoul
  return text ? `${text.slice(0, 10)}T${text.slice(11, 16)}` : '';
}

/**
 * A datetime-local value typed as Seoul time → an ISO instant with the Seoul offset, whatever the
 * browser's own zone is; null when it is empty or not a real date and time.
 */
export function seoulLocalToIso(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '00'] = match;
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}${SEOUL_OFFSET}`;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  // Date.parse rolls 02-30 over to 03-02; a real date reads back the same.
  if (isoToSeoulLocal(iso) !== `${y}-${mo}-${d}T${h}:${mi}`) return null;
  return iso;
}

/** The display settings as the form holds them: the period as datetime-local text. */
export type PeriodForm = {
  enabled: boolean;
  hasPeriod: boolean;
  startedAt: string;
  endedAt: string;
};

export function periodToForm(display: DisplayPeriod): PeriodForm {
  return {
    enabled: display.enabled,
    hasPeriod: display.hasPeriod,
    startedAt: isoToSeoulLocal(display.startedAt),
    endedAt: isoToSeoulLocal(display.endedAt),
  };
}

/** A new piece of content: shown at once, without a period (the period fields start at today 00:00). */
export const emptyPeriodForm = (): PeriodForm => ({
  enabled: true,
  hasPeriod: false,
  startedAt: '',
  endedAt: '',
});

type Issue = { path: string; message: string };

/**
 * The form's period as the contract's `displayPeriodInput`; a typed value that is no date is
 * reported here (the contract would only say the field is missing). Without a period the dates
 * are not sent: switching the period off forgets them.
 */
export function readPeriodForm(
  form: PeriodForm,
  prefix = 'display',
): {
  value: { enabled: boolean; hasPeriod: boolean; startedAt: string | null; endedAt: string | null };
  issues: Issue[];
} {
  const issues: Issue[] = [];
  if (!form.hasPeriod) {
    return { value: { enabled: form.enabled, hasPeriod: false, startedAt: null, endedAt: null }, issues };
  }
  const read = (text: string, field: 'startedAt' | 'endedAt') => {
    if (!text.trim()) return null; // the contract says which end is missing
    const iso = seoulLocalToIso(text);
    if (!iso) issues.push({ path: `${prefix}.${field}`, message: '날짜와 시각을 올바르게 입력해주세요' });
    return iso;
  };
  return {
    value: {
      enabled: form.enabled,
      hasPeriod: true,
      startedAt: read(form.startedAt, 'startedAt'),
      endedAt: read(form.endedAt, 'endedAt'),
    },
    issues,
  };
}

/** The period offered when an operator switches one on: from the current hour, for seven days. */
export function suggestedPeriod(now: Date): { startedAt: string; endedAt: string } {
  const hour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  const end = new Date(hour.getTime() + 7 * 24 * 3_600_000);
  return { startedAt: isoToSeoulLocal(hour.toISOString()), endedAt: isoToSeoulLocal(end.toISOString()) };
}
