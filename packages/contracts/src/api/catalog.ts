import { z } from 'zod';
import { id, searchText } from '../validation.ts';
import { listSummary } from './common.ts';

export const shippingMethods = ['PARCEL', 'INSTALLATION'] as const;
export type ShippingMethod = (typeof shippingMethods)[number];
export const shippingMethodLabel: Record<ShippingMethod, string> = {
  PARCEL: '택배',
  INSTALLATION: '설치배송',
};

/** Sort orders of the shop list: 신상품순, 판매순, 낮은가격순, 높은가격순, 리뷰많은순. */
export const productSorts = ['NEWEST', 'BEST_SELLING', 'PRICE_ASC', 'PRICE_DESC', 'MOST_REVIEWED'] as const;
export type ProductSort = (typeof productSorts)[number];
export const productSortLabel: Record<ProductSort, string> = {
  NEWEST: '신상품순',
  BEST_SELLING: '판매순',
  PRICE_ASC: '낮은가격순',
  PRICE_DESC: '높은가격순',
  MOST_REVIEWED: '리뷰많은순',
};

export const MAX_CATEGORY_DEPTH = 3;

/** Products per page of a shop list (4 columns × 6 rows; 2 × 12 on phones). */
export const PRODUCTS_PAGE_SIZE = 24;

export type CategoryNode = {
  _id: string;
  code: string;
  name: string;
  depth: number;
  order: number;
  isVisible: boolean;
  children: CategoryNode[];
};
/** Named, so the OpenAPI document can refer to the recursive tree as one component. */
export const categoryNode: z.ZodType<CategoryNode> = z
  .lazy(() =>
    z.object({
      _id: z.string(),
      code: z.string(),
      name: z.string(),
      depth: z.number().int(),
      order: z.number().int(),
      isVisible: z.boolean(),
      children: z.array(categoryNode),
    }),
  )
  .meta({ id: 'CategoryNode' });
export const categoriesEnvelope = z.object({ categories: z.array(categoryNode) });
/** One category with its path from the root (for the breadcrumb) and its children. */
export const categoryEnvelope = z.object({
  category: z.object({
    _id: z.string(),
    code: z.string(),
    name: z.string(),
    depth: z.number().int(),
    path: z.array(z.object({ code: z.string(), name: z.string() })),
    children: z.array(categoryNode),
  }),
});
export const categoryCodeParams = z.object({ code: z.string().min(1).max(50) });

export const brand = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  description: z.string(),
  order: z.number().int(),
  isVisible: z.boolean(),
});
export type Brand = z.infer<typeof brand>;
export const brandsEnvelope = z.object({ brands: z.array(brand) });
export const brandEnvelope = z.object({ brand });

export const productOptionGroup = z.object({
  _id: z.string(),
  name: z.string(),
  values: z.array(z.string()),
});
export const productOption = z.object({
  _id: z.string(),
  values: z.array(z.string()),
  extraPrice: z.number().int(),
  stock: z.number().int(),
  isDisplayed: z.boolean(),
});

/**
 * The name of one of a product's image files, never a path: the image is served at
 * `productImagePath(_id, name)` (spec §3 "by product id and thumb name", §7; decision 0025).
 */
export const productImageFile = z.string().regex(/^[^/]+$/);

/** Where a product's image file is served (spec §7: /res/shop/products/{_id}/{file}). */
export const productImagePath = (_product: string, file: string) =>
  `/res/shop/products/${_product}/${encodeURIComponent(file)}`;

/** A product as a card shows it (spec §3). `thumb` is the card image's file name (a square crop). */
export const productCard = z.object({
  _id: z.string(),
  name: z.string(),
  thumb: productImageFile.nullable(),
  category: z.object({ _id: z.string(), code: z.string(), name: z.string() }),
  brand: z.object({ _id: z.string(), code: z.string(), name: z.string() }).nullable(),
  price: z.number().int(),
  salePrice: z.number().int(),
  discountPrice: z.number().int(),
  discountRate: z.number().int(),
  soldout: z.boolean(),
  stock: z.number().int(),
  meta: z.object({ reviews: z.object({ star__average: z.number(), count__total: z.number().int() }) }),
  createdAt: z.string(),
});
export type ProductCard = z.infer<typeof productCard>;

export const product = productCard.extend({
  /** the gallery's file names, in order (the large variant of each photo) */
  images: z.array(productImageFile),
  description: z.string(),
  shippingMethod: z.enum(shippingMethods),
  shippingFee: z.number().int().nullable(),
  optionGroups: z.array(productOptionGroup),
  options: z.array(productOption),
});
export type Product = z.infer<typeof product>;

export const productsQuery = z.object({
  category: z.string().max(50).optional(),
  brand: z.string().max(50).optional(),
  sort: z.enum(productSorts).default('NEWEST'),
  searchKey: z.enum(['name']).default('name'),
  searchValue: searchText(50).optional(),
});
export const productsEnvelope = z.object({ summary: listSummary, products: z.array(productCard) });
export const productEnvelope = z.object({ product });

export const likeBody = z.object({ _product: id });
export const like = z.object({
  _id: z.string(),
  _product: z.string(),
  createdAt: z.string(),
  product: productCard.optional(),
});
export const likeEnvelope = z.object({ like });
export const likesQuery = z.object({
  withPopulate: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const likesEnvelope = z.object({ summary: listSummary, likes: z.array(like) });
