import { type CategoryNode, type categoryInput, MAX_CATEGORY_DEPTH } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation } from '../../../db/errors.ts';
import { categories, products } from '../../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../../http/context.ts';
import { conflict, refused } from '../../../http/errors.ts';
import type { Paging } from '../../../http/paging.ts';
import { buildTree } from '../service.ts';
import { categoryNotFound, changed, duplicateCode } from './shared.ts';

/** The category tree as operators edit it: hidden categories too, three levels at most. */

const toCategory = (row: typeof categories.$inferSelect) => ({
  _id: row._id,
  code: row.code,
  name: row.name,
  depth: row.depth,
  order: row.order,
  isVisible: row.isVisible,
  _parent: row._parent,
});

/** GET /api/console/shop/categories?view=tree: the whole tree, as the category editor draws it. */
export async function consoleCategoryTree(ctx: ShopContext) {
  const rows = await ctx.db.select().from(categories);
  return { totalCount: rows.length, categories: buildTree(rows).roots };
}

/**
 * GET /api/console/shop/categories: one page of the categories in the tree's reading order (each
 * parent before its children, siblings by their order), with the names from the root down. The
 * tree is read whole and paged here: three levels of a shop's categories are a few hundred rows at
 * most, and that order cannot be an SQL `order by` without a recursive query.
 */
export async function listCategoriesForConsole(
  ctx: ShopContext,
  query: { searchValue?: string | undefined },
  paging: Paging,
) {
  const rows = await ctx.db.select().from(categories);
  const byId = new Map(rows.map((r) => [r._id, r]));
  const ordered: { node: CategoryNode; path: string[] }[] = [];
  const walk = (nodes: CategoryNode[], path: string[]) => {
    for (const node of nodes) {
      ordered.push({ node, path: [...path, node.name] });
      walk(node.children, [...path, node.name]);
    }
  };
  walk(buildTree(rows).roots, []);
  const needle = query.searchValue?.toLowerCase();
  const found = needle
    ? ordered.filter(({ node }) => `${node.name}\n${node.code}`.toLowerCase().includes(needle))
    : ordered;
  return {
    totalCount: found.length,
    categories: found
      .slice(paging.skip, paging.skip + paging.limit)
      .map(({ node, path }) => ({ ...toCategory(byId.get(node._id)!), path })),
  };
}

/** GET /api/console/shop/categories/{_id}: one category, hidden or not. */
export async function getCategoryForConsole(ctx: ShopContext, _category: string) {
  const [row] = await ctx.db.select().from(categories).where(eq(categories._id, _category));
  if (!row) throw categoryNotFound();
  return toCategory(row);
}

/** Checks that placing a subtree of `height` levels under `_parent` keeps the tree within 3 levels. */
async function depthUnder(ctx: ShopContext, _parent: string | null, height: number, moving?: string) {
  if (!_parent) return 1;
  const tree = buildTree(await ctx.db.select().from(categories));
  const parent = tree.byId.get(_parent);
  if (!parent) throw refused('CATEGORY_NOT_FOUND', '상위 카테고리를 찾을 수 없습니다');
  for (let n: typeof parent | undefined = parent; n; n = n._parent ? tree.byId.get(n._parent) : undefined) {
    if (n._id === moving) throw refused('CATEGORY_CYCLE', '카테고리를 자기 아래로 옮길 수 없습니다');
  }
  if (parent.depth + height > MAX_CATEGORY_DEPTH) {
    throw refused('CATEGORY_TOO_DEEP', `카테고리는 ${MAX_CATEGORY_DEPTH}단계까지 만들 수 있습니다`);
  }
  return parent.depth + 1;
}

const heightOf = (node: CategoryNode): number => 1 + Math.max(0, ...node.children.map(heightOf));

export async function createCategory(ctx: ShopContext, input: z.output<typeof categoryInput>) {
  const depth = await depthUnder(ctx, input._parent, 1);
  try {
    const [row] = await ctx.db
      .insert(categories)
      .values({ ...input, depth, createdAt: ctx.now, updatedAt: ctx.now })
      .returning();
    await changed(ctx);
    return toCategory(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCode();
    throw error;
  }
}

/** Renames, hides, reorders or moves a category; a move carries its subtree and re-derives depths. */
export async function updateCategory(
  ctx: ShopContext,
  _category: string,
  input: z.output<typeof categoryInput>,
) {
  const row = await inTransaction(ctx, async (ctx) => {
    const tree = buildTree(await ctx.db.select().from(categories).for('update'));
    const node = tree.byId.get(_category);
    if (!node) throw categoryNotFound();
    const depth = await depthUnder(ctx, input._parent, heightOf(node), _category);
    try {
      const [row] = await ctx.db
        .update(categories)
        .set({ ...input, depth, updatedAt: ctx.now })
        .where(eq(categories._id, _category))
        .returning();
      const fix = async (children: CategoryNode[], d: number) => {
        for (const c of children) {
          await ctx.db.update(categories).set({ depth: d }).where(eq(categories._id, c._id));
          await fix(c.children, d + 1);
        }
      };
      if (depth !== node.depth) await fix(node.children, depth + 1);
      return row!;
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateCode();
      throw error;
    }
  });
  await changed(ctx);
  return toCategory(row);
}

export async function deleteCategory(ctx: ShopContext, _category: string) {
  await inTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db.select().from(categories).where(eq(categories._id, _category)).for('update');
    if (!row) throw categoryNotFound();
    const [child] = await ctx.db
      .select({ _id: categories._id })
      .from(categories)
      .where(eq(categories._parent, _category))
      .limit(1);
    if (child) throw conflict('CATEGORY_HAS_CHILDREN', '하위 카테고리가 있는 카테고리는 삭제할 수 없습니다');
    const [product] = await ctx.db
      .select({ _id: products._id })
      .from(products)
      .where(eq(products._category, _category))
      .limit(1);
    if (product) throw conflict('CATEGORY_HAS_PRODUCTS', '상품이 있는 카테고리는 삭제할 수 없습니다');
    await ctx.db.delete(categories).where(eq(categories._id, _category));
  });
  await changed(ctx);
}
