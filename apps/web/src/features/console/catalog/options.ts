/**
 * 조합형 options: an operator names up to three groups (색상: 화이트, 블랙 / 사이즈: 600, 800) and the
 * editor makes one row per combination, each with its own extra price, stock and display flag.
 * Pure functions, shared by the form and its tests.
 */

export const MAX_OPTION_GROUPS = 3;
export const MAX_OPTION_VALUES = 30;
export const MAX_OPTION_COMBINATIONS = 500;

/** A group as the form holds it: the values are typed comma-separated. */
export type OptionGroupDraft = { name: string; values: string };

/** One combination row as the form holds it: numbers stay text until the form is sent. */
export type OptionRowDraft = {
  values: string[];
  extraPrice: string;
  stock: string;
  isDisplayed: boolean;
};

/** "화이트, 블랙 ,, 화이트" → ['화이트', '블랙']: trimmed, empty and repeated values dropped. */
export function parseOptionValues(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(',')) {
    const value = part.trim();
    if (value) seen.add(value);
  }
  return [...seen];
}

/** The identity of a combination: its values in group order. */
export const combinationKey = (values: readonly string[]) => values.join('\u0000');

/** How a combination is shown: "화이트 / 600". */
export const combinationLabel = (values: readonly string[]) => values.join(' / ');

/** The groups that take part in combinations: named, with at least one value. */
export function usableGroups(groups: readonly OptionGroupDraft[]) {
  return groups
    .map((g) => ({ name: g.name.trim(), values: parseOptionValues(g.values) }))
    .filter((g) => g.name && g.values.length > 0);
}

/** How many rows the groups make (0 without groups). */
export function combinationCount(groups: readonly OptionGroupDraft[]): number {
  const usable = usableGroups(groups);
  if (usable.length === 0) return 0;
  return usable.reduce((n, g) => n * g.values.length, 1);
}

export type BuildResult = { ok: true; rows: OptionRowDraft[] } | { ok: false; message: string };

/**
 * Every combination of the groups' values, in group order (the first group varies slowest). A row
 * that existed before keeps its extra price, stock and display flag; new rows start at 0원, stock 0,
 * shown.
 */
export function buildCombinations(
  groups: readonly OptionGroupDraft[],
  existing: readonly OptionRowDraft[] = [],
): BuildResult {
  if (groups.some((g) => !g.name.trim())) return { ok: false, message: '옵션명을 입력해주세요' };
  if (groups.some((g) => parseOptionValues(g.values).length === 0)) {
    return { ok: false, message: '옵션값을 하나 이상 입력해주세요' };
  }
  const usable = usableGroups(groups);
  if (usable.length === 0) return { ok: true, rows: [] };
  const names = usable.map((g) => g.name);
  if (new Set(names).size !== names.length) return { ok: false, message: '옵션명이 중복되었습니다' };
  if (usable.some((g) => g.values.length > MAX_OPTION_VALUES)) {
    return { ok: false, message: `옵션값은 ${MAX_OPTION_VALUES}개까지 입력할 수 있습니다` };
  }
  const count = usable.reduce((n, g) => n * g.values.length, 1);
  if (count > MAX_OPTION_COMBINATIONS) {
    return {
      ok: false,
      message: `옵션 조합은 ${MAX_OPTION_COMBINATIONS}개까지 만들 수 있습니다 (지금 ${count}개)`,
    };
  }
  const before = new Map(existing.map((row) => [combinationKey(row.values), row]));
  let combos: string[][] = [[]];
  for (const group of usable) {
    combos = combos.flatMap((prefix) => group.values.map((value) => [...prefix, value]));
  }
  const rows = combos.map((values) => {
    const kept = before.get(combinationKey(values));
    return kept ? { ...kept, values } : { values, extraPrice: '0', stock: '0', isDisplayed: true };
  });
  return { ok: true, rows };
}

/** True when the rows are exactly the combinations the groups make now (nothing to regenerate). */
export function combinationsMatch(groups: readonly OptionGroupDraft[], rows: readonly OptionRowDraft[]) {
  const usable = usableGroups(groups);
  if (usable.length === 0) return rows.length === 0;
  const built = buildCombinations(groups, rows);
  if (!built.ok || built.rows.length !== rows.length) return false;
  return built.rows.every((row, i) => combinationKey(row.values) === combinationKey(rows[i]?.values ?? []));
}
