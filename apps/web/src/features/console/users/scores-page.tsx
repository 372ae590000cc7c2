import { type ConsoleScore, scoreSourceLabel, scoreSources } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { ExcelButton, ExcelError, useExcelDownload } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle } from '@/components/console/panel.tsx';
import { FilterSelect, optionsOf } from '@/components/console/search-fields.tsx';
import { UrlDialog } from '@/components/console/url-dialog.tsx';
import { pick, useUrlDialog } from '@/components/console/url-state.ts';
import { Button } from '@/components/ui/button.tsx';
import { formatDate, formatNumber } from '@/lib/format.ts';
import { AdjustDialog } from './adjust-dialogs.tsx';
import { consoleScoresQuery, exportScores, useAdjustScore } from './bonuses-api.ts';
import { LedgerListPanel, LedgerSearch, ledgerColumns, useLedgerFilter } from './ledger-list.tsx';

const columns = ledgerColumns<ConsoleScore>({
  own: [
    { header: '내용', cell: (s) => s.sourceLabel },
    { header: '사유', cell: (s) => s.reason ?? '-', wrap: true },
  ],
  amountHeader: '점수',
  unit: '점',
});

/** /console/user-scores: every member's 실적 점수 rows, filtered, in Excel, and 조정 with a reason. */
export function ConsoleScoresPage() {
  const { common, params, update, hrefFor } = useLedgerFilter();
  const filter = { ...common, source: pick(params.get('source'), scoreSources) };
  const scores = useQuery(consoleScoresQuery(filter));
  const adjust = useAdjustScore();
  const adjusting = useUrlDialog('adjust');
  const excel = useExcelDownload({
    fetchFile: () => exportScores(filter),
    fileName: () => `실적점수_${formatDate(new Date())}.xlsx`,
  });
  const filtered = !!(filter.searchValue || filter.source || filter.from || filter.to);
  return (
    <>
      <ConsolePageTitle
        title="실적 점수 관리"
        description="회원의 실적 점수 내역을 조회하고, 사유와 함께 조정합니다."
        actions={
          <>
            <ExcelButton excel={excel} />
            <Button onClick={adjusting.open}>점수 조정</Button>
          </>
        }
      />
      <ExcelError error={excel.error} />
      <LedgerSearch label="실적 점수 검색" filtered={filtered} filterKeys={['source']}>
        <FilterSelect
          id="filter-source"
          label="내용"
          selectClassName="md:w-40"
          value={filter.source}
          options={optionsOf(scoreSources, scoreSourceLabel)}
          onChange={(source) => update({ source })}
        />
      </LedgerSearch>
      <LedgerListPanel
        list={scores}
        rows={scores.data?.scores}
        totalCount={scores.data?.summary.totalCount}
        emptyMessage={filtered ? '검색 조건에 맞는 내역이 없습니다' : '실적 점수 내역이 없습니다'}
        page={filter.page}
        hrefFor={hrefFor}
        caption="실적 점수 내역"
        columns={columns}
        minWidth={820}
      />
      <UrlDialog dialog={adjusting}>
        {(close) => (
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
      </UrlDialog>
    </>
  );
}
