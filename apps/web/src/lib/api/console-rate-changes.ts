import {
  type RateChangeInput,
  type RateChangeKind,
  rateChangeEnvelope,
  rateChangesEnvelope,
} from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * Scheduled plan-rate changes (a product's 수당률, the legal cap): the product editor and the
 * settings page both show and cancel them, so the hooks live here rather than in either feature.
 */
export const rateChangesQuery = (filter: { kind?: RateChangeKind; _product?: string }) =>
  queryOptions({
    queryKey: ['console', 'rate-changes', filter],
    queryFn: () => api.get('/api/console/rate-changes', rateChangesEnvelope, { query: filter }),
  });

export function useScheduleRateChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RateChangeInput) => api.post('/api/console/rate-changes', rateChangeEnvelope, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console', 'rate-changes'] }),
  });
}

export function useCancelRateChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_id: string) => api.delete(`/api/console/rate-changes/${_id}`, null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console', 'rate-changes'] }),
  });
}
