import { couponBenefitText } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { myCouponsQuery } from '@/lib/api/my-coupons.ts';
import { formatDate, formatNumber } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';
import { writableReviewsQuery } from '../api/reviews.ts';

/** How many coupons and purchases to review the dashboard lists; the rest are a click away. */
const SHOWN = 3;

function Block({
  id,
  title,
  to,
  count,
  unit,
  testId,
  children,
}: {
  id: string;
  title: string;
  to: string;
  count: number | undefined;
  unit: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-card border border-line p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold">
          {title}{' '}
          <span className="text-brand-700">
            <span className="tabular-nums" data-testid={testId}>
              {count === undefined ? '-' : formatNumber(count)}
            </span>
            {unit}
          </span>
        </h2>
        <Link
          to={to}
          aria-label={`${title} 전체보기`}
          className="shrink-0 text-sm font-semibold text-brand-700 hover:underline"
        >
          전체보기
        </Link>
      </div>
      {children}
    </section>
  );
}

function Quiet({ children }: { children: ReactNode }) {
  return <p className="mt-4 text-sm text-muted">{children}</p>;
}

/** 사용 가능한 쿠폰: how many, and the ones that expire soonest (the server lists them so). */
function UsableCoupons() {
  const _user = useSession((s) => s.payload?._user);
  // The first page /mypage/coupons and the side panel read too: one request for all three.
  const coupons = useQuery({ ...myCouponsQuery(_user, 'USABLE'), staleTime: 0 });
  const shown = coupons.data?.coupons.slice(0, SHOWN) ?? [];
  return (
    <Block
      id="usable-coupons-title"
      title="사용 가능한 쿠폰"
      to="/mypage/coupons"
      count={coupons.data?.summary.totalCount}
      unit="장"
      testId="usable-coupons"
    >
      {coupons.isError ? (
        <Quiet>쿠폰을 불러오지 못했습니다</Quiet>
      ) : coupons.data && shown.length === 0 ? (
        <Quiet>사용 가능한 쿠폰이 없습니다</Quiet>
      ) : (
        <ul className="mt-3 divide-y divide-line" aria-label="곧 만료되는 쿠폰">
          {shown.map((c) => (
            <li key={c._id}>
              <Link
                to="/mypage/coupons"
                className="flex items-center justify-between gap-3 py-3 hover:text-brand-700"
              >
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{c.coupon.name}</span>
                  <span className="text-[13px] text-muted">{couponBenefitText(c.coupon)}</span>
                </span>
                <span className="shrink-0 text-right text-[13px] text-muted tabular-nums">
                  {formatDate(c.expiresAt)}까지
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

/** 작성 가능한 리뷰: how many confirmed purchases still wait for a review, and the newest of them. */
function WritableReviews() {
  const _user = useSession((s) => s.payload?._user);
  // Page 1 of /mypage/reviews' first tab: opening it after the dashboard needs no new request.
  const writable = useQuery({ ...writableReviewsQuery(_user, 1), staleTime: 0 });
  const shown = writable.data?.purchases.slice(0, SHOWN) ?? [];
  return (
    <Block
      id="writable-reviews-title"
      title="작성 가능한 리뷰"
      to="/mypage/reviews"
      count={writable.data?.summary.totalCount}
      unit="건"
      testId="writable-reviews"
    >
      {writable.isError ? (
        <Quiet>리뷰 작성 내역을 불러오지 못했습니다</Quiet>
      ) : writable.data && shown.length === 0 ? (
        <Quiet>작성 가능한 리뷰가 없습니다</Quiet>
      ) : (
        <ul className="mt-3 divide-y divide-line" aria-label="리뷰를 기다리는 상품">
          {shown.map((p) => (
            <li key={p._purchase}>
              <Link to="/mypage/reviews" className="flex items-center gap-3 py-3 hover:text-brand-700">
                {p.product.thumbUrl ? (
                  <img
                    src={p.product.thumbUrl}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-12 shrink-0 rounded-lg object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="size-12 shrink-0 rounded-lg bg-surface" />
                )}
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{p.product.name}</span>
                  <span className="text-[13px] text-muted tabular-nums">
                    {formatDate(p.writableUntil)}까지 작성 가능
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

/** The dashboard's coupons and reviews to write, side by side from lg. */
export function DashboardCouponsReviews() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <UsableCoupons />
      <WritableReviews />
    </div>
  );
}
