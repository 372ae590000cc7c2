import { type ConsolePoint, pointTypeLabel, pointTypes } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { ExcelButton, ExcelError, useExcelDownload } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle } from '@/components/console/panel.tsx';
import { FilterSelect, optionsOf } from '@/components/console/search-fields.tsx';
import { UrlDialog } from '@/components/console/url-dialog.tsx';
import { pick, useUrlDialog } from '@/components/console/url-state.ts';
import { Button } from '@/components/ui/button.tsx';
import { formatDate } from '@/lib/format.ts';
import { PointAdjustDialog } from './adjust-dialogs.tsx';
import { LedgerListPanel, LedgerSearch, ledgerColumns, useLedgerFilter } from './ledger-list.tsx';
import { consolePointsQuery, exportPoints } from './points-api.ts';

const columns = ledgerColumns<ConsolePoint>({
  own: [
    { header: '구분', cell: (p) => p.typeLabel },
    { header: '내용', cell: (p) => p.reason, wrap: true },
  ],
  amountHeader: '금액',
  unit: '원',
});

/** /console/user-points: every member's 적립금 rows, filtered, in Excel, and 지급/차감 (0034). */
export function ConsolePointsPage() {
  const { common, params, update, hrefFor } = useLedgerFilter();
  const filter = { ...common, type: pick(params.get('type'), pointTypes) };
  const points = useQuery(consolePointsQuery(filter));
  const adjust = useUrlDialog('adjust');
  const excel = useExcelDownload({
    fetchFile: () => exportPoints(filter),
    fileName: () => `적립금내역_${formatDate(new Date())}.xlsx`,
  });
  const filtered = !!(filter.searchValue || filter.type || filter.from || filter.to);

  return (
    <>
      <ConsolePageTitle
        title="적립금 관리"
        description="회원의 적립금 내역을 조회하고, 사유와 함께 지급하거나 차감합니다."
        actions={
          <>
            <ExcelButton excel={excel} />
            <Button onClick={adjust.open}>지급/차감</Button>
          </>
        }
      />
      <ExcelError error={excel.error} />
      <LedgerSearch label="적립금 내역 검색" filtered={filtered} filterKeys={['type']}>
        <FilterSelect
          id="filter-type"
          label="구분"
          selectClassName="md:w-36"
          value={filter.type}
          options={optionsOf(pointTypes, pointTypeLabel)}
          onChange={(type) => update({ type })}
        />
      </LedgerSearch>
      <LedgerListPanel
        list={points}
        rows={points.data?.points}
        totalCount={points.data?.summary.totalCount}
        emptyMessage={filtered ? '검색 조건에 맞는 내역이 없습니다' : '적립금 내역이 없습니다'}
        page={filter.page}
        hrefFor={hrefFor}
        caption="적립금 내역"
        columns={columns}
        minWidth={880}
      />
      <UrlDialog dialog={adjust}>{(close) => <PointAdjustDialog onDone={close} />}</UrlDialog>
    </>
  );
}
