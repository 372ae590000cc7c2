import { describe, expect, it } from 'vitest';
import { addUnique, moveItem, orderChanged } from './ordering.ts';

const items = ['a', 'b', 'c'].map((_id) => ({ _id }));

describe('moveItem', () => {
  it('moves up and down', () => {
    expect(moveItem(items, 2, 1).map((x) => x._id)).toEqual(['a', 'c', 'b']);
    expect(moveItem(items, 0, 1).map((x) => x._id)).toEqual(['b', 'a', 'c']);
    expect(moveItem(items, 0, 2).map((x) => x._id)).toEqual(['b', 'c', 'a']);
  });

  it('leaves the list alone past either end', () => {
    expect(moveItem(items, 0, -1)).toEqual(items);
    expect(moveItem(items, 2, 3)).toEqual(items);
  });
});

describe('addUnique', () => {
  it('appends a new product', () => {
    const result = addUnique(items, { _id: 'd' }, 40);
    expect(result.added).toBe(true);
    expect(result.list.map((x) => x._id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses a product already there, and a full list', () => {
    expect(addUnique(items, { _id: 'b' }, 40)).toMatchObject({
      added: false,
      reason: '이미 담긴 상품입니다',
    });
    expect(addUnique(items, { _id: 'd' }, 3)).toMatchObject({
      added: false,
      reason: '3개까지 담을 수 있습니다',
    });
  });
});

describe('orderChanged', () => {
  it('sees a new order, an addition and a removal', () => {
    expect(orderChanged(items, [...items])).toBe(false);
    expect(orderChanged(items, moveItem(items, 0, 1))).toBe(true);
    expect(orderChanged(items, items.slice(1))).toBe(true);
  });
});
