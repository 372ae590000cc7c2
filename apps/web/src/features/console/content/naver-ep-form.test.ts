import type { CategoryNode } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { categoryRows, knownIds, runText, toggled } from './naver-ep-form.ts';

const node = (_id: string, name: string, depth: number, children: CategoryNode[] = [], isVisible = true) =>
  ({ _id, code: _id, name, depth, order: 0, isVisible, children }) as CategoryNode;

const tree = [
  node('a', '욕실', 1, [node('b', '비데', 2, [node('c', '일체형', 3)])]),
  node('d', '주방', 1, [], false),
];

describe('categoryRows', () => {
  it('lists the tree in order with depth, path and hidden ones marked', () => {
    expect(categoryRows(tree)).toEqual([
      { _id: 'a', name: '욕실', depth: 1, path: '욕실', hidden: false },
      { _id: 'b', name: '비데', depth: 2, path: '욕실 > 비데', hidden: false },
      { _id: 'c', name: '일체형', depth: 3, path: '욕실 > 비데 > 일체형', hidden: false },
      { _id: 'd', name: '주방', depth: 1, path: '주방', hidden: true },
    ]);
  });
});

describe('toggled and knownIds', () => {
  it('ticks and unticks, and forgets categories deleted since', () => {
    expect(toggled(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
    expect(knownIds(['gone', 'c'], categoryRows(tree))).toEqual(['c']);
  });
});

describe('runText', () => {
  it('says when the feed was made and how many rows, in Seoul time', () => {
    expect(runText(null, '상품')).toBe('아직 생성되지 않았습니다');
    expect(runText({ generatedAt: '2026-11-27T05:30:00.000Z', rows: 19200, skipped: 0 }, '상품')).toBe(
      '2026-11-27 14:30:00 · 상품 19,200개',
    );
    expect(runText({ generatedAt: '2026-11-27T05:30:00.000Z', rows: 3, skipped: 2 }, '변경')).toBe(
      '2026-11-27 14:30:00 · 변경 3개 (필수 항목이 없어 빠진 상품 2개)',
    );
  });
});
