import { type Order, paymentMethodLabel } from '@shop/contracts';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { ChevronRightIcon } from '@/components/ui/icons.tsx';
import { formatDate, formatDateTime, formatWon } from '@/lib/format.ts';
import { canCancelUnpaid } from '../actions.ts';
import { useOrderActions } from './order-actions.tsx';
import { PurchaseItem } from './purchase-item.tsx';

export const orderHref = (_order: string) => `/mypage/orders/${_order}`;

/** "YYYY-MM-DD HH:mm" in Seoul (a deadline needs no seconds). */
export const formatMinute = (value: string) => formatDateTime(value).slice(0, 16);

/** 무통장입금 while unpaid: where to send the money and by when. */
export function TransferNotice({ order }: { order: Order }) {
  const account = order.payment.bankAccount;
  if (order.status !== 'ORDER_NONPAYMENT' || order.payment.method !== 'BANK_TRANSFER' || !account)
    return null;
  return (
    <p
      className="rounded-lg bg-amber-50 px-3 py-2.5 text-[13px] leading-relaxed text-ink"
      data-testid="transfer-notice"
    >
      <span className="font-semibold">입금계좌</span> {account.bank}{' '}
      <span className="tabular-nums">{account.accountNumber}</span> (예금주 {account.holder})
      <br />
      <span className="font-semibold">입금기한</span>{' '}
      <span className="tabular-nums">{formatMinute(order.payment.expiresAt)}</span>까지
      {order.payment.depositorName && <> · 입금자명 {order.payment.depositorName}</>}
    </p>
  );
}

/** One order of /mypage/orders: when, its number, its purchases with their buttons, what was paid. */
export function OrderCard({ order }: { order: Order }) {
  const { act, dialogs, busy } = useOrderActions(order);
  const titleId = `order-${order._id}`;
  return (
    <article aria-labelledby={titleId} className="rounded-card border border-line" data-testid="order-card">
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-line bg-surface/60 px-4 py-3 sm:px-5">
        <h2 id={titleId} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
          <span className="text-[15px] font-bold text-ink tabular-nums">{formatDate(order.createdAt)}</span>
          <span className="text-[13px] text-muted">
            주문번호 <span className="tabular-nums">{order.orderNo}</span>
          </span>
        </h2>
        <Link
          to={orderHref(order._id)}
          className="inline-flex items-center gap-0.5 text-[13px] font-semibold text-ink hover:underline"
        >
          주문상세
          <span className="sr-only"> {order.orderNo}</span>
          <ChevronRightIcon className="size-4" />
        </Link>
      </header>
      <ul className="divide-y divide-line px-4 sm:px-5">
        {order.purchases.map((p) => (
          <PurchaseItem key={p._id} purchase={p} onAction={act} busy={busy} />
        ))}
      </ul>
      <footer className="space-y-3 border-t border-line px-4 py-3 sm:px-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted">
            {paymentMethodLabel[order.payment.method]} ·{' '}
            <strong className="text-[15px] font-bold text-ink tabular-nums">
              {formatWon(order.amounts.paidAmount)}
            </strong>
          </p>
          {canCancelUnpaid(order) && (
            <Button size="sm" variant="outline" onClick={() => act('PAY_CANCEL')} disabled={busy}>
              결제취소
            </Button>
          )}
        </div>
        <TransferNotice order={order} />
      </footer>
      {dialogs}
    </article>
  );
}
