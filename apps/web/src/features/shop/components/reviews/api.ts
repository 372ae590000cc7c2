import { type ReviewSort, reviewImagesEnvelope, shopReviewsEnvelope } from '@shop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const REVIEWS_PAGE_SIZE = 5;

/** GET /api/v1/shop/reviews: a page of the product's shown reviews. */
export const productReviewsQuery = (_product: string, sort: ReviewSort, photo: boolean, page: number) =>
  queryOptions({
    queryKey: ['shop', 'reviews', _product, { sort, photo, page }],
    queryFn: () =>
      api.list('/api/v1/shop/reviews', shopReviewsEnvelope, {
        query: { _product, sort, photo: photo ? 'true' : undefined },
        page,
        pageSize: REVIEWS_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** GET /api/v1/shop/review-images: the photo strip above the list. */
export const reviewPhotosQuery = (_product: string) =>
  queryOptions({
    queryKey: ['shop', 'review-images', _product],
    queryFn: () =>
      api.list('/api/v1/shop/review-images', reviewImagesEnvelope, { query: { _product }, pageSize: 12 }),
    staleTime: 60_000,
  });
