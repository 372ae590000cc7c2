import { termEnvelope, termsEnvelope } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const termsQuery = queryOptions({
  queryKey: ['terms'],
  queryFn: async () => (await api.get('/api/v1/terms', termsEnvelope)).terms,
  staleTime: 10 * 60_000,
});

/** One term: the text in effect, or `version`'s, with the list of its versions. */
export const termQuery = (code: string, version?: number) =>
  queryOptions({
    queryKey: ['terms', code, version ?? 'current'],
    queryFn: () =>
      api.get(
        `/api/v1/terms/${encodeURIComponent(code)}${version ? `?version=${version}` : ''}`,
        termEnvelope,
      ),
    staleTime: 10 * 60_000,
  });
