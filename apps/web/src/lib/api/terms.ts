import { termEnvelope, termsEnvelope } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const termsQuery = queryOptions({
  queryKey: ['terms'],
  queryFn: async () => (await api.get('/api/v1/terms', termsEnvelope)).terms,
  staleTime: 10 * 60_000,
});

export const termQuery = (code: string) =>
  queryOptions({
    queryKey: ['terms', code],
    queryFn: async () => (await api.get(`/api/v1/terms/${encodeURIComponent(code)}`, termEnvelope)).term,
    staleTime: 10 * 60_000,
  });
