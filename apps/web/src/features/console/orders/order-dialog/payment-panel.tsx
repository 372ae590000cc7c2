import { type Order, paymentMethodLabel } from '@shop/contracts';
import { formatDateTime, formatWon } from '@/lib/format.ts';
import { Fact, Facts, Section } from './section.tsx';

/** 결제 정보: how and when the order was paid, and what its amount is made of. */
export function PaymentPanel({ order }: { order: Order }) {
  const a = order.amounts;
  return (
    <Section title="결제 정보">
      <Facts>
        <Fact term="결제수단">{paymentMethodLabel[order.payment.method]}</Fact>
        {order.payment.method === 'BANK_TRANSFER' && (
          <Fact term="입금자명">{order.payment.depositorName ?? '-'}</Fact>
        )}
        <Fact term="결제일시">
          {order.payment.paidAt ? (
            <span className="tabular-nums">{formatDateTime(order.payment.paidAt)}</span>
          ) : (
            <span className="text-warning">
              미결제 · {formatDateTime(order.payment.expiresAt).slice(0, 16)}까지
            </span>
          )}
        </Fact>
        {order.payment.tid && (
          <Fact term="거래번호">
            <span className="font-mono text-[13px]">{order.payment.tid}</span>
          </Fact>
        )}
        {order.payment.receiptUrl && (
          <Fact term="매출전표">
            <a
              href={order.payment.receiptUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-[13px] font-semibold text-brand-700 hover:underline"
            >
              카드 매출전표 보기
            </a>
          </Fact>
        )}
      </Facts>
      <dl className="mt-3 space-y-1 rounded-lg bg-surface p-3 text-sm">
        <Amount term="상품금액" value={a.productAmount} />
        <Amount term="배송비" value={a.shippingFee} />
        {a.remoteFee > 0 && (
          <Amount term={`도서산간${a.remoteArea ? ` (${a.remoteArea})` : ''}`} value={a.remoteFee} />
        )}
        {a.couponDiscount > 0 && (
          <Amount
            term={`쿠폰할인${order.coupon ? ` (${order.coupon.name})` : ''}`}
            value={-a.couponDiscount}
          />
        )}
        {a.pointsUsed > 0 && <Amount term="적립금사용" value={-a.pointsUsed} />}
        <div className="mt-1 flex justify-between border-t border-line pt-2 font-bold">
          <dt>결제금액</dt>
          <dd className="text-brand-700 tabular-nums">{formatWon(a.paidAmount)}</dd>
        </div>
      </dl>
    </Section>
  );
}

function Amount({ term, value }: { term: string; value: number }) {
  return (
    <div className="flex justify-between">
      <dt className="text-muted">{term}</dt>
      <dd className="tabular-nums">{formatWon(value)}</dd>
    </div>
  );
}
