import { formatDate } from '@shop/contracts';
import type { ReactNode } from 'react';
import { td, th } from '@/components/console/panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';

/** A table of ladder rows (in effect or scheduled): its columns, and 취소 for a scheduled one. */
export function VersionsTable<T extends { _id: string }>({
  caption,
  columns,
  rows,
  cells,
  onCancel,
  cancelling,
}: {
  caption: string;
  columns: string[];
  rows: T[];
  cells: (row: T) => ReactNode[];
  onCancel?: (row: T) => void;
  cancelling?: boolean;
}) {
  const right = (h: string) => /(률|값|금|수)$/.test(h);
  return (
    <div className="relative -mx-4 -my-4 overflow-x-auto sm:-mx-5 sm:-my-5">
      <table className="w-full min-w-[720px] border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((h) => (
              <th key={h} scope="col" className={cn(th, right(h) && 'text-right')}>
                {h}
              </th>
            ))}
            {onCancel && (
              <th scope="col" className={th}>
                <span className="sr-only">취소</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._id}>
              {cells(row).map((cell, i) => (
                <td key={columns[i]} className={cn(td, right(columns[i]!) && 'text-right tabular-nums')}>
                  {cell}
                </td>
              ))}
              {onCancel && (
                <td className={td}>
                  <Button size="sm" variant="outline" disabled={cancelling} onClick={() => onCancel(row)}>
                    취소
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const effectiveLabel = (iso: string) => `${formatDate(iso)}부터`;
