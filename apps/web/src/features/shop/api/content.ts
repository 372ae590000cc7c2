import {
  type ExhibitionKind,
  exhibitionEnvelope,
  exhibitionsEnvelope,
  MAX_LIMIT,
  showroomsEnvelope,
} from '@shop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** 기획전 per page: four rows of three cards on desktop, six of two on tablets. */
export const EXHIBITIONS_PAGE_SIZE = 12;

/** Shop content changes when an operator edits it, which is seldom. */
const CONTENT_STALE = 2 * 60_000;

/** GET /api/v1/shop/exhibitions: the 기획전 running now, of one kind or all. */
export const exhibitionsQuery = ({ kind, page }: { kind?: ExhibitionKind; page: number }) =>
  queryOptions({
    queryKey: ['shop', 'exhibitions', { kind: kind ?? null, page }],
    queryFn: () =>
      api.list('/api/v1/shop/exhibitions', exhibitionsEnvelope, {
        query: { kind },
        page,
        pageSize: EXHIBITIONS_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
    staleTime: CONTENT_STALE,
  });

/** GET /api/v1/shop/exhibitions/{_id}: one 기획전 with its products. */
export const exhibitionQuery = (_exhibition: string) =>
  queryOptions({
    queryKey: ['shop', 'exhibitions', 'detail', _exhibition],
    queryFn: async () =>
      (await api.get(`/api/v1/shop/exhibitions/${encodeURIComponent(_exhibition)}`, exhibitionEnvelope))
        .exhibition,
    staleTime: CONTENT_STALE,
  });

/** GET /api/v1/shop/showrooms: every visible showroom, in the operator's order (a handful). */
export const showroomsQuery = queryOptions({
  queryKey: ['shop', 'showrooms'],
  queryFn: async () =>
    (await api.list('/api/v1/shop/showrooms', showroomsEnvelope, { page: 1, pageSize: MAX_LIMIT })).showrooms,
  staleTime: 10 * 60_000,
});
