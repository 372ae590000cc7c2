import {
  approvalStatuses,
  approvalStatusLabel,
  bonusSourceLabel,
  bonusSources,
  bonusTypeLabel,
  bonusTypes,
  type ConsoleWithdrawal,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
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
import { AdjustDialog, DecideDialog, TaxReportDialog } from './bonus-dialogs.tsx';
import {
  consoleBonusesQuery,
  consoleWithdrawalsQuery,
  exportBonuses,
  exportTransfers,
  useAdjustBonus,
} from './bonuses-api.ts';

const PAGE_SIZE = 20;

/** ?searchValue&from&to&page, shared by both views; the view and its own filters beside. */
function useFilter() {
  const { params, update, hrefFor, page } = useUrlState();
  const day = (key: string) => {
    const value = params.get(key);
    return isDay(value) ? value : undefined;
  };
  const common = {
    searchValue: params.get('searchValue')?.trim() || undefined,
    from: day('from'),
    to: day('to'),
    page,
    pageSize: PAGE_SIZE,
  };
  return { params, update, hrefFor, common };
}

const won = (amount: number) =>
  `${amount > 0 ? '+' : amount < 0 ? '-' : ''}${formatNumber(Math.abs(amount))}원`;

function ViewTabs({ view }: { view: 'ledger' | 'withdrawals' }) {
  const tab = (to: string, label: string, active: boolean) => (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'border-b-2 px-4 py-2.5 text-sm font-semibold',
        active ? 'border-brand-600 text-brand-700' : 'border-transparent text-muted hover:text-ink',
      )}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="수당 관리 보기" className="flex border-b border-line">
      {tab('/console/user-bonuses', '수당 내역', view === 'ledger')}
      {tab('/console/user-bonuses?view=withdrawals&status=AWAITING', '출금 신청', view === 'withdrawals')}
    </nav>
  );
}

/** Period and member search, applied on submit; the selects apply at once. */
function Filters({ children, label }: { children: (fields: ReactNode) => ReactNode; label: string }) {
  const { common, update, params } = useFilter();
  const [searchValue, setSearchValue] = useSearchDraft(common.searchValue);
  const [from, setFrom] = useState(common.from ?? '');
  const [to, setTo] = useState(common.to ?? '');
  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ searchValue: searchValue.trim() || undefined, from: from || undefined, to: to || undefined });
  };
  const filtered = [...params.keys()].some((k) => !['view', 'page'].includes(k));
  return (
    <SearchPanel label={label}>
      <form onSubmit={search} className="grid gap-3 md:grid-cols-[auto_auto_auto_auto_1fr_auto] md:items-end">
        {children(null)}
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
            update({
              searchValue: undefined,
              from: undefined,
              to: undefined,
              type: undefined,
              source: undefined,
              status: undefined,
            });
          }}
        />
      </form>
    </SearchPanel>
  );
}

function Table({
  caption,
  heads,
  children,
  dim,
}: {
  caption: string;
  heads: string[];
  children: ReactNode;
  dim: boolean;
}) {
  return (
    <div className="-mx-4 -mt-4 overflow-x-auto sm:-mx-5 sm:-mt-5">
      <table className="w-full min-w-[920px] border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {heads.map((h) => (
              <th key={h} scope="col" className={cn(th, /금액/.test(h) && 'text-right')}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={dim ? 'opacity-60' : undefined}>{children}</tbody>
      </table>
    </div>
  );
}

function LedgerView() {
  const { common, params, update, hrefFor } = useFilter();
  const filter = {
    ...common,
    type: pick(params.get('type'), bonusTypes),
    source: pick(params.get('source'), bonusSources),
  };
  const bonuses = useQuery(consoleBonusesQuery(filter));
  const adjust = useAdjustBonus();
  const excel = useExcelDownload({
    fetchFile: () => exportBonuses(filter),
    fileName: () => `수당내역_${formatDate(new Date())}.xlsx`,
  });
  const close = () => update({ dialog: undefined }, { keepPage: true });
  return (
    <>
      <div className="flex flex-wrap justify-end gap-2">
        <ExcelButton excel={excel} />
        <Button onClick={() => update({ dialog: 'adjust' }, { keepPage: true })}>수당 조정</Button>
      </div>
      <ExcelError error={excel.error} />
      <Filters label="수당 내역 검색">
        {() => (
          <>
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
          </>
        )}
      </Filters>
      <ListPanel
        title={<ListCount noun="내역" unit="건" total={bonuses.data?.summary.totalCount} />}
        query={bonuses}
        rows={bonuses.data?.bonuses.length}
        empty={<Empty message="수당 내역이 없습니다" className="border-none" />}
        paging={{
          page: filter.page,
          pageSize: PAGE_SIZE,
          totalCount: bonuses.data?.summary.totalCount ?? 0,
          hrefFor,
        }}
      >
        <Table
          caption="수당 내역"
          heads={['일시', '회원', '구분', '내용', '사유', '금액', '처리자']}
          dim={bonuses.isPlaceholderData}
        >
          {(bonuses.data?.bonuses ?? []).map((b) => (
            <tr key={b._id} className="hover:bg-brand-50/40">
              <td className={td}>{formatDateTime(b.createdAt)}</td>
              <td className={td}>
                {b.user.name} <span className="text-muted">({b.user.username})</span>
              </td>
              <td className={td}>{b.typeLabel}</td>
              <td className={td}>{b.sourceLabel}</td>
              <td className={cn(td, 'whitespace-normal')}>{b.reason ?? '-'}</td>
              <td
                className={cn(
                  td,
                  'text-right font-bold tabular-nums',
                  b.amount > 0 ? 'text-brand-700' : 'text-danger',
                )}
              >
                {won(b.amount)}
              </td>
              <td className={td}>{b.by?.name ?? '-'}</td>
            </tr>
          ))}
        </Table>
      </ListPanel>
      <Dialog open={params.get('dialog') === 'adjust'} onOpenChange={(open) => !open && close()}>
        {params.get('dialog') === 'adjust' && (
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
      </Dialog>
    </>
  );
}

function WithdrawalsView() {
  const { common, params, update, hrefFor } = useFilter();
  const filter = { ...common, status: pick(params.get('status'), approvalStatuses) };
  const list = useQuery(consoleWithdrawalsQuery(filter));
  const [deciding, setDeciding] = useState<ConsoleWithdrawal | null>(null);
  const excel = useExcelDownload({
    fetchFile: () => exportTransfers(filter),
    fileName: () => `출금이체_${formatDate(new Date())}.xlsx`,
  });
  const taxOpen = params.get('dialog') === 'tax';
  return (
    <>
      <div className="flex flex-wrap justify-end gap-2">
        <ExcelButton excel={excel} />
        <Button variant="outline" onClick={() => update({ dialog: 'tax' }, { keepPage: true })}>
          사업소득 지급명세
        </Button>
      </div>
      <ExcelError error={excel.error} />
      <Filters label="출금 신청 검색">
        {() => (
          <FilterSelect
            id="filter-status"
            label="상태"
            selectClassName="md:w-32"
            value={filter.status}
            options={optionsOf(approvalStatuses, { ...approvalStatusLabel, APPROVED: '입금완료' })}
            onChange={(status) => update({ status })}
          />
        )}
      </Filters>
      <ListPanel
        title={<ListCount noun="출금 신청" unit="건" total={list.data?.summary.totalCount} />}
        query={list}
        rows={list.data?.withdrawals.length}
        empty={<Empty message="출금 신청이 없습니다" className="border-none" />}
        paging={{
          page: filter.page,
          pageSize: PAGE_SIZE,
          totalCount: list.data?.summary.totalCount ?? 0,
          hrefFor,
        }}
      >
        <Table
          caption="출금 신청"
          heads={['신청일시', '회원', '계좌', '신청금액', '원천징수', '이체금액', '상태', '처리']}
          dim={list.isPlaceholderData}
        >
          {(list.data?.withdrawals ?? []).map((w) => (
            <tr key={w._id} className="hover:bg-brand-50/40">
              <td className={td}>{formatDateTime(w.createdAt)}</td>
              <td className={td}>
                {w.user.name} <span className="text-muted">({w.user.username})</span>
              </td>
              <td className={td}>
                {w.meta.bank.name} {w.meta.bank.accountNumber} {w.meta.bank.accountHolder}
              </td>
              <td className={cn(td, 'text-right tabular-nums')}>{formatNumber(w.amount)}원</td>
              <td className={cn(td, 'text-right tabular-nums')}>{formatNumber(w.meta.charge.total)}원</td>
              <td className={cn(td, 'text-right font-bold tabular-nums')}>{formatNumber(w.meta.net)}원</td>
              <td className={td}>
                {w.status === 'APPROVED'
                  ? `입금완료 ${w.paidAt ? formatDate(w.paidAt) : ''}`
                  : w.status === 'REJECTED'
                    ? `반려: ${w.reason ?? ''}`
                    : '대기'}
              </td>
              <td className={td}>
                {w.status === 'AWAITING' && (
                  <Button size="sm" onClick={() => setDeciding(w)} aria-label={`${w.user.name} 출금 처리`}>
                    처리
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </Table>
      </ListPanel>
      <Dialog open={!!deciding} onOpenChange={(open) => !open && setDeciding(null)}>
        {deciding && <DecideDialog withdrawal={deciding} onDone={() => setDeciding(null)} />}
      </Dialog>
      <Dialog
        open={taxOpen}
        onOpenChange={(open) => !open && update({ dialog: undefined }, { keepPage: true })}
      >
        {taxOpen && <TaxReportDialog onDone={() => update({ dialog: undefined }, { keepPage: true })} />}
      </Dialog>
    </>
  );
}

/** /console/user-bonuses: the 수당 ledger with 조정, and withdrawals with 입금완료 / 반려 and the tax report. */
export function ConsoleBonusesPage() {
  const { params } = useFilter();
  const view = params.get('view') === 'withdrawals' ? 'withdrawals' : 'ledger';
  return (
    <>
      <ConsolePageTitle
        title="수당 관리"
        description="정회원의 수당 내역을 조회·조정하고, 출금 신청의 입금완료와 반려를 처리합니다."
      />
      <ViewTabs view={view} />
      <div className="mt-4 space-y-4">
        {view === 'withdrawals' ? <WithdrawalsView key="w" /> : <LedgerView key="l" />}
      </div>
    </>
  );
}
