import { consoleReviewEnvelope, consoleReviewsEnvelope } from '@shop/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

const REVIEWS = '/api/console/shop/reviews';
const keys = { all: ['console', 'reviews'] as const };

type YesNo = 'true' | 'false';
export type ReviewsFilter = {
  searchValue?: string;
  star?: string;
  photo?: YesNo;
  replied?: YesNo;
  hidden?: YesNo;
  from?: string;
  to?: string;
};

export const consoleReviewsQuery = (filter: ReviewsFilter, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...keys.all, 'list', { ...filter, page, pageSize }],
    queryFn: () => api.list(REVIEWS, consoleReviewsEnvelope, { page, pageSize, query: filter }),
    placeholderData: keepPreviousData,
  });

/** PUT reply, or PUT hidden ({ hidden, reason }). */
export function useReviewAction(_id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      action: { kind: 'reply'; reply: string } | { kind: 'hidden'; hidden: boolean; reason?: string },
    ) =>
      action.kind === 'reply'
        ? api.put(`${REVIEWS}/${encodeURIComponent(_id)}/reply`, consoleReviewEnvelope, {
            reply: action.reply,
          })
        : api.put(`${REVIEWS}/${encodeURIComponent(_id)}/hidden`, consoleReviewEnvelope, {
            hidden: action.hidden,
            reason: action.reason,
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
