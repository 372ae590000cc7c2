import {
  type CouponState,
  couponBenefitText,
  couponScopeText,
  couponStateLabel,
  couponStates,
  formatDate,
  type MemberCoupon,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { myCouponsQuery } from '@/lib/api/my-coupons.ts';
import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';

const PAGE_SIZE = 20;

function CouponCard({ coupon: c }: { coupon: MemberCoupon }) {
  const off = c.state !== 'USABLE';
  return (
    <li
      className={cn(
        'flex overflow-hidden rounded-lg border border-line bg-white',
        off && 'bg-surface text-muted',
      )}
    >
      <div
        className={cn(
          'grid w-28 shrink-0 place-items-center border-r border-dashed border-line px-2 text-center text-lg font-bold sm:w-36 sm:text-xl',
          off ? 'text-subtle' : 'text-brand-700',
        )}
      >
        {c.coupon.kind === 'RATE' ? `${c.coupon.value}%` : `${formatNumber(c.coupon.value)}원`}
      </div>
      <div className="min-w-0 flex-1 space-y-1 p-4 text-sm">
        <p className="text-base font-bold text-ink">{c.coupon.name}</p>
        <p>{couponBenefitText(c.coupon)}</p>
        <p>
          {c.coupon.minOrderAmount > 0
            ? `${formatNumber(c.coupon.minOrderAmount)}원 이상 구매 시`
            : '최소 주문금액 없음'}{' '}
          · {couponScopeText(c.coupon)}
        </p>
        <p className="text-muted">
          {formatDate(c.startsAt)} ~ {formatDate(c.expiresAt)}
          {c.usedAt && ` · ${formatDate(c.usedAt)} 사용`}
        </p>
      </div>
    </li>
  );
}

/** /mypage/coupons: 사용가능 / 사용완료 / 기간만료. */
export function CouponsPage() {
  const [params, setParams] = useSearchParams();
  const state = (couponStates as readonly string[]).includes(params.get('state') ?? '')
    ? (params.get('state') as CouponState)
    : 'USABLE';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const _user = useSession((s) => s.payload?._user);
  const coupons = useQuery(myCouponsQuery(_user, state, page, PAGE_SIZE));
  const hrefFor = (p: number) => `/mypage/coupons?state=${state}${p > 1 ? `&page=${p}` : ''}`;

  return (
    <section aria-labelledby="coupons-title">
      <div className="flex items-baseline justify-between gap-3 border-b-2 border-ink pb-3">
        <h1 id="coupons-title" className="text-xl font-bold text-ink sm:text-2xl">
          쿠폰
        </h1>
      </div>
      <Tabs
        className="mt-6"
        value={state}
        onValueChange={(v) => setParams(v === 'USABLE' ? {} : { state: v }, { replace: true })}
      >
        <TabsList aria-label="쿠폰 상태">
          {couponStates.map((s) => (
            <TabsTrigger key={s} value={s}>
              {couponStateLabel[s]}
            </TabsTrigger>
          ))}
        </TabsList>
        {couponStates.map((s) => (
          <TabsContent key={s} value={s} className="mt-5">
            {s !== state ? null : coupons.isPending ? (
              <Loading />
            ) : coupons.isError ? (
              <ErrorState error={coupons.error} onRetry={() => coupons.refetch()} />
            ) : coupons.data.coupons.length === 0 ? (
              <Empty message={`${couponStateLabel[s]} 쿠폰이 없습니다`} />
            ) : (
              <>
                <p className="mb-3 text-sm text-muted">
                  총{' '}
                  <strong className="font-bold text-ink">
                    {formatNumber(coupons.data.summary.totalCount)}
                  </strong>
                  장
                </p>
                <ul aria-label={`${couponStateLabel[s]} 쿠폰`} className="grid gap-3 md:grid-cols-2">
                  {coupons.data.coupons.map((c) => (
                    <CouponCard key={c._id} coupon={c} />
                  ))}
                </ul>
                <Pagination
                  className="mt-8"
                  page={page}
                  pageSize={PAGE_SIZE}
                  totalCount={coupons.data.summary.totalCount}
                  hrefFor={hrefFor}
                />
              </>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
