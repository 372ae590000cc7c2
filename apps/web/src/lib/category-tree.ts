import { type CategoryNode, MAX_CATEGORY_DEPTH } from '@shop/contracts';

/**
 * The category tree as the console edits it. The server enforces depth 3 and refuses cycles; these
 * helpers make the same checks before anything is sent, so the editor can disable what would fail.
 */

export type FlatCategory = {
  _id: string;
  code: string;
  name: string;
  /** 1 for a top category */
  depth: number;
  order: number;
  isVisible: boolean;
  parentId: string | null;
  /** names from the top category down to this one */
  path: string[];
  /** levels in this category's subtree, itself included (a leaf is 1) */
  height: number;
  isLeaf: boolean;
  /** hidden itself or under a hidden ancestor: shoppers don't see it */
  hiddenInShop: boolean;
  /** index among its siblings, and how many siblings there are */
  index: number;
  siblingCount: number;
};

export const heightOf = (node: CategoryNode): number => 1 + Math.max(0, ...node.children.map(heightOf));

/** Depth-first, in the tree's order: what a select or an indented list shows. */
export function flattenCategories(roots: readonly CategoryNode[]): FlatCategory[] {
  const out: FlatCategory[] = [];
  const walk = (
    nodes: readonly CategoryNode[],
    parent: { _id: string; path: string[]; hidden: boolean } | null,
    depth: number,
  ) => {
    nodes.forEach((node, index) => {
      const path = [...(parent?.path ?? []), node.name];
      const hiddenInShop = !node.isVisible || (parent?.hidden ?? false);
      out.push({
        _id: node._id,
        code: node.code,
        name: node.name,
        depth,
        order: node.order,
        isVisible: node.isVisible,
        parentId: parent?._id ?? null,
        path,
        height: heightOf(node),
        isLeaf: node.children.length === 0,
        hiddenInShop,
        index,
        siblingCount: nodes.length,
      });
      walk(node.children, { _id: node._id, path, hidden: hiddenInShop }, depth + 1);
    });
  };
  walk(roots, null, 1);
  return out;
}

export function findCategory(roots: readonly CategoryNode[], _id: string): CategoryNode | undefined {
  for (const node of roots) {
    if (node._id === _id) return node;
    const found = findCategory(node.children, _id);
    if (found) return found;
  }
  return undefined;
}

export const subtreeIds = (node: CategoryNode): string[] => [node._id, ...node.children.flatMap(subtreeIds)];

/** "욕실도기 › 세면대 › 탑볼 세면대" */
export const pathLabel = (path: readonly string[]) => path.join(' › ');

/** Why a new category cannot go under `parent` (null: it can). */
export function addProblem(parent: Pick<FlatCategory, 'depth'> | null): string | null {
  if (parent && parent.depth >= MAX_CATEGORY_DEPTH) {
    return `카테고리는 ${MAX_CATEGORY_DEPTH}단계까지 만들 수 있습니다`;
  }
  return null;
}

/**
 * Why `_id` (with its subtree) cannot move under `newParent` (null = to the top), or null when it
 * can. The same rules and words as the server.
 */
export function moveProblem(
  roots: readonly CategoryNode[],
  _id: string,
  newParent: string | null,
): string | null {
  const node = findCategory(roots, _id);
  if (!node) return '카테고리를 찾을 수 없습니다';
  if (newParent === null) return null;
  if (subtreeIds(node).includes(newParent)) return '카테고리를 자기 아래로 옮길 수 없습니다';
  const parent = flattenCategories(roots).find((c) => c._id === newParent);
  if (!parent) return '상위 카테고리를 찾을 수 없습니다';
  if (parent.depth + heightOf(node) > MAX_CATEGORY_DEPTH) {
    return `카테고리는 ${MAX_CATEGORY_DEPTH}단계까지 만들 수 있습니다`;
  }
  return null;
}

export type MoveTarget = { _id: string | null; label: string; depth: number; problem: string | null };

/** Where a category may move: the top level and every other category, with the reason when not. */
export function moveTargets(roots: readonly CategoryNode[], _id: string): MoveTarget[] {
  return [
    { _id: null, label: '최상위 (대분류)', depth: 0, problem: moveProblem(roots, _id, null) },
    ...flattenCategories(roots).map((c) => ({
      _id: c._id,
      label: pathLabel(c.path),
      depth: c.depth,
      problem: moveProblem(roots, _id, c._id),
    })),
  ];
}

/** Children of `parentId` (null: the top categories), in their order. */
export function siblingsOf(roots: readonly CategoryNode[], parentId: string | null): CategoryNode[] {
  if (parentId === null) return [...roots];
  return [...(findCategory(roots, parentId)?.children ?? [])];
}

/**
 * Moving one sibling up or down: the list is renumbered 0, 1, 2 … in its new order, and only the
 * categories whose `order` changes are returned (each one PUT).
 */
export function reorderSiblings(
  siblings: readonly Pick<CategoryNode, '_id' | 'order'>[],
  _id: string,
  direction: -1 | 1,
): { _id: string; order: number }[] {
  const from = siblings.findIndex((s) => s._id === _id);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= siblings.length) return [];
  const next = [...siblings];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next.flatMap((s, order) => (s.order === order ? [] : [{ _id: s._id, order }]));
}

/** The order a new last child of `parentId` gets. */
export function nextOrder(roots: readonly CategoryNode[], parentId: string | null): number {
  const siblings = siblingsOf(roots, parentId);
  return siblings.length === 0 ? 0 : Math.max(...siblings.map((s) => s.order)) + 1;
}

export type CategoryOptionGroup = { label: string | null; options: FlatCategory[] };

/**
 * The product form's category select: products belong to the bottom of the tree, so the choices are
 * the categories without children, grouped under their parents' path ("욕실도기 › 세면대"). Each
 * option's text stays the category's own name. The product's current category is kept even when it
 * has since got children.
 */
export function productCategoryGroups(
  roots: readonly CategoryNode[],
  currentId?: string | null,
): CategoryOptionGroup[] {
  const groups: CategoryOptionGroup[] = [];
  for (const c of flattenCategories(roots)) {
    if (!c.isLeaf && c._id !== currentId) continue;
    const label = c.path.length > 1 ? pathLabel(c.path.slice(0, -1)) : null;
    const last = groups[groups.length - 1];
    if (last && last.label === label) last.options.push(c);
    else groups.push({ label, options: [c] });
  }
  return groups;
}
