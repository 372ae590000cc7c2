import { consoleDisplaysEnvelope, type DisplayCode, displaysEnvelope } from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { contentKeys, shopperKeys } from './keys.ts';

const DISPLAYS = '/api/console/shop/displays';

/** GET /api/console/shop/displays?code=: the products of one display code, all of them, in order. */
export const displaysQuery = (code: DisplayCode) =>
  queryOptions({
    queryKey: contentKeys.displays(code),
    queryFn: async () => (await api.get(DISPLAYS, consoleDisplaysEnvelope, { query: { code } })).displays,
  });

/** PUT /api/console/shop/displays: the whole ordered list of one code. */
export function useSaveDisplays(code: DisplayCode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (_products: string[]) =>
      (await api.put(DISPLAYS, displaysEnvelope, { code, _products })).displays,
    onSuccess: (displays) => queryClient.setQueryData(contentKeys.displays(code), displays),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.displays(code) });
      void queryClient.invalidateQueries({ queryKey: shopperKeys.content });
    },
  });
}
