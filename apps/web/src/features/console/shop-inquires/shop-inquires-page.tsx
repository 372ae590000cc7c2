import { type ConsoleProductQuestion, formatDate, productQuestionAnsweredFilters } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { type ConsoleColumn, consoleColumnHelper } from '@/components/console/data-table.tsx';
import { ListCount, SearchButtons, SearchPanel } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle } from '@/components/console/panel.tsx';
import {
  DayRangeFields,
  FilterSelect,
  SearchWordField,
  useSearchDraft,
} from '@/components/console/search-fields.tsx';
import { TableListPanel } from '@/components/console/table-list-panel.tsx';
import { pick, useUrlState } from '@/components/console/url-state.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { AnswerDialog } from './answer-dialog.tsx';
import { consoleQuestionsQuery, type ProductQuestionsFilter } from './api.ts';

const PAGE_SIZE = 20;
const answeredOptions = [
  { value: productQuestionAnsweredFilters[1], label: '답변대기' },
  { value: productQuestionAnsweredFilters[0], label: '답변완료' },
];
const day = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/** /console/shop/inquires: product questions, 답변대기 first then newest; the subject opens the answer. */
export function ConsoleShopInquiresPage() {
  const { params, update, hrefFor, page } = useUrlState();
  const filter: ProductQuestionsFilter = {
    answered: pick(params.get('answered'), productQuestionAnsweredFilters),
    searchValue: params.get('searchValue')?.trim() || undefined,
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
  const list = useQuery(consoleQuestionsQuery(filter, page, PAGE_SIZE));
  const [typed, setTyped] = useSearchDraft(filter.searchValue);
  const [from, setFrom] = useState(filter.from ?? '');
  const [to, setTo] = useState(filter.to ?? '');
  const open = params.get('_inquire');

  const columns = useMemo(() => {
    const col = consoleColumnHelper<ConsoleProductQuestion>();
    const cols: ConsoleColumn<ConsoleProductQuestion>[] = [
      col.display({
        id: 'state',
        header: '상태',
        cell: ({ row }) => (
          <Badge tone={row.original.answer ? 'brand' : 'warning'}>
            {row.original.answer ? '답변완료' : '답변대기'}
          </Badge>
        ),
      }),
      col.display({ id: 'product', header: '상품', cell: ({ row }) => row.original.product.name }),
      col.display({
        id: 'question',
        header: '문의',
        meta: { className: 'whitespace-normal' },
        cell: ({ row }) => (
          <Link
            to={`?${new URLSearchParams({ ...Object.fromEntries(params), _inquire: row.original._id }).toString()}`}
            preventScrollReset
            className="line-clamp-1 max-w-80 min-w-40 font-semibold text-brand-700 hover:underline"
          >
            {row.original.secret ? '🔒 ' : ''}
            {row.original.subject ?? row.original.content}
          </Link>
        ),
      }),
      col.display({
        id: 'member',
        header: '작성자',
        cell: ({ row }) => `${row.original.user.name} (${row.original.user.username})`,
      }),
      col.accessor('createdAt', {
        header: '작성일시',
        meta: { className: 'tabular-nums' },
        cell: ({ getValue }) => formatDateTime(getValue()).slice(0, 16),
      }),
      col.display({
        id: 'answered',
        header: '답변',
        cell: ({ row }) =>
          row.original.answerer ? (
            <span className="text-[13px]">
              {row.original.answerer.name}{' '}
              <span className="text-xs text-muted tabular-nums">
                {row.original.answeredAt ? formatDate(row.original.answeredAt) : ''}
              </span>
            </span>
          ) : (
            <span className="text-muted">-</span>
          ),
      }),
    ];
    return cols;
  }, [params]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ searchValue: typed.trim() || undefined, from: from || undefined, to: to || undefined });
  };
  const filtered = !!(filter.answered || filter.searchValue || filter.from || filter.to);

  return (
    <>
      <ConsolePageTitle
        title="상품 문의"
        description="상품 상세의 문의 탭에 남겨진 질문입니다. 답변대기가 먼저 보이며, 문의를 누르면 답변을 등록합니다."
      />
      <SearchPanel label="상품 문의 검색">
        <form onSubmit={search} className="grid gap-3 md:grid-cols-[9rem_9rem_9rem_1fr_auto] md:items-end">
          <FilterSelect
            id="filter-answered"
            label="답변 상태"
            value={filter.answered}
            options={answeredOptions}
            onChange={(answered) => update({ answered })}
          />
          <DayRangeFields
            from={from}
            to={to}
            onFrom={setFrom}
            onTo={setTo}
            labels={['작성일 시작', '작성일 끝']}
          />
          <SearchWordField
            id="filter-search"
            label="상품명 · 회원"
            value={typed}
            placeholder="상품명, 아이디 또는 이름"
            onValue={setTyped}
          />
          <SearchButtons
            filtered={filtered}
            submitClassName="flex-1 md:flex-none md:px-6"
            onReset={() => {
              setFrom('');
              setTo('');
              update({ answered: undefined, searchValue: undefined, from: undefined, to: undefined });
            }}
          />
        </form>
      </SearchPanel>
      <TableListPanel
        title={<ListCount noun="문의" unit="건" total={list.data?.summary.totalCount} />}
        query={list}
        rows={list.data?.inquires}
        emptyMessage={filtered ? '조건에 맞는 문의가 없습니다' : '등록된 상품 문의가 없습니다'}
        paging={{ page, pageSize: PAGE_SIZE, totalCount: list.data?.summary.totalCount ?? 0, hrefFor }}
        caption="상품 문의 목록"
        columns={columns}
        getRowId={(q) => q._id}
        minWidth={960}
        busy={list.isPlaceholderData}
        rowTestId="product-question-row"
      />
      <Dialog open={!!open} onOpenChange={(o) => !o && update({ _inquire: undefined }, { keepPage: true })}>
        {open && <AnswerDialog key={open} _id={open} />}
      </Dialog>
    </>
  );
}
