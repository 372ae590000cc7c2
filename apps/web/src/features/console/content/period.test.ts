import { describe, expect, it } from 'vitest';
import {
  displayStatus,
  isoToSeoulLocal,
  periodText,
  periodToForm,
  readPeriodForm,
  seoulLocalToIso,
  suggestedPeriod,
} from './period.ts';

const period = (startedAt: string, endedAt: string) => ({
  enabled: true,
  hasPeriod: true,
  startedAt,
  endedAt,
});

describe('displayStatus', () => {
  const now = new Date('2025-03-10T03:00:00Z'); // 12:00 in Seoul

  it('is 숨김 when switched off, whatever the period says', () => {
    expect(
      displayStatus({ ...period('2025-03-01T00:00:00Z', '2025-04-01T00:00:00Z'), enabled: false }, now),
    ).toBe('HIDDEN');
    expect(displayStatus({ enabled: false, hasPeriod: false, startedAt: null, endedAt: null }, now)).toBe(
      'HIDDEN',
    );
  });

  it('is 노출중 without a period', () => {
    expect(displayStatus({ enabled: true, hasPeriod: false, startedAt: null, endedAt: null }, now)).toBe(
      'SHOWING',
    );
  });

  it('is 예약 before the start, 노출중 from the start, 종료 from the end', () => {
    const p = period('2025-03-10T03:00:00Z', '2025-03-11T03:00:00Z');
    expect(displayStatus(p, new Date('2025-03-10T02:59:59Z'))).toBe('SCHEDULED');
    expect(displayStatus(p, new Date('2025-03-10T03:00:00Z'))).toBe('SHOWING');
    expect(displayStatus(p, new Date('2025-03-11T02:59:59Z'))).toBe('SHOWING');
    expect(displayStatus(p, new Date('2025-03-11T03:00:00Z'))).toBe('ENDED');
  });
});

describe('datetime-local in Seoul time', () => {
  it('shows an instant as Seoul wall time', () => {
    expect(isoToSeoulLocal('2025-03-09T15:30:00Z')).toBe('2025-03-10T00:30');
    expect(isoToSeoulLocal('2025-03-10T00:30:00+09:00')).toBe('2025-03-10T00:30');
    expect(isoToSeoulLocal(null)).toBe('');
    expect(isoToSeoulLocal('nonsense')).toBe('');
  });

  it('reads typed Seoul time as the same instant, whatever the browser zone', () => {
    const iso = seoulLocalToIso('2025-03-10T00:30');
    expect(iso).toBe('2025-03-10T00:30:00+09:00');
    expect(new Date(iso as string).toISOString()).toBe('2025-03-09T15:30:00.000Z');
    expect(seoulLocalToIso('2025-12-31T23:59:30')).toBe('2025-12-31T23:59:30+09:00');
  });

  it('round-trips both ways', () => {
    for (const local of ['2024-02-29T09:00', '2025-01-01T00:00', '2025-07-15T23:59']) {
      expect(isoToSeoulLocal(seoulLocalToIso(local))).toBe(local);
    }
  });

  it('refuses what is not a real date and time', () => {
    expect(seoulLocalToIso('')).toBeNull();
    expect(seoulLocalToIso('2025-02-30T10:00')).toBeNull();
    expect(seoulLocalToIso('2025-03-10 10:00')).toBeNull();
    expect(seoulLocalToIso('2025-03-10T25:00')).toBeNull();
  });
});

describe('readPeriodForm', () => {
  it('sends no dates without a period', () => {
    const read = readPeriodForm({
      enabled: true,
      hasPeriod: false,
      startedAt: '2025-03-10T00:00',
      endedAt: 'x',
    });
    expect(read).toEqual({
      value: { enabled: true, hasPeriod: false, startedAt: null, endedAt: null },
      issues: [],
    });
  });

  it('sends the typed period as Seoul instants', () => {
    const read = readPeriodForm({
      enabled: false,
      hasPeriod: true,
      startedAt: '2025-03-10T09:00',
      endedAt: '2025-03-31T18:00',
    });
    expect(read.value).toEqual({
      enabled: false,
      hasPeriod: true,
      startedAt: '2025-03-10T09:00:00+09:00',
      endedAt: '2025-03-31T18:00:00+09:00',
    });
    expect(read.issues).toEqual([]);
  });

  it('names the field whose text is not a date', () => {
    const read = readPeriodForm({
      enabled: true,
      hasPeriod: true,
      startedAt: '2025-02-30T09:00',
      endedAt: '',
    });
    expect(read.issues).toEqual([
      { path: 'display.startedAt', message: '날짜와 시각을 올바르게 입력해주세요' },
    ]);
    expect(read.value.endedAt).toBeNull();
  });

  it('fills the form from a saved period and shows it in the list', () => {
    const saved = period('2025-03-01T00:00:00+09:00', '2025-03-31T23:59:00+09:00');
    expect(periodToForm(saved)).toEqual({
      enabled: true,
      hasPeriod: true,
      startedAt: '2025-03-01T00:00',
      endedAt: '2025-03-31T23:59',
    });
    expect(periodText(saved)).toBe('2025-03-01 00:00 ~ 2025-03-31 23:59');
    expect(periodText({ enabled: true, hasPeriod: false, startedAt: null, endedAt: null })).toBe('상시');
  });
});

describe('suggestedPeriod', () => {
  it('starts at the current Seoul hour and lasts seven days', () => {
    expect(suggestedPeriod(new Date('2025-03-09T15:42:10Z'))).toEqual({
      startedAt: '2025-03-10T00:00',
      endedAt: '2025-03-17T00:00',
    });
  });
});
