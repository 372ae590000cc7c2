import {
  type ConsolePurchase,
  formatDate,
  formatNumber,
  paymentMethodLabel,
  paymentMethods,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { type ConsoleColumn, consoleColumnHelper, DataTable } from '@/components/console/data-table.tsx';
import { saveBlob } from '@/components/console/files.ts';
import { ConsolePageTitle, Panel } from '@/components/console/panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { useUrlState } from '@/components/console/url-state.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Input, Select } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { formatDateTime, formatPhone, formatWon } from '@/lib/format.ts';
import { bulkTargets, isOpenClaim, purchaseActions } from './actions.ts';
import { dashboardQuery, exportPurchases, purchasesQuery, useBulkPurchaseStatus } from './api.ts';
import {
  hasConditions,
  type Manage,
  manageLabel,
  manageStatuses,
  manages,
  quickPeriod,
  quickPeriods,
  readPurchaseFilter,
  type SearchKey,
  searchKeyLabel,
  searchKeys,
  statusChipLabel,
} from './filters.ts';
import { InvoiceDialog, InvoiceExcelDialog } from './invoice-forms.tsx';
import { ClaimBadge, CollectionBadge, OrderStatusBadge } from './labels.tsx';
import { OrderDialog } from './order-dialog.tsx';
import { RefundsPanel } from './refunds-panel.tsx';

const PAGE_SIZE = 20;
const label = 'text-[13px] font-semibold text-muted';

/** The tab of /console/shop/purchases/{manage}: the last segment of the path. */
function useManage(): string | undefined {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '').split('/').pop();
}

/**
 * /console/shop/purchases/{manage}: the order desk. Tabs with counts, status chips, search and
 * period, the purchases with selection and bulk moves, Excel export, bulk invoices; a row opens the
 * order (`?_order=`), a 송장 button the invoice dialog (`?dialog=invoice&_purchase=`).
 */
export function ConsolePurchasesPage() {
  const manageParam = useManage();
  const { params, update, hrefFor, page } = useUrlState();
  const filter = readPurchaseFilter(manageParam, params);
  const list = useQuery(purchasesQuery(filter, page, PAGE_SIZE));
  const dashboard = useQuery(dashboardQuery(filter.manage));
  const purchases = list.data?.purchases ?? noPurchases;

  // The selection belongs to the page of the list it was made on.
  const listKey = JSON.stringify({ filter, page });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [selectedFor, setSelectedFor] = useState(listKey);
  if (selectedFor !== listKey) {
    setSelectedFor(listKey);
    setSelected(new Set());
  }
  const chosen = purchases.filter((p) => selected.has(p._id));

  const dialog = params.get('dialog');
  const openOrder = params.get('_order');
  const invoicePurchase =
    dialog === 'invoice' ? purchases.find((p) => p._id === params.get('_purchase')) : undefined;
  const closeDialog = () =>
    update({ dialog: undefined, _purchase: undefined, _order: undefined }, { keepPage: true });

  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      const { blob, filename } = await exportPurchases(filter);
      saveBlob(blob, filename ?? `주문목록_${formatDate(new Date())}.xlsx`);
    } catch (error) {
      if (!(isApiError(error) && error.status === 403)) toast.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const linkWith = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return `?${next.toString()}`;
  };

  const handlers = useRef({ linkWith, setSelected });
  handlers.current = { linkWith, setSelected };
  const allChecked = purchases.length > 0 && purchases.every((p) => selected.has(p._id));
  const someChecked = !allChecked && purchases.some((p) => selected.has(p._id));

  const columns = useMemo(() => {
    const col = consoleColumnHelper<ConsolePurchase>();
    const toggle = (_id: string) =>
      handlers.current.setSelected((current) => {
        const next = new Set(current);
        if (next.has(_id)) next.delete(_id);
        else next.add(_id);
        return next;
      });
    const cols: ConsoleColumn<ConsolePurchase>[] = [
      col.display({
        id: 'select',
        header: () => (
          <input
            type="checkbox"
            className="size-[18px] cursor-pointer align-middle"
            aria-label="이 페이지 모두 선택"
            checked={allChecked}
            ref={(el) => {
              if (el) el.indeterminate = someChecked;
            }}
            onChange={(e) =>
              handlers.current.setSelected(
                e.target.checked ? new Set(purchases.map((p) => p._id)) : new Set(),
              )
            }
          />
        ),
        meta: { className: 'w-10', headerClassName: 'w-10' },
        cell: ({ row }) => (
          <input
            type="checkbox"
            className="size-[18px] cursor-pointer align-middle"
            aria-label={`${row.original.purchaseNo} 선택`}
            checked={selected.has(row.original._id)}
            onChange={() => toggle(row.original._id)}
          />
        ),
      }),
      col.display({
        id: 'orderNo',
        header: '주문번호',
        cell: ({ row }) => (
          <div>
            <Link
              to={handlers.current.linkWith({ _order: row.original.order._id })}
              preventScrollReset
              className="font-mono text-[13px] font-semibold text-brand-700 hover:underline"
              aria-label={`주문 ${row.original.order.orderNo} 상세`}
            >
              {row.original.order.orderNo}
            </Link>
            <p className="font-mono text-[11px] text-muted">{row.original.purchaseNo}</p>
          </div>
        ),
      }),
      col.display({
        id: 'createdAt',
        header: '주문일시',
        meta: { className: 'tabular-nums text-[13px]' },
        cell: ({ row }) => {
          const at = formatDateTime(row.original.order.createdAt);
          return (
            <>
              {at.slice(0, 10)}
              <span className="block text-xs text-muted">{at.slice(11, 16)}</span>
            </>
          );
        },
      }),
      col.display({
        id: 'product',
        header: '상품 / 옵션',
        meta: { className: 'whitespace-normal' },
        cell: ({ row }) => (
          <div className="max-w-64 min-w-40">
            <p className="line-clamp-2 font-medium">{row.original.productName}</p>
            {row.original.optionLabel && <p className="text-xs text-muted">{row.original.optionLabel}</p>}
          </div>
        ),
      }),
      col.accessor('quantity', {
        header: '수량',
        meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
        cell: ({ getValue }) => formatNumber(getValue()),
      }),
      col.accessor('amount', {
        header: '결제금액',
        meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
        cell: ({ getValue }) => formatWon(getValue()),
      }),
      col.display({
        id: 'buyer',
        header: '구매자',
        cell: ({ row }) => (
          <Link to={`/console/users/${row.original.buyer._id}`} className="hover:underline">
            {row.original.buyer.name}
            <span className="block text-xs text-muted">{row.original.buyer.username}</span>
          </Link>
        ),
      }),
      col.display({
        id: 'receiver',
        header: '수령인',
        cell: ({ row }) => (
          <>
            {row.original.receiver.name}
            <span className="block text-xs text-muted tabular-nums">
              {formatPhone(row.original.receiver.phone)}
            </span>
          </>
        ),
      }),
      col.display({
        id: 'payment',
        header: '결제수단',
        cell: ({ row }) => (
          <>
            {paymentMethodLabel[row.original.order.paymentMethod]}
            {row.original.order.paymentMethod === 'BANK_TRANSFER' && row.original.order.depositorName && (
              <span className="block text-xs text-muted">입금자 {row.original.order.depositorName}</span>
            )}
          </>
        ),
      }),
      col.display({
        id: 'status',
        header: '상태',
        cell: ({ row }) => (
          <div className="flex flex-col items-start gap-1">
            <OrderStatusBadge status={row.original.status} />
            {row.original.claimStatus && <ClaimBadge claim={row.original.claimStatus} />}
            {row.original.collectionStatus && <CollectionBadge collection={row.original.collectionStatus} />}
          </div>
        ),
      }),
      col.display({
        id: 'invoice',
        header: '송장',
        cell: ({ row }) => {
          const p = row.original;
          if (p.invoiceNumber) {
            return (
              <div className="text-[13px]">
                {p.courierName ?? p.courierCode}
                {p.trackingUrl ? (
                  <a
                    href={p.trackingUrl}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="block font-mono text-brand-700 hover:underline"
                    aria-label={`${p.invoiceNumber} 배송조회`}
                  >
                    {p.invoiceNumber}
                  </a>
                ) : (
                  <span className="block font-mono">{p.invoiceNumber}</span>
                )}
              </div>
            );
          }
          const canInvoice = purchaseActions(p).some((a) => a.kind === 'invoice');
          return canInvoice ? (
            <Link
              to={handlers.current.linkWith({ dialog: 'invoice', _purchase: p._id })}
              preventScrollReset
              className="inline-flex h-8 items-center rounded-lg border border-line px-2.5 text-[13px] font-semibold hover:border-brand-300 hover:bg-brand-50"
              aria-label={`${p.purchaseNo} 송장 입력`}
            >
              송장 입력
            </Link>
          ) : (
            <span className="text-subtle">-</span>
          );
        },
      }),
    ];
    return cols;
  }, [allChecked, someChecked, selected, purchases]);

  return (
    <>
      <ConsolePageTitle
        title={`주문 관리 · ${manageLabel[filter.manage]}`}
        description="주문상품 단위로 입금확인, 배송준비, 송장 입력, 배송완료와 취소·교환·반품을 처리합니다."
        actions={
          <>
            <Button
              variant="outline"
              onClick={() => update({ dialog: 'invoice-excel' }, { keepPage: true })}
              className="max-sm:px-3"
            >
              송장 일괄등록
            </Button>
            <Button variant="outline" onClick={download} disabled={exporting} aria-busy={exporting}>
              {exporting ? '내려받는 중…' : '엑셀 다운로드'}
            </Button>
          </>
        }
      />

      <nav aria-label="주문 구분" className="mb-4 -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 rounded-xl border border-line bg-white p-1">
          {manages.map((m) => (
            <li key={m}>
              <TabLink manage={m} current={filter.manage} count={dashboard.data?.tabs[m]} params={params} />
            </li>
          ))}
        </ul>
      </nav>

      {(filter.manage === 'cancel' || filter.manage === 'return') && <RefundsPanel className="mb-4" />}

      <Panel className="mb-4">
        <SearchForm filter={filter} update={update} counts={dashboard.data?.statuses} />
      </Panel>

      <Panel
        title={
          <>
            주문상품{' '}
            <span className="text-brand-700" data-testid="purchase-total">
              {list.data ? formatNumber(list.data.summary.totalCount) : '-'}
            </span>
            건
          </>
        }
        actions={<BulkBar chosen={chosen} onDone={() => setSelected(new Set())} />}
      >
        {list.isPending && <Loading />}
        {list.isError && <ErrorState error={list.error} onRetry={() => list.refetch()} />}
        {list.data && purchases.length === 0 && (
          <Empty
            message={hasConditions(filter) ? '검색 조건에 맞는 주문이 없습니다' : '주문내역이 없습니다'}
            className="border-none"
          />
        )}
        {purchases.length > 0 && (
          <>
            <DataTable
              className="-mx-4 -mt-4 sm:-mx-5 sm:-mt-5"
              caption={`${manageLabel[filter.manage]} 주문상품 목록`}
              columns={columns}
              data={purchases}
              getRowId={(p) => p._id}
              minWidth={1100}
              busy={list.isPlaceholderData}
              rowTestId="purchase-row"
            />
            <Pagination
              className="mt-5"
              page={page}
              pageSize={PAGE_SIZE}
              totalCount={list.data?.summary.totalCount ?? 0}
              hrefFor={hrefFor}
            />
          </>
        )}
      </Panel>

      <Dialog open={!!openOrder} onOpenChange={(o) => !o && closeDialog()}>
        {openOrder && <OrderDialog key={openOrder} _id={openOrder} />}
      </Dialog>
      <Dialog open={!!invoicePurchase} onOpenChange={(o) => !o && closeDialog()}>
        {invoicePurchase && <InvoiceDialog purchase={invoicePurchase} onDone={closeDialog} />}
      </Dialog>
      <Dialog open={dialog === 'invoice-excel'} onOpenChange={(o) => !o && closeDialog()}>
        {dialog === 'invoice-excel' && <InvoiceExcelDialog />}
      </Dialog>
    </>
  );
}

const noPurchases: ConsolePurchase[] = [];

function TabLink({
  manage,
  current,
  count,
  params,
}: {
  manage: Manage;
  current: Manage;
  count: number | undefined;
  params: URLSearchParams;
}) {
  // A tab keeps the search and period; its status chips are its own.
  const next = new URLSearchParams(params);
  for (const key of ['status', 'page', 'dialog', '_purchase', '_order']) next.delete(key);
  const query = next.toString();
  const active = manage === current;
  // On a phone the bar scrolls sideways: bring the open tab into sight.
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  return (
    <Link
      ref={ref}
      to={`/console/shop/purchases/${manage}${query ? `?${query}` : ''}`}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors',
        active ? 'bg-brand-600 text-white' : 'text-muted hover:bg-surface hover:text-ink',
      )}
    >
      {manageLabel[manage]}
      <span
        className={cn(
          'min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums',
          active ? 'bg-white/20' : 'bg-surface text-ink',
        )}
        data-testid={`tab-count-${manage}`}
      >
        {count === undefined ? '-' : formatNumber(count)}
      </span>
    </Link>
  );
}

function SearchForm({
  filter,
  update,
  counts,
}: {
  filter: ReturnType<typeof readPurchaseFilter>;
  update: ReturnType<typeof useUrlState>['update'];
  counts: Record<string, number> | undefined;
}) {
  const [searchKey, setSearchKey] = useState<SearchKey>(filter.searchKey);
  const [searchValue, setSearchValue] = useState(filter.searchValue ?? '');
  const [from, setFrom] = useState(filter.from ?? '');
  const [to, setTo] = useState(filter.to ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setSearchKey(filter.searchKey);
    setSearchValue(filter.searchValue ?? '');
    setFrom(filter.from ?? '');
    setTo(filter.to ?? '');
  }, [filter.searchKey, filter.searchValue, filter.from, filter.to]);

  const chips = manageStatuses[filter.manage];
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && from > to) {
      setProblem('조회 시작일은 종료일보다 늦을 수 없습니다');
      return;
    }
    setProblem(null);
    update({
      searchKey: searchValue.trim() ? searchKey : undefined,
      searchValue: searchValue.trim() || undefined,
      from: from || undefined,
      to: to || undefined,
    });
  };
  const reset = () =>
    update({
      status: undefined,
      searchKey: undefined,
      searchValue: undefined,
      from: undefined,
      to: undefined,
      paymentMethod: undefined,
    });

  return (
    <search aria-label="주문 검색" className="block space-y-4">
      {chips.length > 0 && (
        <fieldset className="flex min-w-0 flex-wrap gap-1.5">
          <legend className="sr-only">상태</legend>
          <Chip active={!filter.status} onClick={() => update({ status: undefined })}>
            전체
          </Chip>
          {chips.map((s) => (
            <Chip key={s} active={filter.status === s} onClick={() => update({ status: s })}>
              {statusChipLabel(s)}
              <span className="ml-1 tabular-nums opacity-70">{formatNumber(counts?.[s] ?? 0)}</span>
            </Chip>
          ))}
        </fieldset>
      )}
      <form onSubmit={search} noValidate className="flex flex-wrap items-end gap-x-4 gap-y-3">
        <div className="grid w-full grid-cols-[7.5rem_1fr] gap-2 sm:w-[24rem]">
          <div className="space-y-1">
            <label htmlFor="order-search-key" className={label}>
              검색 조건
            </label>
            <Select
              id="order-search-key"
              value={searchKey}
              onChange={(e) => setSearchKey(e.target.value as SearchKey)}
            >
              {searchKeys.map((k) => (
                <option key={k} value={k}>
                  {searchKeyLabel[k]}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-1">
            <label htmlFor="order-search-value" className={label}>
              검색어
            </label>
            <Input
              id="order-search-value"
              type="search"
              maxLength={50}
              value={searchValue}
              placeholder={`${searchKeyLabel[searchKey]}(으)로 검색`}
              onChange={(e) => setSearchValue(e.target.value)}
            />
          </div>
        </div>
        <fieldset className="w-full min-w-0 sm:w-auto">
          <legend className={`${label} mb-1`}>주문일</legend>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <div className="flex w-full items-center gap-2 sm:w-auto">
              <Input
                type="date"
                aria-label="조회 시작일"
                className="w-auto! min-w-0 flex-1 px-2! text-sm! sm:w-38! sm:flex-none"
                value={from}
                max={to || undefined}
                onChange={(e) => setFrom(e.target.value)}
              />
              <span aria-hidden="true" className="text-muted">
                ~
              </span>
              <Input
                type="date"
                aria-label="조회 종료일"
                className="w-auto! min-w-0 flex-1 px-2! text-sm! sm:w-38! sm:flex-none"
                value={to}
                min={from || undefined}
                onChange={(e) => setTo(e.target.value)}
              />
            </div>
            <div className="flex gap-0.5">
              {quickPeriods.map((p) => (
                <Button
                  key={p.key}
                  size="sm"
                  variant="ghost"
                  className="px-2 text-[13px]"
                  onClick={() => {
                    const period = quickPeriod(p.key, new Date());
                    setFrom(period.from);
                    setTo(period.to);
                    setProblem(null);
                    update({ from: period.from, to: period.to });
                  }}
                >
                  {p.label}
                </Button>
              ))}
            </div>
          </div>
        </fieldset>
        <div className="w-full space-y-1 sm:w-36">
          <label htmlFor="order-payment" className={label}>
            결제수단
          </label>
          <Select
            id="order-payment"
            value={filter.paymentMethod ?? ''}
            onChange={(e) => update({ paymentMethod: e.target.value || undefined })}
          >
            <option value="">전체</option>
            {paymentMethods.map((m) => (
              <option key={m} value={m}>
                {paymentMethodLabel[m]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex w-full gap-2 sm:w-auto">
          <Button type="submit" className="flex-1 sm:flex-none sm:px-6">
            검색
          </Button>
          {hasConditions(filter) && (
            <Button variant="outline" onClick={reset}>
              초기화
            </Button>
          )}
        </div>
      </form>
      {problem && (
        <p role="alert" className="text-[13px] font-medium text-danger">
          {problem}
        </p>
      )}
    </search>
  );
}

function Chip({
  active,
  onClick,
  children,
}: {
  active: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'inline-flex h-8 items-center rounded-full border px-3 text-[13px] font-semibold transition-colors',
        active
          ? 'border-brand-600 bg-brand-600 text-white'
          : 'border-line bg-white text-ink hover:border-brand-300',
      )}
    >
      {children}
    </button>
  );
}

/**
 * The selection's moves: only those the table allows for at least one chosen purchase, sent for the
 * purchases they apply to; the server answers each one, and the failures are listed.
 */
function BulkBar({ chosen, onDone }: { chosen: ConsolePurchase[]; onDone: () => void }) {
  const bulk = useBulkPurchaseStatus();
  const targets = bulkTargets(chosen);
  const [target, setTarget] = useState('');
  const [failures, setFailures] = useState<{ purchaseNo: string; message: string }[]>([]);
  const current = targets.find((t) => t.to === target) ?? targets[0];
  const claimed = chosen.filter((p) => isOpenClaim(p.claimStatus)).length;

  const apply = async (to: (typeof targets)[number]) => {
    const skipped = chosen.length - to.ids.length;
    const question = `${to.ids.length}건을 ${to.label}(으)로 변경하시겠습니까?${
      skipped ? `\n(${skipped}건은 현재 상태에서 변경할 수 없어 제외합니다)` : ''
    }`;
    if (!window.confirm(question)) return;
    setFailures([]);
    try {
      const results = await bulk.mutateAsync({ _purchases: to.ids, status: to.to });
      const ok = results.filter((r) => r.ok).length;
      const failed = results.filter((r) => !r.ok);
      const numberOf = new Map(chosen.map((p) => [p._id, p.purchaseNo]));
      setFailures(
        failed.map((r) => ({ purchaseNo: numberOf.get(r._id) ?? r._id, message: r.message ?? '' })),
      );
      if (ok) toast(`${ok}건을 ${to.label}(으)로 변경했습니다`);
      if (failed.length) toast.error(`${failed.length}건은 변경하지 못했습니다`);
      onDone();
    } catch (error) {
      if (!(isApiError(error) && error.status === 403)) toast.error(errorMessage(error));
    }
  };

  const prepare = targets.find((t) => t.to === 'ORDER_CONFIRM');
  return (
    <div className="flex w-full flex-col items-stretch gap-2 md:w-auto md:items-end">
      <fieldset className="flex min-w-0 flex-wrap items-center gap-2">
        <legend className="sr-only">선택한 주문상품 처리</legend>
        <span className="text-[13px] text-muted" aria-live="polite">
          {chosen.length ? `${chosen.length}건 선택` : '선택한 상품 없음'}
          {claimed ? ` · 클레임 ${claimed}건` : ''}
        </span>
        <Button
          size="sm"
          disabled={!prepare || bulk.isPending}
          onClick={() => prepare && apply(prepare)}
          title={prepare ? undefined : '결제완료 상품을 선택하면 배송준비중으로 바꿀 수 있습니다'}
        >
          배송준비중 처리
        </Button>
        <Select
          aria-label="일괄 변경할 상태"
          className="h-9! w-36! text-sm"
          value={current?.to ?? ''}
          disabled={targets.length === 0}
          onChange={(e) => setTarget(e.target.value)}
        >
          {targets.length === 0 && <option value="">상태 변경</option>}
          {targets.map((t) => (
            <option key={t.to} value={t.to}>
              {t.label} ({t.ids.length})
            </option>
          ))}
        </Select>
        <Button
          size="sm"
          variant="outline"
          disabled={!current || bulk.isPending}
          aria-busy={bulk.isPending}
          onClick={() => current && apply(current)}
        >
          일괄 변경
        </Button>
      </fieldset>
      {failures.length > 0 && (
        <ul
          role="alert"
          className="max-w-md space-y-0.5 rounded-lg bg-red-50 px-3 py-2 text-[13px] text-danger"
        >
          {failures.map((f) => (
            <li key={f.purchaseNo}>
              <span className="font-mono">{f.purchaseNo}</span> {f.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
