import type { CategoryNode } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  addProblem,
  flattenCategories,
  moveProblem,
  moveTargets,
  nextOrder,
  productCategoryGroups,
  reorderSiblings,
} from '@/lib/category-tree.ts';

const node = (_id: string, name: string, children: CategoryNode[] = [], extra: Partial<CategoryNode> = {}) =>
  ({ _id, code: _id, name, depth: 0, order: 0, isVisible: true, children, ...extra }) as CategoryNode;

/** 욕실도기 › (세면대 › 탑볼/반다리), (소변기); 비데 (hidden) › 전자식; 수건 (top leaf) */
const tree: CategoryNode[] = [
  node('sanitary', '욕실도기', [
    node('basin', '세면대', [
      node('top', '탑볼 세면대', [], { order: 0 }),
      node('half', '반다리 세면대', [], { order: 1 }),
    ]),
    node('urinal', '소변기', [], { order: 1 }),
  ]),
  node('bidet', '비데', [node('electronic', '전자식 비데')], { order: 1, isVisible: false }),
  node('towel', '수건', [], { order: 2 }),
];

describe('flattenCategories', () => {
  it('lists the tree depth first with depth, path, height and hidden-in-shop', () => {
    const flat = flattenCategories(tree);
    expect(flat.map((c) => `${c.depth}:${c.name}`)).toEqual([
      '1:욕실도기',
      '2:세면대',
      '3:탑볼 세면대',
      '3:반다리 세면대',
      '2:소변기',
      '1:비데',
      '2:전자식 비데',
      '1:수건',
    ]);
    const top = flat.find((c) => c._id === 'top')!;
    expect(top).toMatchObject({
      path: ['욕실도기', '세면대', '탑볼 세면대'],
      parentId: 'basin',
      isLeaf: true,
      height: 1,
    });
    expect(flat.find((c) => c._id === 'sanitary')).toMatchObject({
      height: 3,
      isLeaf: false,
      parentId: null,
    });
    expect(flat.find((c) => c._id === 'electronic')).toMatchObject({ isVisible: true, hiddenInShop: true });
    expect(flat.find((c) => c._id === 'half')).toMatchObject({ index: 1, siblingCount: 2 });
  });
});

describe('productCategoryGroups', () => {
  it('offers the categories without children, grouped under their parents, each named as itself', () => {
    const groups = productCategoryGroups(tree);
    expect(groups.map((g) => [g.label, g.options.map((o) => o.name)])).toEqual([
      ['욕실도기 › 세면대', ['탑볼 세면대', '반다리 세면대']],
      ['욕실도기', ['소변기']],
      ['비데', ['전자식 비데']],
      [null, ['수건']],
    ]);
  });
  it("keeps a product's current category even when it has children now", () => {
    const names = productCategoryGroups(tree, 'basin').flatMap((g) => g.options.map((o) => o.name));
    expect(names).toContain('세면대');
  });
});

describe('depth checks before sending', () => {
  it('allows a child under levels 1 and 2 only', () => {
    const flat = flattenCategories(tree);
    expect(addProblem(null)).toBeNull();
    expect(addProblem(flat.find((c) => c._id === 'basin')!)).toBeNull();
    expect(addProblem(flat.find((c) => c._id === 'top')!)).toBe('카테고리는 3단계까지 만들 수 있습니다');
  });

  it('refuses a move that would make the tree deeper than 3 levels', () => {
    // 세면대 has children (height 2): under 소변기 (level 2) it would reach level 4.
    expect(moveProblem(tree, 'basin', 'urinal')).toBe('카테고리는 3단계까지 만들 수 있습니다');
    // under 비데 (level 1) it reaches level 3: fine.
    expect(moveProblem(tree, 'basin', 'bidet')).toBeNull();
    // 욕실도기 (height 3) can only stay at the top.
    expect(moveProblem(tree, 'sanitary', 'towel')).toBe('카테고리는 3단계까지 만들 수 있습니다');
    expect(moveProblem(tree, 'sanitary', null)).toBeNull();
    // a leaf can go under any level-2 category
    expect(moveProblem(tree, 'towel', 'basin')).toBeNull();
  });

  it('refuses a move under itself or its own descendants', () => {
    expect(moveProblem(tree, 'basin', 'basin')).toBe('카테고리를 자기 아래로 옮길 수 없습니다');
    expect(moveProblem(tree, 'sanitary', 'top')).toBe('카테고리를 자기 아래로 옮길 수 없습니다');
  });

  it('lists move targets with the reason for the ones that are not allowed', () => {
    const targets = moveTargets(tree, 'basin');
    expect(targets[0]).toMatchObject({ _id: null, problem: null });
    expect(targets.find((t) => t._id === 'bidet')?.problem).toBeNull();
    expect(targets.find((t) => t._id === 'urinal')?.problem).toBe('카테고리는 3단계까지 만들 수 있습니다');
    expect(targets.find((t) => t._id === 'top')?.problem).toBe('카테고리를 자기 아래로 옮길 수 없습니다');
  });
});

describe('reorderSiblings', () => {
  it('renumbers the siblings in their new order and returns only the changed ones', () => {
    const siblings = [
      { _id: 'a', order: 0 },
      { _id: 'b', order: 1 },
      { _id: 'c', order: 2 },
    ];
    expect(reorderSiblings(siblings, 'c', -1)).toEqual([
      { _id: 'c', order: 1 },
      { _id: 'b', order: 2 },
    ]);
    expect(reorderSiblings(siblings, 'a', -1)).toEqual([]);
    expect(reorderSiblings(siblings, 'c', 1)).toEqual([]);
  });
  it('fixes equal or sparse orders on the way', () => {
    const siblings = [
      { _id: 'a', order: 5 },
      { _id: 'b', order: 5 },
      { _id: 'c', order: 9 },
    ];
    expect(reorderSiblings(siblings, 'a', 1)).toEqual([
      { _id: 'b', order: 0 },
      { _id: 'a', order: 1 },
      { _id: 'c', order: 2 },
    ]);
  });
  it('gives a new category the order after its last sibling', () => {
    expect(nextOrder(tree, null)).toBe(3);
    expect(nextOrder(tree, 'top')).toBe(0);
  });
});
