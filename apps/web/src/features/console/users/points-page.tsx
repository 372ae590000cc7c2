import { pointTypeLabel, pointTypes } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  ExcelButton,
  ExcelError,
  ListCount,
  ListPanel,
  SearchButtons,
  SearchPanel,
  useExcelDownload,
} from '@/components/console/list-panel.tsx';
import { ConsolePageTitle, td, th } from '@/components/console/panel.tsx';
import {
  FilterSelect,
  optionsOf,
  SearchField,
  SearchWordField,
  useSearchDraft,
} from '@/components/console/search-fields.tsx';
import { pick, useUrlState } from '@/components/console/url-state.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { Input } from '@/components/ui/field.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format.ts';
import { isDay } from '@/lib/period.ts';
import { PointAdjustDialog } from './point-adjust-dialog.tsx';
import { consolePointsQuery, exportPoints } from './points-api.ts';

const PAGE_SIZE = 20;

/** The list's state lives in the URL: ?searchValue&type&from&to&page (and ?dialog=adjust). */
function usePointsFilter() {
  const { params, update, hrefFor, page } = useUrlState();
  const day = (key: string) => {
    const value = params.get(key);
    return isDay(value) ? value : undefined;
  };
  const filter = {
    searchValue: params.get('searchValue')?.trim() || undefined,
    type: pick(params.get('type'), pointTypes),
    from: day('from'),
    to: day('to'),
    page,
    pageSize: PAGE_SIZE,
  };
  return { filter, params, update, hrefFor };
}

/** /console/user-points: every member's 적립금 rows, filtered, in Excel, and 지급/차감 (0034). */
export function ConsolePointsPage() {
  const { filter, params, update, hrefFor } = usePointsFilter();
  const points = useQuery(consolePointsQuery(filter));
  const [searchValue, setSearchValue] = useSearchDraft(filter.searchValue);
  const [from, setFrom] = useState(filter.from ?? '');
  const [to, setTo] = useState(filter.to ?? '');
  const adjusting = params.get('dialog') === 'adjust';

  const excel = useExcelDownload({
    fetchFile: () => exportPoints(filter),
    fileName: () => `적립금내역_${formatDate(new Date())}.xlsx`,
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ searchValue: searchValue.trim() || undefined, from: from || undefined, to: to || undefined });
  };
  const filtered = !!(filter.searchValue || filter.type || filter.from || filter.to);

  return (
    <>
      <ConsolePageTitle
        title="적립금 관리"
        description="회원의 적립금 내역을 조회하고, 사유와 함께 지급하거나 차감합니다."
        actions={
          <>
            <ExcelButton excel={excel} />
            <Button onClick={() => update({ dialog: 'adjust' }, { keepPage: true })}>지급/차감</Button>
          </>
        }
      />
      <ExcelError error={excel.error} />
      <SearchPanel label="적립금 내역 검색">
        <form onSubmit={search} className="grid gap-3 md:grid-cols-[auto_auto_auto_1fr_auto] md:items-end">
          <FilterSelect
            id="filter-type"
            label="구분"
            selectClassName="md:w-36"
            value={filter.type}
            options={optionsOf(pointTypes, pointTypeLabel)}
            onChange={(type) => update({ type })}
          />
          <SearchField id="filter-from" label="시작일">
            <Input id="filter-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </SearchField>
          <SearchField id="filter-to" label="종료일">
            <Input id="filter-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </SearchField>
          <SearchWordField
            id="filter-search"
            label="회원 (이름 또는 아이디)"
            value={searchValue}
            onValue={setSearchValue}
          />
          <SearchButtons
            filtered={filtered}
            onReset={() => {
              setFrom('');
              setTo('');
              update({ searchValue: undefined, type: undefined, from: undefined, to: undefined });
            }}
          />
        </form>
      </SearchPanel>

      <ListPanel
        title={<ListCount noun="내역" unit="건" total={points.data?.summary.totalCount} />}
        query={points}
        rows={points.data?.points.length}
        empty={
          <Empty
            message={filtered ? '검색 조건에 맞는 내역이 없습니다' : '적립금 내역이 없습니다'}
            className="border-none"
          />
        }
        paging={{
          page: filter.page,
          pageSize: PAGE_SIZE,
          totalCount: points.data?.summary.totalCount ?? 0,
          hrefFor,
        }}
      >
        <div className="-mx-4 -mt-4 overflow-x-auto sm:-mx-5 sm:-mt-5" aria-busy={points.isPlaceholderData}>
          <table className="w-full min-w-[880px] border-collapse">
            <caption className="sr-only">적립금 내역</caption>
            <thead>
              <tr>
                {['일시', '회원', '구분', '내용', '금액', '처리자'].map((h) => (
                  <th key={h} scope="col" className={cn(th, h === '금액' && 'text-right')}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={points.isPlaceholderData ? 'opacity-60' : undefined}>
              {(points.data?.points ?? []).map((p) => (
                <tr key={p._id} className="hover:bg-brand-50/40">
                  <td className={td}>{formatDateTime(p.createdAt)}</td>
                  <td className={td}>
                    {p.user.name} <span className="text-muted">({p.user.username})</span>
                  </td>
                  <td className={td}>{p.typeLabel}</td>
                  <td className={cn(td, 'whitespace-normal')}>{p.reason}</td>
                  <td
                    className={cn(
                      td,
                      'text-right font-bold tabular-nums',
                      p.amount > 0 ? 'text-brand-700' : 'text-danger',
                    )}
                  >
                    {p.amount > 0 ? '+' : '-'}
                    {formatNumber(Math.abs(p.amount))}원
                  </td>
                  <td className={td}>{p.by?.name ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListPanel>

      <Dialog
        open={adjusting}
        onOpenChange={(open) => !open && update({ dialog: undefined }, { keepPage: true })}
      >
        {adjusting && <PointAdjustDialog onDone={() => update({ dialog: undefined }, { keepPage: true })} />}
      </Dialog>
    </>
  );
}
