import {
  autocompleteEnvelope,
  type Brand,
  type brandInput,
  type ConsoleProduct,
  type categoryInput,
  consoleBrandEnvelope,
  consoleBrandsEnvelope,
  consoleCategoryEnvelope,
  consoleProductEnvelope,
  MAX_LIMIT,
  type ProductInput,
  suppliesEnvelope,
} from '@shop/contracts';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { catalogKeys, type ProductsFilter, productsQueryOf } from '@/lib/api/console-products.ts';
import { api } from '@/lib/api-client.ts';

/** Console catalogue calls: /api/console/shop/products, categories and brands (the list: lib/api/console-products.ts). */

const PRODUCTS = '/api/console/shop/products';
const CATEGORIES = '/api/console/shop/categories';
const BRANDS = '/api/console/shop/brands';
const id = encodeURIComponent;

/** GET /api/console/shop/products/export: the filtered list as an .xlsx file (with the token). */
export const exportProducts = (filter: ProductsFilter) =>
  api.download(`${PRODUCTS}/export`, { query: productsQueryOf(filter) });

/** GET …/autocomplete?q=: product names for the search box. */
export const productNamesQuery = (q: string) =>
  queryOptions({
    queryKey: [...catalogKeys.products, 'autocomplete', q],
    queryFn: async () =>
      (await api.get(`${PRODUCTS}/autocomplete`, autocompleteEnvelope, { query: { q } })).products,
    enabled: q.trim().length > 0,
    staleTime: 60_000,
  });

/** GET …/supplies: suppliers already used, offered while typing one. */
export const suppliesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.supplies,
    queryFn: async () => (await api.get(`${PRODUCTS}/supplies`, suppliesEnvelope)).supplies,
    staleTime: 5 * 60_000,
  });

export const productDetailQuery = (_id: string) =>
  queryOptions({
    queryKey: catalogKeys.product(_id),
    queryFn: async () => (await api.get(`${PRODUCTS}/${id(_id)}`, consoleProductEnvelope)).product,
  });

/** After a write: the detail is what the server answered; lists and suppliers are read again. */
function productChanged(queryClient: QueryClient, product: ConsoleProduct) {
  queryClient.setQueryData(catalogKeys.product(product._id), product);
  void queryClient.invalidateQueries({ queryKey: [...catalogKeys.products, 'list'] });
  void queryClient.invalidateQueries({ queryKey: catalogKeys.supplies });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProductInput) =>
      (await api.post(PRODUCTS, consoleProductEnvelope, body)).product,
    onSuccess: (product) => productChanged(queryClient, product),
  });
}

export function useUpdateProduct(_id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProductInput) =>
      (await api.put(`${PRODUCTS}/${id(_id)}`, consoleProductEnvelope, body)).product,
    onSuccess: (product) => productChanged(queryClient, product),
  });
}

export function useDeleteProduct(_id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`${PRODUCTS}/${id(_id)}`, null),
    // The detail stays cached while its page is still open; a later visit asks again and finds a 404.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...catalogKeys.products, 'list'] }),
  });
}

export type ImageAction =
  | { type: 'add'; file: Blob; index: number }
  | { type: 'replace'; file: Blob; index: number }
  | { type: 'delete'; index: number }
  | { type: 'order'; imageStems: string[] }
  | { type: 'thumb'; file: Blob }
  | { type: 'choose-thumb'; stem: string }
  | { type: 'auto-thumb' };

/** Gallery and card image changes; each answers the whole product. */
export function useProductImages(_id: string) {
  const queryClient = useQueryClient();
  const base = `${PRODUCTS}/${id(_id)}`;
  return useMutation({
    mutationFn: async (action: ImageAction) => {
      switch (action.type) {
        case 'add':
        case 'replace':
          return (
            await api.upload(`${base}/images/${action.index}`, consoleProductEnvelope, { image: action.file })
          ).product;
        case 'delete':
          return (await api.delete(`${base}/images/${action.index}`, consoleProductEnvelope)).product;
        case 'order':
          return (await api.put(`${base}/images`, consoleProductEnvelope, { imageStems: action.imageStems }))
            .product;
        case 'thumb':
          return (await api.upload(`${base}/thumb`, consoleProductEnvelope, { thumb: action.file })).product;
        case 'choose-thumb':
          return (await api.put(`${base}/thumb`, consoleProductEnvelope, { stem: action.stem })).product;
        case 'auto-thumb':
          return (await api.post(`${base}/autoImage`, consoleProductEnvelope)).product;
      }
    },
    onSuccess: (product) => productChanged(queryClient, product),
  });
}

// ---- categories ----

export type CategoryBody = z.input<typeof categoryInput>;

export type CategoryAction =
  | { type: 'create'; body: CategoryBody }
  | { type: 'update'; _id: string; body: CategoryBody }
  | { type: 'delete'; _id: string };

export function useCategoryAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: CategoryAction) => {
      if (action.type === 'create')
        return (await api.post(CATEGORIES, consoleCategoryEnvelope, action.body)).category;
      if (action.type === 'update') {
        return (await api.put(`${CATEGORIES}/${id(action._id)}`, consoleCategoryEnvelope, action.body))
          .category;
      }
      await api.delete(`${CATEGORIES}/${id(action._id)}`, null);
      return null;
    },
    // Category names show in the product list too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.categories }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...catalogKeys.products, 'list'] }),
  });
}

// ---- brands ----

/** GET …/brands: one page of the brands screen, found by name or code. */
export const brandsPageQuery = (searchValue: string | undefined, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...catalogKeys.brands, 'list', { searchValue, page, pageSize }],
    queryFn: () => api.list(BRANDS, consoleBrandsEnvelope, { page, pageSize, query: { searchValue } }),
    placeholderData: keepPreviousData,
  });

/** GET …/brands/{_id}: the brand an edit dialog opened from the URL shows, wherever its page is. */
export const brandDetailQuery = (_id: string) =>
  queryOptions({
    queryKey: [...catalogKeys.brands, 'detail', _id],
    queryFn: async () => (await api.get(`${BRANDS}/${id(_id)}`, consoleBrandEnvelope)).brand,
  });

/**
 * Every brand, hidden ones too, for the product filter and the editor's select: the list is paged,
 * so this reads page after page of the largest size until it has them all (one request in practice).
 */
export const brandsQuery = () =>
  queryOptions({
    queryKey: [...catalogKeys.brands, 'all'],
    queryFn: async (): Promise<Brand[]> => {
      const all: Brand[] = [];
      for (let page = 1; ; page++) {
        const { summary, brands } = await api.list(BRANDS, consoleBrandsEnvelope, {
          page,
          pageSize: MAX_LIMIT,
        });
        all.push(...brands);
        if (brands.length === 0 || all.length >= summary.totalCount) return all;
      }
    },
  });

export type BrandBody = z.input<typeof brandInput>;

export type BrandAction =
  | { type: 'create'; body: BrandBody }
  | { type: 'update'; _id: string; body: BrandBody }
  | { type: 'logo'; _id: string; file: Blob }
  | { type: 'delete'; _id: string };

export function useBrandAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: BrandAction): Promise<Brand | null> => {
      switch (action.type) {
        case 'create':
          return (await api.post(BRANDS, consoleBrandEnvelope, action.body)).brand;
        case 'update':
          return (await api.put(`${BRANDS}/${id(action._id)}`, consoleBrandEnvelope, action.body)).brand;
        case 'logo':
          return (
            await api.upload(`${BRANDS}/${id(action._id)}/logo`, consoleBrandEnvelope, { logo: action.file })
          ).brand;
        case 'delete':
          await api.delete(`${BRANDS}/${id(action._id)}`, null);
          return null;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.brands }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...catalogKeys.products, 'list'] }),
  });
}
