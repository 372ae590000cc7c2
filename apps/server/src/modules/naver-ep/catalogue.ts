import { asc, desc, eq, max, min, sql } from 'drizzle-orm';
import {
  brands,
  exhibitionProducts,
  exhibitions,
  islands,
  productOptions,
  products,
} from '../../db/schema/index.ts';
import { statement } from '../../db/statements.ts';
import type { ShopContext } from '../../http/context.ts';
import { loadCategoryTree } from '../catalog/service.ts';
import { visibleAt } from '../content/period.ts';
import { cleanCell, type EpProduct } from './rows.ts';

/**
 * Everything the feed reads that only a catalogue edit changes, kept per catalogue version (the
 * storefront cache's `keep`, like the search index): every product with its category path and
 * brand, whether shoppers may reach it, and the largest remote-area fee. Hidden products are kept
 * too: the 요약 EP still writes their rows as D.
 */
export type FeedCatalogue = {
  /** newest first, as the shop lists them */
  products: EpProduct[];
  byId: Map<string, EpProduct>;
  /** displayed, and its category and every category above it visible */
  reachable: Set<string>;
  /** each product's category and the categories above it (for the excluded categories) */
  categoryChain: Map<string, readonly string[]>;
  remoteMaxFee: number;
};

const FEED_KEY = 'naver-ep:catalogue';

type ProductRow = {
  id: string;
  name: string;
  price: number;
  sale_price: number;
  thumb: string | null;
  images: string[];
  category_id: string;
  brand_id: string | null;
  is_displayed: boolean;
  shipping_method: 'PARCEL' | 'INSTALLATION';
  shipping_fee: number | null;
  review_count: number;
};

/** Every product, newest first: one prepared statement, rows as the driver gives them (20,000 at once). */
const productRows = statement<ProductRow>(
  'naver_ep_products',
  `select id, name, price, sale_price, thumb, images, category_id, brand_id, is_displayed, shipping_method,
          shipping_fee, review_count
   from products order by created_at desc, id`,
);

export function feedCatalogue(ctx: ShopContext): Promise<FeedCatalogue> {
  return ctx.catalogCache.keep(FEED_KEY, () => loadFeedCatalogue(ctx));
}

async function loadFeedCatalogue(ctx: ShopContext): Promise<FeedCatalogue> {
  const [tree, rows, brandRows, optionRows, [island]] = await Promise.all([
    loadCategoryTree(ctx),
    productRows(ctx.db, []),
    ctx.db.select({ id: brands._id, name: brands.name }).from(brands),
    ctx.db
      .select({ id: productOptions._product, extra: min(productOptions.extraPrice) })
      .from(productOptions)
      .where(eq(productOptions.isDisplayed, true))
      .groupBy(productOptions._product),
    ctx.db.select({ fee: max(islands.extraFee) }).from(islands),
  ]);
  const brandNames = new Map(brandRows.map((b) => [b.id, b.name]));
  const optionExtra = new Map(optionRows.map((o) => [o.id, o.extra ?? 0]));

  // Per category, once: the names from the top down, the ids from the category up, reachability.
  const paths = new Map<string, { names: string[]; chain: string[]; visible: boolean }>();
  const pathOf = (_category: string) => {
    let held = paths.get(_category);
    if (held) return held;
    const names: string[] = [];
    const chain: string[] = [];
    let visible = true;
    for (let n = tree.byId.get(_category); n; n = n._parent ? tree.byId.get(n._parent) : undefined) {
      names.unshift(cleanCell(n.name, 50));
      chain.push(n._id);
      visible &&= n.isVisible;
    }
    held = { names, chain, visible: visible && names.length > 0 };
    paths.set(_category, held);
    return held;
  };

  const list: EpProduct[] = [];
  const byId = new Map<string, EpProduct>();
  const reachable = new Set<string>();
  const categoryChain = new Map<string, readonly string[]>();
  for (const r of rows) {
    const path = pathOf(r.category_id);
    const product: EpProduct = {
      id: r.id,
      name: r.name,
      price: r.price,
      salePrice: r.sale_price,
      optionExtraMin: optionExtra.get(r.id) ?? 0,
      thumb: r.thumb,
      images: r.images,
      categoryPath: path.names,
      brand: r.brand_id ? (brandNames.get(r.brand_id) ?? null) : null,
      shippingMethod: r.shipping_method,
      shippingFee: r.shipping_fee,
      reviewCount: r.review_count,
    };
    list.push(product);
    byId.set(r.id, product);
    categoryChain.set(r.id, path.chain);
    if (r.is_displayed && path.visible) reachable.add(r.id);
  }
  return { products: list, byId, reachable, categoryChain, remoteMaxFee: island?.fee ?? 0 };
}

/**
 * What moves without a catalogue edit, read on every generation: the products that cannot be
 * ordered now (품절 or out of stock after orders), and the 기획전 running now.
 */
export async function liveState(ctx: ShopContext) {
  const [soldOutRows, eventRows] = await Promise.all([
    ctx.db
      .select({ id: products._id })
      .from(products)
      .where(sql`${products.soldout} or ${products.stock} <= 0`),
    ctx.db
      .select({ id: exhibitionProducts._product, title: exhibitions.title })
      .from(exhibitionProducts)
      .innerJoin(exhibitions, eq(exhibitions._id, exhibitionProducts._exhibition))
      .where(visibleAt(exhibitions, ctx.now))
      .orderBy(asc(exhibitions.order), desc(exhibitions.createdAt)),
  ]);
  const eventWords = new Map<string, string>();
  // A product in several running exhibitions: the first in the shop's order.
  for (const e of eventRows) if (!eventWords.has(e.id)) eventWords.set(e.id, e.title);
  return { soldOut: new Set(soldOutRows.map((r) => r.id)), eventWords };
}
