import {
  type ConsoleTermDetail,
  consoleTermEnvelope,
  consoleTermsEnvelope,
  type termCreateBody,
  type termEditBody,
  type termVersionBody,
} from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

const TERMS = '/api/console/terms';
const termsKey = ['console', 'terms'] as const;
const enc = encodeURIComponent;

/** GET /api/console/terms: every term with its version in effect and the announced one. */
export const consoleTermsQuery = queryOptions({
  queryKey: termsKey,
  queryFn: async () => (await api.get(TERMS, consoleTermsEnvelope)).terms,
});

/** GET /api/console/terms/{_id}: a term with every version's text. */
export const consoleTermQuery = (_id: string) =>
  queryOptions({
    queryKey: [...termsKey, _id],
    queryFn: async () => (await api.get(`${TERMS}/${enc(_id)}`, consoleTermEnvelope)).term,
  });

type Change =
  | { type: 'create'; body: z.output<typeof termCreateBody> }
  | { type: 'edit'; _id: string; body: z.output<typeof termEditBody> }
  | { type: 'amend'; _id: string; body: z.output<typeof termVersionBody> }
  | { type: 'cancel'; _id: string; version: number; reason: string }
  | { type: 'delete'; _id: string; reason: string };

/** Every change of a term; the console's lists and the storefront's terms are read again after it. */
export function useTermChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Change): Promise<ConsoleTermDetail | null> => {
      switch (change.type) {
        case 'create':
          return (await api.post(TERMS, consoleTermEnvelope, change.body)).term;
        case 'edit':
          return (await api.put(`${TERMS}/${enc(change._id)}`, consoleTermEnvelope, change.body)).term;
        case 'amend':
          return (await api.post(`${TERMS}/${enc(change._id)}/versions`, consoleTermEnvelope, change.body))
            .term;
        case 'cancel':
          return (
            await api.delete(`${TERMS}/${enc(change._id)}/versions/${change.version}`, consoleTermEnvelope, {
              body: { reason: change.reason },
            })
          ).term;
        case 'delete':
          await api.delete(`${TERMS}/${enc(change._id)}`, null, { body: { reason: change.reason } });
          return null;
      }
    },
    onSuccess: (term) => {
      if (term) queryClient.setQueryData(consoleTermQuery(term._id).queryKey, term);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: termsKey });
      void queryClient.invalidateQueries({ queryKey: ['terms'] });
    },
  });
}
