import { type NaverEpStatus, naverEpStatusEnvelope } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** The status sits under the setting's key: saving the setting reads it again. */
export const naverEpKey = ['console', 'setting', 'naver-ep'] as const;

/** GET /api/console/naver-ep: the feed addresses and their last generations. */
export const naverEpStatusQuery = () =>
  queryOptions({
    queryKey: naverEpKey,
    queryFn: async (): Promise<NaverEpStatus> =>
      (await api.get('/api/console/naver-ep', naverEpStatusEnvelope)).status,
  });
