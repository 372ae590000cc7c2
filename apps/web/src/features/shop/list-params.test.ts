import { describe, expect, it } from 'vitest';
import { readPage, readSort, searchWith } from './list-params.ts';

describe('list state in the URL', () => {
  it('reads a contract sort code, else 신상품순', () => {
    expect(readSort('PRICE_ASC')).toBe('PRICE_ASC');
    expect(readSort('price_asc')).toBe('NEWEST');
    expect(readSort(null)).toBe('NEWEST');
  });

  it('reads a positive whole page, else 1', () => {
    expect(readPage('3')).toBe(3);
    for (const bad of ['0', '-2', '1.5', 'x', null]) expect(readPage(bad)).toBe(1);
  });

  it('keeps the category, starts over at page 1 when the sort changes, and leaves defaults out', () => {
    const current = new URLSearchParams('category=basin&page=3');
    expect(searchWith(current, { sort: 'PRICE_ASC' })).toBe('?category=basin&sort=PRICE_ASC');
    expect(searchWith(current, { sort: 'NEWEST' })).toBe('?category=basin');
    expect(searchWith(new URLSearchParams('category=basin&sort=PRICE_DESC'), { page: 2 })).toBe(
      '?category=basin&sort=PRICE_DESC&page=2',
    );
    expect(searchWith(new URLSearchParams('category=basin&page=2'), { page: 1 })).toBe('?category=basin');
    expect(searchWith(new URLSearchParams('category=basin'), { category: null })).toBe('');
  });
});
