import { userTypeLabel } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { ChevronRightIcon } from '@/components/ui/icons.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { meQuery } from '@/lib/auth.ts';
import { formatDate, formatPhone, formatPoint } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';
import { DashboardActivity } from '../components/dashboard-activity.tsx';
import { DashboardCouponsReviews } from '../components/dashboard-coupons-reviews.tsx';
import { DashboardRequests } from '../components/dashboard-requests.tsx';

const shortcuts = [
  { to: '/mypage/orders', label: '주문내역', body: '주문과 배송 현황' },
  { to: '/mypage/cart', label: '장바구니', body: '담아둔 상품' },
  { to: '/mypage/likes', label: '좋아요', body: '찜한 상품' },
  { to: '/mypage/points', label: '적립금', body: '적립과 사용 내역' },
  { to: '/mypage/myinfo', label: '회원정보수정', body: '연락처와 비밀번호' },
  { to: '/mypage/destinations', label: '배송지 관리', body: '자주 쓰는 주소' },
];

/**
 * /mypage and /mypage/dashboard: greeting, member type, points, order status, recent orders, questions
 * waiting, usable coupons and reviews to write, shortcuts.
 */
export function DashboardPage() {
  const _user = useSession((s) => s.payload?._user);
  const me = useQuery({ ...meQuery(_user), staleTime: 0 });

  if (me.isPending) return <Loading />;
  if (me.isError) return <ErrorState error={me.error} onRetry={() => me.refetch()} />;
  const user = me.data;

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="greeting"
        className="overflow-hidden rounded-card bg-gradient-to-br from-brand-700 to-brand-500 p-6 text-white sm:p-8"
      >
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="dark" className="bg-white/15 ring-white/20">
            {userTypeLabel[user.type]}
          </Badge>
          {user.promoterCode && user.type === 'PROMOTER' && (
            <span className="text-sm text-brand-100">
              추천인코드 <strong className="font-bold tracking-wider text-white">{user.promoterCode}</strong>
            </span>
          )}
        </div>
        <h1 id="greeting" className="mt-3 text-2xl font-bold sm:text-[28px]">
          {user.name}님, 안녕하세요
        </h1>
        <p className="mt-1 text-[15px] text-brand-100">
          {formatDate(user.createdAt)} 가입 · 오늘도 바스하우스를 찾아주셔서 감사합니다.
        </p>
        <dl className="mt-6 grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-white/10 px-4 py-3.5 ring-1 ring-white/15 sm:px-5 sm:py-4">
            <dt className="text-sm text-brand-100">보유 적립금</dt>
            <dd className="mt-1 text-xl font-extrabold sm:text-2xl">{formatPoint(user.point)}</dd>
          </div>
          <div className="rounded-xl bg-white/10 px-4 py-3.5 ring-1 ring-white/15 sm:px-5 sm:py-4">
            <dt className="text-sm text-brand-100">회원 유형</dt>
            <dd className="mt-1 text-xl font-extrabold sm:text-2xl">{userTypeLabel[user.type]}</dd>
          </div>
        </dl>
      </section>

      <DashboardActivity />

      <DashboardCouponsReviews />

      <DashboardRequests />

      <section aria-labelledby="shortcuts-title">
        <h2 id="shortcuts-title" className="text-lg font-bold">
          바로가기
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-2.5 sm:gap-3 lg:grid-cols-3">
          {shortcuts.map((s) => (
            <li key={s.to}>
              <Link
                to={s.to}
                className="flex h-full items-center justify-between gap-2 rounded-card border border-line px-4 py-3.5 transition-colors hover:border-brand-300 hover:bg-brand-50/50 sm:px-5 sm:py-4"
              >
                <span>
                  <span className="block font-semibold">{s.label}</span>
                  <span className="text-[13px] text-muted">{s.body}</span>
                </span>
                <ChevronRightIcon className="hidden size-5 shrink-0 text-subtle xs:block" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="profile-title" className="rounded-card border border-line p-5 sm:p-6">
        <div className="flex items-center justify-between">
          <h2 id="profile-title" className="text-lg font-bold">
            내 정보
          </h2>
          <ButtonLink to="/mypage/myinfo" variant="outline" size="sm">
            회원정보수정
          </ButtonLink>
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-[15px] sm:grid-cols-2">
          {[
            ['아이디', user.username],
            ['이메일', user.email],
            ['연락처', formatPhone(user.phone)],
            ['가입일', formatDate(user.createdAt)],
          ].map(([term, value]) => (
            <div key={term} className="grid grid-cols-[5rem_1fr] gap-2">
              <dt className="text-muted">{term}</dt>
              <dd className="min-w-0 font-medium break-all">{value}</dd>
            </div>
          ))}
        </dl>
        {user.type === 'CONSUMER' && (
          <div className="mt-5 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-surface px-4 py-3 text-sm">
            <p className="text-muted">
              정회원이 되면 나만의 추천인코드로 지인을 초대하고 수당을 받을 수 있습니다.
            </p>
            <ButtonLink to="/promoter" size="sm" variant="outline">
              정회원 전환 신청
            </ButtonLink>
          </div>
        )}
        {user.type === 'PROMOTER' && (
          <p className="mt-5 text-sm">
            <Link to="/promoter" className="font-semibold text-brand-700 hover:underline">
              추천인 센터로 가기
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}
