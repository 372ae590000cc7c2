import {
  type ConsoleBoardPost,
  PROMOTER_QUESTION_BOARD_CODE,
  QUESTION_BOARD_CODE,
  questionStateLabel,
  questionStates,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo } from 'react';
import { Link } from 'react-router';
import { type ConsoleColumn, consoleColumnHelper } from '@/components/console/data-table.tsx';
import { ListCount, SearchButtons, SearchPanel } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle } from '@/components/console/panel.tsx';
import { FilterSelect, SearchWordField, useSearchDraft } from '@/components/console/search-fields.tsx';
import { TableListPanel } from '@/components/console/table-list-panel.tsx';
import { pick, useUrlState } from '@/components/console/url-state.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { formatDateTime, formatNumber } from '@/lib/format.ts';
import { type QuestionsFilter, questionsQuery } from '../../api/boards.ts';
import { QuestionDialog } from './question-dialog.tsx';

const PAGE_SIZE = 20;
const boardOptions = [
  { value: QUESTION_BOARD_CODE, label: '1:1 문의' },
  { value: PROMOTER_QUESTION_BOARD_CODE, label: '정회원 문의' },
];
const stateOptions = questionStates.map((s) => ({ value: s, label: questionStateLabel[s] }));
const codes = [QUESTION_BOARD_CODE, PROMOTER_QUESTION_BOARD_CODE] as const;

/** /console/center/questions: 1:1 문의 and 정회원 문의, 답변대기 first; the subject opens the answer. */
export function ConsoleQuestionsPage() {
  const { params, update, hrefFor, page } = useUrlState();
  const filter: QuestionsFilter = {
    code: pick(params.get('code'), codes),
    state: pick(params.get('state'), questionStates),
    searchValue: params.get('searchValue')?.trim() || undefined,
  };
  const list = useQuery(questionsQuery(filter, page, PAGE_SIZE));
  const [typed, setTyped] = useSearchDraft(filter.searchValue);
  const open = params.get('_question');

  const columns = useMemo(() => {
    const col = consoleColumnHelper<ConsoleBoardPost>();
    const cols: ConsoleColumn<ConsoleBoardPost>[] = [
      col.display({
        id: 'state',
        header: '상태',
        cell: ({ row }) => (
          <Badge tone={row.original.state === 'ANSWERED' ? 'brand' : 'warning'}>
            {questionStateLabel[row.original.state ?? 'WAITING']}
          </Badge>
        ),
      }),
      col.display({ id: 'board', header: '게시판', cell: ({ row }) => row.original.boardName }),
      col.display({
        id: 'subject',
        header: '제목',
        meta: { className: 'whitespace-normal' },
        cell: ({ row }) => (
          <Link
            to={`?${new URLSearchParams({ ...Object.fromEntries(params), _question: row.original._id }).toString()}`}
            preventScrollReset
            className="line-clamp-1 max-w-80 min-w-40 font-semibold text-brand-700 hover:underline"
          >
            {row.original.subject}
            {row.original.fileCount > 0 ? ' (첨부)' : ''}
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
        id: 'comments',
        header: '댓글',
        meta: { className: 'tabular-nums' },
        cell: ({ row }) => formatNumber(row.original.commentCount),
      }),
    ];
    return cols;
  }, [params]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ searchValue: typed.trim() || undefined });
  };
  const filtered = !!(filter.code || filter.state || filter.searchValue);
  const waiting = list.data?.summary.waitingCount;

  return (
    <>
      <ConsolePageTitle
        title="1:1 문의 관리"
        description="회원의 1:1 문의와 정회원 문의입니다. 답변대기가 먼저 보이며, 제목을 누르면 답변을 등록합니다. 답변은 댓글로 남고 문의는 답변완료가 됩니다."
      />
      <SearchPanel label="1:1 문의 검색">
        <form onSubmit={search} className="grid gap-3 md:grid-cols-[10rem_9rem_1fr_auto] md:items-end">
          <FilterSelect
            id="filter-board"
            label="게시판"
            value={filter.code}
            options={boardOptions}
            onChange={(code) => update({ code })}
          />
          <FilterSelect
            id="filter-state"
            label="답변 상태"
            value={filter.state}
            options={stateOptions}
            onChange={(state) => update({ state })}
          />
          <SearchWordField
            id="filter-search"
            label="제목 · 회원"
            value={typed}
            placeholder="제목, 아이디 또는 이름"
            onValue={setTyped}
          />
          <SearchButtons
            filtered={filtered}
            submitClassName="flex-1 md:flex-none md:px-6"
            onReset={() => update({ code: undefined, state: undefined, searchValue: undefined })}
          />
        </form>
      </SearchPanel>
      <TableListPanel
        title={
          <span className="flex flex-wrap items-center gap-3">
            <ListCount noun="문의" unit="건" total={list.data?.summary.totalCount} />
            {waiting !== undefined && (
              <span className="text-sm text-muted">
                답변대기 <strong className="text-warning tabular-nums">{formatNumber(waiting)}</strong>건
              </span>
            )}
          </span>
        }
        query={list}
        rows={list.data?.boards}
        emptyMessage={filtered ? '조건에 맞는 문의가 없습니다' : '등록된 1:1 문의가 없습니다'}
        paging={{ page, pageSize: PAGE_SIZE, totalCount: list.data?.summary.totalCount ?? 0, hrefFor }}
        caption="1:1 문의 목록"
        columns={columns}
        getRowId={(q) => q._id}
        minWidth={900}
        busy={list.isPlaceholderData}
        rowTestId="question-row"
      />
      <Dialog open={!!open} onOpenChange={(o) => !o && update({ _question: undefined }, { keepPage: true })}>
        {open && <QuestionDialog key={open} _id={open} />}
      </Dialog>
    </>
  );
}
