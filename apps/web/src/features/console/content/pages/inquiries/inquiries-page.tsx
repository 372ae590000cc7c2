import {
  formatDate,
  type Inquiry,
  inquiryAnsweredFilters,
  inquiryAnsweredLabel,
  inquiryKindLabel,
  inquiryKinds,
  inquiryStateLabel,
  inquiryStates,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo } from 'react';
import { Link } from 'react-router';
import { type ConsoleColumn, consoleColumnHelper } from '@/components/console/data-table.tsx';
import {
  ExcelButton,
  ListCount,
  SearchButtons,
  SearchPanel,
  useExcelDownload,
} from '@/components/console/list-panel.tsx';
import { ConsolePageTitle } from '@/components/console/panel.tsx';
import {
  FilterSelect,
  optionsOf,
  SearchWordField,
  useSearchDraft,
} from '@/components/console/search-fields.tsx';
import { TableListPanel } from '@/components/console/table-list-panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { pick, useUrlState } from '@/components/console/url-state.ts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { formatDateTime, formatPhone } from '@/lib/format.ts';
import { exportInquiries, type InquiriesFilter, inquiriesQuery } from '../../api/inquiries.ts';
import { InquiryDialog } from './inquiry-dialog.tsx';
import { Kinds, Member, StateBadge } from './inquiry-parts.tsx';

const PAGE_SIZE = 20;

/** /console/inquiries: the installation and consultation requests of the home page and side panel. */
export function ConsoleInquiriesPage() {
  const { params, update, hrefFor, page } = useUrlState();
  const filter: InquiriesFilter = {
    state: pick(params.get('state'), inquiryStates),
    kind: pick(params.get('kind'), inquiryKinds),
    answered: pick(params.get('answered'), inquiryAnsweredFilters),
    searchValue: params.get('searchValue')?.trim() || undefined,
  };
  const list = useQuery(inquiriesQuery(filter, page, PAGE_SIZE));
  const [typed, setTyped] = useSearchDraft(filter.searchValue);
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
  const filtered = !!(filter.state || filter.kind || filter.answered || filter.searchValue);

  return (
    <>
      <ConsolePageTitle
        title="설치·상담 문의"
        description="홈 화면과 사이드 패널의 설치 문의 양식으로 들어온 요청입니다. 이름을 누르면 상태를 바꾸고 메모를 남길 수 있습니다."
        actions={<ExcelButton excel={excel} />}
      />
      <SearchPanel label="문의 검색">
        <form onSubmit={search} className="grid gap-3 md:grid-cols-[10rem_10rem_11rem_1fr_auto] md:items-end">
          <div className="grid grid-cols-2 gap-3 md:contents">
            <FilterSelect
              id="filter-state"
              label="처리 상태"
              value={filter.state}
              options={optionsOf(inquiryStates, inquiryStateLabel)}
              onChange={(state) => update({ state })}
            />
            <FilterSelect
              id="filter-kind"
              label="문의 종류"
              value={filter.kind}
              options={optionsOf(inquiryKinds, inquiryKindLabel)}
              onChange={(kind) => update({ kind })}
            />
            <FilterSelect
              id="filter-answered"
              label="답변 상태"
              value={filter.answered}
              options={optionsOf(inquiryAnsweredFilters, inquiryAnsweredLabel)}
              onChange={(answered) => update({ answered })}
            />
          </div>
          <SearchWordField
            id="filter-search"
            label="이름 · 연락처"
            value={typed}
            placeholder="이름 또는 연락처 일부"
            onValue={setTyped}
          />
          <SearchButtons
            filtered={filtered}
            submitClassName="flex-1 md:flex-none md:px-6"
            onReset={() =>
              update({ state: undefined, kind: undefined, answered: undefined, searchValue: undefined })
            }
          />
        </form>
      </SearchPanel>
      <TableListPanel
        title={<ListCount noun="문의" unit="건" total={list.data?.summary.totalCount} />}
        query={list}
        rows={list.data?.inquiries}
        emptyMessage={filtered ? '조건에 맞는 문의가 없습니다' : '들어온 문의가 없습니다'}
        paging={{ page, pageSize: PAGE_SIZE, totalCount: list.data?.summary.totalCount ?? 0, hrefFor }}
        caption="설치·상담 문의 목록"
        columns={columns}
        getRowId={(i) => i._id}
        minWidth={1060}
        busy={list.isPlaceholderData}
        rowTestId="inquiry-row"
      />

      <Dialog open={!!open} onOpenChange={(o) => !o && update({ _inquiry: undefined }, { keepPage: true })}>
        {open && <InquiryDialog key={open} _id={open} />}
      </Dialog>
    </>
  );
}
