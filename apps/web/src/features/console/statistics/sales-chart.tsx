import type { SalesFigures } from '@shop/contracts';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber } from '@/lib/format.ts';

/**
 * The chart above the table: 결제금액 and 환불금액 as bars, 순매출 as a line. The only file that
 * imports Recharts, and the page loads it lazily: no other screen (and never the storefront) pays
 * for it.
 */

export type ChartRow = Pick<SalesFigures, 'paid' | 'refunded' | 'net'> & { label: string };

const won = (value: unknown) => `${formatNumber(Number(value))}원`;

/** 12,345,000 → "1,235만": the axis has little room; the tooltip gives every won. */
const axisWon = (value: number) =>
  Math.abs(value) >= 10_000 ? `${formatNumber(Math.round(value / 10_000))}만` : formatNumber(value);

export default function SalesChart({ rows }: { rows: ChartRow[] }) {
  return (
    <div className="h-64 w-full sm:h-80" role="img" aria-label="결제금액, 환불금액, 순매출 차트">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={12} />
          <YAxis tickFormatter={axisWon} tick={{ fontSize: 12 }} width={64} />
          <Tooltip formatter={(value, name) => [won(value), name]} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar dataKey="paid" name="결제금액" fill="#2563eb" maxBarSize={36} />
          <Bar dataKey="refunded" name="환불금액" fill="#f97316" maxBarSize={36} />
          <Line dataKey="net" name="순매출" stroke="#111827" strokeWidth={2} dot={false} type="linear" />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
