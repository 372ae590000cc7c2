import { type CategoryNode, consoleCategoryTreeEnvelope, consoleProductsEnvelope } from '@shop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** The console's product list, which the catalogue screens and the content screens' product picker read. */
const PRODUCTS = '/api/console/shop/products';
const CATEGORIES = '/api/console/shop/categories';

export type ProductsFilter = {
  searchValue?: string;
  _category?: string;
  _brand?: string;
  soldout?: boolean;
  isDisplayed?: boolean;
};

export const productsQueryOf = (filter: ProductsFilter) => ({
  searchValue: filter.searchValue,
  _category: filter._category,
  _brand: filter._brand,
  soldout: filter.soldout,
  isDisplayed: filter.isDisplayed,
});

/** Query keys of the console catalogue; the product picker of the content screens shares the products' list. */
export const catalogKeys = {
  all: ['console', 'catalog'] as const,
  products: ['console', 'catalog', 'products'] as const,
  product: (_id: string) => ['console', 'catalog', 'products', 'detail', _id] as const,
  categories: ['console', 'catalog', 'categories'] as const,
  brands: ['console', 'catalog', 'brands'] as const,
  supplies: ['console', 'catalog', 'supplies'] as const,
};

/** GET /api/console/shop/products: one page of products (skip/limit headers) and the total. */
export const productsListQuery = (filter: ProductsFilter, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...catalogKeys.products, 'list', { ...filter, page, pageSize }],
    queryFn: () =>
      api.list(PRODUCTS, consoleProductsEnvelope, { page, pageSize, query: productsQueryOf(filter) }),
    placeholderData: keepPreviousData,
  });

/** GET …/categories?view=tree: the whole tree (hidden ones too), for the editor and the selects. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.categories,
    queryFn: async (): Promise<CategoryNode[]> =>
      (await api.get(CATEGORIES, consoleCategoryTreeEnvelope, { query: { view: 'tree' } })).categories,
  });
