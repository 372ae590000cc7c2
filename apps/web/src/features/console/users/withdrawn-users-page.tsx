import { memberNumberOf, type UserType, userTypeLabel, userTypes } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListCount, ListPanel, SearchPanel } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle, td, th } from '@/components/console/panel.tsx';
import { FilterSelect, optionsOf } from '@/components/console/search-fields.tsx';
import { pick, useUrlState } from '@/components/console/url-state.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { usersListQuery } from '@/lib/api/console-users.ts';
import { formatDate, formatNumber } from '@/lib/format.ts';

const PAGE_SIZE = 20;
const typeTone: Record<UserType, 'dark' | 'neutral' | 'brand'> = {
  OPERATOR: 'dark',
  CONSUMER: 'neutral',
  PROMOTER: 'brand',
};
const leftByLabel = { MEMBER: '본인 탈퇴', OPERATOR: '운영자 처리' } as const;

/**
 * /console/withdrawn-users (DOMAIN.md Console, "Withdrawn members"): member number, type at leave,
 * join and leave dates, reason and paid orders; no personal data, which leaving already blanked.
 * Reads GET /api/console/users?state=LEFT; the type filter and page live in the URL.
 */
export function ConsoleWithdrawnUsersPage() {
  const { params, update, hrefFor, page } = useUrlState();
  const type = pick(params.get('type'), userTypes);
  const filter = { searchKey: 'name' as const, state: 'LEFT' as const, type, page, pageSize: PAGE_SIZE };
  const users = useQuery(usersListQuery(filter));

  return (
    <>
      <ConsolePageTitle
        title="탈퇴 회원"
        description="탈퇴한 회원의 가입·탈퇴일과 사유, 주문 수입니다. 개인정보는 탈퇴할 때 지워져 보이지 않습니다. 주문·결제 기록은 5년 보관합니다."
      />
      <SearchPanel label="탈퇴 회원 검색">
        <div className="grid gap-3 sm:grid-cols-[auto_1fr]">
          <FilterSelect
            id="withdrawn-type"
            label="탈퇴 당시 유형"
            selectClassName="sm:w-40"
            value={type}
            options={optionsOf(userTypes, userTypeLabel)}
            onChange={(next) => update({ type: next })}
          />
        </div>
      </SearchPanel>

      <ListPanel
        title={<ListCount noun="탈퇴 회원" unit="명" total={users.data?.summary.totalCount} />}
        query={users}
        rows={users.data?.users.length}
        empty={
          <Empty
            message={type ? '조건에 맞는 탈퇴 회원이 없습니다' : '탈퇴한 회원이 없습니다'}
            className="border-none"
          />
        }
        paging={{ page, pageSize: PAGE_SIZE, totalCount: users.data?.summary.totalCount ?? 0, hrefFor }}
      >
        <div className="-mx-4 -mt-4 overflow-x-auto sm:-mx-5 sm:-mt-5" aria-busy={users.isPlaceholderData}>
          <table className="w-full min-w-[760px] border-collapse">
            <caption className="sr-only">탈퇴 회원 목록</caption>
            <thead>
              <tr>
                {['회원번호', '탈퇴 당시 유형', '가입일', '탈퇴일', '탈퇴 사유', '주문 수'].map((label) => (
                  <th key={label} scope="col" className={th}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={users.isPlaceholderData ? 'opacity-60' : undefined}>
              {(users.data?.users ?? []).map((user) => (
                <tr key={user._id} className="hover:bg-brand-50/40">
                  <td className={`${td} font-mono text-[13px]`}>
                    <Link
                      to={`/console/users/${user._id}`}
                      title={user._id}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {memberNumberOf(user._id)}
                    </Link>
                  </td>
                  <td className={td}>
                    <Badge tone={typeTone[user.type]}>{userTypeLabel[user.type]}</Badge>
                  </td>
                  <td className={td}>{formatDate(user.createdAt)}</td>
                  <td className={td}>{user.leftAt ? formatDate(user.leftAt) : '-'}</td>
                  <td className={`${td} max-w-[320px]`}>
                    {user.leave && (
                      <span className="mr-1.5 text-[12px] text-muted">[{leftByLabel[user.leave.by]}]</span>
                    )}
                    <span className="break-words">{user.leave?.reason || '-'}</span>
                  </td>
                  <td className={`${td} text-right tabular-nums`}>
                    {formatNumber(user.leave?.orderCount ?? 0)}건
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
