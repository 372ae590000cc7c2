import {
  type PromoterPurchaseType,
  promoteesEnvelope,
  promoterDashboardEnvelope,
  promoterPurchasesEnvelope,
  promoterScoresEnvelope,
  promoterSettlementsEnvelope,
} from '@shop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** The promoter's read-only figures, under ['me', 'promoter', …] so a logout forgets them. */

export const PROMOTER_PAGE_SIZE = 20;

type Paged = { from?: string; to?: string; page: number };

export const dashboardQuery = (_user: string | undefined) =>
  queryOptions({
    queryKey: ['me', 'promoter', 'dashboard', _user],
    queryFn: async () => (await api.get('/api/v1/promoter/dashboard', promoterDashboardEnvelope)).dashboard,
    enabled: !!_user,
  });

export const purchasesQuery = (_user: string | undefined, type: PromoterPurchaseType, filter: Paged) =>
  queryOptions({
    queryKey: ['me', 'promoter', 'purchases', _user, type, filter],
    queryFn: () =>
      api.list('/api/v1/promoter/purchases', promoterPurchasesEnvelope, {
        query: { type, from: filter.from, to: filter.to },
        page: filter.page,
        pageSize: PROMOTER_PAGE_SIZE,
      }),
    enabled: !!_user,
    placeholderData: keepPreviousData,
  });

export const scoresQuery = (_user: string | undefined, filter: Paged) =>
  queryOptions({
    queryKey: ['me', 'promoter', 'scores', _user, filter],
    queryFn: () =>
      api.list('/api/v1/promoter/scores', promoterScoresEnvelope, {
        query: { from: filter.from, to: filter.to },
        page: filter.page,
        pageSize: PROMOTER_PAGE_SIZE,
      }),
    enabled: !!_user,
    placeholderData: keepPreviousData,
  });

export const promoteesQuery = (_user: string | undefined, page: number) =>
  queryOptions({
    queryKey: ['me', 'promoter', 'promotees', _user, page],
    queryFn: () =>
      api.list('/api/v1/promoter/promotees', promoteesEnvelope, { page, pageSize: PROMOTER_PAGE_SIZE }),
    enabled: !!_user,
    placeholderData: keepPreviousData,
  });

/** 월 정산 명세 (the settlement slice's endpoint); a 404 before it exists shows nothing. */
export const settlementsQuery = (_user: string | undefined) =>
  queryOptions({
    queryKey: ['me', 'promoter', 'settlements', _user],
    queryFn: async () =>
      (await api.get('/api/v1/promoter/settlements', promoterSettlementsEnvelope)).settlements,
    enabled: !!_user,
    retry: false,
  });
