import {
  consoleBoardPostsEnvelope,
  consoleBonusesEnvelope,
  consolePointsEnvelope,
  consoleProductQuestionsEnvelope,
  consolePurchasesEnvelope,
  consoleReviewsEnvelope,
  memberCouponsEnvelope,
} from '@shop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

/**
 * The rows the member page's tabs read: the console's own lists with `_user` (one member's rows),
 * a page at a time. The keys sit under each list's own key (['console', 'points'] …), so a change
 * made elsewhere (a grant in the 적립금 dialog) refreshes the tab too.
 */

export const MEMBER_PAGE_SIZE = 10;

/** Each tab's list: where it is read, the list's cache key, and its envelope. */
const memberLists = {
  orders: { path: '/api/console/shop/purchases', key: 'purchases', schema: consolePurchasesEnvelope },
  points: { path: '/api/console/users/points', key: 'points', schema: consolePointsEnvelope },
  bonuses: { path: '/api/console/users/bonuses', key: 'bonuses', schema: consoleBonusesEnvelope },
  reviews: { path: '/api/console/shop/reviews', key: 'reviews', schema: consoleReviewsEnvelope },
  inquires: {
    path: '/api/console/shop/inquires',
    key: 'shop-inquires',
    schema: consoleProductQuestionsEnvelope,
  },
  questions: { path: '/api/console/center/questions', key: 'questions', schema: consoleBoardPostsEnvelope },
} as const;
export type MemberList = keyof typeof memberLists;
type Envelope<L extends MemberList> = z.output<(typeof memberLists)[L]['schema']>;

/** One page of the member's rows in one of the console's lists. */
export const memberListQuery = <L extends MemberList>(list: L, _user: string, page: number) => {
  const { path, key, schema } = memberLists[list];
  return queryOptions({
    queryKey: ['console', key, 'member', _user, page],
    queryFn: () =>
      api.list(path, schema as unknown as z.ZodType<Envelope<L>>, {
        page,
        pageSize: MEMBER_PAGE_SIZE,
        query: { _user },
      }),
    placeholderData: keepPreviousData,
  });
};

/** GET /api/console/users/:_id/coupons: the member's coupons in every state, newest issue first. */
export const memberCouponsQuery = (_user: string, page: number) =>
  queryOptions({
    queryKey: ['console', 'coupons', 'member', _user, page],
    queryFn: () =>
      api.list(`/api/console/users/${encodeURIComponent(_user)}/coupons`, memberCouponsEnvelope, {
        page,
        pageSize: MEMBER_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
