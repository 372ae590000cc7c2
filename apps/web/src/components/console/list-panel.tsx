import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Select } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/format.ts';
import { saveBlob } from './files.ts';
import { Panel } from './panel.tsx';

/**
 * The blocks of a console list screen, as the existing lists repeat them: a search panel above
 * (`SearchPanel`, `SearchButtons`), the list panel with its count, states and paging (`ListPanel`,
 * `ListCount`, `PageSizeSelect`), and the Excel file of the filtered list (`useExcelDownload`,
 * `ExcelButton`). The filters and the page live in the URL (`useUrlState`), so a screen passes
 * what it reads from there.
 */

/** The panel above a list: a `search` landmark around the screen's own form. */
export function SearchPanel({
  label,
  className,
  panelClassName = 'mb-5',
  children,
}: {
  /** the landmark's name, read by screen readers ("상품 검색") */
  label: string;
  className?: string;
  panelClassName?: string;
  children: ReactNode;
}) {
  return (
    <Panel className={panelClassName}>
      <search aria-label={label} className={className}>
        {children}
      </search>
    </Panel>
  );
}

/** 검색, and 초기화 once a filter is set. */
export function SearchButtons({
  filtered,
  onReset,
  className = 'flex gap-2',
  submitClassName = 'flex-1 sm:flex-none sm:px-6',
}: {
  filtered: boolean;
  onReset: () => void;
  className?: string;
  submitClassName?: string;
}) {
  return (
    <div className={className}>
      <Button type="submit" className={submitClassName}>
        검색
      </Button>
      {filtered && (
        <Button variant="outline" onClick={onReset}>
          초기화
        </Button>
      )}
    </div>
  );
}

/** "상품 12개": the list panel's title; '-' until the first page arrives. */
export function ListCount({
  noun,
  unit,
  total,
  testId,
}: {
  noun: string;
  unit: string;
  total: number | undefined;
  testId?: string;
}) {
  return (
    <>
      {noun}{' '}
      <span className="text-brand-700" data-testid={testId}>
        {total === undefined ? '-' : formatNumber(total)}
      </span>
      {unit}
    </>
  );
}

/** What ListPanel reads of a TanStack query. */
type ListQuery = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: unknown;
};

export type ListPaging = {
  page: number;
  pageSize: number;
  totalCount: number;
  hrefFor: (page: number) => string;
};

/**
 * The list: loading, then the error with a retry, the empty message (`empty`, when a page arrived
 * with no rows), or the rows (`children`) with the pages below them when `paging` is given.
 */
export function ListPanel({
  title,
  actions,
  query,
  rows,
  empty,
  paging,
  className,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  query: ListQuery;
  /** the rows of the page shown, once it arrived */
  rows: number | undefined;
  empty: ReactNode;
  paging?: ListPaging;
  className?: string;
  children: ReactNode;
}) {
  const arrived = query.data !== undefined && rows !== undefined;
  return (
    <Panel title={title} actions={actions} className={className}>
      {query.isPending && <Loading />}
      {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {arrived && rows === 0 && empty}
      {arrived && rows > 0 && (
        <>
          {children}
          {paging && (
            <Pagination
              className="mt-5"
              page={paging.page}
              pageSize={paging.pageSize}
              totalCount={paging.totalCount}
              hrefFor={paging.hrefFor}
            />
          )}
        </>
      )}
    </Panel>
  );
}

/** 표시 개수: how many rows a page shows (the list panel's action). */
export function PageSizeSelect({
  value,
  sizes,
  onChange,
}: {
  value: string;
  sizes: readonly string[];
  onChange: (size: string) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="page-size" className="text-[13px] whitespace-nowrap text-muted">
        표시 개수
      </label>
      <Select
        id="page-size"
        className="h-9! w-24 text-sm!"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {sizes.map((s) => (
          <option key={s} value={s}>
            {s}개
          </option>
        ))}
      </Select>
    </div>
  );
}

export type ExcelFile = { blob: Blob; filename?: string | null };

/**
 * The Excel file of the filtered list. `fileName` names it when the server sends no name. A failure
 * goes to `onError` when given (a toast, say), else it is kept in `error` for the screen to show.
 */
export function useExcelDownload({
  fetchFile,
  fileName,
  onError,
}: {
  fetchFile: () => Promise<ExcelFile>;
  fileName: () => string;
  onError?: (error: unknown) => void;
}) {
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string>();
  const download = async () => {
    setExporting(true);
    setError(undefined);
    try {
      const { blob, filename } = await fetchFile();
      saveBlob(blob, filename ?? fileName());
    } catch (failure) {
      if (onError) onError(failure);
      else setError(errorMessage(failure));
    } finally {
      setExporting(false);
    }
  };
  return { exporting, error, download };
}

export function ExcelButton({
  excel,
  className,
}: {
  excel: Pick<ReturnType<typeof useExcelDownload>, 'exporting' | 'download'>;
  className?: string;
}) {
  return (
    <Button
      variant="outline"
      onClick={excel.download}
      disabled={excel.exporting}
      aria-busy={excel.exporting}
      className={className}
    >
      {excel.exporting ? '내려받는 중…' : '엑셀 다운로드'}
    </Button>
  );
}

/** A failed download, above the search panel. */
export function ExcelError({ error, className }: { error: string | undefined; className?: string }) {
  if (!error) return null;
  return (
    <p
      role="alert"
      className={cn('mb-4 rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-danger', className)}
    >
      {error}
    </p>
  );
}
