import { type UserType, userTypeLabel } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ConsolePageTitle, Panel, td, th } from '@/components/console/panel.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { usersListQuery } from '@/lib/api/console-users.ts';
import { formatDate, formatNumber } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';

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

/** /console/dashboard: member counts by type and the newest members. Sales figures come with orders. */
export function ConsoleDashboardPage() {
  const name = useSession((s) => s.user?.name);
  const recent = useQuery(usersListQuery({ searchKey: 'name', page: 1, pageSize: 8 }));
  return (
    <>
      <ConsolePageTitle
        title="대시보드"
        description={name ? `${name}님, 오늘의 회원 현황입니다.` : '오늘의 회원 현황입니다.'}
      />
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

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
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
        <Panel title="안내" titleId="console-notes">
          <ul className="space-y-3 text-sm leading-relaxed text-muted">
            <li>
              <strong className="font-semibold text-ink">회원 관리</strong>가 열려 있습니다. 회원을 검색하고
              상세 정보와 약관 동의 내역, 변경 이력을 확인하며 회원 유형을 변경할 수 있습니다.
            </li>
            <li>주문, 매출, 정산 현황은 해당 기능이 열리면 이 화면에 함께 표시됩니다.</li>
            <li>왼쪽 메뉴의 다른 화면은 준비 중이며, 열리는 대로 이용하실 수 있습니다.</li>
          </ul>
        </Panel>
      </div>
    </>
  );
}
