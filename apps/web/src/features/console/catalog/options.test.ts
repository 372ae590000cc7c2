import { describe, expect, it } from 'vitest';
import {
  buildCombinations,
  combinationCount,
  combinationsMatch,
  type OptionRowDraft,
  parseOptionValues,
} from './options.ts';

const rowsOf = (result: ReturnType<typeof buildCombinations>) => {
  if (!result.ok) throw new Error(result.message);
  return result.rows;
};

describe('parseOptionValues', () => {
  it('splits on commas, trims, and drops empty and repeated values', () => {
    expect(parseOptionValues(' 화이트, 블랙 ,, 화이트 ,')).toEqual(['화이트', '블랙']);
    expect(parseOptionValues('')).toEqual([]);
  });
});

describe('buildCombinations', () => {
  const colour = { name: '색상', values: '화이트, 블랙' };
  const size = { name: '사이즈', values: '600, 800' };

  it('makes every combination in group order, the first group varying slowest', () => {
    const rows = rowsOf(buildCombinations([colour, size]));
    expect(rows.map((r) => r.values)).toEqual([
      ['화이트', '600'],
      ['화이트', '800'],
      ['블랙', '600'],
      ['블랙', '800'],
    ]);
    expect(rows[0]).toEqual({ values: ['화이트', '600'], extraPrice: '0', stock: '0', isDisplayed: true });
  });

  it('keeps the extra price, stock and display flag of rows that existed before', () => {
    const before: OptionRowDraft[] = [
      { values: ['화이트', '800'], extraPrice: '30000', stock: '5', isDisplayed: false },
      { values: ['블랙', '600'], extraPrice: '10000', stock: '7', isDisplayed: true },
    ];
    const rows = rowsOf(buildCombinations([{ ...colour, values: '화이트, 블랙, 그레이' }, size], before));
    expect(rows).toHaveLength(6);
    expect(rows.find((r) => r.values.join() === '화이트,800')).toMatchObject({
      extraPrice: '30000',
      stock: '5',
      isDisplayed: false,
    });
    expect(rows.find((r) => r.values.join() === '블랙,600')).toMatchObject({
      extraPrice: '10000',
      stock: '7',
    });
    expect(rows.find((r) => r.values.join() === '그레이,800')).toMatchObject({ extraPrice: '0', stock: '0' });
  });

  it('drops rows whose values are gone when regenerating', () => {
    const before: OptionRowDraft[] = [
      { values: ['블랙', '600'], extraPrice: '10000', stock: '7', isDisplayed: true },
    ];
    const rows = rowsOf(buildCombinations([{ name: '색상', values: '화이트' }, size], before));
    expect(rows.map((r) => r.values.join('/'))).toEqual(['화이트/600', '화이트/800']);
  });

  it('answers nothing for no groups, and Korean messages for unnamed, empty or repeated groups', () => {
    expect(rowsOf(buildCombinations([]))).toEqual([]);
    expect(buildCombinations([{ name: '', values: 'a' }])).toEqual({
      ok: false,
      message: '옵션명을 입력해주세요',
    });
    expect(buildCombinations([{ name: '색상', values: ' , ' }])).toEqual({
      ok: false,
      message: '옵션값을 하나 이상 입력해주세요',
    });
    expect(buildCombinations([colour, { name: ' 색상 ', values: 'a' }])).toEqual({
      ok: false,
      message: '옵션명이 중복되었습니다',
    });
  });

  it('refuses more than 500 combinations', () => {
    const many = Array.from({ length: 30 }, (_, i) => `v${i}`).join(',');
    const result = buildCombinations([
      { name: 'a', values: many },
      { name: 'b', values: many },
    ]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain('500개');
    expect(
      combinationCount([
        { name: 'a', values: many },
        { name: 'b', values: many },
      ]),
    ).toBe(900);
  });
});

describe('combinationsMatch', () => {
  it('tells whether the rows still are the combinations of the groups', () => {
    const groups = [{ name: '색상', values: '화이트, 블랙' }];
    const rows = rowsOf(buildCombinations(groups));
    expect(combinationsMatch(groups, rows)).toBe(true);
    expect(combinationsMatch([{ name: '색상', values: '화이트, 블랙, 그레이' }], rows)).toBe(false);
    expect(combinationsMatch([], [])).toBe(true);
    expect(combinationsMatch([], rows)).toBe(false);
  });
});
