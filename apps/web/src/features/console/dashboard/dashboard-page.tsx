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

/**
 * /console/dashboard: member counts by type, the newest members, and a note of what the console
 * does today (the order desk, members, catalogue and content) and what is still to come.
 */
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
          <ul className="space-y-3 text-sm leading-relaxed text-muted" data-testid="console-notes">
            <li>
              <Link to="/console/shop/purchases/all" className="font-semibold text-brand-700 hover:underline">
                주문 관리
              </Link>
              에서 주문을 탭별로 조회하고 무통장입금 확인, 배송준비중·배송중·배송완료 처리, 송장 등록(엑셀
              일괄 등록 포함), 취소·교환·반품 처리와 환불을 할 수 있습니다.
            </li>
            <li>
              <Link to="/console/users" className="font-semibold text-brand-700 hover:underline">
                회원 관리
              </Link>
              에서 회원을 검색하고 상세 정보와 약관 동의 내역, 변경 이력을 확인하며 회원 유형 변경과 탈퇴
              처리를 할 수 있습니다.
            </li>
            <li>
              상품·카테고리·진열·기획전·브랜드, 배너·팝업, 공지사항·FAQ, 설치·상담 문의도 왼쪽 메뉴에서 관리할
              수 있습니다.
            </li>
            <li>정산·수당·적립금, 쿠폰, 매출 통계, 게시판 화면은 아직 준비 중입니다.</li>
          </ul>
        </Panel>
      </div>
    </>
  );
}
