import {
  type ConsoleUserSort,
  type consoleUserSearchKeys,
  consoleUsersEnvelope,
  type UserState,
  type UserType,
} from '@shop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** The console's member list, which the members screen and the dashboard read. */
export type UserSearchKey = (typeof consoleUserSearchKeys)[number];

export type UsersFilter = {
  searchKey: UserSearchKey;
  searchValue?: string;
  type?: UserType;
  state?: UserState;
  /** AWAITING: members whose 정회원 전환 신청 waits */
  request?: 'AWAITING';
  grade?: string;
  /** joined on these Seoul days (YYYY-MM-DD) */
  from?: string;
  to?: string;
  /** the sponsor's id: a promoter's promotees */
  _promoter?: string;
  marketing?: 'AGREED' | 'NOT_AGREED';
  sort?: ConsoleUserSort;
  page: number;
  pageSize: number;
};

/** GET /api/console/users: a page of members (skip/limit headers), with the total count. */
export const usersListQuery = ({ page, pageSize, ...filter }: UsersFilter) =>
  queryOptions({
    queryKey: ['console', 'users', 'list', { ...filter, page, pageSize }],
    queryFn: () =>
      api.list('/api/console/users', consoleUsersEnvelope, {
        page,
        pageSize,
        query: { ...filter, searchValue: filter.searchValue || undefined },
      }),
    placeholderData: keepPreviousData,
  });
