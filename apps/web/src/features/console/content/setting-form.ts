import { josa, type ShopSetting } from '@shop/contracts';
import { bpToPercentText } from '@/lib/bonus-rate.ts';
import { formatNumber } from '@/lib/format.ts';
import { basicSettingSections } from './basic-setting-sections.ts';
import { type Issue, type Read, readWhole, readWith } from './form.ts';
import type { SettingField } from './setting-fields.ts';
import { shopSettingSections } from './shop-setting-sections.ts';

/**
 * The shop setting is edited section by section (PUT /setting { <section>: … } replaces that
 * section whole). Each form holds its fields as text: won with separators allowed, rates as a
 * percentage with up to two decimals (stored in basis points), counts of minutes or days.
 */

export const settingSections = { ...basicSettingSections, ...shopSettingSections };

export type SectionKey = keyof typeof settingSections;
export type SectionValues = Record<string, string>;

/** "1" → 100, "0.5" → 50, "35" → 3500; null for anything else (three decimals, words, minus). */
export function percentToBp(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/%$/, '').trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const fieldsOf = (key: SectionKey): SettingField[] => settingSections[key].fields;

/** The saved section as the form's text. */
export function sectionToForm(key: SectionKey, setting: ShopSetting): SectionValues {
  const value = setting[key] as Record<string, string | number>;
  return Object.fromEntries(
    fieldsOf(key).map((f) => {
      const v = value[f.key];
      if (f.kind === 'percent') return [f.key, bpToPercentText(Number(v ?? 0))];
      if (f.kind === 'won') return [f.key, formatNumber(Number(v ?? 0))];
      return [f.key, v === undefined || v === null ? '' : String(v)];
    }),
  );
}

/** The form's text as the section body, or the problems by field in the contract's words. */
export function readSection(key: SectionKey, values: SectionValues): Read<Record<string, unknown>> {
  const own: Issue[] = [];
  const candidate: Record<string, unknown> = {};
  for (const f of fieldsOf(key)) {
    const text = values[f.key] ?? '';
    if (f.kind === 'text') {
      candidate[f.key] = text;
      continue;
    }
    const typed = text.trim();
    const number = f.kind === 'percent' ? percentToBp(typed) : readWhole(typed);
    if (number === null) {
      const how =
        f.kind === 'percent'
          ? '0 이상의 숫자(소수점 둘째 자리까지)로'
          : f.kind === 'won'
            ? '원 단위 숫자로'
            : '0 이상의 정수로';
      own.push({
        path: f.key,
        message: typed
          ? `${f.label}${josa(f.label, '은')} ${how} 입력해주세요`
          : `${f.label}${josa(f.label, '을')} 입력해주세요`,
      });
    }
    candidate[f.key] = number ?? 0;
  }
  const read = readWith(settingSections[key].schema, candidate, own);
  return read as Read<Record<string, unknown>>;
}

/** Won as the operator reads it once a field is left: "50000" → "50,000"; anything else as typed. */
export function tidyWon(text: string): string {
  const value = readWhole(text);
  return value === null ? text : formatNumber(value);
}
