import {
  dailySalesEnvelope,
  dayOfWeekSalesEnvelope,
  monthlySalesEnvelope,
  type ProductSalesSort,
  productsSalesEnvelope,
  type SalesFigures,
} from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

const STATISTICS = '/api/console/statistics';

export const statisticsTabs = [
  { tab: 'monthly', label: '월별' },
  { tab: 'daily', label: '일별' },
  { tab: 'weekday', label: '요일별' },
  { tab: 'products', label: '상품별' },
] as const;
export type StatisticsTab = (typeof statisticsTabs)[number]['tab'];

/** What one tab asks for: the year for 월별, a range for the others, the ranking for 상품별. */
export type StatisticsFilter = {
  tab: StatisticsTab;
  year: string;
  from: string;
  to: string;
  sort: ProductSalesSort;
  limit: number;
};

/** One row as every tab shows it: its label (month, day, weekday, product) and the nine figures. */
export type StatisticsRow = SalesFigures & { key: string; label: string };
export type StatisticsAnswer = { rows: StatisticsRow[]; totals: SalesFigures };

function request(f: StatisticsFilter): { path: string; query: Record<string, string | number> } {
  const range = { from: f.from, to: f.to };
  switch (f.tab) {
    case 'monthly':
      return { path: `${STATISTICS}/monthlySales`, query: { year: f.year } };
    case 'daily':
      return { path: `${STATISTICS}/dailySales`, query: range };
    case 'weekday':
      return { path: `${STATISTICS}/dayOfWeekSales`, query: range };
    case 'products':
      return { path: `${STATISTICS}/productsSales`, query: { ...range, sort: f.sort, limit: f.limit } };
  }
}

async function fetchAnswer(f: StatisticsFilter): Promise<StatisticsAnswer> {
  const { path, query } = request(f);
  switch (f.tab) {
    case 'monthly': {
      const a = await api.get(path, monthlySalesEnvelope, { query });
      return { totals: a.summary.totals, rows: a.rows.map((r) => ({ ...r, key: r.month, label: r.month })) };
    }
    case 'daily': {
      const a = await api.get(path, dailySalesEnvelope, { query });
      return { totals: a.summary.totals, rows: a.rows.map((r) => ({ ...r, key: r.day, label: r.day })) };
    }
    case 'weekday': {
      const a = await api.get(path, dayOfWeekSalesEnvelope, { query });
      return {
        totals: a.summary.totals,
        rows: a.rows.map((r) => ({ ...r, key: String(r.dayOfWeek), label: r.label })),
      };
    }
    case 'products': {
      const a = await api.get(path, productsSalesEnvelope, { query });
      return {
        totals: a.summary.totals,
        rows: a.rows.map((r) => ({ ...r, key: r._product ?? `name:${r.productName}`, label: r.productName })),
      };
    }
  }
}

/** GET /api/console/statistics/{monthlySales|dailySales|dayOfWeekSales|productsSales}. */
export const statisticsQuery = (f: StatisticsFilter) =>
  queryOptions({
    queryKey: ['console', 'statistics', f],
    queryFn: () => fetchAnswer(f),
    // the previous answer while another period of the same tab loads; another tab starts blank
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as StatisticsFilter | undefined)?.tab === f.tab ? previous : undefined,
    // a bad period is a 400: asking again would only say the same
    retry: false,
  });

/** The same rows as an Excel file (format=xlsx). */
export function exportStatistics(f: StatisticsFilter) {
  const { path, query } = request(f);
  return api.download(path, { query: { ...query, format: 'xlsx' } });
}
