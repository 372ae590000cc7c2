import {
  consoleUserSearchKeys,
  consoleUserSortLabel,
  consoleUserSorts,
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
import {
  DayRangeFields,
  FilterSelect,
  optionsOf,
  SearchKeyFields,
} from '@/components/console/search-fields.tsx';
import { UrlDialog } from '@/components/console/url-dialog.tsx';
import { pick, useUrlDialog, useUrlState } from '@/components/console/url-state.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { type UserSearchKey, usersListQuery } from '@/lib/api/console-users.ts';
import { formatDate, formatPhone, formatPoint, formatWon } from '@/lib/format.ts';
import { consoleGradesQuery } from './grades-api.ts';
import { UsersExcelDialog } from './users-excel.tsx';

const PAGE_SIZE = 20;
const searchKeyLabel: Record<UserSearchKey, string> = { name: '이름', username: '아이디', phone: '연락처' };
const typeTone: Record<UserType, 'dark' | 'neutral' | 'brand'> = {
  OPERATOR: 'dark',
  CONSUMER: 'neutral',
  PROMOTER: 'brand',
};

const requestFilters = ['AWAITING'] as const;
const requestFilterLabel = { AWAITING: '전환신청 대기' } as const;
const marketingFilters = ['AGREED', 'NOT_AGREED'] as const;
const marketingFilterLabel = { AGREED: '수신 동의', NOT_AGREED: '수신 거부' } as const;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && dayPattern.test(value) ? value : undefined);

/**
 * The list's state lives in the URL: ?searchKey&searchValue&type&state&request&grade&from&to
 * &_promoter (a promoter's promotees, linked from the member's page)&marketing&sort&page.
 */
function useUsersFilter() {
  const { params, update, hrefFor, page } = useUrlState();
  const filter = {
    searchKey: pick(params.get('searchKey'), consoleUserSearchKeys) ?? 'name',
    searchValue: params.get('searchValue')?.trim() || undefined,
    type: pick(params.get('type'), userTypes),
    state: pick(params.get('state'), userStates),
    request: pick(params.get('request'), requestFilters),
    grade: params.get('grade') || undefined,
    from: day(params.get('from')),
    to: day(params.get('to')),
    _promoter: params.get('_promoter') || undefined,
    marketing: pick(params.get('marketing'), marketingFilters),
    sort: pick(params.get('sort'), consoleUserSorts),
    page,
    pageSize: PAGE_SIZE,
  };
  return { filter, update, hrefFor };
}

/** /console/users: search, filters, paging, and a row link to each member. */
export function ConsoleUsersPage() {
  const { filter, update, hrefFor } = useUsersFilter();
  const users = useQuery(usersListQuery(filter));
  const grades = useQuery(consoleGradesQuery());
  const excel = useUrlDialog('excel');
  const [searchKey, setSearchKey] = useState<UserSearchKey>(filter.searchKey);
  const [searchValue, setSearchValue] = useState(filter.searchValue ?? '');
  const [from, setFrom] = useState(filter.from ?? '');
  const [to, setTo] = useState(filter.to ?? '');
  useEffect(() => {
    setSearchKey(filter.searchKey);
    setSearchValue(filter.searchValue ?? '');
    setFrom(filter.from ?? '');
    setTo(filter.to ?? '');
  }, [filter.searchKey, filter.searchValue, filter.from, filter.to]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({
      searchKey,
      searchValue: searchValue.trim() || undefined,
      from: from || undefined,
      to: to || undefined,
    });
  };
  const filtered = !!(
    filter.searchValue ||
    filter.type ||
    filter.state ||
    filter.request ||
    filter.grade ||
    filter.from ||
    filter.to ||
    filter._promoter ||
    filter.marketing
  );
  const gradeOptions = (grades.data?.grades ?? []).map((g) => ({ value: g.code, label: g.name }));

  return (
    <>
      <ConsolePageTitle
        title="회원 목록"
        description="회원을 검색하고 유형과 상태로 걸러볼 수 있습니다."
        actions={
          <Button variant="outline" onClick={excel.open}>
            엑셀 다운로드
          </Button>
        }
      />
      <SearchPanel label="회원 검색">
        {/*
          Two lines from the tablet up: the filters (applied at once) and the search with its buttons,
          each on one line at 1440 px; on a phone the filters pair up and the search stacks below.
        */}
        <form aria-label="회원 검색" onSubmit={search} className="space-y-3">
          <div className="grid grid-cols-2 gap-3 md:flex md:flex-wrap md:items-end">
            <FilterSelect
              id="filter-type"
              label="회원 유형"
              selectClassName="md:w-32"
              value={filter.type}
              options={optionsOf(userTypes, userTypeLabel)}
              onChange={(type) => update({ type })}
            />
            <FilterSelect
              id="filter-state"
              label="상태"
              selectClassName="md:w-28"
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
            <FilterSelect
              id="filter-grade"
              label="등급"
              selectClassName="md:w-28"
              value={filter.grade}
              options={gradeOptions}
              onChange={(grade) => update({ grade })}
            />
            <FilterSelect
              id="filter-marketing"
              label="마케팅 수신"
              className="col-span-2 md:col-auto"
              selectClassName="md:w-32"
              value={filter.marketing}
              options={optionsOf(marketingFilters, marketingFilterLabel)}
              onChange={(marketing) => update({ marketing })}
            />
            <DayRangeFields
              from={from}
              to={to}
              onFrom={setFrom}
              onTo={setTo}
              labels={['가입 시작일', '가입 종료일']}
            />
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <SearchKeyFields
              idPrefix="filter-search"
              keys={consoleUserSearchKeys}
              labels={searchKeyLabel}
              searchKey={searchKey}
              onSearchKey={setSearchKey}
              value={searchValue}
              onValue={setSearchValue}
              type="text"
              className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-2 sm:w-[30rem] sm:max-w-full sm:min-w-0 sm:flex-initial"
            />
            <SearchButtons
              filtered={filtered}
              className="flex shrink-0 gap-2"
              submitClassName="flex-1 sm:flex-none sm:px-6"
              onReset={() =>
                update({
                  searchKey: undefined,
                  searchValue: undefined,
                  type: undefined,
                  state: undefined,
                  request: undefined,
                  grade: undefined,
                  from: undefined,
                  to: undefined,
                  _promoter: undefined,
                  marketing: undefined,
                })
              }
            />
          </div>
        </form>
      </SearchPanel>

      <ListPanel
        title={<ListCount noun="회원" unit="명" total={users.data?.summary.totalCount} />}
        actions={
          <FilterSelect
            id="list-sort"
            label={<span className="sr-only">정렬</span>}
            selectClassName="w-40"
            value={filter.sort ?? 'JOINED_DESC'}
            options={optionsOf(consoleUserSorts, consoleUserSortLabel)}
            onChange={(sort) => update({ sort: sort === 'JOINED_DESC' ? undefined : sort })}
          />
        }
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
          <table className="w-full min-w-[1180px] border-collapse">
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
                  등급
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
                <th scope="col" className={`${th} text-right`}>
                  적립금
                </th>
                <th scope="col" className={`${th} text-right`}>
                  수당 잔액
                </th>
                <th scope="col" className={th}>
                  가입일
                </th>
                <th scope="col" className={th}>
                  최근 로그인
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
                  <td className={td}>{user.grade.name}</td>
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
                  <td className={`${td} text-right tabular-nums`}>{formatPoint(user.point)}</td>
                  <td className={`${td} text-right tabular-nums`}>
                    {user.type === 'PROMOTER' ? formatWon(user.bonusBalance) : '-'}
                  </td>
                  <td className={td}>{formatDate(user.createdAt)}</td>
                  <td className={td}>{user.lastLoginAt ? formatDate(user.lastLoginAt) : '-'}</td>
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
      <UrlDialog dialog={excel}>
        {(close) => (
          <UsersExcelDialog filter={filter} totalCount={users.data?.summary.totalCount} onDone={close} />
        )}
      </UrlDialog>
    </>
  );
}
