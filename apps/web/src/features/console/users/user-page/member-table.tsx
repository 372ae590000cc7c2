import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ConsoleColumn } from '@/components/console/data-table.tsx';
import { ListCount } from '@/components/console/list-panel.tsx';
import { TableListPanel } from '@/components/console/table-list-panel.tsx';
import { MEMBER_PAGE_SIZE } from './member-lists.ts';

/**
 * One of the member's lists on a tab: "주문 3건", the rows, and their pages in the URL under the
 * list's own parameter (`page`, or `reviewsPage` … where a tab holds several lists), so a reload or
 * a shared link opens the same page.
 */
export function usePageParam(name: string) {
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get(name) ?? '1', 10) || 1);
  const hrefFor = (to: number) => {
    const next = new URLSearchParams(params);
    if (to > 1) next.set(name, String(to));
    else next.delete(name);
    return `?${next.toString()}`;
  };
  return { page, hrefFor };
}

type ListQuery = Parameters<typeof TableListPanel>[0]['query'] & { isPlaceholderData: boolean };

export function MemberTable<T extends { _id: string }>({
  noun,
  query,
  rows,
  totalCount,
  emptyMessage,
  pageParam,
  caption,
  columns,
  minWidth = 720,
  actions,
}: {
  noun: string;
  query: ListQuery;
  rows: T[] | undefined;
  totalCount: number | undefined;
  emptyMessage: string;
  pageParam: string;
  caption: string;
  columns: ConsoleColumn<T>[];
  minWidth?: number;
  actions?: ReactNode;
}) {
  const { page, hrefFor } = usePageParam(pageParam);
  return (
    <TableListPanel
      title={<ListCount noun={noun} unit="건" total={totalCount} />}
      actions={actions}
      query={query}
      rows={rows}
      emptyMessage={emptyMessage}
      paging={{ page, pageSize: MEMBER_PAGE_SIZE, totalCount: totalCount ?? 0, hrefFor }}
      caption={caption}
      columns={columns}
      getRowId={(row) => row._id}
      minWidth={minWidth}
      busy={query.isPlaceholderData}
    />
  );
}

/** A link to the row's own console screen, in the list's link colour. */
export const rowLink = 'font-semibold text-brand-700 hover:underline';
