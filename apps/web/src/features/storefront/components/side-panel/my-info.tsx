import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { myCouponsQuery } from '@/lib/api/my-coupons.ts';
import { promoterBonusesQuery } from '@/lib/api/promoter-bonuses.ts';
import { meQuery } from '@/lib/auth.ts';
import { formatNumber, formatPoint, formatWon } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';

const row = 'flex items-center justify-between py-1.5 text-sm';

/**
 * 내 정보: name, points and usable coupons from the member's own records. The shop has no 예치금
 * (DOMAIN.md): consumers get no row for it; a promoter's row shows their withdrawable 수당.
 */
export function MyInfo() {
  const _user = useSession((s) => s.payload?._user);
  const userType = useSession((s) => s.payload?.userType);
  const sessionUser = useSession((s) => s.user);
  const me = useQuery(meQuery(_user));
  // The dashboard and /mypage/coupons read the same first page, so the count comes from one request.
  const coupons = useQuery(myCouponsQuery(_user, 'USABLE'));
  // A one-row page of the bonus history carries the balance.
  const bonuses = useQuery({
    ...promoterBonusesQuery(_user, { tab: 'WHOLE', page: 1, pageSize: 1 }),
    enabled: Boolean(_user) && userType === 'PROMOTER',
  });
  const user = me.data ?? sessionUser;
  return (
    <div>
      <p className="text-[15px] text-ink">
        <strong className="font-bold">{user?.name ?? '회원'}</strong>님, 반갑습니다
      </p>
      <dl className="mt-3 divide-y divide-line rounded-lg border border-line px-3">
        <div className={row}>
          <dt className="text-muted">적립금</dt>
          <dd className="font-bold text-ink tabular-nums" data-testid="side-points">
            {user ? formatPoint(user.point) : '-'}
          </dd>
        </div>
        {userType === 'PROMOTER' && (
          <div className={row}>
            <dt className="text-muted">예치금</dt>
            <dd className="font-bold text-ink tabular-nums">
              <Link to="/promoter/bonuses" className="hover:underline" data-testid="side-bonus-balance">
                {bonuses.data ? formatWon(bonuses.data.summary.balance) : '-'}
              </Link>
            </dd>
          </div>
        )}
        <div className={row}>
          <dt className="text-muted">쿠폰</dt>
          <dd className="font-bold text-ink tabular-nums">
            <Link to="/mypage/coupons" className="hover:underline" data-testid="side-coupons">
              {coupons.data ? `${formatNumber(coupons.data.summary.totalCount)}장` : '-'}
            </Link>
          </dd>
        </div>
      </dl>
      <div className="mt-3 grid grid-cols-2 gap-2 text-sm font-semibold">
        <Link
          to="/mypage"
          className="grid h-9 place-items-center rounded-lg bg-brand-600 text-white hover:bg-brand-700"
        >
          마이페이지
        </Link>
        <Link
          to="/mypage/myinfo"
          className="grid h-9 place-items-center rounded-lg border border-line hover:bg-surface"
        >
          회원정보수정
        </Link>
      </div>
    </div>
  );
}
