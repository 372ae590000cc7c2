import type { CategoryNode, Product, ProductCard, productsQuery } from '@shop/contracts';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { brands, categories, productOptionGroups, productOptions, products } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { variantFile } from '../../storage/images.ts';
import { cardColumns, productOrder, toCard } from './cards.ts';
import { searchProducts } from './search.ts';

type CategoryRow = typeof categories.$inferSelect;

export type CategoryTree = {
  roots: CategoryNode[];
  byCode: Map<string, CategoryNode & { _parent: string | null }>;
  byId: Map<string, CategoryNode & { _parent: string | null }>;
};

/** The whole tree, hidden categories included (the console sees them; the shop filters). */
export async function loadCategoryTree(ctx: ShopContext): Promise<CategoryTree> {
  return ctx.catalogCache.get('category-tree', () => loadCategoryTreeUncached(ctx));
}

async function loadCategoryTreeUncached(ctx: ShopContext): Promise<CategoryTree> {
  const rows = await ctx.db
    .select()
    .from(categories)
    .orderBy(asc(categories.depth), asc(categories.order), asc(categories.name));
  return buildTree(rows);
}

export function buildTree(rows: CategoryRow[]): CategoryTree {
  const byId = new Map<string, CategoryNode & { _parent: string | null }>();
  for (const r of rows) {
    byId.set(r._id, {
      _id: r._id,
      code: r.code,
      name: r.name,
      depth: r.depth,
      order: r.order,
      isVisible: r.isVisible,
      children: [],
      _parent: r._parent,
    });
  }
  const roots: CategoryNode[] = [];
  for (const node of byId.values()) {
    const parent = node._parent ? byId.get(node._parent) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (nodes: CategoryNode[]) => {
    nodes.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, 'ko'));
    for (const n of nodes) sort(n.children);
  };
  sort(roots);
  return { roots, byId, byCode: new Map([...byId.values()].map((n) => [n.code, n])) };
}

const strip = ({ _id, code, name, depth, order, isVisible, children }: CategoryNode): CategoryNode => ({
  _id,
  code,
  name,
  depth,
  order,
  isVisible,
  children: children.filter((c) => c.isVisible).map(strip),
});

/** The tree shoppers see: a hidden category hides everything under it. */
export function visibleTree(tree: CategoryTree): CategoryNode[] {
  return tree.roots.filter((c) => c.isVisible).map(strip);
}

/** Ids of `node` and all its descendants that shoppers may see. */
function visibleIdsUnder(nodes: CategoryNode[]): string[] {
  return nodes.filter((n) => n.isVisible).flatMap((n) => [n._id, ...visibleIdsUnder(n.children)]);
}

// A tree is kept per catalogue version, so the ids under one of its nodes are worked out once.
const visibleIdsMemo = new WeakMap<CategoryNode | CategoryTree, string[]>();

/** visibleIdsUnder() of a node, or of the whole tree, once per tree; callers must not change it. */
function visibleIdsOf(from: CategoryNode | CategoryTree): string[] {
  let ids = visibleIdsMemo.get(from);
  if (!ids) {
    ids = visibleIdsUnder('roots' in from ? from.roots : [from]);
    visibleIdsMemo.set(from, ids);
  }
  return ids;
}

/** A category shoppers can reach: it and every ancestor visible. */
function reachable(tree: CategoryTree, code: string) {
  const node = tree.byCode.get(code);
  if (!node) return null;
  for (let n: typeof node | undefined = node; n; n = n._parent ? tree.byId.get(n._parent) : undefined) {
    if (!n.isVisible) return null;
  }
  return node;
}

export async function listCategories(ctx: ShopContext): Promise<CategoryNode[]> {
  return visibleTree(await loadCategoryTree(ctx));
}

export async function getCategory(ctx: ShopContext, code: string) {
  const tree = await loadCategoryTree(ctx);
  const node = reachable(tree, code);
  if (!node) throw notFound('CATEGORY_NOT_FOUND', '카테고리를 찾을 수 없습니다');
  const path: { code: string; name: string }[] = [];
  for (let n: typeof node | undefined = node; n; n = n._parent ? tree.byId.get(n._parent) : undefined) {
    path.unshift({ code: n.code, name: n.name });
  }
  return {
    _id: node._id,
    code: node.code,
    name: node.name,
    depth: node.depth,
    path,
    children: node.children.filter((c) => c.isVisible).map(strip),
  };
}

/** A brand as both shop and console show it; the logo is the URL of its card-size image. */
export const toBrand = (row: typeof brands.$inferSelect) => ({
  _id: row._id,
  code: row.code,
  name: row.name,
  logo: row.logo ? `/res/shop/brands/${row._id}/${variantFile(row.logo, 'card')}` : null,
  description: row.description,
  order: row.order,
  isVisible: row.isVisible,
});

export async function listBrands(ctx: ShopContext) {
  const rows = await ctx.db
    .select()
    .from(brands)
    .where(eq(brands.isVisible, true))
    .orderBy(asc(brands.order), asc(brands.name));
  return rows.map(toBrand);
}

export async function getBrand(ctx: ShopContext, code: string) {
  const [row] = await ctx.db
    .select()
    .from(brands)
    .where(and(eq(brands.code, code), eq(brands.isVisible, true)));
  if (!row) throw notFound('BRAND_NOT_FOUND', '브랜드를 찾을 수 없습니다');
  return toBrand(row);
}

// ---- products ----

/** The shop's product list: visible products in visible categories, filtered, sorted and paged. */
export async function listProducts(
  ctx: ShopContext,
  query: z.output<typeof productsQuery>,
  paging: Paging,
): Promise<{ totalCount: number; products: ProductCard[] }> {
  const tree = await loadCategoryTree(ctx);
  let categoryIds: string[];
  if (query.category) {
    const node = reachable(tree, query.category);
    if (!node) return { totalCount: 0, products: [] };
    categoryIds = visibleIdsOf(node);
  } else {
    categoryIds = visibleIdsOf(tree);
  }
  if (categoryIds.length === 0) return { totalCount: 0, products: [] };

  let brandId: string | null = null;
  if (query.brand) {
    const [b] = await ctx.db
      .select({ _id: brands._id })
      .from(brands)
      .where(and(eq(brands.code, query.brand), eq(brands.isVisible, true)));
    if (!b) return { totalCount: 0, products: [] };
    brandId = b._id;
  }
  const term = query.searchValue?.trim();
  if (term) return searchProducts(ctx, term, { categoryIds, brandId, sort: query.sort }, paging);

  const conditions: SQL[] = [eq(products.isDisplayed, true), inArray(products._category, categoryIds)];
  if (brandId) conditions.push(eq(products._brand, brandId));
  const where = and(...conditions);

  const [total] = await ctx.db.select({ value: count() }).from(products).where(where);
  const rows = await ctx.db
    .select(cardColumns)
    .from(products)
    .innerJoin(categories, eq(categories._id, products._category))
    .leftJoin(brands, eq(brands._id, products._brand))
    .where(where)
    .orderBy(...productOrder[query.sort])
    .offset(paging.skip)
    .limit(paging.limit);
  return { totalCount: Number(total?.value ?? 0), products: rows.map(toCard) };
}

/**
 * Cards for the given ids, visible ones only (likes, displays, carts); `hiddenToo` for the console,
 * which must see every product an operator placed, hidden or not.
 */
export async function cardsByIds(
  ctx: ShopContext,
  ids: string[],
  { hiddenToo = false }: { hiddenToo?: boolean } = {},
): Promise<Map<string, ProductCard>> {
  if (ids.length === 0) return new Map();
  if (hiddenToo) {
    const rows = await ctx.db
      .select(cardColumns)
      .from(products)
      .innerJoin(categories, eq(categories._id, products._category))
      .leftJoin(brands, eq(brands._id, products._brand))
      .where(inArray(products._id, ids));
    return new Map(rows.map((r) => [r.product._id, toCard(r)]));
  }
  const tree = await loadCategoryTree(ctx);
  const visible = new Set(visibleIdsOf(tree));
  const rows = await ctx.db
    .select(cardColumns)
    .from(products)
    .innerJoin(categories, eq(categories._id, products._category))
    .leftJoin(brands, eq(brands._id, products._brand))
    .where(and(inArray(products._id, ids), eq(products.isDisplayed, true)));
  return new Map(
    rows.filter((r) => r.category && visible.has(r.category._id)).map((r) => [r.product._id, toCard(r)]),
  );
}

/** Ids of the categories shoppers can reach (the visible tree), for counting visible products. */
/** The category and every ancestor of it, nearest first: what a CATEGORY coupon's scope is checked on. */
export function categoryPathOf(tree: CategoryTree, _category: string): string[] {
  const path: string[] = [];
  for (let n = tree.byId.get(_category); n; n = n._parent ? tree.byId.get(n._parent) : undefined) {
    path.push(n._id);
  }
  return path;
}

export async function visibleCategoryIds(ctx: ShopContext): Promise<string[]> {
  return visibleIdsOf(await loadCategoryTree(ctx));
}

/** A product's option groups and combinations, in order; shoppers see displayed combinations only. */
export async function loadOptions(
  ctx: ShopContext,
  _product: string,
  { displayedOnly }: { displayedOnly: boolean },
) {
  const [optionGroups, options] = await Promise.all([
    ctx.db
      .select({
        _id: productOptionGroups._id,
        name: productOptionGroups.name,
        values: productOptionGroups.values,
      })
      .from(productOptionGroups)
      .where(eq(productOptionGroups._product, _product))
      .orderBy(asc(productOptionGroups.order)),
    ctx.db
      .select({
        _id: productOptions._id,
        values: productOptions.values,
        extraPrice: productOptions.extraPrice,
        stock: productOptions.stock,
        isDisplayed: productOptions.isDisplayed,
      })
      .from(productOptions)
      .where(
        displayedOnly
          ? and(eq(productOptions._product, _product), eq(productOptions.isDisplayed, true))
          : eq(productOptions._product, _product),
      )
      .orderBy(asc(productOptions.order)),
  ]);
  return { optionGroups, options };
}

export async function getProduct(ctx: ShopContext, _product: string): Promise<Product> {
  const cards = await cardsByIds(ctx, [_product]);
  const card = cards.get(_product);
  if (!card) throw notFound('PRODUCT_NOT_FOUND', '상품을 찾을 수 없습니다');
  const [[detail], { optionGroups: groups, options }] = await Promise.all([
    ctx.db
      .select({
        images: products.images,
        description: products.description,
        shippingMethod: products.shippingMethod,
        shippingFee: products.shippingFee,
      })
      .from(products)
      .where(eq(products._id, _product)),
    loadOptions(ctx, _product, { displayedOnly: true }),
  ]);
  return {
    ...card,
    images: detail?.images ?? [],
    description: detail?.description ?? '',
    shippingMethod: detail?.shippingMethod ?? 'PARCEL',
    shippingFee: detail?.shippingFee ?? null,
    optionGroups: groups,
    options,
  };
}
