import { formatNumber, type Order, type PublicSetting, paymentMethodLabel } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Select } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { myOrderQuery, receiptOrdersQuery } from '@/lib/api/my-orders.ts';
import { settingQuery } from '@/lib/api/setting.ts';
import { cn } from '@/lib/cn.ts';
import { formatDate, formatDateTime, formatPhone, formatWon } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';
import { CashReceiptPanel } from '../components/cash-receipt-panel.tsx';
import { OrdersHeading } from '../components/heading.tsx';
import { isReceiptable, vatSplit } from '../receipt.ts';

type Kind = 'receipt' | 'statement';
const kindTitle: Record<Kind, string> = { receipt: '영수증', statement: '거래명세서' };

/**
 * Printing shows the document alone: everything that neither holds it nor is inside it is hidden,
 * and the boxes holding it drop their layout (the my-page grid would otherwise squeeze it into the
 * menu's column). The controls, header, menu, footer and side panel all fall away.
 */
const printCss = `
@media print {
  @page { size: A4; margin: 12mm; }
  *:not(:has(#receipt-document)):not(#receipt-document):not(#receipt-document *) { display: none !important; }
  :has(#receipt-document) {
    display: block !important; position: static !important; margin: 0 !important; padding: 0 !important;
    border: 0 !important; width: auto !important; max-width: none !important; box-shadow: none !important;
    background: #fff !important; overflow: visible !important; transform: none !important;
  }
  #receipt-document { border: 0 !important; box-shadow: none !important; padding: 0 !important; margin: 0 !important; }
  #receipt-document * { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}`;

function Cell({ children, head, className }: { children: ReactNode; head?: boolean; className?: string }) {
  const Tag = head ? 'th' : 'td';
  return (
    <Tag
      scope={head ? 'row' : undefined}
      className={cn(
        'border border-ink/25 px-2 py-1.5 text-left align-top sm:px-3',
        head && 'w-[5.5rem] bg-surface font-semibold whitespace-nowrap text-ink sm:w-28',
        className,
      )}
    >
      {children}
    </Tag>
  );
}

function Party({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <table className="w-full border-collapse text-[13px]">
      <caption className="mb-1 text-left text-sm font-bold text-ink">{title}</caption>
      <tbody>
        {rows.map(([term, value]) => (
          <tr key={term}>
            <Cell head>{term}</Cell>
            <Cell className="break-all">{value}</Cell>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The printable 영수증 / 거래명세서 of one paid order; VAT is a tenth of the supply value (total / 11). */
export function ReceiptDocument({
  order,
  company,
  kind,
}: {
  order: Order;
  company: PublicSetting['company'] | undefined;
  kind: Kind;
}) {
  const a = order.amounts;
  const { supply, vat } = vatSplit(a.paidAmount);
  const refunded = order.refunds.filter((r) => r.status === 'DONE').reduce((sum, r) => sum + r.amount, 0);
  const num = 'text-right tabular-nums whitespace-nowrap';
  const extra = (label: string, amount: number) => (
    <tr>
      <td colSpan={3} className="border border-ink/25 px-2 py-1.5 sm:px-3">
        {label}
      </td>
      <td className={cn('border border-ink/25 px-2 py-1.5 sm:px-3', num)}>{formatWon(amount)}</td>
    </tr>
  );
  return (
    <article
      id="receipt-document"
      aria-label={kindTitle[kind]}
      className="relative rounded-card border border-line bg-white p-4 text-ink sm:p-8"
    >
      <h2 className="text-center text-2xl font-extrabold tracking-[0.4em] sm:text-3xl">{kindTitle[kind]}</h2>
      <p className="mt-2 text-center text-[13px] text-muted">
        주문번호 <span className="tabular-nums">{order.orderNo}</span> · 발행일{' '}
        <span className="tabular-nums">{formatDate(new Date())}</span>
      </p>
      {order.status === 'ORDER_CANCELED' && (
        <p className="mx-auto mt-3 w-fit rounded border-2 border-danger px-3 py-1 text-sm font-bold text-danger">
          취소된 주문입니다
        </p>
      )}

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Party
          title="공급자"
          rows={[
            ['상호', company?.name ?? '-'],
            ['대표자', company?.ceo ?? '-'],
            [
              '사업자등록번호',
              <span key="value" className="tabular-nums">
                {company?.businessNumber ?? '-'}
              </span>,
            ],
            ['주소', company?.address ?? '-'],
            [
              '연락처',
              <span key="value" className="tabular-nums">
                {company?.phone ?? '-'}
              </span>,
            ],
          ]}
        />
        <Party
          title="공급받는자"
          rows={[
            ['성명', order.orderer.name],
            [
              '연락처',
              <span key="value" className="tabular-nums">
                {formatPhone(order.orderer.phone)}
              </span>,
            ],
            ['이메일', order.orderer.email || '-'],
            ['결제수단', paymentMethodLabel[order.payment.method]],
            [
              '결제일시',
              <span key="value" className="tabular-nums">
                {order.payment.paidAt ? formatDateTime(order.payment.paidAt) : '-'}
              </span>,
            ],
          ]}
        />
      </div>

      <table className="mt-6 w-full border-collapse text-[13px]">
        <caption className="mb-1 text-left text-sm font-bold text-ink">거래 내역</caption>
        <thead>
          <tr className="bg-surface">
            <th scope="col" className="border border-ink/25 px-2 py-1.5 text-left sm:px-3">
              품목
            </th>
            <th scope="col" className="w-12 border border-ink/25 px-2 py-1.5 text-right sm:w-16 sm:px-3">
              수량
            </th>
            <th scope="col" className="border border-ink/25 px-2 py-1.5 text-right sm:px-3">
              단가
            </th>
            <th scope="col" className="border border-ink/25 px-2 py-1.5 text-right sm:px-3">
              금액
            </th>
          </tr>
        </thead>
        <tbody>
          {order.purchases.map((p) => (
            <tr key={p._id}>
              <td className="border border-ink/25 px-2 py-1.5 sm:px-3">
                {p.productName}
                {p.optionLabel && <span className="block text-muted">{p.optionLabel}</span>}
              </td>
              <td className={cn('border border-ink/25 px-2 py-1.5 sm:px-3', num)}>
                {formatNumber(p.quantity)}
              </td>
              <td className={cn('border border-ink/25 px-2 py-1.5 sm:px-3', num)}>
                {formatWon(p.unitPrice)}
              </td>
              <td className={cn('border border-ink/25 px-2 py-1.5 sm:px-3', num)}>{formatWon(p.amount)}</td>
            </tr>
          ))}
          {a.shippingFee > 0 && extra('배송비', a.shippingFee)}
          {a.remoteFee > 0 &&
            extra(`도서산간 추가배송비${a.remoteArea ? ` (${a.remoteArea})` : ''}`, a.remoteFee)}
          {a.couponDiscount > 0 &&
            extra(`쿠폰할인${order.coupon ? ` (${order.coupon.name})` : ''}`, -a.couponDiscount)}
          {a.pointsUsed > 0 && extra('적립금사용', -a.pointsUsed)}
        </tbody>
      </table>

      <table className="mt-4 ml-auto w-full border-collapse text-[13px] sm:w-80">
        <tbody>
          <tr>
            <Cell head>공급가액</Cell>
            <Cell className={num}>
              <span data-testid="receipt-supply">{formatWon(supply)}</span>
            </Cell>
          </tr>
          <tr>
            <Cell head>부가세</Cell>
            <Cell className={num}>
              <span data-testid="receipt-vat">{formatWon(vat)}</span>
            </Cell>
          </tr>
          <tr>
            <Cell head>합계금액</Cell>
            <Cell className={cn(num, 'text-base font-extrabold')}>
              <span data-testid="receipt-total">{formatWon(a.paidAmount)}</span>
            </Cell>
          </tr>
          {refunded > 0 && (
            <tr>
              <Cell head>환불금액</Cell>
              <Cell className={cn(num, 'font-semibold text-danger')}>-{formatWon(refunded)}</Cell>
            </tr>
          )}
        </tbody>
      </table>

      <p className="mt-8 text-center text-[15px] font-semibold">
        {kind === 'receipt' ? '위 금액을 정히 영수합니다.' : '위와 같이 거래하였음을 확인합니다.'}
      </p>
      <p className="mt-2 text-center text-sm tabular-nums">
        {order.payment.paidAt ? formatDate(order.payment.paidAt) : ''}
      </p>
      <p className="mt-1 text-center text-sm font-semibold">{company?.name ?? ''} (인)</p>
      <p className="mt-6 text-[11px] leading-relaxed text-muted">
        이 {kindTitle[kind]}는 거래 사실을 확인하는 용도이며 세금계산서·현금영수증·신용카드 매출전표를
        대신하지 않습니다. 부가세는 결제금액에 포함된 금액입니다.
      </p>
    </article>
  );
}

/** /mypage/receipt: choose a paid order and print its 영수증 or 거래명세서. */
export function ReceiptPage() {
  const [params, setParams] = useSearchParams();
  const _user = useSession((s) => s.payload?._user);
  const orders = useQuery(receiptOrdersQuery(_user));
  const setting = useQuery(settingQuery);
  const kind: Kind = params.get('type') === 'statement' ? 'statement' : 'receipt';
  const chosen = params.get('order') ?? orders.data?.[0]?._id ?? '';
  const order = useQuery({ ...myOrderQuery(chosen), enabled: !!chosen });

  const set = (key: string, value: string) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const listed = orders.data ?? [];
  const options =
    order.data && !listed.some((o) => o._id === order.data._id) && isReceiptable(order.data)
      ? [order.data, ...listed]
      : listed;

  return (
    <section aria-labelledby="receipt-title">
      <style>{printCss}</style>
      <OrdersHeading id="receipt-title" title="영수증 조회" />
      <div className="mt-6">
        {orders.isPending ? (
          <Loading />
        ) : orders.isError ? (
          <ErrorState error={orders.error} onRetry={() => orders.refetch()} />
        ) : options.length === 0 ? (
          <Empty message="주문내역이 없습니다">
            <p className="text-sm text-muted">결제를 마친 주문의 영수증을 이곳에서 인쇄할 수 있습니다.</p>
          </Empty>
        ) : (
          <div className="space-y-5">
            <div className="flex flex-col gap-3 rounded-card bg-surface p-3 sm:p-4 md:flex-row md:items-center">
              <label htmlFor="receipt-order" className="text-sm font-semibold text-ink md:shrink-0">
                주문 선택
              </label>
              <Select
                id="receipt-order"
                value={chosen}
                onChange={(e) => set('order', e.target.value)}
                className="h-10 text-sm md:flex-1"
              >
                {options.map((o) => (
                  <option key={o._id} value={o._id}>
                    {formatDate(o.createdAt)} · {o.orderNo} · {o.title} · {formatWon(o.amounts.paidAmount)}
                  </option>
                ))}
              </Select>
              <div className="flex gap-2">
                <fieldset className="flex rounded-lg border border-line bg-white p-0.5">
                  <legend className="sr-only">문서 종류</legend>
                  {(['receipt', 'statement'] as const).map((k) => (
                    <label
                      key={k}
                      className="flex h-9 cursor-pointer items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted has-checked:bg-ink has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-500"
                    >
                      <input
                        type="radio"
                        name="receipt-kind"
                        value={k}
                        checked={kind === k}
                        onChange={() => set('type', k)}
                        className="sr-only"
                      />
                      {kindTitle[k]}
                    </label>
                  ))}
                </fieldset>
                <Button
                  variant="dark"
                  size="sm"
                  className="h-10"
                  onClick={() => window.print()}
                  disabled={!order.data || !isReceiptable(order.data)}
                >
                  인쇄
                </Button>
              </div>
            </div>
            {order.isPending ? (
              <Loading />
            ) : order.isError ? (
              <ErrorState error={order.error} onRetry={() => order.refetch()} />
            ) : !isReceiptable(order.data) ? (
              <Empty message="결제를 마친 주문만 영수증을 발급할 수 있습니다">
                <ButtonLink to={`/mypage/orders/${order.data._id}`} variant="outline" size="sm">
                  주문상세 보기
                </ButtonLink>
              </Empty>
            ) : (
              <>
                <ReceiptDocument order={order.data} company={setting.data?.company} kind={kind} />
                <CashReceiptPanel order={order.data} />
              </>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
