// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeCard, makeProduct } from '@/test/catalog-fixtures.ts';
import {
  clearRecentlyViewed,
  forgetViewed,
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_LIMIT,
  readRecentlyViewed,
  rememberViewed,
  useRecentlyViewed,
} from './recently-viewed.ts';

const card = (n: number) =>
  makeCard({ _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, name: `상품 ${n}` });

afterEach(() => clearRecentlyViewed());

describe('recently viewed products', () => {
  it('remembers products in this browser, newest first', () => {
    rememberViewed(card(1), new Date('2026-01-01T00:00:00Z'));
    rememberViewed(card(2), new Date('2026-01-01T00:01:00Z'));
    expect(readRecentlyViewed().map((p) => p.name)).toEqual(['상품 2', '상품 1']);
    expect(readRecentlyViewed()[0]?.viewedAt).toBe('2026-01-01T00:01:00.000Z');
    expect(window.localStorage.getItem(RECENTLY_VIEWED_KEY)).toContain('상품 2');
  });

  it('moves a product viewed again to the front instead of listing it twice', () => {
    rememberViewed(card(1));
    rememberViewed(card(2));
    rememberViewed(card(1));
    expect(readRecentlyViewed().map((p) => p.name)).toEqual(['상품 1', '상품 2']);
  });

  it(`keeps the ${RECENTLY_VIEWED_LIMIT} most recent`, () => {
    for (let n = 1; n <= RECENTLY_VIEWED_LIMIT + 5; n += 1) rememberViewed(card(n));
    const names = readRecentlyViewed().map((p) => p.name);
    expect(names).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(names[0]).toBe(`상품 ${RECENTLY_VIEWED_LIMIT + 5}`);
    expect(names).not.toContain('상품 5');
  });

  it('reads cards remembered with the thumb as a URL (before decision 0025) with its file name', () => {
    const old = { ...card(1), thumb: `/res/shop/products/${card(1)._id}/fbfdb7c6e24b432b-card.webp` };
    window.localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([{ ...old, viewedAt: '2026-01-01T00:00:00.000Z' }]),
    );
    expect(readRecentlyViewed().map((p) => p.thumb)).toEqual(['fbfdb7c6e24b432b-card.webp']);
  });

  it('stores the card, not the whole product detail', () => {
    rememberViewed(makeProduct());
    const stored = JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    expect(stored[0]).not.toHaveProperty('description');
    expect(stored[0]).not.toHaveProperty('options');
    expect(stored[0]).toMatchObject({ name: '한빛도기 원형 탑볼세면대', salePrice: 231_800 });
  });

  it('forgets one product, or all of them', () => {
    rememberViewed(card(1));
    rememberViewed(card(2));
    forgetViewed(card(2)._id);
    expect(readRecentlyViewed().map((p) => p.name)).toEqual(['상품 1']);
    clearRecentlyViewed();
    expect(readRecentlyViewed()).toEqual([]);
    expect(window.localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });

  it('treats unreadable or foreign stored data as nothing viewed', () => {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(readRecentlyViewed()).toEqual([]);
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([{ _id: 1 }]));
    expect(readRecentlyViewed()).toEqual([]);
    rememberViewed(card(3)); // and starts over cleanly
    expect(readRecentlyViewed().map((p) => p.name)).toEqual(['상품 3']);
  });

  it('re-renders a component when a product is viewed, here or in another tab', () => {
    const { result } = renderHook(() => useRecentlyViewed());
    expect(result.current).toEqual([]);
    act(() => {
      rememberViewed(card(1));
    });
    expect(result.current.map((p) => p.name)).toEqual(['상품 1']);
    const before = result.current;
    act(() => {
      window.localStorage.setItem(
        RECENTLY_VIEWED_KEY,
        JSON.stringify([{ ...card(9), viewedAt: '2026-01-01T00:00:00.000Z' }]),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: RECENTLY_VIEWED_KEY }));
    });
    expect(result.current.map((p) => p.name)).toEqual(['상품 9']);
    expect(result.current).not.toBe(before);
  });
});
