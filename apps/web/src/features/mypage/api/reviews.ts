import {
  type MyReview,
  myReviewEnvelope,
  myReviewsEnvelope,
  type ReviewEditInput,
  type ReviewInput,
  writableReviewsEnvelope,
} from '@shop/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const MY_REVIEWS_PAGE_SIZE = 10;

/** GET /api/v1/me/reviews/writable: confirmed purchases still waiting for a review. */
export const writableReviewsQuery = (_user: string | undefined, page: number) =>
  queryOptions({
    queryKey: ['me', 'reviews', 'writable', _user, page],
    queryFn: () =>
      api.list('/api/v1/me/reviews/writable', writableReviewsEnvelope, {
        page,
        pageSize: MY_REVIEWS_PAGE_SIZE,
      }),
    enabled: !!_user,
    placeholderData: keepPreviousData,
  });

/** GET /api/v1/me/reviews: the member's reviews, newest first. */
export const myReviewsQuery = (_user: string | undefined, page: number) =>
  queryOptions({
    queryKey: ['me', 'reviews', 'written', _user, page],
    queryFn: () =>
      api.list('/api/v1/me/reviews', myReviewsEnvelope, { page, pageSize: MY_REVIEWS_PAGE_SIZE }),
    enabled: !!_user,
    placeholderData: keepPreviousData,
  });

export type ReviewSave = {
  /** a new review of this purchase, or an edit of this review */
  target: { _purchase: string } | { review: MyReview };
  body: ReviewEditInput;
  /** photos to add, each into its place 0–4 */
  photos: { index: number; file: File }[];
  /** places whose photo goes */
  removed: number[];
};

/**
 * Writes or edits the review, then its photos one by one: the review exists before any photo is
 * sent, and the first photo earns the photo reward on the server.
 */
export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ target, body, photos, removed }: ReviewSave) => {
      const review =
        'review' in target
          ? (await api.put(`/api/v1/me/reviews/${target.review._id}`, myReviewEnvelope, body)).review
          : (
              await api.post('/api/v1/me/reviews', myReviewEnvelope, {
                ...body,
                _purchase: target._purchase,
              } satisfies ReviewInput)
            ).review;
      for (const index of removed) {
        await api.delete(`/api/v1/me/reviews/${review._id}/images/${index}`, myReviewEnvelope);
      }
      for (const photo of photos) {
        await api.upload(`/api/v1/me/reviews/${review._id}/images`, myReviewEnvelope, {
          index: String(photo.index),
          image: photo.file,
        });
      }
      return review;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me', 'reviews'] }),
  });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_review: string) => api.delete(`/api/v1/me/reviews/${_review}`, null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me', 'reviews'] }),
  });
}
