import { type CouponState, memberCouponsEnvelope } from '@shop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * GET /api/v1/me/coupons: the member's coupons in one state. In lib, as the my-page screens, the
 * side panel's count and the order form all read it.
 */
export const myCouponsQuery = (_user: string | undefined, state: CouponState, page = 1, pageSize = 20) =>
  queryOptions({
    queryKey: ['me', 'coupons', _user, state, { page, pageSize }],
    queryFn: () =>
      api.list('/api/v1/me/coupons', memberCouponsEnvelope, { page, pageSize, query: { state } }),
    enabled: Boolean(_user),
    placeholderData: keepPreviousData,
  });
