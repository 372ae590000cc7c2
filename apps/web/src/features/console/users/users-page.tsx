import {
  consoleUserSearchKeys,
  type UserState,
  type UserType,
  userStateLabel,
  userStates,
  userTypeLabel,
  userTypes,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ListCount, ListPanel, SearchButtons, SearchPanel } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle, td, th } from '@/components/console/panel.tsx';
import { FilterSelect, optionsOf, SearchKeyFields } from '@/components/console/search-fields.tsx';
import { pick, useUrlState } from '@/components/console/url-state.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { type UserSearchKey, usersListQuery } from '@/lib/api/console-users.ts';
import { formatDate, formatPhone } from '@/lib/format.ts';

const PAGE_SIZE = 20;
const searchKeyLabel: Record<UserSearchKey, string> = { name: '이름', username: '아이디', phone: '연락처' };
const typeTone: Record<UserType, 'dark' | 'neutral' | 'brand'> = {
  OPERATOR: 'dark',
  CONSUMER: 'neutral',
  PROMOTER: 'brand',
};

const requestFilters = ['AWAITING'] as const;
const requestFilterLabel = { AWAITING: '전환신청 대기' } as const;

/** The list's state lives in the URL: ?searchKey&searchValue&type&state&request&page. */
function useUsersFilter() {
  const { params, update, hrefFor, page } = useUrlState();
  const filter = {
    searchKey: pick(params.get('searchKey'), consoleUserSearchKeys) ?? 'name',
    searchValue: params.get('searchValue')?.trim() || undefined,
    type: pick(params.get('type'), userTypes),
    state: pick(params.get('state'), userStates),
    request: pick(params.get('request'), requestFilters),
    page,
    pageSize: PAGE_SIZE,
  };
  return { filter, update, hrefFor };
}

/** /console/users: search, filters, paging, and a row link to each member. */
export function ConsoleUsersPage() {
  const { filter, update, hrefFor } = useUsersFilter();
  const users = useQuery(usersListQuery(filter));
  const [searchKey, setSearchKey] = useState<UserSearchKey>(filter.searchKey);
  const [searchValue, setSearchValue] = useState(filter.searchValue ?? '');
  useEffect(() => {
    setSearchKey(filter.searchKey);
    setSearchValue(filter.searchValue ?? '');
  }, [filter.searchKey, filter.searchValue]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ searchKey, searchValue: searchValue.trim() || undefined });
  };
  const filtered = !!(filter.searchValue || filter.type || filter.state || filter.request);

  return (
    <>
      <ConsolePageTitle title="회원 목록" description="회원을 검색하고 유형과 상태로 걸러볼 수 있습니다." />
      <SearchPanel label="회원 검색">
        <form
          aria-label="회원 검색"
          onSubmit={search}
          className="grid gap-3 md:grid-cols-[auto_auto_auto_1fr_auto] md:items-end"
        >
          <div className="grid grid-cols-2 gap-3 md:contents">
            <FilterSelect
              id="filter-type"
              label="회원 유형"
              selectClassName="md:w-36"
              value={filter.type}
              options={optionsOf(userTypes, userTypeLabel)}
              onChange={(type) => update({ type })}
            />
            <FilterSelect
              id="filter-state"
              label="상태"
              selectClassName="md:w-32"
              value={filter.state}
              options={optionsOf(userStates, userStateLabel)}
              onChange={(state) => update({ state })}
            />
            <FilterSelect
              id="filter-request"
              label="정회원 전환"
              selectClassName="md:w-36"
              value={filter.request}
              options={optionsOf(requestFilters, requestFilterLabel)}
              onChange={(request) => update({ request })}
            />
          </div>
          <SearchKeyFields
            idPrefix="filter-search"
            keys={consoleUserSearchKeys}
            labels={searchKeyLabel}
            searchKey={searchKey}
            onSearchKey={setSearchKey}
            value={searchValue}
            onValue={setSearchValue}
            type="text"
          />
          <SearchButtons
            filtered={filtered}
            submitClassName="flex-1 md:flex-none"
            onReset={() =>
              update({
                searchKey: undefined,
                searchValue: undefined,
                type: undefined,
                state: undefined,
                request: undefined,
              })
            }
          />
        </form>
      </SearchPanel>

      <ListPanel
        title={<ListCount noun="회원" unit="명" total={users.data?.summary.totalCount} />}
        query={users}
        rows={users.data?.users.length}
        empty={
          <Empty
            message={filtered ? '검색 조건에 맞는 회원이 없습니다' : '가입한 회원이 없습니다'}
            className="border-none"
          />
        }
        paging={{
          page: filter.page,
          pageSize: PAGE_SIZE,
          totalCount: users.data?.summary.totalCount ?? 0,
          hrefFor,
        }}
      >
        <div className="-mx-4 -mt-4 overflow-x-auto sm:-mx-5 sm:-mt-5" aria-busy={users.isPlaceholderData}>
          <table className="w-full min-w-[880px] border-collapse">
            <caption className="sr-only">회원 목록</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  아이디
                </th>
                <th scope="col" className={th}>
                  이름
                </th>
                <th scope="col" className={th}>
                  유형
                </th>
                <th scope="col" className={th}>
                  연락처
                </th>
                <th scope="col" className={th}>
                  추천인코드
                </th>
                <th scope="col" className={th}>
                  후원자
                </th>
                <th scope="col" className={th}>
                  가입일
                </th>
                <th scope="col" className={th}>
                  상태
                </th>
              </tr>
            </thead>
            <tbody className={users.isPlaceholderData ? 'opacity-60' : undefined}>
              {(users.data?.users ?? []).map((user) => (
                <tr key={user._id} className="hover:bg-brand-50/40">
                  <td className={td}>
                    <Link
                      to={`/console/users/${user._id}`}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {user.username}
                    </Link>
                  </td>
                  <td className={td}>{user.name}</td>
                  <td className={td}>
                    <Badge tone={typeTone[user.type]}>{userTypeLabel[user.type]}</Badge>
                  </td>
                  <td className={td}>{formatPhone(user.phone)}</td>
                  <td className={`${td} font-mono text-[13px]`}>{user.promoterCode ?? '-'}</td>
                  <td className={td}>
                    {user.sponsor ? (
                      <Link to={`/console/users/${user.sponsor._id}`} className="hover:underline">
                        {user.sponsor.name}
                        <span className="ml-1 text-muted">({user.sponsor.username})</span>
                      </Link>
                    ) : (
                      <span className="text-subtle">-</span>
                    )}
                  </td>
                  <td className={td}>{formatDate(user.createdAt)}</td>
                  <td className={td}>
                    <Badge tone={user.state === 'ACTIVE' ? 'success' : 'danger'}>
                      {userStateLabel[user.state as UserState]}
                    </Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListPanel>
    </>
  );
}
