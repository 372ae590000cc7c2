import { type SalesFigures, salesFigureKeys, salesFigureLabel } from '@shop/contracts';
import { td, th } from '@/components/console/panel.tsx';
import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/format.ts';
import type { StatisticsRow } from './api.ts';

/** Counts as numbers, money as won: "1,234원". */
const shown = (key: keyof SalesFigures, value: number) =>
  key === 'orders' || key === 'quantity' ? formatNumber(value) : `${formatNumber(value)}원`;

/** The rows of a tab with the nine columns, and the 합계 row under them. */
export function SalesTable({
  caption,
  labelHeading,
  rows,
  totals,
}: {
  caption: string;
  labelHeading: string;
  rows: StatisticsRow[];
  totals: SalesFigures;
}) {
  return (
    <div className="-mx-4 overflow-x-auto sm:-mx-5">
      <table className="w-full min-w-[980px] border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={th}>
              {labelHeading}
            </th>
            {salesFigureKeys.map((key) => (
              <th key={key} scope="col" className={cn(th, 'text-right')}>
                {salesFigureLabel[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="hover:bg-brand-50/40">
              <th scope="row" className={cn(td, 'text-left font-medium')}>
                {row.label}
              </th>
              {salesFigureKeys.map((key) => (
                <td key={key} className={cn(td, 'text-right tabular-nums', row[key] < 0 && 'text-danger')}>
                  {shown(key, row[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="bg-surface font-bold">
            <th scope="row" className={cn(td, 'text-left')}>
              합계
            </th>
            {salesFigureKeys.map((key) => (
              <td key={key} className={cn(td, 'text-right tabular-nums', totals[key] < 0 && 'text-danger')}>
                {shown(key, totals[key])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
