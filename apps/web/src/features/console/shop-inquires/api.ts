import {
  consoleProductQuestionEnvelope,
  consoleProductQuestionsEnvelope,
  type ProductQuestionAnsweredFilter,
  productQuestionAnswerInput,
} from '@shop/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

const URL = '/api/console/shop/inquires';
const keys = { all: ['console', 'shop-inquires'] as const };

export type ProductQuestionsFilter = {
  answered?: ProductQuestionAnsweredFilter;
  searchValue?: string;
  from?: string;
  to?: string;
};

export const consoleQuestionsQuery = (filter: ProductQuestionsFilter, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...keys.all, 'list', { ...filter, page, pageSize }],
    queryFn: () => api.list(URL, consoleProductQuestionsEnvelope, { page, pageSize, query: filter }),
    placeholderData: keepPreviousData,
  });

export const consoleQuestionQuery = (_id: string) =>
  queryOptions({
    queryKey: [...keys.all, 'one', _id],
    queryFn: () => api.get(`${URL}/${encodeURIComponent(_id)}`, consoleProductQuestionEnvelope),
  });

/** PUT …/{_id}: the answer (again to correct it); the list refetches, unanswered first. */
export function useAnswerQuestion(_id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: string) =>
      api.put(
        `${URL}/${encodeURIComponent(_id)}`,
        consoleProductQuestionEnvelope,
        productQuestionAnswerInput.parse({ answer }),
      ),
    onSuccess: (data) => client.setQueryData([...keys.all, 'one', _id], data),
    onSettled: () => client.invalidateQueries({ queryKey: [...keys.all, 'list'] }),
  });
}
