import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Empty } from '@/components/ui/empty.tsx';
import { type ConsoleColumn, DataTable } from './data-table.tsx';
import { type ListPaging, ListPanel } from './list-panel.tsx';

/** One empty page for every list, so the table keeps the same rows while a query is pending. */
const noRows: never[] = [];

/**
 * A console list whose rows are a table, as most console screens are: the list panel (count, loading,
 * error with retry, paging) around a DataTable flush with the panel's edges, and one calm sentence
 * (`emptyMessage`, with `emptyAction` below it) when a page arrives without rows.
 */
export function TableListPanel<T extends RowData>({
  title,
  actions,
  query,
  rows,
  emptyMessage,
  emptyAction,
  paging,
  caption,
  columns,
  getRowId,
  minWidth,
  busy,
  rowTestId,
}: {
  title: ReactNode;
  actions?: ReactNode;
  query: Parameters<typeof ListPanel>[0]['query'];
  /** the page's rows, once it arrived */
  rows: T[] | undefined;
  emptyMessage: ReactNode;
  emptyAction?: ReactNode;
  paging: ListPaging;
  caption: string;
  columns: ConsoleColumn<T>[];
  getRowId: (row: T) => string;
  minWidth?: number;
  busy?: boolean;
  rowTestId?: string;
}) {
  return (
    <ListPanel
      title={title}
      actions={actions}
      query={query}
      rows={rows?.length}
      empty={
        <Empty message={emptyMessage} className="border-none">
          {emptyAction}
        </Empty>
      }
      paging={paging}
    >
      <DataTable
        className="-mx-4 -mt-4 sm:-mx-5 sm:-mt-5"
        caption={caption}
        columns={columns}
        data={rows ?? (noRows as T[])}
        getRowId={getRowId}
        minWidth={minWidth}
        busy={busy}
        rowTestId={rowTestId}
      />
    </ListPanel>
  );
}
