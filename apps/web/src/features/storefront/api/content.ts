import {
  type Banner,
  bandBannersEnvelope,
  bannerEnvelope,
  type DisplayCode,
  displaysEnvelope,
  notificationsEnvelope,
  popupsEnvelope,
} from '@shop/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client.ts';
import { bannerCodeFor, HERO_CODES } from '../lib/breakpoints.ts';

/**
 * Shop content of the home page, header and side panel (spec §7: band-banners, banners, popups,
 * shop/displays, center/notifications, inquiries). Operators change it seldom; a couple of minutes
 * keeps navigation between pages free of refetches.
 */
const CONTENT_STALE = 2 * 60_000;

/**
 * GET /api/v1/banners/{code}: the banner with its slides, or null when it is not shown now (404:
 * switched off or out of its period). A missing banner leaves its place empty, without an alert.
 */
export const bannerQuery = (code: string) =>
  queryOptions({
    queryKey: ['content', 'banners', code],
    queryFn: async (): Promise<Banner | null> => {
      try {
        return (await api.get(`/api/v1/banners/${encodeURIComponent(code)}`, bannerEnvelope)).banner;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: CONTENT_STALE,
  });

/** GET /api/v1/band-banners: the strips above the header, in the operator's order. */
export const bandBannersQuery = queryOptions({
  queryKey: ['content', 'band-banners'],
  queryFn: async () => (await api.get('/api/v1/band-banners', bandBannersEnvelope)).bandBanners,
  staleTime: CONTENT_STALE,
});

/** GET /api/v1/popups: the home popups shown now. */
export const popupsQuery = queryOptions({
  queryKey: ['content', 'popups'],
  queryFn: async () => (await api.get('/api/v1/popups', popupsEnvelope)).popups,
  staleTime: CONTENT_STALE,
});

/** Products shown per home display (two rows of four on desktop, four rows of two on phones). */
export const HOME_DISPLAY_LIMIT = 8;

/** GET /api/v1/shop/displays?code=: section1 베스트셀러, section2 MD PICK, in the operator's order. */
export const displaysQuery = (code: DisplayCode) =>
  queryOptions({
    queryKey: ['content', 'displays', code],
    queryFn: async () =>
      (await api.get('/api/v1/shop/displays', displaysEnvelope, { query: { code } })).displays,
    staleTime: CONTENT_STALE,
  });

/** How many notices the header ticker and the home information block show. */
export const LATEST_NOTICES = 5;

/** GET /api/v1/center/notifications, first page: pinned notices first, then the newest. */
export const latestNoticesQuery = queryOptions({
  queryKey: ['center', 'notifications', 'latest', LATEST_NOTICES],
  queryFn: async () =>
    (
      await api.list('/api/v1/center/notifications', notificationsEnvelope, {
        page: 1,
        pageSize: LATEST_NOTICES,
      })
    ).notifications,
  staleTime: CONTENT_STALE,
});

export const noticeHref = (_notification: string) => `/center/notice/${_notification}`;

/**
 * Starts the home page's first reads while its code is still downloading: the hero banner (the
 * largest paint) and the best sellers. Called by the route, so the requests run beside the chunk.
 */
export function prefetchHome(queryClient: QueryClient) {
  // The server renders the page with its own reads (entry-server.tsx).
  if (typeof window === 'undefined') return;
  const width = window.innerWidth;
  void queryClient.prefetchQuery(bannerQuery(bannerCodeFor(width, HERO_CODES)));
  void queryClient.prefetchQuery(displaysQuery('section1'));
}
