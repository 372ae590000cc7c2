import { type ConsolePurchase, formatNumber, paymentMethodLabel } from '@shop/contracts';
import { type Dispatch, type SetStateAction, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { type ConsoleColumn, consoleColumnHelper } from '@/components/console/data-table.tsx';
import { formatDateTime, formatPhone, formatWon } from '@/lib/format.ts';
import { purchaseActions } from '../actions.ts';
import { ClaimBadge, CollectionBadge, OrderStatusBadge } from '../labels.tsx';

/**
 * The order desk's columns: a checkbox per row (and one for the page), the order link that opens
 * the order dialog, the purchase, buyer, receiver, payment, status and the invoice (or its 송장 입력
 * link). Links keep the list's query (`linkWith`).
 */
export function usePurchaseColumns({
  purchases,
  selected,
  setSelected,
  linkWith,
}: {
  purchases: ConsolePurchase[];
  selected: ReadonlySet<string>;
  setSelected: Dispatch<SetStateAction<ReadonlySet<string>>>;
  linkWith: (changes: Record<string, string | undefined>) => string;
}) {
  const handlers = useRef({ linkWith, setSelected });
  handlers.current = { linkWith, setSelected };
  const allChecked = purchases.length > 0 && purchases.every((p) => selected.has(p._id));
  const someChecked = !allChecked && purchases.some((p) => selected.has(p._id));

  return useMemo(() => {
    const col = consoleColumnHelper<ConsolePurchase>();
    const toggle = (_id: string) =>
      handlers.current.setSelected((current) => {
        const next = new Set(current);
        if (next.has(_id)) next.delete(_id);
        else next.add(_id);
        return next;
      });
    const cols: ConsoleColumn<ConsolePurchase>[] = [
      col.display({
        id: 'select',
        header: () => (
          <input
            type="checkbox"
            className="size-[18px] cursor-pointer align-middle"
            aria-label="이 페이지 모두 선택"
            checked={allChecked}
            ref={(el) => {
              if (el) el.indeterminate = someChecked;
            }}
            onChange={(e) =>
              handlers.current.setSelected(
                e.target.checked ? new Set(purchases.map((p) => p._id)) : new Set(),
              )
            }
          />
        ),
        meta: { className: 'w-10', headerClassName: 'w-10' },
        cell: ({ row }) => (
          <input
            type="checkbox"
            className="size-[18px] cursor-pointer align-middle"
            aria-label={`${row.original.purchaseNo} 선택`}
            checked={selected.has(row.original._id)}
            onChange={() => toggle(row.original._id)}
          />
        ),
      }),
      col.display({
        id: 'orderNo',
        header: '주문번호',
        cell: ({ row }) => (
          <div>
            <Link
              to={handlers.current.linkWith({ _order: row.original.order._id })}
              preventScrollReset
              className="font-mono text-[13px] font-semibold text-brand-700 hover:underline"
              aria-label={`주문 ${row.original.order.orderNo} 상세`}
            >
              {row.original.order.orderNo}
            </Link>
            <p className="font-mono text-[11px] text-muted">{row.original.purchaseNo}</p>
          </div>
        ),
      }),
      col.display({
        id: 'createdAt',
        header: '주문일시',
        meta: { className: 'tabular-nums text-[13px]' },
        cell: ({ row }) => {
          const at = formatDateTime(row.original.order.createdAt);
          return (
            <>
              {at.slice(0, 10)}
              <span className="block text-xs text-muted">{at.slice(11, 16)}</span>
            </>
          );
        },
      }),
      col.display({
        id: 'product',
        header: '상품 / 옵션',
        meta: { className: 'whitespace-normal' },
        cell: ({ row }) => (
          <div className="max-w-64 min-w-40">
            <p className="line-clamp-2 font-medium">{row.original.productName}</p>
            {row.original.optionLabel && <p className="text-xs text-muted">{row.original.optionLabel}</p>}
          </div>
        ),
      }),
      col.accessor('quantity', {
        header: '수량',
        meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
        cell: ({ getValue }) => formatNumber(getValue()),
      }),
      col.accessor('amount', {
        header: '결제금액',
        meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
        cell: ({ getValue }) => formatWon(getValue()),
      }),
      col.display({
        id: 'buyer',
        header: '구매자',
        cell: ({ row }) => (
          <Link to={`/console/users/${row.original.buyer._id}`} className="hover:underline">
            {row.original.buyer.name}
            <span className="block text-xs text-muted">{row.original.buyer.username}</span>
          </Link>
        ),
      }),
      col.display({
        id: 'receiver',
        header: '수령인',
        cell: ({ row }) => (
          <>
            {row.original.receiver.name}
            <span className="block text-xs text-muted tabular-nums">
              {formatPhone(row.original.receiver.phone)}
            </span>
          </>
        ),
      }),
      col.display({
        id: 'payment',
        header: '결제수단',
        cell: ({ row }) => (
          <>
            {paymentMethodLabel[row.original.order.paymentMethod]}
            {row.original.order.paymentMethod === 'BANK_TRANSFER' && row.original.order.depositorName && (
              <span className="block text-xs text-muted">입금자 {row.original.order.depositorName}</span>
            )}
          </>
        ),
      }),
      col.display({
        id: 'status',
        header: '상태',
        cell: ({ row }) => (
          <div className="flex flex-col items-start gap-1">
            <OrderStatusBadge status={row.original.status} />
            {row.original.claimStatus && <ClaimBadge claim={row.original.claimStatus} />}
            {row.original.collectionStatus && <CollectionBadge collection={row.original.collectionStatus} />}
          </div>
        ),
      }),
      col.display({
        id: 'invoice',
        header: '송장',
        cell: ({ row }) => {
          const p = row.original;
          if (p.invoiceNumber) {
            return (
              <div className="text-[13px]">
                {p.courierName ?? p.courierCode}
                {p.trackingUrl ? (
                  <a
                    href={p.trackingUrl}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="block font-mono text-brand-700 hover:underline"
                    aria-label={`${p.invoiceNumber} 배송조회`}
                  >
                    {p.invoiceNumber}
                  </a>
                ) : (
                  <span className="block font-mono">{p.invoiceNumber}</span>
                )}
              </div>
            );
          }
          const canInvoice = purchaseActions(p).some((a) => a.kind === 'invoice');
          return canInvoice ? (
            <Link
              to={handlers.current.linkWith({ dialog: 'invoice', _purchase: p._id })}
              preventScrollReset
              className="inline-flex h-8 items-center rounded-lg border border-line px-2.5 text-[13px] font-semibold hover:border-brand-300 hover:bg-brand-50"
              aria-label={`${p.purchaseNo} 송장 입력`}
            >
              송장 입력
            </Link>
          ) : (
            <span className="text-subtle">-</span>
          );
        },
      }),
    ];
    return cols;
  }, [allChecked, someChecked, selected, purchases]);
}
