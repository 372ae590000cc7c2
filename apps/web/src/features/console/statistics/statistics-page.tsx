import { type ProductSalesSort, productSalesSortLabel, productSalesSorts } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { ExcelButton, ExcelError, useExcelDownload } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle, Panel } from '@/components/console/panel.tsx';
import { pick, useUrlState } from '@/components/console/url-state.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input, Select } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { seoulToday } from '@/lib/period.ts';
import {
  exportStatistics,
  type StatisticsFilter,
  type StatisticsTab,
  statisticsQuery,
  statisticsTabs,
} from './api.ts';
import { SalesTable } from './sales-table.tsx';

// Recharts is loaded with the chart, after the table: the console's own chunk does not carry it.
const SalesChart = lazy(() => import('./sales-chart.tsx'));

const tabKeys = statisticsTabs.map((t) => t.tab);
const limits = [10, 20, 50, 100, 500] as const;
const labelHeading: Record<StatisticsTab, string> = {
  monthly: '월',
  daily: '일자',
  weekday: '요일',
  products: '상품명',
};

/** The filter in the address, with this month (to today) and this year by default. */
function useFilter(): [StatisticsFilter, (changes: Partial<StatisticsFilter>) => void] {
  const { params, update } = useUrlState();
  const today = seoulToday();
  const filter: StatisticsFilter = {
    tab: pick(params.get('tab'), tabKeys) ?? 'monthly',
    year: params.get('year') ?? today.slice(0, 4),
    from: params.get('from') ?? `${today.slice(0, 8)}01`,
    to: params.get('to') ?? today,
    sort: pick(params.get('sort'), productSalesSorts) ?? 'paid',
    limit: Number(pick(params.get('limit'), limits.map(String)) ?? 50),
  };
  const set = (changes: Partial<StatisticsFilter>) =>
    update(
      Object.fromEntries(
        Object.entries(changes).map(([k, v]) => [k, v === undefined ? undefined : String(v)]),
      ),
      { keepPage: true },
    );
  return [filter, set];
}

/**
 * 조회 기간: the year (월별) or two days, and for 상품별 the ranking. The fields keep what was typed
 * after the server refuses it (400 조회 기간을 확인해주세요), so the operator corrects rather than retypes.
 */
function PeriodPicker({
  filter,
  onSubmit,
}: {
  filter: StatisticsFilter;
  onSubmit: (changes: Partial<StatisticsFilter>) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(filter);
  // The address may change under the form (a tab, the back button): follow it.
  const [shown, setShown] = useState(filter);
  if (JSON.stringify(shown) !== JSON.stringify(filter)) {
    setShown(filter);
    setDraft(filter);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(
      filter.tab === 'monthly'
        ? { year: draft.year.trim() }
        : filter.tab === 'products'
          ? { from: draft.from, to: draft.to, sort: draft.sort, limit: draft.limit }
          : { from: draft.from, to: draft.to },
    );
  };
  const field = 'h-10 min-w-0 px-2.5 text-sm';
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="조회 기간"
      className="flex flex-wrap items-center gap-2 rounded-card bg-surface p-3 sm:p-4"
    >
      {filter.tab === 'monthly' ? (
        <>
          <label htmlFor={`${id}-year`} className="text-sm font-medium text-ink">
            조회 연도
          </label>
          <div className="w-28">
            <Input
              id={`${id}-year`}
              inputMode="numeric"
              value={draft.year}
              onChange={(e) => setDraft({ ...draft, year: e.target.value })}
              className={field}
            />
          </div>
        </>
      ) : (
        <div className="grid w-full grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-1.5 sm:flex sm:w-auto">
          <label htmlFor={`${id}-from`} className="sr-only">
            조회 시작일
          </label>
          <Input
            id={`${id}-from`}
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            className={`${field} sm:w-40`}
          />
          <span aria-hidden="true" className="text-muted">
            ~
          </span>
          <label htmlFor={`${id}-to`} className="sr-only">
            조회 종료일
          </label>
          <Input
            id={`${id}-to`}
            type="date"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            className={`${field} sm:w-40`}
          />
        </div>
      )}
      {filter.tab === 'products' && (
        <>
          <label htmlFor={`${id}-sort`} className="sr-only">
            정렬
          </label>
          <div className="w-36">
            <Select
              id={`${id}-sort`}
              value={draft.sort}
              onChange={(e) => setDraft({ ...draft, sort: e.target.value as ProductSalesSort })}
              className={field}
            >
              {productSalesSorts.map((s) => (
                <option key={s} value={s}>
                  {productSalesSortLabel[s]}
                </option>
              ))}
            </Select>
          </div>
          <label htmlFor={`${id}-limit`} className="sr-only">
            표시 개수
          </label>
          <div className="w-28">
            <Select
              id={`${id}-limit`}
              value={draft.limit}
              onChange={(e) => setDraft({ ...draft, limit: Number(e.target.value) })}
              className={field}
            >
              {limits.map((n) => (
                <option key={n} value={n}>
                  {n}개
                </option>
              ))}
            </Select>
          </div>
        </>
      )}
      <Button type="submit" size="sm" variant="dark" className="h-10 px-5">
        조회
      </Button>
    </form>
  );
}

/** /console/statistics: 월별 / 일별 / 요일별 / 상품별 sales with a chart, a totals row and Excel. */
export function ConsoleStatisticsPage() {
  const [filter, setFilter] = useFilter();
  const answer = useQuery(statisticsQuery(filter));
  const tabLabel = statisticsTabs.find((t) => t.tab === filter.tab)!.label;
  const excel = useExcelDownload({
    fetchFile: () => exportStatistics(filter),
    fileName: () => `매출통계_${tabLabel}.xlsx`,
  });
  const data = answer.isError ? undefined : answer.data;
  return (
    <>
      <ConsolePageTitle
        title="매출 통계"
        description="결제일 기준으로 집계합니다. 환불은 환불이 완료된 날에 차감됩니다."
        actions={<ExcelButton excel={excel} />}
      />
      <ExcelError error={excel.error} />
      <Tabs value={filter.tab} onValueChange={(tab) => setFilter({ tab: tab as StatisticsTab })}>
        <TabsList aria-label="통계 종류" className="mb-4 bg-white">
          {statisticsTabs.map((t) => (
            <TabsTrigger key={t.tab} value={t.tab}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={filter.tab} className="py-0!">
          <PeriodPicker filter={filter} onSubmit={setFilter} />
          {answer.isError && (
            <p
              role="alert"
              className="mt-3 rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-danger"
            >
              {errorMessage(answer.error)}
            </p>
          )}
          {answer.isPending && <Loading />}
          {data && (
            <div
              className={answer.isPlaceholderData ? 'opacity-60' : undefined}
              aria-busy={answer.isFetching}
            >
              <Panel title={`${tabLabel} 매출 차트`} className="mt-4">
                <Suspense fallback={<div className="h-64 sm:h-80" />}>
                  {/* 상품별: the first twenty of the ranking; the table has them all */}
                  <SalesChart rows={data.rows.slice(0, filter.tab === 'products' ? 20 : undefined)} />
                </Suspense>
              </Panel>
              <Panel title={`${tabLabel} 매출`} className="mt-4">
                <SalesTable
                  caption={`${tabLabel} 매출`}
                  labelHeading={labelHeading[filter.tab]}
                  rows={data.rows}
                  totals={data.totals}
                />
              </Panel>
            </div>
          )}
        </TabsContent>
      </Tabs>
    </>
  );
}
