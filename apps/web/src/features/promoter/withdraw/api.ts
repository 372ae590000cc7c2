import {
  myWithdrawalsEnvelope,
  type WithdrawInput,
  withdrawalEnvelope,
  withdrawPreviewEnvelope,
} from '@shop/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

const WITHDRAW = '/api/v1/promoter/bonuses/withdraw';

/** The first step's figures for `amount` (or the whole balance). */
export const withdrawPreviewQuery = (amount?: number) =>
  queryOptions({
    queryKey: ['promoter', 'withdraw', 'preview', amount ?? null],
    queryFn: async () => (await api.get(WITHDRAW, withdrawPreviewEnvelope, { query: { amount } })).preview,
    placeholderData: keepPreviousData,
  });

export const myWithdrawalsQuery = () =>
  queryOptions({
    queryKey: ['promoter', 'withdrawals'],
    queryFn: () => api.list('/api/v1/promoter/withdrawals', myWithdrawalsEnvelope, { pageSize: 20 }),
  });

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WithdrawInput) =>
      (await api.post(WITHDRAW, withdrawalEnvelope, body)).withdrawal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['promoter'] }),
  });
}
