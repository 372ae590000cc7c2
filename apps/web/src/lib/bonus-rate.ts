/**
 * The referral bonus rate of a product (DOMAIN.md: BONUS__GOODS, default 3%) is stored in basis
 * points (300 = 3%) and edited as a percentage with at most two decimals. Conversions are done on
 * the digits, never through floating point (0.29 × 100 is 28.999…).
 */

export const DEFAULT_BONUS_RATE_BP = 300;
export const MAX_BONUS_RATE_BP = 10_000;

/** 300 → "3", 250 → "2.5", 325 → "3.25", 5 → "0.05". */
export function bpToPercentText(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const cents = Math.abs(bp % 100);
  if (cents === 0) return String(whole);
  return `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

export type PercentResult = { ok: true; bp: number } | { ok: false; message: string };

/** "3" → 300, "2.5" → 250, "0.05" → 5; a Korean message for anything else. */
export function percentTextToBp(text: string): PercentResult {
  const value = text.trim().replace(/%$/, '').trim();
  if (!value) return { ok: false, message: '수당률을 입력해주세요' };
  const match = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(value);
  if (!match) {
    if (/^\d+\.\d{3,}$/.test(value)) {
      return { ok: false, message: '수당률은 소수점 둘째 자리까지 입력할 수 있습니다' };
    }
    if (/^-/.test(value)) return { ok: false, message: '수당률은 0% 이상이어야 합니다' };
    if (/^\d{4,}(\.\d*)?$/.test(value)) return { ok: false, message: '수당률은 100% 이하여야 합니다' };
    return { ok: false, message: '수당률을 숫자로 입력해주세요' };
  }
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (bp > MAX_BONUS_RATE_BP) return { ok: false, message: '수당률은 100% 이하여야 합니다' };
  return { ok: true, bp };
}
