import { settingEnvelope } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** The public shop settings: footer legal details, customer service, bank account. */
export const settingQuery = queryOptions({
  queryKey: ['setting'],
  queryFn: async () => (await api.get('/api/v1/setting', settingEnvelope)).setting,
  staleTime: 10 * 60_000,
});
