import { scoreSourceLabel, scoreSources } from '@shop/contracts';
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
import { AdjustDialog } from './bonus-dialogs.tsx';
import { consoleScoresQuery, exportScores, useAdjustScore } from './bonuses-api.ts';

const PAGE_SIZE = 20;

/** /console/user-scores: every member's 실적 점수 rows, filtered, in Excel, and 조정 with a reason. */
export function ConsoleScoresPage() {
  const { params, update, hrefFor, page } = useUrlState();
  const day = (key: string) => (isDay(params.get(key)) ? (params.get(key) as string) : undefined);
  const filter = {
    searchValue: params.get('searchValue')?.trim() || undefined,
    source: pick(params.get('source'), scoreSources),
    from: day('from'),
    to: day('to'),
    page,
    pageSize: PAGE_SIZE,
  };
  const scores = useQuery(consoleScoresQuery(filter));
  const adjust = useAdjustScore();
  const [searchValue, setSearchValue] = useSearchDraft(filter.searchValue);
  const [from, setFrom] = useState(filter.from ?? '');
  const [to, setTo] = useState(filter.to ?? '');
  const excel = useExcelDownload({
    fetchFile: () => exportScores(filter),
    fileName: () => `실적점수_${formatDate(new Date())}.xlsx`,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ searchValue: searchValue.trim() || undefined, from: from || undefined, to: to || undefined });
  };
  const filtered = !!(filter.searchValue || filter.source || filter.from || filter.to);
  const adjusting = params.get('dialog') === 'adjust';
  const close = () => update({ dialog: undefined }, { keepPage: true });
  return (
    <>
      <ConsolePageTitle
        title="실적 점수 관리"
        description="회원의 실적 점수 내역을 조회하고, 사유와 함께 조정합니다."
        actions={
          <>
            <ExcelButton excel={excel} />
            <Button onClick={() => update({ dialog: 'adjust' }, { keepPage: true })}>점수 조정</Button>
          </>
        }
      />
      <ExcelError error={excel.error} />
      <SearchPanel label="실적 점수 검색">
        <form onSubmit={search} className="grid gap-3 md:grid-cols-[auto_auto_auto_1fr_auto] md:items-end">
          <FilterSelect
            id="filter-source"
            label="내용"
            selectClassName="md:w-40"
            value={filter.source}
            options={optionsOf(scoreSources, scoreSourceLabel)}
            onChange={(source) => update({ source })}
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
              update({ searchValue: undefined, source: undefined, from: undefined, to: undefined });
            }}
          />
        </form>
      </SearchPanel>
      <ListPanel
        title={<ListCount noun="내역" unit="건" total={scores.data?.summary.totalCount} />}
        query={scores}
        rows={scores.data?.scores.length}
        empty={
          <Empty
            message={filtered ? '검색 조건에 맞는 내역이 없습니다' : '실적 점수 내역이 없습니다'}
            className="border-none"
          />
        }
        paging={{
          page: filter.page,
          pageSize: PAGE_SIZE,
          totalCount: scores.data?.summary.totalCount ?? 0,
          hrefFor,
        }}
      >
        <div className="-mx-4 -mt-4 overflow-x-auto sm:-mx-5 sm:-mt-5">
          <table className="w-full min-w-[820px] border-collapse">
            <caption className="sr-only">실적 점수 내역</caption>
            <thead>
              <tr>
                {['일시', '회원', '내용', '사유', '점수', '처리자'].map((h) => (
                  <th key={h} scope="col" className={cn(th, h === '점수' && 'text-right')}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={scores.isPlaceholderData ? 'opacity-60' : undefined}>
              {(scores.data?.scores ?? []).map((s) => (
                <tr key={s._id} className="hover:bg-brand-50/40">
                  <td className={td}>{formatDateTime(s.createdAt)}</td>
                  <td className={td}>
                    {s.user.name} <span className="text-muted">({s.user.username})</span>
                  </td>
                  <td className={td}>{s.sourceLabel}</td>
                  <td className={cn(td, 'whitespace-normal')}>{s.reason ?? '-'}</td>
                  <td
                    className={cn(
                      td,
                      'text-right font-bold tabular-nums',
                      s.amount > 0 ? 'text-brand-700' : 'text-danger',
                    )}
                  >
                    {s.amount > 0 ? '+' : '-'}
                    {formatNumber(Math.abs(s.amount))}점
                  </td>
                  <td className={td}>{s.by?.name ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListPanel>
      <Dialog open={adjusting} onOpenChange={(open) => !open && close()}>
        {adjusting && (
          <AdjustDialog
            title="실적 점수 조정"
            unit="점수"
            onDone={close}
            submit={async (input) => {
              const { total } = await adjust.mutateAsync(input);
              return `처리되었습니다 (누적 점수 ${formatNumber(total)}점)`;
            }}
          />
        )}
      </Dialog>
    </>
  );
}
