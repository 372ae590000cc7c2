import { myPointsEnvelope } from '@shop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const POINTS_PAGE_SIZE = 20;

export type PointsFilter = { from?: string; to?: string; page: number };

/** GET /api/v1/me/points: the period's rows and the whole balance, under ['me', …] (forgotten at logout). */
export const myPointsQuery = (_user: string | undefined, filter: PointsFilter) =>
  queryOptions({
    queryKey: ['me', 'points', _user, filter],
    queryFn: () =>
      api.list('/api/v1/me/points', myPointsEnvelope, {
        query: { from: filter.from, to: filter.to },
        page: filter.page,
        pageSize: POINTS_PAGE_SIZE,
      }),
    enabled: !!_user,
    placeholderData: keepPreviousData,
  });
