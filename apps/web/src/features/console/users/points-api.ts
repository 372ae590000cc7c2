import {
  consolePointsEnvelope,
  type PointAdjustInput,
  type PointType,
  pointAdjustEnvelope,
} from '@shop/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

const POINTS = '/api/console/users/points';

export type PointsFilter = {
  searchValue?: string;
  type?: PointType;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
};

const queryOf = ({ page: _page, pageSize: _size, ...filter }: PointsFilter) => ({
  searchValue: filter.searchValue || undefined,
  type: filter.type,
  from: filter.from,
  to: filter.to,
});

/** GET /api/console/users/points: a page of every member's ledger rows, newest first. */
export const consolePointsQuery = (filter: PointsFilter) =>
  queryOptions({
    queryKey: ['console', 'points', 'list', filter],
    queryFn: () =>
      api.list(POINTS, consolePointsEnvelope, {
        page: filter.page,
        pageSize: filter.pageSize,
        query: queryOf(filter),
      }),
    placeholderData: keepPreviousData,
  });

/** The same rows as an Excel file (?format=xlsx). */
export const exportPoints = (filter: PointsFilter) =>
  api.download(POINTS, { query: { ...queryOf(filter), format: 'xlsx' } });

/** POST /api/console/users/points: a grant (+) or a deduction (−) with its reason. */
export function useAdjustPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointAdjustInput) => api.post(POINTS, pointAdjustEnvelope, body),
    onSuccess: (_answer, body) => {
      void queryClient.invalidateQueries({ queryKey: ['console', 'points'] });
      // the member's page: the balance, and the grant in 변경 이력
      void queryClient.invalidateQueries({ queryKey: ['console', 'users', 'detail', body._user] });
    },
  });
}
