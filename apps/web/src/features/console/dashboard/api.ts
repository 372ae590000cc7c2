import { dashboardEnvelope } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** The dashboard refreshes itself this often, so a desk left open keeps up with the shop. */
export const DASHBOARD_REFRESH_MS = 60_000;

/** GET /api/console/dashboard, refetched every minute while the page is open. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['console', 'dashboard'],
    queryFn: async () => (await api.get('/api/console/dashboard', dashboardEnvelope)).dashboard,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
