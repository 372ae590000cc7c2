import { type BonusListTab, promoterBonusesEnvelope } from '@shop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const BONUSES_PAGE_SIZE = 20;

export type BonusesFilter = {
  tab: BonusListTab;
  from?: string;
  to?: string;
  page: number;
  pageSize?: number;
};

/**
 * GET /api/v1/promoter/bonuses: a tab's rows in a period and the whole balance. In lib, as the
 * promoter's pages and the storefront side panel's balance (a one-row page) both read it.
 */
export const promoterBonusesQuery = (_user: string | undefined, filter: BonusesFilter) =>
  queryOptions({
    queryKey: ['me', 'promoter', 'bonuses', _user, filter],
    queryFn: () =>
      api.list('/api/v1/promoter/bonuses', promoterBonusesEnvelope, {
        query: { tab: filter.tab, from: filter.from, to: filter.to },
        page: filter.page,
        pageSize: filter.pageSize ?? BONUSES_PAGE_SIZE,
      }),
    enabled: !!_user,
    placeholderData: keepPreviousData,
  });
