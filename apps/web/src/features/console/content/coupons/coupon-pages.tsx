import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { BackLink, LoadFailure } from '@/components/console/editor.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { couponQuery } from './api.ts';
import { CouponForm } from './coupon-form.tsx';
import { IssuePanel } from './issue-panel.tsx';

/** /console/shop/coupons/create */
export function ConsoleCouponCreatePage() {
  return (
    <>
      <BackLink to="/console/shop/coupons">쿠폰 목록</BackLink>
      <h1 className="mt-2 mb-5 text-xl font-bold tracking-tight sm:text-2xl">쿠폰 등록</h1>
      <CouponForm />
    </>
  );
}

/** /console/shop/coupons/:_coupon: the editor, then issuing and the members holding it. */
export function ConsoleCouponPage() {
  const { _coupon = '' } = useParams();
  const query = useQuery(couponQuery(_coupon));
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <LoadFailure
        error={query.error}
        notFound="쿠폰을 찾을 수 없습니다"
        listTo="/console/shop/coupons"
        listLabel="쿠폰 목록"
        onRetry={() => query.refetch()}
      />
    );
  }
  const coupon = query.data;
  return (
    <>
      <BackLink to="/console/shop/coupons">쿠폰 목록</BackLink>
      <div className="mt-2 mb-5 flex flex-wrap items-center gap-2">
        <h1 className="min-w-0 text-xl font-bold tracking-tight break-all sm:text-2xl">{coupon.name}</h1>
        {coupon.active ? <Badge tone="brand">사용</Badge> : <Badge tone="neutral">사용 안 함</Badge>}
      </div>
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-[minmax(0,1fr)_28rem]">
        <CouponForm key={coupon.updatedAt} coupon={coupon} />
        <IssuePanel coupon={coupon} />
      </div>
    </>
  );
}
