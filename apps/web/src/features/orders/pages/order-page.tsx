import {
  type Order,
  orderStatusLabel,
  paymentMethodLabel,
  type Refund,
  refundMethodLabel,
  refundStatusLabel,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { ChevronLeftIcon } from '@/components/ui/icons.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { myOrderQuery } from '@/lib/api/my-orders.ts';
import { formatDateTime, formatPhone, formatWon } from '@/lib/format.ts';
import { canCancelUnpaid } from '../actions.ts';
import { CashReceiptPanel } from '../components/cash-receipt-panel.tsx';
import { OrdersHeading } from '../components/heading.tsx';
import { useOrderActions } from '../components/order-actions.tsx';
import { formatMinute, TransferNotice } from '../components/order-card.tsx';
import { PurchaseItem } from '../components/purchase-item.tsx';
import { isReceiptable } from '../receipt.ts';

function Block({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={className}>
      <h2 className="border-b border-ink/80 pb-2 text-base font-bold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="divide-y divide-line text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-3 py-2.5">
          <dt className="text-muted">{term}</dt>
          <dd className="break-all text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Amounts({ order }: { order: Order }) {
  const a = order.amounts;
  const line = (term: string, value: string, testId?: string) => (
    <div className="flex justify-between gap-3 py-2">
      <dt className="text-muted">{term}</dt>
      <dd className="text-ink tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <dl className="text-sm">
      {line('상품금액', formatWon(a.productAmount))}
      {line('배송비', formatWon(a.shippingFee))}
      {line(`도서산간 추가배송비${a.remoteArea ? ` (${a.remoteArea})` : ''}`, formatWon(a.remoteFee))}
      {a.couponDiscount > 0 &&
        line(
          `쿠폰할인${order.coupon ? ` (${order.coupon.name})` : ''}`,
          `-${formatWon(a.couponDiscount)}`,
          'coupon-discount',
        )}
      {a.pointsUsed > 0 && line('적립금사용', `-${formatWon(a.pointsUsed)}`, 'points-used')}
      <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-line pt-3">
        <dt className="font-semibold text-ink">총 결제금액</dt>
        <dd className="text-lg font-extrabold text-brand-800 tabular-nums" data-testid="paid-amount">
          {formatWon(a.paidAmount)}
        </dd>
      </div>
    </dl>
  );
}

function Refunds({ refunds }: { refunds: Refund[] }) {
  return (
    <ul className="divide-y divide-line text-sm" data-testid="refunds">
      {refunds.map((r) => (
        <li key={r._id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5">
          <span className="text-muted tabular-nums">{formatDateTime(r.createdAt)}</span>
          <span className="text-ink">
            {refundMethodLabel[r.method]} · <strong>{refundStatusLabel[r.status]}</strong>
            {r.reason && <span className="text-muted"> · {r.reason}</span>}
          </span>
          <strong className="text-ink tabular-nums">{formatWon(r.amount)}</strong>
        </li>
      ))}
    </ul>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const { act, dialogs, busy } = useOrderActions(order);
  const p = order.payment;
  const receiver = order.receiver;
  const paymentRows: [string, ReactNode][] = [
    ['결제수단', paymentMethodLabel[p.method]],
    [
      '결제일시',
      p.paidAt ? (
        <span key="value" className="tabular-nums">
          {formatDateTime(p.paidAt)}
        </span>
      ) : (
        '결제 전'
      ),
    ],
  ];
  if (p.method === 'BANK_TRANSFER' && p.bankAccount) {
    paymentRows.push([
      '입금계좌',
      <>
        {p.bankAccount.bank} <span className="tabular-nums">{p.bankAccount.accountNumber}</span> (예금주{' '}
        {p.bankAccount.holder})
      </>,
    ]);
    if (p.depositorName) paymentRows.push(['입금자명', p.depositorName]);
    if (order.status === 'ORDER_NONPAYMENT') {
      paymentRows.push([
        '입금기한',
        <span key="value" className="tabular-nums">
          {formatMinute(p.expiresAt)}까지
        </span>,
      ]);
    }
  }
  if (order.canceledAt) {
    paymentRows.push([
      '취소일시',
      <span key="value" className="tabular-nums">
        {formatDateTime(order.canceledAt)}
      </span>,
    ]);
  }

  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-card bg-surface px-4 py-3.5 sm:px-5">
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-2">
            <dt className="text-muted">주문번호</dt>
            <dd className="font-bold text-ink tabular-nums" data-testid="order-no">
              {order.orderNo}
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-muted">주문일시</dt>
            <dd className="text-ink tabular-nums">{formatDateTime(order.createdAt)}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-muted">주문상태</dt>
            <dd className="font-semibold text-ink" data-testid="order-status">
              {orderStatusLabel[order.status]}
            </dd>
          </div>
        </dl>
        <div className="flex gap-2">
          {canCancelUnpaid(order) && (
            <Button size="sm" variant="outline" onClick={() => act('PAY_CANCEL')} disabled={busy}>
              결제취소
            </Button>
          )}
          {isReceiptable(order) && (
            <ButtonLink size="sm" variant="outline" to={`/mypage/receipt?order=${order._id}`}>
              영수증
            </ButtonLink>
          )}
        </div>
      </div>

      <Block title="주문상품">
        <ul className="divide-y divide-line">
          {order.purchases.map((purchase) => (
            <PurchaseItem key={purchase._id} purchase={purchase} onAction={act} busy={busy} showClaim />
          ))}
        </ul>
        <TransferNotice order={order} />
      </Block>

      <div className="grid gap-10 md:grid-cols-2">
        <Block title="주문자 정보">
          <Rows
            rows={[
              ['이름', order.orderer.name],
              [
                '연락처',
                <span key="value" className="tabular-nums">
                  {formatPhone(order.orderer.phone)}
                </span>,
              ],
              ['이메일', order.orderer.email || '-'],
            ]}
          />
        </Block>
        <Block title="배송지 정보">
          <Rows
            rows={[
              ['받는 분', receiver.name],
              [
                '연락처',
                <span key="value" className="tabular-nums">
                  {formatPhone(receiver.phone)}
                </span>,
              ],
              [
                '주소',
                <>
                  <span className="tabular-nums">[{receiver.postcode}]</span> {receiver.address1}
                  {receiver.address2 && ` ${receiver.address2}`}
                </>,
              ],
              ['요청사항', order.requestMessage || '-'],
            ]}
          />
        </Block>
        <Block title="결제 정보">
          <Rows rows={paymentRows} />
        </Block>
        <Block title="결제 금액">
          <Amounts order={order} />
        </Block>
      </div>

      {order.refunds.length > 0 && (
        <Block title="환불 내역">
          <Refunds refunds={order.refunds} />
        </Block>
      )}
      {order.cashReceipts.some((r) => r.status !== 'WITHDRAWN') && <CashReceiptPanel order={order} />}
      {dialogs}
    </div>
  );
}

/** /mypage/orders/:_order: one order in full, with the same buttons as the list. */
export function OrderPage() {
  const { _order = '' } = useParams();
  const order = useQuery(myOrderQuery(_order));
  return (
    <section aria-labelledby="order-title">
      <Link
        to="/mypage/orders"
        className="mb-3 inline-flex items-center gap-0.5 text-sm font-medium text-muted hover:text-ink"
      >
        <ChevronLeftIcon className="size-4" />
        주문내역
      </Link>
      <OrdersHeading id="order-title" title="주문상세" />
      <div className="mt-6">
        {order.isPending ? (
          <Loading />
        ) : order.isError ? (
          <ErrorState error={order.error} onRetry={() => order.refetch()} />
        ) : (
          <OrderDetail order={order.data} />
        )}
      </div>
    </section>
  );
}
