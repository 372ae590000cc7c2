import {
  type ConsoleRefund,
  formatNumber,
  type RefundStatus,
  refundMethodLabel,
  refundStatusLabel,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type ConsoleColumn, consoleColumnHelper, DataTable } from '@/components/console/data-table.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Select } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { formatDateTime, formatWon } from '@/lib/format.ts';
import { refundsQuery, useRefundDone } from './api.ts';
import { RefundBadge } from './labels.tsx';

const PAGE_SIZE = 10;
/** The list's views, labelled as the badges label them. */
const views = refundStatusLabel;

/**
 * Refunds under the cancel and return tabs. Card and virtual-account refunds go back through the
 * provider at once; 무통장입금 refunds wait here (환불대기) until an operator has sent the transfer to
 * the member's refund account and records it.
 */
export function RefundsPanel({ className }: { className?: string }) {
  const [params] = useSearchParams();
  const [status, setStatus] = useState<RefundStatus>('PENDING');
  const [page, setPage] = useState(1);
  const refunds = useQuery(refundsQuery(status, page, PAGE_SIZE));
  const done = useRefundDone();
  const [working, setWorking] = useState<string>();

  const markDone = async (r: ConsoleRefund) => {
    const account = `${r.bankName ?? ''} ${r.accountNumber ?? ''} (${r.accountHolder ?? ''})`;
    if (!window.confirm(`${account}로 ${formatWon(r.amount)}을 보내셨습니까? 송금 완료로 기록합니다.`))
      return;
    setWorking(r._id);
    try {
      await done.mutateAsync(r._id);
      toast(`${r.orderNo} 환불 ${formatWon(r.amount)}을 송금 완료로 기록했습니다`);
    } catch (error) {
      if (!(isApiError(error) && error.status === 403)) toast.error(errorMessage(error));
    } finally {
      setWorking(undefined);
    }
  };
  const handlers = useRef({ markDone, params });
  handlers.current = { markDone, params };

  const columns = useMemo(() => {
    const col = consoleColumnHelper<ConsoleRefund>();
    const list: ConsoleColumn<ConsoleRefund>[] = [
      col.accessor('createdAt', {
        header: '접수일시',
        meta: { className: 'tabular-nums text-[13px]' },
        cell: ({ getValue }) => formatDateTime(getValue()).slice(0, 16),
      }),
      col.display({
        id: 'order',
        header: '주문번호',
        cell: ({ row }) => {
          const next = new URLSearchParams(handlers.current.params);
          next.set('_order', row.original._order);
          return (
            <Link
              to={`?${next.toString()}`}
              preventScrollReset
              className="font-mono text-[13px] font-semibold text-brand-700 hover:underline"
            >
              {row.original.orderNo}
            </Link>
          );
        },
      }),
      col.accessor('ordererName', { header: '주문자' }),
      col.accessor('amount', {
        header: '환불금액',
        meta: { className: 'text-right tabular-nums font-semibold', headerClassName: 'text-right' },
        cell: ({ getValue }) => formatWon(getValue()),
      }),
      col.display({
        id: 'method',
        header: '방법 / 계좌',
        meta: { className: 'whitespace-normal' },
        cell: ({ row }) => {
          const r = row.original;
          return (
            <div className="min-w-40 text-[13px]">
              {refundMethodLabel[r.method]}
              {r.method === 'BANK_TRANSFER' && (
                <span className="block text-muted">
                  {r.bankName} <span className="font-mono">{r.accountNumber}</span> {r.accountHolder}
                </span>
              )}
            </div>
          );
        },
      }),
      col.accessor('reason', {
        header: '사유',
        meta: { className: 'whitespace-normal' },
        cell: ({ getValue }) => (
          <p className="line-clamp-2 max-w-64 min-w-32 text-[13px] text-muted">{getValue()}</p>
        ),
      }),
      col.accessor('status', {
        header: '상태',
        cell: ({ row }) => (
          <div>
            <RefundBadge status={row.original.status} />
            {row.original.doneAt && (
              <span className="block text-xs text-muted tabular-nums">
                {formatDateTime(row.original.doneAt).slice(0, 16)}
              </span>
            )}
          </div>
        ),
      }),
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">처리</span>,
        meta: { className: 'text-right' },
        cell: ({ row }) =>
          row.original.status === 'PENDING' && row.original.method === 'BANK_TRANSFER' ? (
            <Button
              size="sm"
              disabled={!!working}
              aria-busy={working === row.original._id}
              onClick={() => handlers.current.markDone(row.original)}
              aria-label={`${row.original.orderNo} 환불 송금 완료`}
            >
              송금 완료
            </Button>
          ) : null,
      }),
    ];
    return list;
  }, [working]);

  const data = refunds.data?.refunds ?? [];
  const total = refunds.data?.summary.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Panel
      className={className}
      title={
        <>
          환불 <span className="text-brand-700">{refunds.data ? formatNumber(total) : '-'}</span>건
        </>
      }
      actions={
        <Select
          aria-label="환불 상태"
          className="h-9! w-32! text-sm"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as RefundStatus);
            setPage(1);
          }}
        >
          {Object.entries(views).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
      }
    >
      {refunds.isPending && <Loading className="min-h-20 py-4" />}
      {refunds.isError && (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(refunds.error)}
        </p>
      )}
      {refunds.isSuccess && data.length === 0 && (
        <p className="py-2 text-center text-sm text-muted">
          {status === 'PENDING' ? '보낼 환불이 없습니다' : `${views[status]} 내역이 없습니다`}
        </p>
      )}
      {data.length > 0 && (
        <>
          <DataTable
            className="-mx-4 -my-4 sm:-mx-5 sm:-my-5"
            caption="환불 목록"
            columns={columns}
            data={data}
            getRowId={(r) => r._id}
            minWidth={980}
            busy={refunds.isPlaceholderData}
            rowTestId="refund-row"
          />
          {pages > 1 && (
            <div className="mt-6 flex items-center justify-center gap-2 text-sm">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                이전
              </Button>
              <span className="tabular-nums">
                {page} / {pages}
              </span>
              <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                다음
              </Button>
            </div>
          )}
        </>
      )}
    </Panel>
  );
}
