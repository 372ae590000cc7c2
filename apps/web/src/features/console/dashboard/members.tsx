import { type UserType, userTypeLabel } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Panel, td, th } from '@/components/console/panel.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { usersListQuery } from '@/lib/api/console-users.ts';
import { formatDate, formatNumber } from '@/lib/format.ts';

/** The dashboard's members: counts by type from the member list, and the newest members. */

const typeTone: Record<UserType, 'dark' | 'neutral' | 'brand'> = {
  OPERATOR: 'dark',
  CONSUMER: 'neutral',
  PROMOTER: 'brand',
};

function CountCard({
  label,
  type,
  state,
  to,
}: {
  label: string;
  type?: UserType;
  state?: 'ACTIVE' | 'LEFT';
  to: string;
}) {
  const count = useQuery(usersListQuery({ searchKey: 'name', type, state, page: 1, pageSize: 1 }));
  return (
    <Link
      to={to}
      className="block rounded-xl border border-line bg-white p-4 transition-colors hover:border-brand-300 sm:p-5"
    >
      <p className="text-[13px] font-semibold text-muted">{label}</p>
      <p className="mt-2 text-2xl font-extrabold tracking-tight text-ink sm:text-[28px]">
        {count.data ? formatNumber(count.data.summary.totalCount) : count.isError ? '-' : '…'}
        <span className="ml-0.5 text-base font-semibold text-muted">명</span>
      </p>
    </Link>
  );
}

export function MemberCounts() {
  return (
    <section aria-label="회원 현황" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-5">
      <CountCard label="전체 회원 (정상)" state="ACTIVE" to="/console/users?state=ACTIVE" />
      <CountCard
        label={userTypeLabel.CONSUMER}
        type="CONSUMER"
        state="ACTIVE"
        to="/console/users?type=CONSUMER&state=ACTIVE"
      />
      <CountCard
        label={userTypeLabel.PROMOTER}
        type="PROMOTER"
        state="ACTIVE"
        to="/console/users?type=PROMOTER&state=ACTIVE"
      />
      <CountCard
        label={userTypeLabel.OPERATOR}
        type="OPERATOR"
        state="ACTIVE"
        to="/console/users?type=OPERATOR&state=ACTIVE"
      />
      <CountCard label="탈퇴 회원" state="LEFT" to="/console/users?state=LEFT" />
    </section>
  );
}

export function RecentMembers() {
  const recent = useQuery(usersListQuery({ searchKey: 'name', page: 1, pageSize: 8 }));
  return (
    <Panel
      title="최근 가입 회원"
      titleId="recent-members"
      actions={
        <Link to="/console/users" className="text-sm font-semibold text-brand-700 hover:underline">
          전체 보기
        </Link>
      }
    >
      {recent.isPending && <Loading />}
      {recent.isError && <ErrorState error={recent.error} onRetry={() => recent.refetch()} />}
      {recent.data && (
        <div className="-m-4 overflow-x-auto sm:-m-5">
          <table className="w-full min-w-[480px] border-collapse">
            <caption className="sr-only">최근 가입 회원</caption>
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
                  가입일
                </th>
              </tr>
            </thead>
            <tbody>
              {recent.data.users.map((user) => (
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
                  <td className={td}>{formatDate(user.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
