import type { DashboardDay } from '@shop/contracts';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '@/lib/format.ts';

/**
 * The dashboard's two charts: daily 결제금액 and 주문수 of the last 30 days against the 30 before,
 * day n beside day n. Recharts is imported here only and the page loads this file lazily, so it stays
 * in the console's chunks (as statistics/sales-chart.tsx does).
 */

type Row = { label: string; day: string; previousDay: string; current: number; previous: number };

function rowsOf(
  days: DashboardDay[],
  previousDays: DashboardDay[],
  pick: (d: DashboardDay) => number,
): Row[] {
  return days.map((d, i) => {
    const before = previousDays[i];
    return {
      label: d.day.slice(5),
      day: d.day,
      previousDay: before?.day ?? '',
      current: pick(d),
      previous: before ? pick(before) : 0,
    };
  });
}

const axisWon = (value: number) =>
  Math.abs(value) >= 10_000 ? `${formatNumber(Math.round(value / 10_000))}만` : formatNumber(value);

function Trend({ title, rows, unit }: { title: string; rows: Row[]; unit: '원' | '건' }) {
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 text-sm font-semibold text-ink">{title}</figcaption>
      <div className="h-56 w-full sm:h-64" role="img" aria-label={`${title}: 최근 30일과 이전 30일`}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={16} />
            <YAxis
              tickFormatter={unit === '원' ? axisWon : formatNumber}
              tick={{ fontSize: 12 }}
              width={unit === '원' ? 64 : 40}
              allowDecimals={false}
            />
            <Tooltip
              formatter={(value, name) => [`${formatNumber(Number(value))}${unit}`, name]}
              labelFormatter={(_label, payload) => {
                const row = payload?.[0]?.payload as Row | undefined;
                return row ? `${row.day} (이전: ${row.previousDay})` : '';
              }}
            />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            {/* no animation: the figures refresh every minute and would redraw from nothing each time */}
            <Line
              dataKey="current"
              name="최근 30일"
              stroke="#2563eb"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
            <Line
              dataKey="previous"
              name="이전 30일"
              stroke="#9ca3af"
              strokeWidth={2}
              strokeDasharray="4 3"
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

export default function TrendCharts({
  days,
  previousDays,
}: {
  days: DashboardDay[];
  previousDays: DashboardDay[];
}) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Trend title="일별 결제금액" unit="원" rows={rowsOf(days, previousDays, (d) => d.paid)} />
      <Trend title="일별 결제 주문수" unit="건" rows={rowsOf(days, previousDays, (d) => d.orders)} />
    </div>
  );
}
