import type { ProductCard, ProductSort } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { brands, categories, products } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import type { Paging } from '../../http/paging.ts';
import { cardColumns, cardsInOrder, productOrder, toCard } from './cards.ts';

/**
 * Product search from names held in memory, one index per catalogue version (decision 0028).
 *
 * A term matches a product exactly when `name ILIKE '%term%'` would: the names are lower-cased by
 * the database's own lower() and the term by a table of what lower() does to each cased character,
 * read from the same database, so both engines and any libc locale give the answers SQL gave (an ICU
 * collation's context rules, such as Greek final sigma, are not followed: the table is per character).
 * Candidates come from posting lists of the names' character pairs and triples: a 2-character term
 * (비데, 수전) is its pair's list as it is, a longer one the shortest list among its triples checked
 * with `includes`, and a single character scans the names.
 */
export type SearchIndex = {
  /** displayed products, in the order of `ranks.NEWEST` */
  ids: string[];
  /** each name as lower() gives it */
  names: string[];
  categories: string[];
  brands: (string | null)[];
  /** position of each product in the sorts whose keys only a catalogue edit changes */
  ranks: Record<StableSort, Int32Array>;
  /** gram key → slot; the slot's products are postings[starts[slot] … starts[slot + 1]) */
  slots: Map<number, number>;
  starts: Int32Array;
  postings: Int32Array;
  /** what lower() does to each character that it changes */
  lower: Map<string, string>;
};

/** Sorts whose keys move only with a catalogue edit; sales and review counts move with every order. */
export type StableSort = 'NEWEST' | 'PRICE_ASC' | 'PRICE_DESC';
export const isStableSort = (sort: ProductSort): sort is StableSort =>
  sort === 'NEWEST' || sort === 'PRICE_ASC' || sort === 'PRICE_DESC';

export type IndexedProduct = {
  id: string;
  name: string;
  category: string;
  brand: string | null;
  newest: number;
  priceAsc: number;
  priceDesc: number;
};

// Grams are UTF-16 code units packed into one number: pairs below 2^32, triples from 2^48 up.
const pairAt = (s: string, i: number) => s.charCodeAt(i) * 0x1_0000 + s.charCodeAt(i + 1);
const tripleAt = (s: string, i: number) =>
  2 ** 48 + (s.charCodeAt(i) * 0x1_0000 + s.charCodeAt(i + 1)) * 0x1_0000 + s.charCodeAt(i + 2);

/** Every pair and triple of `name`, a gram possibly more than once. */
function forEachGram(name: string, visit: (key: number) => void) {
  for (let i = 0; i + 1 < name.length; i++) {
    visit(pairAt(name, i));
    if (i + 2 < name.length) visit(tripleAt(name, i));
  }
}

/** Builds the index from products already sorted newest first and lower()'s table. */
export function buildSearchIndex(products: IndexedProduct[], lower: Map<string, string>): SearchIndex {
  const n = products.length;
  const names = products.map((p) => p.name);
  const slots = new Map<number, number>();
  const counts: number[] = [];
  const lastSeen: number[] = [];
  // First pass: how many products hold each gram (a product counts once per gram).
  for (let i = 0; i < n; i++) {
    forEachGram(names[i]!, (key) => {
      let slot = slots.get(key);
      if (slot === undefined) {
        slot = counts.length;
        slots.set(key, slot);
        counts.push(0);
        lastSeen.push(-1);
      }
      if (lastSeen[slot] !== i) {
        lastSeen[slot] = i;
        counts[slot]! += 1;
      }
    });
  }
  const starts = new Int32Array(counts.length + 1);
  for (let s = 0; s < counts.length; s++) starts[s + 1] = starts[s]! + counts[s]!;
  // Second pass: fill each gram's list, in product order, so every list is ascending.
  const postings = new Int32Array(starts[counts.length]!);
  const filled = Int32Array.from(starts.subarray(0, counts.length));
  lastSeen.fill(-1);
  for (let i = 0; i < n; i++) {
    forEachGram(names[i]!, (key) => {
      const slot = slots.get(key)!;
      if (lastSeen[slot] !== i) {
        lastSeen[slot] = i;
        postings[filled[slot]!++] = i;
      }
    });
  }
  const rank = (of: (p: IndexedProduct) => number) => Int32Array.from(products, of);
  // The driver gives each row its own copy of a category or brand id: keep one string per id.
  const shared = new Map<string, string>();
  const one = (id: string) => {
    const held = shared.get(id);
    if (held !== undefined) return held;
    shared.set(id, id);
    return id;
  };
  return {
    ids: products.map((p) => p.id),
    names,
    categories: products.map((p) => one(p.category)),
    brands: products.map((p) => (p.brand === null ? null : one(p.brand))),
    ranks: {
      NEWEST: rank((p) => p.newest),
      PRICE_ASC: rank((p) => p.priceAsc),
      PRICE_DESC: rank((p) => p.priceDesc),
    },
    slots,
    starts,
    postings,
    lower,
  };
}

const listOf = (index: SearchIndex, key: number) => {
  const slot = index.slots.get(key);
  return slot === undefined
    ? new Int32Array(0)
    : index.postings.subarray(index.starts[slot]!, index.starts[slot + 1]!);
};

/** Positions (ascending) of the products whose name holds `term` as ILIKE compares them. */
export function positionsMatching(index: SearchIndex, term: string): number[] {
  let folded = '';
  for (const ch of term) folded += index.lower.get(ch) ?? ch;
  if (folded.length === 0) return index.ids.map((_, i) => i);
  if (folded.length === 1) {
    const found: number[] = [];
    for (let i = 0; i < index.names.length; i++) if (index.names[i]!.includes(folded)) found.push(i);
    return found;
  }
  if (folded.length === 2) return Array.from(listOf(index, pairAt(folded, 0)));
  let shortest = listOf(index, tripleAt(folded, 0));
  for (let i = 1; i + 2 < folded.length && shortest.length > 0; i++) {
    const list = listOf(index, tripleAt(folded, i));
    if (list.length < shortest.length) shortest = list;
  }
  const found: number[] = [];
  for (const i of shortest) if (index.names[i]!.includes(folded)) found.push(i);
  return found;
}

/**
 * Characters whose case JavaScript knows (the ones lower() may change), from the planes where
 * scripts with case live. Computed once per process.
 */
let casedCharacters: string | undefined;
function casedText(): string {
  if (casedCharacters === undefined) {
    const chars: string[] = [];
    for (let cp = 0x41; cp <= 0x1_ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const ch = String.fromCodePoint(cp);
      if (ch.toLowerCase() !== ch || ch.toUpperCase() !== ch) chars.push(ch);
    }
    casedCharacters = chars.join('');
  }
  return casedCharacters;
}

/** Reads the displayed products and lower()'s table from the database and builds the index. */
export async function loadSearchIndex(db: Db | Tx): Promise<SearchIndex> {
  const [products, lowered] = await Promise.all([
    db.execute(sql`
      select id, lower(name) as name, category_id as category, brand_id as brand,
        (row_number() over (order by created_at desc, id desc))::int as newest,
        (row_number() over (order by sale_price asc, id desc))::int as "priceAsc",
        (row_number() over (order by sale_price desc, id desc))::int as "priceDesc"
      from products where is_displayed
      order by newest`),
    db.execute(sql`
      select c, lower(c) as l from regexp_split_to_table(${casedText()}, '') as c where lower(c) <> c`),
  ]);
  const lower = new Map((lowered.rows as { c: string; l: string }[]).map((r) => [r.c, r.l]));
  return buildSearchIndex(products.rows as IndexedProduct[], lower);
}

// The category ids come from the tree kept per catalogue version (service.ts), the same array each time.
const categorySets = new WeakMap<string[], Set<string>>();
function categorySet(ids: string[]): Set<string> {
  let set = categorySets.get(ids);
  if (!set) {
    set = new Set(ids);
    categorySets.set(ids, set);
  }
  return set;
}

/**
 * Ids of the displayed products in `categoryIds` (and of `brand`) whose name holds `term`: ordered
 * by `sort` when it is a stable one, else in no particular order (the database sorts those by the
 * counts that change with orders and reviews).
 */
export async function searchProductIds(
  ctx: ShopContext,
  term: string,
  { categoryIds, brand, sort }: { categoryIds: string[]; brand: string | null; sort: ProductSort },
): Promise<{ ids: string[]; ordered: boolean }> {
  const index = await ctx.catalogCache.keep('search-index', () => loadSearchIndex(ctx.db));
  const inCategories = categorySet(categoryIds);
  const found = positionsMatching(index, term).filter(
    (i) => inCategories.has(index.categories[i]!) && (brand === null || index.brands[i] === brand),
  );
  if (!isStableSort(sort)) return { ids: found.map((i) => index.ids[i]!), ordered: false };
  const rank = index.ranks[sort];
  found.sort((a, b) => rank[a]! - rank[b]!);
  return { ids: found.map((i) => index.ids[i]!), ordered: true };
}

/**
 * A search: the index finds the products and, for the stable sorts, orders them; the database
 * answers the cards of one page, with today's stock and reviews.
 */
export async function searchProducts(
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
  if (ids.length === 0) return { totalCount: 0, products: [] };
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
  return { totalCount: ids.length, products: await cardsInOrder(ctx.db, page) };
}
