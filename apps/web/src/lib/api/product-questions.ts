import {
  type ProductQuestionInput,
  productQuestionEditInput,
  productQuestionEnvelope,
  productQuestionInput,
  productQuestionsEnvelope,
} from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

/**
 * 상품 Q&A (`shop/inquires`): the product page's 문의 tab and /mypage/qna share these. The list key
 * carries the reader, since what a 비밀글 shows depends on who reads it.
 */
const key = ['product-questions'] as const;

export const productQuestionsQuery = (
  _product: string,
  _user: string | undefined,
  page: number,
  pageSize = 10,
) =>
  queryOptions({
    queryKey: [...key, 'product', _product, _user ?? 'guest', { page, pageSize }],
    queryFn: () =>
      api.list('/api/v1/shop/inquires', productQuestionsEnvelope, { query: { _product }, page, pageSize }),
  });

export const myProductQuestionsQuery = (_user: string | undefined, page: number, pageSize = 10) =>
  queryOptions({
    queryKey: [...key, 'mine', _user, { page, pageSize }],
    queryFn: () => api.list('/api/v1/me/inquires', productQuestionsEnvelope, { page, pageSize }),
    enabled: !!_user,
    staleTime: 0,
  });

export function useAskProductQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProductQuestionInput) =>
      (await api.post('/api/v1/shop/inquires', productQuestionEnvelope, productQuestionInput.parse(body)))
        .inquire,
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useEditProductQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ _id, ...body }: { _id: string } & z.input<typeof productQuestionEditInput>) =>
      (
        await api.put(
          `/api/v1/shop/inquires/${_id}`,
          productQuestionEnvelope,
          productQuestionEditInput.parse(body),
        )
      ).inquire,
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteProductQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (_id: string) => api.delete(`/api/v1/shop/inquires/${_id}`, null),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** The member's questions still 답변대기 (the my-page dashboard): only the count is read. */
export const myUnansweredQuestionsQuery = (_user: string | undefined) =>
  queryOptions({
    queryKey: [...key, 'mine', _user, 'unanswered'],
    queryFn: async () =>
      (
        await api.list('/api/v1/me/inquires', productQuestionsEnvelope, {
          query: { answered: 'UNANSWERED' },
          page: 1,
          pageSize: 1,
        })
      ).summary.totalCount,
    enabled: !!_user,
    staleTime: 0,
  });
