import {
  type AuditLog,
  auditActionLabel,
  auditActions,
  auditChanges,
  auditTargetKinds,
  auditTargetLabel,
} from '@shop/contracts';
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
  DayRangeFields,
  FilterSelect,
  optionsOf,
  SearchWordField,
  useSearchDraft,
} from '@/components/console/search-fields.tsx';
import { pick, useUrlState } from '@/components/console/url-state.ts';
import { Empty } from '@/components/ui/empty.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDate, formatDateTime } from '@/lib/format.ts';
import { auditLogsQuery, exportAuditLogs } from './api.ts';

const PAGE_SIZE = 20;

/** The list's state lives in the URL: ?operator&action&targetKind&target&from&to&page. */
function useAuditFilter() {
  const { params, update, hrefFor, page, day } = useUrlState();
  const filter = {
    operator: params.get('operator')?.trim() || undefined,
    action: pick(params.get('action'), auditActions),
    targetKind: pick(params.get('targetKind'), auditTargetKinds),
    target: params.get('target')?.trim() || undefined,
    from: day('from'),
    to: day('to'),
    page,
    pageSize: PAGE_SIZE,
  };
  return { filter, update, hrefFor };
}

/** The changed fields of one row: name, before → after, one line each. */
function Changes({ log }: { log: AuditLog }) {
  const changes = auditChanges(log);
  if (changes.length === 0) return <span className="text-muted">-</span>;
  return (
    <dl className="space-y-0.5">
      {changes.map((c) => (
        <div key={c.field} className="flex flex-wrap gap-x-1">
          <dt className="font-semibold">{c.label}</dt>
          <dd>
            <span className="text-muted">{c.before}</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only">에서</span>
            <span className="font-semibold text-ink">{c.after}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /console/audit-logs: every operator change of money, stock, statuses, member standing, settings,
 * terms and codes (DOMAIN.md Console "Audit log"). Read only: no screen changes or removes a row.
 */
export function ConsoleAuditLogsPage() {
  const { filter, update, hrefFor } = useAuditFilter();
  const logs = useQuery(auditLogsQuery(filter));
  const [operator, setOperator] = useSearchDraft(filter.operator);
  const [target, setTarget] = useSearchDraft(filter.target);
  const [from, setFrom] = useState(filter.from ?? '');
  const [to, setTo] = useState(filter.to ?? '');

  const excel = useExcelDownload({
    fetchFile: () => exportAuditLogs(filter),
    fileName: () => `감사로그_${formatDate(new Date())}.xlsx`,
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({
      operator: operator.trim() || undefined,
      target: target.trim() || undefined,
      from: from || undefined,
      to: to || undefined,
    });
  };
  const filtered = !!(
    filter.operator ||
    filter.action ||
    filter.targetKind ||
    filter.target ||
    filter.from ||
    filter.to
  );

  return (
    <>
      <ConsolePageTitle
        title="감사 로그"
        description="운영자가 금액·재고·상태·회원 등급·설정·약관·코드를 바꾼 기록입니다. 기록은 수정하거나 삭제할 수 없습니다."
        actions={<ExcelButton excel={excel} />}
      />
      <ExcelError error={excel.error} />
      <SearchPanel label="감사 로그 검색">
        <form
          onSubmit={search}
          className="grid gap-3 md:grid-cols-3 lg:grid-cols-[auto_auto_auto_auto_1fr_1fr_auto] lg:items-end"
        >
          <FilterSelect
            id="filter-action"
            label="작업"
            selectClassName="lg:w-44"
            value={filter.action}
            options={optionsOf(auditActions, auditActionLabel)}
            onChange={(action) => update({ action })}
          />
          <FilterSelect
            id="filter-target-kind"
            label="대상"
            selectClassName="lg:w-32"
            value={filter.targetKind}
            options={optionsOf(auditTargetKinds, auditTargetLabel)}
            onChange={(targetKind) => update({ targetKind })}
          />
          <DayRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} />
          <SearchWordField
            id="filter-operator"
            label="처리자 (이름 또는 아이디)"
            value={operator}
            onValue={setOperator}
          />
          <SearchWordField
            id="filter-target"
            label="대상 ID"
            maxLength={100}
            value={target}
            onValue={setTarget}
          />
          <SearchButtons
            filtered={filtered}
            onReset={() => {
              setFrom('');
              setTo('');
              update({
                operator: undefined,
                action: undefined,
                targetKind: undefined,
                target: undefined,
                from: undefined,
                to: undefined,
              });
            }}
          />
        </form>
      </SearchPanel>

      <ListPanel
        title={<ListCount noun="기록" unit="건" total={logs.data?.summary.totalCount} />}
        query={logs}
        rows={logs.data?.auditLogs.length}
        empty={
          <Empty
            message={filtered ? '검색 조건에 맞는 기록이 없습니다' : '감사 로그가 없습니다'}
            className="border-none"
          />
        }
        paging={{
          page: filter.page,
          pageSize: PAGE_SIZE,
          totalCount: logs.data?.summary.totalCount ?? 0,
          hrefFor,
        }}
      >
        {/* relative: the cells' screen-reader-only labels (absolutely placed) scroll with the table */}
        <div
          className="relative -mx-4 -mt-4 overflow-x-auto sm:-mx-5 sm:-mt-5"
          aria-busy={logs.isPlaceholderData}
        >
          <table className="w-full min-w-[1080px] border-collapse">
            <caption className="sr-only">감사 로그</caption>
            <thead>
              <tr>
                {['일시', '처리자', '작업', '대상', '변경 내용', '사유', '요청'].map((h) => (
                  <th key={h} scope="col" className={th}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={logs.isPlaceholderData ? 'opacity-60' : undefined}>
              {(logs.data?.auditLogs ?? []).map((log) => (
                <tr key={log._id} className="align-top hover:bg-brand-50/40">
                  <td className={td}>{formatDateTime(log.createdAt)}</td>
                  <td className={td}>
                    {log.operator ? (
                      <>
                        {log.operator.name} <span className="text-muted">({log.operator.username})</span>
                      </>
                    ) : (
                      '-'
                    )}
                  </td>
                  <td className={td}>{log.actionLabel}</td>
                  <td className={td}>
                    {log.targetLabel}
                    <span className="block max-w-[12rem] truncate text-xs text-muted" title={log._target}>
                      {log._target}
                    </span>
                  </td>
                  <td className={cn(td, 'whitespace-normal')}>
                    <Changes log={log} />
                  </td>
                  <td className={cn(td, 'whitespace-normal')}>{log.reason ?? '-'}</td>
                  <td className={cn(td, 'text-xs text-muted')}>
                    {log.ip ?? '-'}
                    {log.requestId && <span className="block">#{log.requestId}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListPanel>
    </>
  );
}
