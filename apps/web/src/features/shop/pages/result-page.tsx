import { type Order, orderStatusLabel, paymentMethodLabel } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { EscrowProtection } from '@/components/ui/escrow-protection.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime, formatDeadline, formatNumber, formatPhone, formatWon } from '@/lib/format.ts';
import { isLoggedIn, useSession } from '@/lib/session.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { orderResultQuery } from '../api/orders.ts';
import { CheckoutSteps, LineThumb } from '../components/checkout-parts.tsx';

function Row({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-3 py-2.5 text-[15px] sm:grid-cols-[8rem_minmax(0,1fr)]">
      <dt className="text-muted">{term}</dt>
      <dd className="min-w-0 break-keep text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t-2 border-ink pt-3">
      <h2 className="pb-1 text-lg font-bold text-ink">{title}</h2>
      <dl className="divide-y divide-line">{children}</dl>
    </section>
  );
}

/** 무통장입금 (and an unpaid virtual account): where to pay and by when. */
function DepositNotice({ order }: { order: Order }) {
  const account = order.payment.bankAccount;
  return (
    <div
      className="rounded-card border border-brand-100 bg-brand-50/60 p-5 sm:p-6"
      data-testid="deposit-notice"
    >
      <h2 className="text-lg font-bold text-ink">입금 안내</h2>
      <dl className="mt-2">
        {account && (
          <Row term="입금 계좌" testId="bank-account">
            <strong className="font-bold">
              {account.bank} {account.accountNumber}
            </strong>
            <span className="text-muted"> (예금주 {account.holder})</span>
          </Row>
        )}
        <Row term="입금 금액">
          <strong className="font-bold text-brand-700 tabular-nums">
            {formatWon(order.amounts.paidAmount)}
          </strong>
        </Row>
        {order.payment.depositorName && <Row term="입금자명">{order.payment.depositorName}</Row>}
        <Row term="입금 기한" testId="deposit-deadline">
          <strong className="font-bold tabular-nums">{formatDeadline(order.payment.expiresAt)}</strong>까지
        </Row>
      </dl>
      <p className="mt-2 text-[13px] leading-relaxed text-muted">
        기한까지 입금되지 않으면 주문이 자동으로 취소됩니다. 입금자명이 다르면 확인이 늦어질 수 있습니다.
      </p>
    </div>
  );
}

function OrderResult({ order }: { order: Order }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const paid = order.status === 'ORDER_PAYMENT';
  const awaitingDeposit = order.status === 'ORDER_NONPAYMENT';
  const { amounts, receiver } = order;
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <div className="rounded-card bg-surface px-5 py-8 text-center sm:py-10">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-ink focus:outline-none sm:text-2xl">
          {awaitingDeposit ? '주문이 접수되었습니다' : '주문이 완료되었습니다'}
        </h2>
        <p className="mt-2 text-[15px] text-muted">
          주문번호{' '}
          <strong className="font-bold text-ink tabular-nums" data-testid="order-no">
            {order.orderNo}
          </strong>
        </p>
        <p className="mt-1 text-sm text-muted">
          {paid
            ? '결제가 완료되었습니다. 배송이 시작되면 알려드리겠습니다.'
            : awaitingDeposit
              ? '아래 계좌로 입금해주시면 확인 후 배송을 준비합니다.'
              : orderStatusLabel[order.status]}
        </p>
      </div>

      {awaitingDeposit && <DepositNotice order={order} />}
      <EscrowProtection method={order.payment.method} />

      <section className="border-t-2 border-ink pt-3">
        <h2 className="pb-1 text-lg font-bold text-ink">주문상품 {order.purchases.length}개</h2>
        <ul className="divide-y divide-line" data-testid="result-lines">
          {order.purchases.map((p) => (
            <li key={p._id} className="flex gap-3 py-4">
              <LineThumb _product={p._product} file={p.productThumb} />
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 text-[15px] font-semibold text-ink">{p.productName}</p>
                {p.optionLabel && <p className="mt-0.5 text-[13px] text-muted">{p.optionLabel}</p>}
                <div className="mt-1.5 flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="text-muted tabular-nums">
                    {formatWon(p.unitPrice)} × {formatNumber(p.quantity)}개
                  </span>
                  <span className="font-bold text-ink tabular-nums">{formatWon(p.amount)}</span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <Block title="결제 정보">
        <Row term="결제수단">
          {paymentMethodLabel[order.payment.method]}{' '}
          <Badge tone={paid ? 'success' : 'warning'} className="ml-1">
            {orderStatusLabel[order.status]}
          </Badge>
        </Row>
        {order.payment.paidAt && <Row term="결제일시">{formatDateTime(order.payment.paidAt)}</Row>}
        <Row term="상품금액">
          <span className="tabular-nums">{formatWon(amounts.productAmount)}</span>
        </Row>
        <Row term="배송비">
          <span className="tabular-nums">
            {amounts.shippingFee === 0 ? '무료' : formatWon(amounts.shippingFee)}
          </span>
        </Row>
        {amounts.remoteFee > 0 && (
          <Row term="지역 추가배송비">
            <span className="tabular-nums">{formatWon(amounts.remoteFee)}</span>
            {amounts.remoteArea && <span className="text-muted"> ({amounts.remoteArea})</span>}
          </Row>
        )}
        {amounts.couponDiscount > 0 && (
          <Row term="쿠폰할인" testId="result-coupon-discount">
            <span className="tabular-nums">-{formatWon(amounts.couponDiscount)}</span>
            {order.coupon && <span className="text-muted"> ({order.coupon.name})</span>}
          </Row>
        )}
        {amounts.pointsUsed > 0 && (
          <Row term="적립금사용" testId="result-points-used">
            <span className="tabular-nums">-{formatWon(amounts.pointsUsed)}</span>
          </Row>
        )}
        <Row term="최종 결제금액" testId="result-total">
          <strong className="text-lg font-extrabold text-brand-700 tabular-nums">
            {formatWon(amounts.paidAmount)}
          </strong>
        </Row>
      </Block>

      <Block title="배송지 정보">
        <Row term="받는 분">{receiver.name}</Row>
        <Row term="연락처">
          <span className="tabular-nums">{formatPhone(receiver.phone)}</span>
        </Row>
        <Row term="주소">
          [{receiver.postcode}] {receiver.address1} {receiver.address2}
        </Row>
        {order.requestMessage && <Row term="요청사항">{order.requestMessage}</Row>}
      </Block>

      <div className="grid grid-cols-2 gap-2 sm:mx-auto sm:max-w-md">
        <ButtonLink to="/mypage/orders" variant="outline" size="lg">
          주문내역
        </ButtonLink>
        <ButtonLink to="/shop" size="lg">
          쇼핑 계속하기
        </ButtonLink>
      </div>
    </div>
  );
}

/** /shop/result?order=<_id>: the placed order, as the server has it. */
export function ResultPage() {
  useDocumentTitle('주문 완료');
  const loggedIn = useSession(isLoggedIn);
  const location = useLocation();
  const [params] = useSearchParams();
  const _order = params.get('order') ?? '';
  const order = useQuery({ ...orderResultQuery(_order), enabled: loggedIn && !!_order });

  if (!loggedIn) {
    return (
      <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />
    );
  }

  let body: ReactNode;
  if (!_order) {
    body = <Empty message="주문 정보가 없습니다" />;
  } else if (order.isPending) {
    body = <Loading className="min-h-[40vh]" />;
  } else if (order.isError) {
    body =
      isApiError(order.error) && [400, 404].includes(order.error.status) ? (
        <Empty message="주문을 찾을 수 없습니다">
          <ButtonLink to="/mypage/orders" variant="outline" size="sm">
            주문내역 보기
          </ButtonLink>
        </Empty>
      ) : (
        <ErrorState error={order.error} onRetry={() => order.refetch()} />
      );
  } else {
    body = <OrderResult order={order.data} />;
  }

  return (
    <div className="container-page py-6 md:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-[28px]">주문 완료</h1>
        <CheckoutSteps current={3} />
      </div>
      <div className="mt-6">{body}</div>
    </div>
  );
}
