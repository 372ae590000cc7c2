import {
  consoleSettlementEnvelope,
  consoleSettlementsEnvelope,
  type SettlementCreateInput,
  settlementEnvelope,
} from '@shop/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

const SETTLEMENTS = '/api/console/settlements';

/** GET /api/console/settlements: the months, newest first. */
export const settlementsQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['console', 'settlements', 'list', { page, pageSize }],
    queryFn: () => api.list(SETTLEMENTS, consoleSettlementsEnvelope, { page, pageSize }),
    placeholderData: keepPreviousData,
  });

export type LinesFilter = { searchValue?: string; page: number; pageSize: number };

/** GET /api/console/settlements/{_id}: the month and a page of its lines. */
export const settlementQuery = (_settlement: string, { searchValue, page, pageSize }: LinesFilter) =>
  queryOptions({
    queryKey: ['console', 'settlements', _settlement, { searchValue, page, pageSize }],
    queryFn: () =>
      api.list(`${SETTLEMENTS}/${_settlement}`, consoleSettlementEnvelope, {
        page,
        pageSize,
        query: { searchValue: searchValue || undefined },
      }),
    placeholderData: keepPreviousData,
  });

/** Every line of the month as an Excel file. */
export const exportSettlement = (_settlement: string, searchValue?: string) =>
  api.download(`${SETTLEMENTS}/${_settlement}`, {
    query: { searchValue: searchValue || undefined, format: 'xlsx' },
  });

function useSettlementAction(path: (input: string) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_settlement: string) => api.post(path(_settlement), settlementEnvelope),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console', 'settlements'] }),
  });
}

/** POST …/{_id}/recompute (AWAITING only). */
export const useRecomputeSettlement = () => useSettlementAction((id) => `${SETTLEMENTS}/${id}/recompute`);
/** POST …/{_id}/confirm: credits GRADE and SALES and regrades every member. */
export const useConfirmSettlement = () => useSettlementAction((id) => `${SETTLEMENTS}/${id}/confirm`);

/** POST /api/console/settlements: a past month not yet settled. */
export function useCreateSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettlementCreateInput) => api.post(SETTLEMENTS, settlementEnvelope, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console', 'settlements'] }),
  });
}
