import { islandEnvelope, islandsEnvelope } from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Remote-area surcharges (도서산간), edited on the shop setting screen: /api/console/shop/islands. */
const BASE = '/api/console/shop';
const enc = encodeURIComponent;

export const islandKeys = { all: ['console', 'islands'] as const };

export type IslandBody = { name: string; fromPostcode: string; toPostcode: string; extraFee: number };

/** GET /api/console/shop/islands: every range, whole. */
export const islandsQuery = () =>
  queryOptions({
    queryKey: islandKeys.all,
    queryFn: async () => (await api.get(`${BASE}/islands`, islandsEnvelope)).islands,
  });

export type IslandAction =
  | { type: 'create'; body: IslandBody }
  | { type: 'update'; _id: string; body: IslandBody }
  | { type: 'delete'; _id: string };

export function useIslandAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: IslandAction) => {
      if (action.type === 'create')
        return (await api.post(`${BASE}/islands`, islandEnvelope, action.body)).island;
      if (action.type === 'update') {
        return (await api.put(`${BASE}/islands/${enc(action._id)}`, islandEnvelope, action.body)).island;
      }
      await api.delete(`${BASE}/islands/${enc(action._id)}`, null);
      return null;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: islandKeys.all }),
  });
}
