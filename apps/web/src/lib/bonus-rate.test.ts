import { describe, expect, it } from 'vitest';
import { bpToPercentText, percentTextToBp } from './bonus-rate.ts';

describe('bonus rate: basis points ↔ percent text', () => {
  it('shows basis points as a percentage without trailing zeros', () => {
    expect(bpToPercentText(300)).toBe('3');
    expect(bpToPercentText(250)).toBe('2.5');
    expect(bpToPercentText(325)).toBe('3.25');
    expect(bpToPercentText(5)).toBe('0.05');
    expect(bpToPercentText(0)).toBe('0');
    expect(bpToPercentText(10_000)).toBe('100');
  });

  it('reads a percentage with up to two decimals exactly, never through floating point', () => {
    expect(percentTextToBp('3')).toEqual({ ok: true, bp: 300 });
    expect(percentTextToBp(' 2.5 ')).toEqual({ ok: true, bp: 250 });
    expect(percentTextToBp('0.29')).toEqual({ ok: true, bp: 29 });
    expect(percentTextToBp('1.15%')).toEqual({ ok: true, bp: 115 });
    expect(percentTextToBp('7.')).toEqual({ ok: true, bp: 700 });
    expect(percentTextToBp('100')).toEqual({ ok: true, bp: 10_000 });
  });

  it('round-trips every rate from 0% to 100%', () => {
    for (let bp = 0; bp <= 10_000; bp++) {
      expect(percentTextToBp(bpToPercentText(bp))).toEqual({ ok: true, bp });
    }
  });

  it('refuses what is not a rate, in Korean', () => {
    expect(percentTextToBp('')).toEqual({ ok: false, message: '수당률을 입력해주세요' });
    expect(percentTextToBp('3.255')).toEqual({
      ok: false,
      message: '수당률은 소수점 둘째 자리까지 입력할 수 있습니다',
    });
    expect(percentTextToBp('100.01')).toEqual({ ok: false, message: '수당률은 100% 이하여야 합니다' });
    expect(percentTextToBp('1000')).toEqual({ ok: false, message: '수당률은 100% 이하여야 합니다' });
    expect(percentTextToBp('-1')).toEqual({ ok: false, message: '수당률은 0% 이상이어야 합니다' });
    expect(percentTextToBp('삼')).toEqual({ ok: false, message: '수당률을 숫자로 입력해주세요' });
  });
});
