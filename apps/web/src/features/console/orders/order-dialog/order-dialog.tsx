import type { Order, OrderHistory } from '@shop/contracts';
import { refundMethodLabel } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DialogQueryState } from '@/components/console/detail-dialog.tsx';
import { DialogContent } from '@/components/ui/dialog.tsx';
import { formatDateTime, formatPhone, formatWon } from '@/lib/format.ts';
import { orderDetailQuery } from '../api.ts';
import { OrderStatusBadge, RefundBadge } from '../labels.tsx';
import { CashReceiptPanel } from './cash-receipt-panel.tsx';
import { History } from './history.tsx';
import { OrderActions } from './order-actions.tsx';
import { PaymentPanel } from './payment-panel.tsx';
import { PurchaseCard } from './purchase-card.tsx';
import { Fact, Facts, Section } from './section.tsx';

/** The order's detail, opened from the list (`?_order=` in the URL). */
export function OrderDialog({ _id }: { _id: string }) {
  const detail = useQuery(orderDetailQuery(_id));
  return (
    <DialogContent
      title={detail.data ? `주문 상세 ${detail.data.order.orderNo}` : '주문 상세'}
      className="sm:w-[min(980px,calc(100vw-2rem))]! sm:max-h-[90vh]!"
    >
      <DialogQueryState query={detail}>
        {(data) => <OrderDetail order={data.order} histories={data.histories} />}
      </DialogQueryState>
    </DialogContent>
  );
}

function OrderDetail({ order, histories }: { order: Order; histories: OrderHistory[] }) {
  return (
    <div className="space-y-4 pb-2">
      <OrderActions order={order} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="주문 정보">
          <Facts>
            <Fact term="주문번호">
              <span className="font-mono">{order.orderNo}</span>
            </Fact>
            <Fact term="주문일시">
              <span className="tabular-nums">{formatDateTime(order.createdAt)}</span>
            </Fact>
            <Fact term="주문상태">
              <OrderStatusBadge status={order.status} />
            </Fact>
            <Fact term="주문자">
              {order.orderer.name}
              <Link
                to={`/console/users/${order._user}`}
                className="ml-2 text-[13px] font-semibold text-brand-700 hover:underline"
              >
                회원 정보
              </Link>
            </Fact>
            <Fact term="연락처">
              <span className="tabular-nums">{formatPhone(order.orderer.phone)}</span>
            </Fact>
            <Fact term="이메일">{order.orderer.email || '-'}</Fact>
          </Facts>
        </Section>
        <PaymentPanel order={order} />
      </div>

      <CashReceiptPanel order={order} />

      <Section title="배송지">
        <Facts className="sm:grid-cols-2">
          <Fact term="받는 분">{order.receiver.name}</Fact>
          <Fact term="연락처">
            <span className="tabular-nums">{formatPhone(order.receiver.phone)}</span>
          </Fact>
          <Fact term="주소">
            ({order.receiver.postcode}) {order.receiver.address1} {order.receiver.address2}
          </Fact>
          <Fact term="요청사항">{order.requestMessage || '-'}</Fact>
        </Facts>
      </Section>

      <Section title={`주문상품 ${order.purchases.length}건`}>
        <ul className="space-y-3">
          {order.purchases.map((p) => (
            <li key={p._id}>
              <PurchaseCard purchase={p} />
            </li>
          ))}
        </ul>
      </Section>

      {order.refunds.length > 0 && (
        <Section title="환불">
          <ul className="space-y-2" data-testid="order-refunds">
            {order.refunds.map((r) => (
              <li
                key={r._id}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-line px-3 py-2.5 text-sm"
              >
                <RefundBadge status={r.status} />
                <span className="font-semibold tabular-nums">{formatWon(r.amount)}</span>
                <span className="text-muted">{refundMethodLabel[r.method]}</span>
                <span className="min-w-0 flex-1 text-[13px] text-muted">{r.reason}</span>
                <span className="text-[13px] text-muted tabular-nums">
                  {formatDateTime(r.doneAt ?? r.createdAt).slice(0, 16)}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section title="처리 이력">
        <History histories={histories} purchases={order.purchases} />
      </Section>
    </div>
  );
}
