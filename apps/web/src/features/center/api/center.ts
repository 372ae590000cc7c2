import {
  type CenterPageCode,
  centerPageEnvelope,
  type FaqCategory,
  faqsEnvelope,
  MAX_LIMIT,
  notificationEnvelope,
  notificationsEnvelope,
} from '@shop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Notices per page of /center/notice, as Korean boards show them. */
export const NOTICES_PAGE_SIZE = 10;

/** Operators edit the centre rarely; a minute keeps paging back and forth free of refetches. */
const CENTER_STALE = 60_000;

/** GET /api/v1/center/notifications: pinned notices first, then the newest. */
export const noticesQuery = ({ page, searchValue }: { page: number; searchValue: string }) =>
  queryOptions({
    queryKey: ['center', 'notifications', { page, searchValue }],
    queryFn: () =>
      api.list('/api/v1/center/notifications', notificationsEnvelope, {
        query: { searchValue },
        page,
        pageSize: NOTICES_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
    staleTime: CENTER_STALE,
  });

/** GET /api/v1/center/notifications/{_id}: the notice with its 이전글/다음글. */
export const noticeQuery = (_notification: string) =>
  queryOptions({
    queryKey: ['center', 'notifications', 'detail', _notification],
    queryFn: () =>
      api.get(`/api/v1/center/notifications/${encodeURIComponent(_notification)}`, notificationEnvelope),
    // the server counts a view per read: do not re-read on every focus
    staleTime: CENTER_STALE,
  });

/** GET /api/v1/center/faqs: every question of a category (or all), optionally matching a term. */
export const faqsQuery = ({ category, searchValue }: { category?: FaqCategory; searchValue: string }) =>
  queryOptions({
    queryKey: ['center', 'faqs', { category: category ?? null, searchValue }],
    queryFn: async () =>
      (
        await api.list('/api/v1/center/faqs', faqsEnvelope, {
          query: { category, searchValue },
          page: 1,
          // a category holds a few dozen questions: one page (the most the API gives) keeps the
          // accordion whole, so a search finds every match
          pageSize: MAX_LIMIT,
        })
      ).faqs,
    placeholderData: keepPreviousData,
    staleTime: CENTER_STALE,
  });

/** GET /api/v1/center/pages/{code}: a service page as the operator wrote it. */
export const centerPageQuery = (code: CenterPageCode) =>
  queryOptions({
    queryKey: ['center', 'pages', code],
    queryFn: async () =>
      (await api.get(`/api/v1/center/pages/${encodeURIComponent(code)}`, centerPageEnvelope)).page,
    staleTime: 5 * 60_000,
  });
