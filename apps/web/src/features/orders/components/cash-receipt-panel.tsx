import { cashReceiptTypeLabel, type Order } from '@shop/contracts';
import { CashReceiptBadge } from '@/components/ui/cash-receipt-badge.tsx';
import { formatDate, formatWon } from '@/lib/format.ts';

/**
 * Beside the printable receipt: the order's 현금영수증 (number, type, amount, state) for a cash
 * payment, or the link to the card company's slip (매출전표) for a card payment.
 */
export function CashReceiptPanel({ order }: { order: Order }) {
  if (order.payment.method === 'CARD') {
    return order.payment.receiptUrl ? (
      <section
        aria-labelledby="card-slip-title"
        className="rounded-card border border-line bg-white p-4 sm:p-5"
      >
        <h2 id="card-slip-title" className="text-[15px] font-bold text-ink">
          카드 매출전표
        </h2>
        <p className="mt-1 text-sm text-muted">카드 결제의 매출전표는 결제대행사에서 발급합니다.</p>
        <a
          href={order.payment.receiptUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex h-10 items-center rounded-lg border border-line px-4 text-sm font-semibold text-ink hover:border-brand-300"
        >
          매출전표 보기
        </a>
      </section>
    ) : null;
  }
  const shown = order.cashReceipts.filter((r) => r.status !== 'WITHDRAWN');
  return (
    <section
      aria-labelledby="cash-receipt-title"
      data-testid="cash-receipts"
      className="rounded-card border border-line bg-white p-4 sm:p-5"
    >
      <h2 id="cash-receipt-title" className="text-[15px] font-bold text-ink">
        현금영수증
      </h2>
      {shown.length === 0 ? (
        <p className="mt-1 text-sm text-muted">이 주문은 현금영수증을 신청하지 않았습니다.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {shown.map((r) => (
            <li key={r._id} className="rounded-lg bg-surface p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <CashReceiptBadge receipt={r} />
                <span className="font-semibold text-ink">{cashReceiptTypeLabel[r.type]}</span>
                {r.maskedNumber && <span className="text-muted tabular-nums">{r.maskedNumber}</span>}
              </div>
              <dl className="mt-2 grid grid-cols-[5.5rem_1fr] gap-x-3 gap-y-1 text-[13px]">
                <dt className="text-muted">발급금액</dt>
                <dd className="tabular-nums text-ink">
                  {r.amount > 0
                    ? formatWon(r.amount)
                    : `${formatWon(order.amounts.paidAmount)} (입금 확인 후)`}
                  {r.cancelledAmount > 0 && (
                    <span className="ml-2 text-danger">취소 {formatWon(r.cancelledAmount)}</span>
                  )}
                </dd>
                <dt className="text-muted">승인번호</dt>
                <dd className={r.approveNo ? 'font-mono text-ink' : 'text-ink'}>
                  {r.approveNo ?? (r.status === 'REQUESTED' ? '국세청 발급 대기 (최대 2영업일)' : '-')}
                </dd>
                {r.issuedAt && (
                  <>
                    <dt className="text-muted">발급일</dt>
                    <dd className="tabular-nums text-ink">{formatDate(r.issuedAt)}</dd>
                  </>
                )}
              </dl>
              {r.status === 'FAILED' && (
                <p className="mt-2 text-[13px] text-danger">
                  발급이 지연되고 있습니다. 확인 후 다시 발급해드립니다.
                </p>
              )}
              {r.receiptUrl && (
                <a
                  href={r.receiptUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-2 inline-block text-[13px] font-semibold text-brand-700 hover:underline"
                >
                  현금영수증 보기
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
