import {
  formatDate,
  type Inquiry,
  type InquiryHistory,
  type InquiryState,
  inquiryKindLabel,
  inquiryKinds,
  inquiryStateLabel,
  inquiryStates,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { type ConsoleColumn, consoleColumnHelper, DataTable } from '@/components/console/data-table.tsx';
import { FormAlert } from '@/components/console/fields.tsx';
import {
  ExcelButton,
  ListCount,
  ListPanel,
  SearchButtons,
  SearchPanel,
  useExcelDownload,
} from '@/components/console/list-panel.tsx';
import { ConsolePageTitle } from '@/components/console/panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { pick, useUrlState } from '@/components/console/url-state.ts';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Input, Select, TextAreaField } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { formatDateTime, formatPhone } from '@/lib/format.ts';
import {
  exportInquiries,
  type InquiriesFilter,
  inquiriesQuery,
  inquiryQuery,
  useChangeInquiryState,
} from '../api/inquiries.ts';

const PAGE_SIZE = 20;
const label = 'text-[13px] font-semibold text-muted';

export const inquiryStateTone: Record<InquiryState, BadgeTone> = {
  RECEIVED: 'danger',
  IN_PROGRESS: 'warning',
  DONE: 'success',
  CANCELED: 'neutral',
};

function StateBadge({ state }: { state: InquiryState }) {
  return <Badge tone={inquiryStateTone[state]}>{inquiryStateLabel[state]}</Badge>;
}

function Kinds({ inquiry }: { inquiry: Pick<Inquiry, 'kinds'> }) {
  return (
    <div className="flex flex-wrap gap-1">
      {inquiry.kinds.map((k) => (
        <Badge key={k} tone="brand">
          {inquiryKindLabel[k]}
        </Badge>
      ))}
    </div>
  );
}

function Member({ inquiry }: { inquiry: Inquiry }) {
  if (!inquiry.user) return <span className="text-muted">비회원</span>;
  return (
    <Link to={`/console/users/${inquiry.user._id}`} className="text-brand-700 hover:underline">
      {inquiry.user.name} <span className="text-xs text-muted">({inquiry.user.username})</span>
    </Link>
  );
}

/** /console/inquiries: the installation and consultation requests of the home page and side panel. */
export function ConsoleInquiriesPage() {
  const { params, update, hrefFor, page } = useUrlState();
  const filter: InquiriesFilter = {
    state: pick(params.get('state'), inquiryStates),
    kind: pick(params.get('kind'), inquiryKinds),
    searchValue: params.get('searchValue')?.trim() || undefined,
  };
  const list = useQuery(inquiriesQuery(filter, page, PAGE_SIZE));
  const [typed, setTyped] = useState(filter.searchValue ?? '');
  useEffect(() => setTyped(filter.searchValue ?? ''), [filter.searchValue]);
  const open = params.get('_inquiry');

  const excel = useExcelDownload({
    fetchFile: () => exportInquiries(filter),
    fileName: () => `설치문의_${formatDate(new Date())}.xlsx`,
    // a 403 was alerted by the API client already
    onError: (error) => {
      if (!(isApiError(error) && error.status === 403)) toast.error(errorMessage(error));
    },
  });

  const columns = useMemo(() => {
    const col = consoleColumnHelper<Inquiry>();
    const cols: ConsoleColumn<Inquiry>[] = [
      col.accessor('createdAt', {
        header: '접수일시',
        meta: { className: 'tabular-nums' },
        cell: ({ getValue }) => formatDateTime(getValue()).slice(0, 16),
      }),
      col.display({ id: 'kinds', header: '문의 종류', cell: ({ row }) => <Kinds inquiry={row.original} /> }),
      col.accessor('name', {
        header: '이름',
        cell: ({ row }) => (
          <Link
            to={`?${new URLSearchParams({ ...Object.fromEntries(params), _inquiry: row.original._id }).toString()}`}
            preventScrollReset
            className="font-semibold text-brand-700 hover:underline"
            aria-label={`${row.original.name}님 문의 상세`}
          >
            {row.original.name}
          </Link>
        ),
      }),
      col.accessor('contact', {
        header: '연락처',
        meta: { className: 'tabular-nums' },
        cell: ({ getValue }) => formatPhone(getValue()),
      }),
      col.display({ id: 'member', header: '회원', cell: ({ row }) => <Member inquiry={row.original} /> }),
      col.accessor('state', {
        header: '상태',
        cell: ({ getValue }) => <StateBadge state={getValue()} />,
      }),
      col.display({
        id: 'handled',
        header: '처리',
        cell: ({ row }) =>
          row.original.handledBy ? (
            <span className="text-[13px]">
              {row.original.handledBy.name}
              <span className="ml-1 text-xs text-muted tabular-nums">
                {row.original.handledAt ? formatDateTime(row.original.handledAt).slice(5, 16) : ''}
              </span>
            </span>
          ) : (
            <span className="text-muted">-</span>
          ),
      }),
      col.accessor('memo', {
        header: '메모',
        meta: { className: 'whitespace-normal' },
        cell: ({ getValue }) => (
          <p className="line-clamp-1 max-w-64 min-w-32 text-[13px] text-muted">{getValue() || '-'}</p>
        ),
      }),
    ];
    return cols;
  }, [params]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ searchValue: typed.trim() || undefined });
  };
  const filtered = !!(filter.state || filter.kind || filter.searchValue);

  return (
    <>
      <ConsolePageTitle
        title="설치·상담 문의"
        description="홈 화면과 사이드 패널의 설치 문의 양식으로 들어온 요청입니다. 이름을 누르면 상태를 바꾸고 메모를 남길 수 있습니다."
        actions={<ExcelButton excel={excel} />}
      />
      <SearchPanel label="문의 검색">
        <form onSubmit={search} className="grid gap-3 md:grid-cols-[10rem_10rem_1fr_auto] md:items-end">
          <div className="grid grid-cols-2 gap-3 md:contents">
            <div className="space-y-1">
              <label htmlFor="filter-state" className={label}>
                처리 상태
              </label>
              <Select
                id="filter-state"
                value={filter.state ?? ''}
                onChange={(e) => update({ state: e.target.value || undefined })}
              >
                <option value="">전체</option>
                {inquiryStates.map((s) => (
                  <option key={s} value={s}>
                    {inquiryStateLabel[s]}
                  </option>
                ))}
              </Select>
            </div>
            <div className="space-y-1">
              <label htmlFor="filter-kind" className={label}>
                문의 종류
              </label>
              <Select
                id="filter-kind"
                value={filter.kind ?? ''}
                onChange={(e) => update({ kind: e.target.value || undefined })}
              >
                <option value="">전체</option>
                {inquiryKinds.map((k) => (
                  <option key={k} value={k}>
                    {inquiryKindLabel[k]}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          <div className="space-y-1">
            <label htmlFor="filter-search" className={label}>
              이름 · 연락처
            </label>
            <Input
              id="filter-search"
              type="search"
              value={typed}
              maxLength={50}
              placeholder="이름 또는 연락처 일부"
              onChange={(e) => setTyped(e.target.value)}
            />
          </div>
          <SearchButtons
            filtered={filtered}
            submitClassName="flex-1 md:flex-none md:px-6"
            onReset={() => update({ state: undefined, kind: undefined, searchValue: undefined })}
          />
        </form>
      </SearchPanel>
      <ListPanel
        title={<ListCount noun="문의" unit="건" total={list.data?.summary.totalCount} />}
        query={list}
        rows={list.data?.inquiries.length}
        empty={
          <Empty
            message={filtered ? '조건에 맞는 문의가 없습니다' : '들어온 문의가 없습니다'}
            className="border-none"
          />
        }
        paging={{ page, pageSize: PAGE_SIZE, totalCount: list.data?.summary.totalCount ?? 0, hrefFor }}
      >
        <DataTable
          className="-mx-4 -mt-4 sm:-mx-5 sm:-mt-5"
          caption="설치·상담 문의 목록"
          columns={columns}
          data={list.data?.inquiries ?? []}
          getRowId={(i) => i._id}
          minWidth={1060}
          busy={list.isPlaceholderData}
          rowTestId="inquiry-row"
        />
      </ListPanel>

      <Dialog open={!!open} onOpenChange={(o) => !o && update({ _inquiry: undefined }, { keepPage: true })}>
        {open && <InquiryDialog key={open} _id={open} />}
      </Dialog>
    </>
  );
}

function InquiryDialog({ _id }: { _id: string }) {
  const detail = useQuery(inquiryQuery(_id));
  return (
    <DialogContent title="문의 상세" className="sm:w-[min(640px,calc(100vw-2rem))]!">
      {detail.isPending && <Loading />}
      {detail.isError && (
        <ErrorState
          error={detail.error}
          onRetry={() => detail.refetch()}
          className="border-none bg-transparent"
        />
      )}
      {detail.data && <InquiryDetail key={detail.data.inquiry.handledAt ?? ''} {...detail.data} />}
    </DialogContent>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[5.5rem_1fr] gap-2 py-2">
      <dt className="text-[13px] font-semibold text-muted">{term}</dt>
      <dd className="min-w-0 text-sm text-ink">{children}</dd>
    </div>
  );
}

function InquiryDetail({ inquiry, histories }: { inquiry: Inquiry; histories: InquiryHistory[] }) {
  const change = useChangeInquiryState(inquiry._id);
  const [state, setState] = useState<InquiryState>(inquiry.state);
  const [memo, setMemo] = useState(inquiry.memo);
  const [message, setMessage] = useState<string | null>(null);
  const [memoError, setMemoError] = useState<string>();
  const stateId = useId();
  const unchanged = state === inquiry.state && memo.trim() === inquiry.memo;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    setMemoError(undefined);
    if (memo.trim().length > 2000) {
      setMemoError('메모는 2000자 이하로 입력해주세요');
      return;
    }
    try {
      await change.mutateAsync({ state, memo: memo.trim() });
      toast(`${inquiry.name}님 문의를 저장했습니다 (${inquiryStateLabel[state]})`);
    } catch (error) {
      if (isApiError(error) && error.status === 403) return;
      const memoDetail = isApiError(error) ? error.details?.find((d) => d.path === 'memo') : undefined;
      if (memoDetail) setMemoError(memoDetail.message);
      else setMessage(errorMessage(error));
    }
  };

  return (
    <div className="space-y-5">
      <dl className="divide-y divide-line rounded-lg border border-line px-4">
        <Row term="문의 종류">
          <Kinds inquiry={inquiry} />
        </Row>
        <Row term="이름">{inquiry.name}</Row>
        <Row term="연락처">
          <a
            href={`tel:${inquiry.contact}`}
            className="font-semibold text-brand-700 tabular-nums hover:underline"
          >
            {formatPhone(inquiry.contact)}
          </a>
        </Row>
        <Row term="회원">
          <Member inquiry={inquiry} />
        </Row>
        <Row term="접수일시">
          <span className="tabular-nums">{formatDateTime(inquiry.createdAt)}</span>
        </Row>
        <Row term="개인정보 동의">
          <span className="tabular-nums">{formatDateTime(inquiry.agreedAt)}</span>
        </Row>
        <Row term="현재 상태">
          <StateBadge state={inquiry.state} />
          {inquiry.handledBy && (
            <span className="ml-2 text-[13px] text-muted">
              {inquiry.handledBy.name} · {inquiry.handledAt ? formatDateTime(inquiry.handledAt) : ''}
            </span>
          )}
        </Row>
      </dl>

      <form onSubmit={save} noValidate className="space-y-3 rounded-lg bg-surface p-4">
        <fieldset>
          <legend id={stateId} className="mb-1.5 text-sm font-semibold text-ink">
            처리 상태
          </legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {inquiryStates.map((s) => (
              <label
                key={s}
                className="flex h-10 cursor-pointer items-center justify-center rounded-lg border border-line bg-white text-sm font-semibold has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:text-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
              >
                <input
                  type="radio"
                  name="state"
                  value={s}
                  checked={state === s}
                  onChange={() => setState(s)}
                  className="sr-only"
                />
                {inquiryStateLabel[s]}
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          label="메모"
          maxLength={2000}
          className="[&_textarea]:min-h-20"
          placeholder="상담 내용, 방문 일정 등"
          error={memoError}
          value={memo}
          onChange={(e) => setMemo(e.target.value)}
        />
        <FormAlert>{message}</FormAlert>
        <div className="flex justify-end">
          <Button type="submit" disabled={unchanged || change.isPending} aria-busy={change.isPending}>
            {change.isPending ? '저장하는 중…' : '상태 저장'}
          </Button>
        </div>
      </form>

      <section aria-labelledby="inquiry-history">
        <h3 id="inquiry-history" className="mb-2 text-sm font-bold text-ink">
          처리 이력
        </h3>
        {histories.length === 0 ? (
          <p className="text-[13px] text-muted">아직 처리 이력이 없습니다.</p>
        ) : (
          <ol className="space-y-2" data-testid="inquiry-history">
            {histories.map((h) => (
              <li key={h._id} className="rounded-lg border border-line px-3 py-2.5">
                <div className="flex flex-wrap items-center gap-1.5 text-[13px]">
                  {h.before === h.after ? (
                    <StateBadge state={h.after} />
                  ) : (
                    <>
                      <StateBadge state={h.before} />
                      <span aria-hidden="true">→</span>
                      <span className="sr-only">에서</span>
                      <StateBadge state={h.after} />
                    </>
                  )}
                  <span className="ml-auto text-muted tabular-nums">
                    {h.by.name} · {formatDateTime(h.createdAt)}
                  </span>
                </div>
                {h.memo && <p className="mt-1.5 text-sm whitespace-pre-wrap text-ink">{h.memo}</p>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
