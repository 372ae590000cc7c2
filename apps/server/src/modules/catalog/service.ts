import type { CategoryNode, Product, ProductCard, ProductSort, productsQuery } from '@shop/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { brands, categories, productOptionGroups, productOptions, products } from '../../db/schema/index.ts';
import { statement, timestamp } from '../../db/statements.ts';
import type { ShopContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { type Variant, variantFile } from '../../storage/images.ts';
import { searchProductIds } from './search.ts';

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

/** Product images are kept as WebP variants of one stem: `{stem}-card.webp`, `{stem}-detail.webp`. */
export const productImageUrl = (_product: string, stem: string, variant: Variant) =>
  `/res/shop/products/${_product}/${variantFile(stem, variant)}`;

export const cardColumns = {
  product: {
    _id: products._id,
    name: products.name,
    thumb: products.thumb,
    price: products.price,
    salePrice: products.salePrice,
    discountPrice: products.discountPrice,
    discountRate: products.discountRate,
    soldout: products.soldout,
    stock: products.stock,
    reviewStarAverage: products.reviewStarAverage,
    reviewCount: products.reviewCount,
    createdAt: products.createdAt,
  },
  category: { _id: categories._id, code: categories.code, name: categories.name },
  brand: { _id: brands._id, code: brands.code, name: brands.name },
};

type CardRow = {
  product: {
    _id: string;
    name: string;
    thumb: string | null;
    price: number;
    salePrice: number;
    discountPrice: number | null;
    discountRate: number | null;
    soldout: boolean;
    stock: number;
    reviewStarAverage: number;
    reviewCount: number;
    createdAt: Date;
  };
  category: { _id: string; code: string; name: string } | null;
  brand: { _id: string | null; code: string | null; name: string | null } | null;
};

export function toCard(row: CardRow): ProductCard {
  const p = row.product;
  return {
    _id: p._id,
    name: p.name,
    thumb: p.thumb ? productImageUrl(p._id, p.thumb, 'card') : null,
    category: row.category!,
    brand: row.brand?._id ? (row.brand as { _id: string; code: string; name: string }) : null,
    price: p.price,
    salePrice: p.salePrice,
    discountPrice: p.discountPrice ?? p.price - p.salePrice,
    discountRate: p.discountRate ?? 0,
    soldout: p.soldout,
    stock: p.stock,
    meta: {
      reviews: { star__average: Math.round(p.reviewStarAverage * 10) / 10, count__total: p.reviewCount },
    },
    createdAt: p.createdAt.toISOString(),
  };
}

/** How each sort of the shop orders products; the id breaks ties, so every page is stable. */
export const productOrder: Record<ProductSort, SQL[]> = {
  NEWEST: [desc(products.createdAt), desc(products._id)],
  BEST_SELLING: [desc(products.salesCount), desc(products.createdAt), desc(products._id)],
  PRICE_ASC: [asc(products.salePrice), desc(products._id)],
  PRICE_DESC: [desc(products.salePrice), desc(products._id)],
  MOST_REVIEWED: [desc(products.reviewCount), desc(products.reviewStarAverage), desc(products._id)],
};

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
 * A search: the index in memory finds the products and, for the stable sorts, orders them (search.ts);
 * the database answers the cards of one page, with today's stock and reviews.
 */
async function searchProducts(
  ctx: ShopContext,
  term: string,
  filter: { categoryIds: string[]; brandId: string | null; sort: ProductSort },
  paging: Paging,
): Promise<{ totalCount: number; products: ProductCard[] }> {
  const { ids, ordered } = await searchProductIds(ctx, term, {
    categoryIds: filter.categoryIds,
    brand: filter.brandId,
    sort: filter.sort,
  });
  if (!ordered) {
    // Sales and review counts move with orders and reviews: the database sorts by today's.
    const rows = await ctx.db
      .select(cardColumns)
      .from(products)
      .innerJoin(categories, eq(categories._id, products._category))
      .leftJoin(brands, eq(brands._id, products._brand))
      .where(sql`${products._id} = any(${sql.param(ids)}::uuid[])`)
      .orderBy(...productOrder[filter.sort])
      .offset(paging.skip)
      .limit(paging.limit);
    return { totalCount: ids.length, products: rows.map(toCard) };
  }
  const page = ids.slice(paging.skip, paging.skip + paging.limit);
  if (page.length === 0) return { totalCount: ids.length, products: [] };
  const byId = new Map((await cardRows(ctx.db, [page])).map((r) => [r.id, r]));
  return {
    totalCount: ids.length,
    products: page.flatMap((id) => {
      const row = byId.get(id);
      return row ? [cardOf(row)] : [];
    }),
  };
}

type RawCardRow = {
  id: string;
  name: string;
  thumb: string | null;
  price: number;
  sale_price: number;
  discount_price: number | null;
  discount_rate: number | null;
  soldout: boolean;
  stock: number;
  review_star_average: number;
  review_count: number;
  created_at: string;
  category_id: string;
  category_code: string;
  category_name: string;
  brand_id: string | null;
  brand_code: string | null;
  brand_name: string | null;
};

/** The cards of one page of a search, as a prepared statement: it runs on every search the cache has not seen. */
const cardRows = statement<RawCardRow>(
  'search_cards',
  `select p.id, p.name, p.thumb, p.price, p.sale_price, p.discount_price, p.discount_rate, p.soldout,
          p.stock, p.review_star_average, p.review_count, p.created_at, p.category_id,
          c.code as category_code, c.name as category_name, b.id as brand_id, b.code as brand_code,
          b.name as brand_name
   from products p
   join categories c on c.id = p.category_id
   left join brands b on b.id = p.brand_id
   where p.id = any($1::uuid[])`,
);

const cardOf = (row: RawCardRow) =>
  toCard({
    product: {
      _id: row.id,
      name: row.name,
      thumb: row.thumb,
      price: row.price,
      salePrice: row.sale_price,
      discountPrice: row.discount_price,
      discountRate: row.discount_rate,
      soldout: row.soldout,
      stock: row.stock,
      reviewStarAverage: row.review_star_average,
      reviewCount: row.review_count,
      createdAt: timestamp(row.created_at),
    },
    category: { _id: row.category_id, code: row.category_code, name: row.category_name },
    brand: { _id: row.brand_id, code: row.brand_code, name: row.brand_name },
  });

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
    images: (detail?.images ?? []).map((stem) => productImageUrl(_product, stem, 'detail')),
    description: detail?.description ?? '',
    shippingMethod: detail?.shippingMethod ?? 'PARCEL',
    shippingFee: detail?.shippingFee ?? null,
    optionGroups: groups,
    options,
  };
}
