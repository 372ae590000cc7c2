import {
  type ColumnDef,
  createColumnHelper,
  type RowData,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { cn } from '@/lib/cn.ts';
import { td, th } from './panel.tsx';

/** Per-column classes: alignment, widths, a sticky first column … */
export type ConsoleColumnMeta = { className?: string; headerClassName?: string };

/** Console lists render server pages as they come: no client sorting or paging, only the core. */
export const consoleTableFeatures = tableFeatures({ columnMeta: {} as ConsoleColumnMeta });
export type ConsoleTableFeatures = typeof consoleTableFeatures;
// biome-ignore lint/suspicious/noExplicitAny: columns of different value types in one list, as TanStack's own helper.columns types them
export type ConsoleColumn<T extends RowData> = ColumnDef<ConsoleTableFeatures, T, any>;

export const consoleColumnHelper = <T extends RowData>() => createColumnHelper<ConsoleTableFeatures, T>();

/**
 * A console list as TanStack Table rows in the console's table look. It scrolls sideways inside
 * its panel on narrow screens (`minWidth`), never the page.
 */
export function DataTable<T extends RowData>({
  columns,
  data,
  caption,
  getRowId,
  minWidth = 880,
  busy = false,
  rowTestId,
  className,
}: {
  columns: ConsoleColumn<T>[];
  data: T[];
  caption: string;
  getRowId: (row: T) => string;
  minWidth?: number;
  busy?: boolean;
  rowTestId?: string;
  className?: string;
}) {
  const table = useTable({
    features: consoleTableFeatures,
    columns,
    data,
    getRowId: (row: T) => getRowId(row),
  });
  return (
    // relative: hidden (sr-only) header text is positioned, and must scroll with the table, not widen the page.
    <div className={cn('relative overflow-x-auto', className)} aria-busy={busy || undefined}>
      <table className="w-full border-collapse" style={{ minWidth }}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={cn(th, header.column.columnDef.meta?.headerClassName)}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className={busy ? 'opacity-60' : undefined}>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="hover:bg-brand-50/40" data-testid={rowTestId}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={cn(td, cell.column.columnDef.meta?.className)}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
