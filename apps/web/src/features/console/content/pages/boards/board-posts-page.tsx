import { type ConsoleBoardPost, questionStateLabel } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { PostThumb } from '@/components/boards/thumb-field.tsx';
import { type ConsoleColumn, consoleColumnHelper } from '@/components/console/data-table.tsx';
import { ListCount, SearchButtons, SearchPanel } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle } from '@/components/console/panel.tsx';
import { SearchWordField, useSearchDraft } from '@/components/console/search-fields.tsx';
import { TableListPanel } from '@/components/console/table-list-panel.tsx';
import { useUrlState } from '@/components/console/url-state.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import { formatDateTime, formatNumber } from '@/lib/format.ts';
import { boardPostsQuery, boardSettingsQuery } from '../../api/boards.ts';

const PAGE_SIZE = 20;

/** /console/boards/:_board (the board's code): its posts, 비밀글 too, 답변대기 first on question boards. */
export function ConsoleBoardPostsPage() {
  const { _board = '' } = useParams();
  const { params, update, hrefFor, page } = useUrlState();
  const searchValue = params.get('searchValue')?.trim() || undefined;
  const list = useQuery(boardPostsQuery(_board, page, PAGE_SIZE, searchValue));
  const board = useQuery({ ...boardSettingsQuery(), select: (all) => all.find((b) => b.code === _board) });
  const [typed, setTyped] = useSearchDraft(searchValue);
  const useThumb = board.data?.useThumb ?? false;

  const columns = useMemo(() => {
    const col = consoleColumnHelper<ConsoleBoardPost>();
    const cols: ConsoleColumn<ConsoleBoardPost>[] = [
      col.display({
        id: 'subject',
        header: '제목',
        meta: { className: 'whitespace-normal' },
        cell: ({ row }) => (
          <span className="flex items-center gap-2">
            {useThumb && <PostThumb src={row.original.thumb} className="size-10!" />}
            {row.original.state && (
              <Badge tone={row.original.state === 'ANSWERED' ? 'brand' : 'warning'}>
                {questionStateLabel[row.original.state]}
              </Badge>
            )}
            {row.original.secret && <Badge tone="dark">비밀</Badge>}
            <Link
              to={`/console/boards/${_board}/${row.original._id}`}
              className="line-clamp-1 min-w-40 font-semibold text-brand-700 hover:underline"
            >
              {row.original.subject}
            </Link>
          </span>
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
        id: 'counts',
        header: '조회 · 댓글 · 파일',
        meta: { className: 'tabular-nums' },
        cell: ({ row }) =>
          `${formatNumber(row.original.views)} · ${formatNumber(row.original.commentCount)} · ${formatNumber(row.original.fileCount)}`,
      }),
    ];
    return cols;
  }, [_board, useThumb]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ searchValue: typed.trim() || undefined });
  };

  return (
    <>
      <ConsolePageTitle
        title={board.data?.name ?? '게시글 목록'}
        description={`게시판 코드 ${_board}`}
        actions={
          <>
            <ButtonLink to="/console/boards" size="sm" variant="outline">
              게시판 목록
            </ButtonLink>
            <ButtonLink to={`/console/boards/${_board}/settings`} size="sm" variant="outline">
              게시판 설정
            </ButtonLink>
            <ButtonLink to={`/console/boards/${_board}/write`} size="sm">
              글쓰기
            </ButtonLink>
          </>
        }
      />
      <SearchPanel label="게시글 검색">
        <form onSubmit={search} className="grid gap-3 md:grid-cols-[1fr_auto] md:items-end">
          <SearchWordField
            id="filter-search"
            label="제목 · 회원"
            value={typed}
            placeholder="제목, 아이디 또는 이름"
            onValue={setTyped}
          />
          <SearchButtons
            filtered={!!searchValue}
            submitClassName="flex-1 md:flex-none md:px-6"
            onReset={() => update({ searchValue: undefined })}
          />
        </form>
      </SearchPanel>
      <TableListPanel
        title={<ListCount noun="게시글" unit="건" total={list.data?.summary.totalCount} />}
        query={list}
        rows={list.data?.boards}
        emptyMessage={searchValue ? '조건에 맞는 게시글이 없습니다' : '등록된 게시글이 없습니다'}
        paging={{ page, pageSize: PAGE_SIZE, totalCount: list.data?.summary.totalCount ?? 0, hrefFor }}
        caption="게시글 목록"
        columns={columns}
        getRowId={(p) => p._id}
        minWidth={900}
        busy={list.isPlaceholderData}
        rowTestId="board-post-row"
      />
    </>
  );
}
