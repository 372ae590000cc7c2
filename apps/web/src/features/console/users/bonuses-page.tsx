import {
  approvalStatuses,
  approvalStatusLabel,
  bonusSourceLabel,
  bonusSources,
  bonusTypeLabel,
  bonusTypes,
  type ConsoleBonus,
  type ConsoleWithdrawal,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { type ConsoleColumn, consoleColumnHelper } from '@/components/console/data-table.tsx';
import { ExcelButton, ExcelError, useExcelDownload } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle } from '@/components/console/panel.tsx';
import { FilterSelect, optionsOf } from '@/components/console/search-fields.tsx';
import { UrlDialog } from '@/components/console/url-dialog.tsx';
import { pick, useUrlDialog } from '@/components/console/url-state.ts';
import { ViewTabs } from '@/components/console/view-tabs.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format.ts';
import { AdjustDialog } from './adjust-dialogs.tsx';
import {
  consoleBonusesQuery,
  consoleWithdrawalsQuery,
  exportBonuses,
  exportTransfers,
  useAdjustBonus,
} from './bonuses-api.ts';
import { LedgerListPanel, LedgerSearch, ledgerColumns, memberCell, useLedgerFilter } from './ledger-list.tsx';
import { DecideDialog, TaxReportDialog } from './withdrawal-dialogs.tsx';

const bonusColumns = ledgerColumns<ConsoleBonus>({
  own: [
    { header: '구분', cell: (b) => b.typeLabel },
    { header: '내용', cell: (b) => b.sourceLabel },
    { header: '사유', cell: (b) => b.reason ?? '-', wrap: true },
  ],
  amountHeader: '금액',
  unit: '원',
});

/** The view's filters beside the period and the member; 초기화 clears those of both views. */
function Filters({ label, children }: { label: string; children: ReactNode }) {
  const { params } = useLedgerFilter();
  return (
    <LedgerSearch
      label={label}
      className="md:grid-cols-[auto_auto_auto_auto_1fr_auto]"
      filtered={[...params.keys()].some((k) => !['view', 'page'].includes(k))}
      filterKeys={['type', 'source', 'status']}
    >
      {children}
    </LedgerSearch>
  );
}

function LedgerView() {
  const { common, params, update, hrefFor } = useLedgerFilter();
  const filter = {
    ...common,
    type: pick(params.get('type'), bonusTypes),
    source: pick(params.get('source'), bonusSources),
  };
  const bonuses = useQuery(consoleBonusesQuery(filter));
  const adjust = useAdjustBonus();
  const adjusting = useUrlDialog('adjust');
  const excel = useExcelDownload({
    fetchFile: () => exportBonuses(filter),
    fileName: () => `수당내역_${formatDate(new Date())}.xlsx`,
  });
  return (
    <>
      <div className="flex flex-wrap justify-end gap-2">
        <ExcelButton excel={excel} />
        <Button onClick={adjusting.open}>수당 조정</Button>
      </div>
      <ExcelError error={excel.error} />
      <Filters label="수당 내역 검색">
        <FilterSelect
          id="filter-type"
          label="구분"
          selectClassName="md:w-32"
          value={filter.type}
          options={optionsOf(bonusTypes, bonusTypeLabel)}
          onChange={(type) => update({ type })}
        />
        <FilterSelect
          id="filter-source"
          label="내용"
          selectClassName="md:w-40"
          value={filter.source}
          options={optionsOf(bonusSources, bonusSourceLabel)}
          onChange={(source) => update({ source })}
        />
      </Filters>
      <LedgerListPanel
        list={bonuses}
        rows={bonuses.data?.bonuses}
        totalCount={bonuses.data?.summary.totalCount}
        emptyMessage="수당 내역이 없습니다"
        page={filter.page}
        hrefFor={hrefFor}
        caption="수당 내역"
        columns={bonusColumns}
        minWidth={920}
      />
      <UrlDialog dialog={adjusting}>
        {(close) => (
          <AdjustDialog
            title="수당 조정"
            unit="금액(원)"
            withPurchase
            onDone={close}
            submit={async (input) => {
              const { balance } = await adjust.mutateAsync(input);
              return `처리되었습니다 (보유 수당 ${formatNumber(balance)}원)`;
            }}
          />
        )}
      </UrlDialog>
    </>
  );
}

const right = 'text-right tabular-nums';

/** 출금 신청: the account, the amount, its withholding and the transfer; 처리 on one that waits. */
function withdrawalColumns(onDecide: (w: ConsoleWithdrawal) => void): ConsoleColumn<ConsoleWithdrawal>[] {
  const col = consoleColumnHelper<ConsoleWithdrawal>();
  const won = (amount: number) => `${formatNumber(amount)}원`;
  return [
    col.display({
      id: 'createdAt',
      header: '신청일시',
      cell: ({ row }) => formatDateTime(row.original.createdAt),
    }),
    col.display({ id: 'user', header: '회원', cell: ({ row }) => memberCell(row.original.user) }),
    col.display({
      id: 'bank',
      header: '계좌',
      cell: ({ row }) => {
        const { bank } = row.original.meta;
        return `${bank.name} ${bank.accountNumber} ${bank.accountHolder}`;
      },
    }),
    col.display({
      id: 'amount',
      header: '신청금액',
      cell: ({ row }) => won(row.original.amount),
      meta: { className: right, headerClassName: 'text-right' },
    }),
    col.display({
      id: 'charge',
      header: '원천징수',
      cell: ({ row }) => won(row.original.meta.charge.total),
      meta: { className: right },
    }),
    col.display({
      id: 'net',
      header: '이체금액',
      cell: ({ row }) => won(row.original.meta.net),
      meta: { className: cn(right, 'font-bold'), headerClassName: 'text-right' },
    }),
    col.display({
      id: 'status',
      header: '상태',
      cell: ({ row: { original: w } }) =>
        w.status === 'APPROVED'
          ? `입금완료 ${w.paidAt ? formatDate(w.paidAt) : ''}`
          : w.status === 'REJECTED'
            ? `반려: ${w.reason ?? ''}`
            : '대기',
    }),
    col.display({
      id: 'decide',
      header: '처리',
      cell: ({ row: { original: w } }) =>
        w.status === 'AWAITING' && (
          <Button size="sm" onClick={() => onDecide(w)} aria-label={`${w.user.name} 출금 처리`}>
            처리
          </Button>
        ),
    }),
  ];
}

function WithdrawalsView() {
  const { common, params, update, hrefFor } = useLedgerFilter();
  const filter = { ...common, status: pick(params.get('status'), approvalStatuses) };
  const list = useQuery(consoleWithdrawalsQuery(filter));
  const [deciding, setDeciding] = useState<ConsoleWithdrawal | null>(null);
  const columns = useMemo(() => withdrawalColumns(setDeciding), []);
  const tax = useUrlDialog('tax');
  const excel = useExcelDownload({
    fetchFile: () => exportTransfers(filter),
    fileName: () => `출금이체_${formatDate(new Date())}.xlsx`,
  });
  return (
    <>
      <div className="flex flex-wrap justify-end gap-2">
        <ExcelButton excel={excel} />
        <Button variant="outline" onClick={tax.open}>
          사업소득 지급명세
        </Button>
      </div>
      <ExcelError error={excel.error} />
      <Filters label="출금 신청 검색">
        <FilterSelect
          id="filter-status"
          label="상태"
          selectClassName="md:w-32"
          value={filter.status}
          options={optionsOf(approvalStatuses, { ...approvalStatusLabel, APPROVED: '입금완료' })}
          onChange={(status) => update({ status })}
        />
      </Filters>
      <LedgerListPanel
        noun="출금 신청"
        list={list}
        rows={list.data?.withdrawals}
        totalCount={list.data?.summary.totalCount}
        emptyMessage="출금 신청이 없습니다"
        page={filter.page}
        hrefFor={hrefFor}
        caption="출금 신청"
        columns={columns}
        minWidth={920}
      />
      <Dialog open={!!deciding} onOpenChange={(open) => !open && setDeciding(null)}>
        {deciding && <DecideDialog withdrawal={deciding} onDone={() => setDeciding(null)} />}
      </Dialog>
      <UrlDialog dialog={tax}>{(close) => <TaxReportDialog onDone={close} />}</UrlDialog>
    </>
  );
}

/** /console/user-bonuses: the 수당 ledger with 조정, and withdrawals with 입금완료 / 반려 and the tax report. */
export function ConsoleBonusesPage() {
  const { params } = useLedgerFilter();
  const view = params.get('view') === 'withdrawals' ? 'withdrawals' : 'ledger';
  return (
    <>
      <ConsolePageTitle
        title="수당 관리"
        description="정회원의 수당 내역을 조회·조정하고, 출금 신청의 입금완료와 반려를 처리합니다."
      />
      <ViewTabs
        label="수당 관리 보기"
        tabs={[
          { to: '/console/user-bonuses', label: '수당 내역', active: view === 'ledger' },
          {
            to: '/console/user-bonuses?view=withdrawals&status=AWAITING',
            label: '출금 신청',
            active: view === 'withdrawals',
          },
        ]}
      />
      <div className="mt-4 space-y-4">
        {view === 'withdrawals' ? <WithdrawalsView key="w" /> : <LedgerView key="l" />}
      </div>
    </>
  );
}
