import {
  brandEnvelope,
  brandsEnvelope,
  type CategoryNode,
  categoriesEnvelope,
  categoryEnvelope,
  PRODUCTS_PAGE_SIZE,
  type ProductSort,
  productEnvelope,
  productsEnvelope,
} from '@shop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Catalogue reads. They change only when an operator edits the catalogue, so they stay fresh a while. */
const CATALOGUE_STALE = 5 * 60_000;

/** Products per page of the shop lists: 6 full rows of 4, 8 of 3, 12 of 2. */

/** GET /api/v1/shop/categories: the visible tree (also the header's menu later). */
export const categoriesQuery = queryOptions({
  queryKey: ['shop', 'categories'],
  queryFn: async () => (await api.get('/api/v1/shop/categories', categoriesEnvelope)).categories,
  staleTime: CATALOGUE_STALE,
});

/** GET /api/v1/shop/categories/{code}: one category with its path from the root. */
export const categoryQuery = (code: string) =>
  queryOptions({
    queryKey: ['shop', 'categories', code],
    queryFn: async () =>
      (await api.get(`/api/v1/shop/categories/${encodeURIComponent(code)}`, categoryEnvelope)).category,
    staleTime: CATALOGUE_STALE,
  });

export const brandsQuery = queryOptions({
  queryKey: ['shop', 'brands'],
  queryFn: async () => (await api.get('/api/v1/shop/brands', brandsEnvelope)).brands,
  staleTime: CATALOGUE_STALE,
});

export const brandQuery = (code: string) =>
  queryOptions({
    queryKey: ['shop', 'brands', code],
    queryFn: async () =>
      (await api.get(`/api/v1/shop/brands/${encodeURIComponent(code)}`, brandEnvelope)).brand,
    staleTime: CATALOGUE_STALE,
  });

export type ProductFilter = {
  category?: string;
  brand?: string;
  sort: ProductSort;
  searchValue?: string;
  page: number;
};

/** GET /api/v1/shop/products, a page at a time; the previous page stays on screen while the next loads. */
export const productsQuery = ({ page, ...filter }: ProductFilter, pageSize = PRODUCTS_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['shop', 'products', { ...filter, page, pageSize }],
    queryFn: () =>
      api.list('/api/v1/shop/products', productsEnvelope, {
        query: {
          category: filter.category,
          brand: filter.brand,
          sort: filter.sort,
          searchKey: filter.searchValue ? 'name' : undefined,
          searchValue: filter.searchValue,
        },
        page,
        pageSize,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const productQuery = (_product: string) =>
  queryOptions({
    queryKey: ['shop', 'products', 'detail', _product],
    queryFn: async () =>
      (await api.get(`/api/v1/shop/products/${encodeURIComponent(_product)}`, productEnvelope)).product,
    staleTime: 60_000,
  });

/** The node of `code` in the tree with its parent (null for a root), or null when it is not there. */
export function findCategory(
  tree: CategoryNode[],
  code: string,
  parent: CategoryNode | null = null,
): { node: CategoryNode; parent: CategoryNode | null } | null {
  for (const node of tree) {
    if (node.code === code) return { node, parent };
    const found = findCategory(node.children, code, node);
    if (found) return found;
  }
  return null;
}
