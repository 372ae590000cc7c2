import type { ProductCard, ProductSort } from '@shop/contracts';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { brands, categories, products } from '../../db/schema/index.ts';
import { statement, timestamp } from '../../db/statements.ts';

// A product card (spec §3) as every list shows it: how it is read, shaped and ordered.

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
    // The file name as the row keeps it: a client builds /res/shop/products/{_id}/{thumb} (spec §7).
    thumb: p.thumb,
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

/** Cards by id as one prepared statement: every search the cache has not seen reads its page this way. */
const cardRows = statement<RawCardRow>(
  'cards_by_id',
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

/** The cards of `ids` in that order, today's stock and reviews included; an id no longer there is left out. */
export async function cardsInOrder(db: Db | Tx, ids: string[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await cardRows(db, [ids])).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [cardOf(row)] : [];
  });
}
