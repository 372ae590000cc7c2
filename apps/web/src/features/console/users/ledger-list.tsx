import { type FormEvent, type ReactNode, useState } from 'react';
import { type ConsoleColumn, consoleColumnHelper } from '@/components/console/data-table.tsx';
import { ListCount, SearchButtons, SearchPanel } from '@/components/console/list-panel.tsx';
import { DayRangeFields, SearchWordField, useSearchDraft } from '@/components/console/search-fields.tsx';
import { TableListPanel } from '@/components/console/table-list-panel.tsx';
import { useUrlState } from '@/components/console/url-state.ts';
import { cn } from '@/lib/cn.ts';
import { formatDateTime, formatNumber } from '@/lib/format.ts';

/**
 * The blocks of the console's member-ledger screens (적립금, 실적 점수, 수당 and its 출금 신청): the
 * period and member search, the list with its count and pages, and the ledger's columns. A screen
 * adds its own filters, columns and 지급/차감 dialog.
 */

const PAGE_SIZE = 20;

/** ?searchValue&from&to&page, as every ledger view reads them; a screen picks its own filters beside. */
export function useLedgerFilter() {
  const { params, update, hrefFor, page, day } = useUrlState();
  const common = {
    searchValue: params.get('searchValue')?.trim() || undefined,
    from: day('from'),
    to: day('to'),
    page,
    pageSize: PAGE_SIZE,
  };
  return { params, update, hrefFor, common };
}

/**
 * The period and the member, applied on 검색; the screen's selects (`children`) apply at once.
 * 초기화 clears them and the screen's `filterKeys`.
 */
export function LedgerSearch({
  label,
  className = 'md:grid-cols-[auto_auto_auto_1fr_auto]',
  filtered,
  filterKeys,
  children,
}: {
  label: string;
  /** the form's grid columns on wide screens */
  className?: string;
  filtered: boolean;
  filterKeys: string[];
  children: ReactNode;
}) {
  const { common, update } = useLedgerFilter();
  const [searchValue, setSearchValue] = useSearchDraft(common.searchValue);
  const [from, setFrom] = useState(common.from ?? '');
  const [to, setTo] = useState(common.to ?? '');
  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ searchValue: searchValue.trim() || undefined, from: from || undefined, to: to || undefined });
  };
  return (
    <SearchPanel label={label}>
      <form onSubmit={search} className={cn('grid gap-3 md:items-end', className)}>
        {children}
        <DayRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} />
        <SearchWordField
          id="filter-search"
          label="회원 (이름 또는 아이디)"
          value={searchValue}
          onValue={setSearchValue}
        />
        <SearchButtons
          filtered={filtered}
          onReset={() => {
            setFrom('');
            setTo('');
            update({
              searchValue: undefined,
              from: undefined,
              to: undefined,
              ...Object.fromEntries(filterKeys.map((key) => [key, undefined])),
            });
          }}
        />
      </form>
    </SearchPanel>
  );
}

/** What the console lists of a ledger row: when, whose, how much, and the operator of an adjustment. */
type LedgerEntry = {
  _id: string;
  createdAt: string;
  user: { name: string; username: string };
  amount: number;
  by: { name: string } | null;
};

/** 회원: the name, and the id beside it. */
export const memberCell = (user: { name: string; username: string }) => (
  <>
    {user.name} <span className="text-muted">({user.username})</span>
  </>
);

/** "+3,000원", "-500점": a credit in the brand colour, a debit in red. */
export const signedAmount = (amount: number, unit: string) => (
  <span className={amount > 0 ? 'text-brand-700' : 'text-danger'}>
    {`${amount > 0 ? '+' : amount < 0 ? '-' : ''}${formatNumber(Math.abs(amount))}${unit}`}
  </span>
);

/**
 * 일시, 회원, the ledger's own columns (`own`: 구분, 내용, 사유 …), the signed amount in `unit`
 * under `amountHeader`, and 처리자.
 */
export function ledgerColumns<T extends LedgerEntry>({
  own,
  amountHeader,
  unit,
}: {
  own: { header: string; cell: (row: T) => ReactNode; wrap?: boolean }[];
  amountHeader: string;
  unit: string;
}): ConsoleColumn<T>[] {
  const col = consoleColumnHelper<T>();
  return [
    col.display({
      id: 'createdAt',
      header: '일시',
      cell: ({ row }) => formatDateTime(row.original.createdAt),
    }),
    col.display({ id: 'user', header: '회원', cell: ({ row }) => memberCell(row.original.user) }),
    ...own.map(({ header, cell, wrap }) =>
      col.display({
        id: header,
        header,
        cell: ({ row }) => cell(row.original),
        meta: wrap ? { className: 'whitespace-normal' } : undefined,
      }),
    ),
    col.display({
      id: 'amount',
      header: amountHeader,
      cell: ({ row }) => signedAmount(row.original.amount, unit),
      meta: { className: 'text-right font-bold tabular-nums', headerClassName: 'text-right' },
    }),
    col.display({ id: 'by', header: '처리자', cell: ({ row }) => row.original.by?.name ?? '-' }),
  ];
}

/** The list of a ledger view: "내역 12건", the rows (dimmed while the next page loads), the pages. */
export function LedgerListPanel<T extends { _id: string }>({
  noun = '내역',
  list,
  rows,
  totalCount,
  emptyMessage,
  page,
  hrefFor,
  caption,
  columns,
  minWidth,
}: {
  noun?: string;
  list: Parameters<typeof TableListPanel>[0]['query'] & { isPlaceholderData: boolean };
  rows: T[] | undefined;
  totalCount: number | undefined;
  emptyMessage: string;
  page: number;
  hrefFor: (page: number) => string;
  caption: string;
  columns: ConsoleColumn<T>[];
  minWidth: number;
}) {
  return (
    <TableListPanel
      title={<ListCount noun={noun} unit="건" total={totalCount} />}
      query={list}
      rows={rows}
      emptyMessage={emptyMessage}
      paging={{ page, pageSize: PAGE_SIZE, totalCount: totalCount ?? 0, hrefFor }}
      caption={caption}
      columns={columns}
      getRowId={(row) => row._id}
      minWidth={minWidth}
      busy={list.isPlaceholderData}
    />
  );
}
