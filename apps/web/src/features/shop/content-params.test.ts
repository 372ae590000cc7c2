import { describe, expect, it } from 'vitest';
import {
  exhibitionsSearch,
  mapSearchUrl,
  periodText,
  readExhibitionKind,
  telHref,
} from './content-params.ts';

describe('기획전 list state', () => {
  it('reads a contract kind, and anything else as 전체', () => {
    expect(readExhibitionKind('BARGAIN_SALES')).toBe('BARGAIN_SALES');
    expect(readExhibitionKind('bargain')).toBeUndefined();
    expect(readExhibitionKind(null)).toBeUndefined();
  });

  it('leaves 전체 and page 1 out of the address', () => {
    expect(exhibitionsSearch({ page: 1 })).toBe('');
    expect(exhibitionsSearch({ kind: 'POP_UP_EVENTS', page: 1 })).toBe('?kind=POP_UP_EVENTS');
    expect(exhibitionsSearch({ kind: 'PLANNED_SALES', page: 2 })).toBe('?kind=PLANNED_SALES&page=2');
  });
});

describe('periodText', () => {
  it('writes the period as Seoul days, YYYY-MM-DD ~ YYYY-MM-DD', () => {
    expect(
      periodText({
        hasPeriod: true,
        // 2026-02-28 15:00 UTC is already 1 March in Seoul; 14:59:59 UTC on 31 March is still 31 March
        startedAt: '2026-02-28T15:00:00.000Z',
        endedAt: '2026-03-31T14:59:59.000Z',
      }),
    ).toBe('2026-03-01 ~ 2026-03-31');
  });

  it('says 상시 진행 for a 기획전 without a period', () => {
    expect(periodText({ hasPeriod: false, startedAt: null, endedAt: null })).toBe('상시 진행');
    expect(periodText({ hasPeriod: false, startedAt: '2026-03-01T00:00:00+09:00', endedAt: null })).toBe(
      '상시 진행',
    );
  });

  it('keeps an open end readable', () => {
    expect(periodText({ hasPeriod: true, startedAt: '2026-03-01T00:00:00+09:00', endedAt: null })).toBe(
      '2026-03-01 ~',
    );
  });
});

describe('showroom links', () => {
  it('searches the address on Kakao Map', () => {
    expect(mapSearchUrl(' 서울 강남구 논현로 123 ')).toBe(
      `https://map.kakao.com/link/search/${encodeURIComponent('서울 강남구 논현로 123')}`,
    );
  });

  it('dials the digits only', () => {
    expect(telHref('02-512-3400')).toBe('tel:025123400');
  });
});
