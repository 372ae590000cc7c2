import { type BoardRole, type BoardSetting, boardKindLabel, boardRoleLabel } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { type ConsoleColumn, consoleColumnHelper } from '@/components/console/data-table.tsx';
import { ListCount } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle } from '@/components/console/panel.tsx';
import { TableListPanel } from '@/components/console/table-list-panel.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import { formatNumber } from '@/lib/format.ts';
import { boardSettingsQuery } from '../../api/boards.ts';

const roles = (list: BoardRole[]) =>
  list.length ? list.map((r) => boardRoleLabel[r]).join(', ') : '관리자만';

/** /console/boards: every board with its kind, secrecy, roles and post count; a name opens its posts. */
export function ConsoleBoardsPage() {
  const list = useQuery(boardSettingsQuery());
  const columns = useMemo(() => {
    const col = consoleColumnHelper<BoardSetting>();
    const cols: ConsoleColumn<BoardSetting>[] = [
      col.display({
        id: 'name',
        header: '게시판',
        cell: ({ row }) => (
          <Link
            to={`/console/boards/${row.original.code}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            {row.original.name}
          </Link>
        ),
      }),
      col.accessor('code', { header: '코드' }),
      col.display({
        id: 'kind',
        header: '종류',
        cell: ({ row }) => (
          <span className="flex gap-1.5">
            {boardKindLabel[row.original.kind]}
            {row.original.secret && <Badge tone="dark">비밀</Badge>}
          </span>
        ),
      }),
      col.display({ id: 'read', header: '읽기', cell: ({ row }) => roles(row.original.readRoles) }),
      col.display({ id: 'write', header: '쓰기', cell: ({ row }) => roles(row.original.writeRoles) }),
      col.display({ id: 'comment', header: '댓글', cell: ({ row }) => roles(row.original.commentRoles) }),
      col.display({
        id: 'settings',
        header: '설정',
        cell: ({ row }) => (
          <Link
            to={`/console/boards/${row.original.code}/settings`}
            className="font-medium text-brand-700 hover:underline"
          >
            설정<span className="sr-only"> {row.original.name}</span>
          </Link>
        ),
      }),
      col.display({
        id: 'posts',
        header: '게시글',
        meta: { className: 'tabular-nums' },
        cell: ({ row }) => formatNumber(row.original.postCount),
      }),
    ];
    return cols;
  }, []);
  const total = list.data?.length ?? 0;
  return (
    <>
      <ConsolePageTitle
        title="게시판 관리"
        description="게시판마다 읽기·쓰기·댓글 권한과 비밀글, 첨부파일, 대표 이미지 사용을 정합니다. 관리자는 모든 게시판에 쓰고 읽습니다."
        actions={
          <ButtonLink to="/console/boards/create" size="sm">
            게시판 만들기
          </ButtonLink>
        }
      />
      <TableListPanel
        title={<ListCount noun="게시판" unit="개" total={list.data?.length} />}
        query={list}
        rows={list.data}
        emptyMessage="등록된 게시판이 없습니다"
        paging={{
          page: 1,
          pageSize: Math.max(total, 1),
          totalCount: total,
          hrefFor: () => '/console/boards',
        }}
        caption="게시판 목록"
        columns={columns}
        getRowId={(b) => b._id}
        minWidth={900}
        rowTestId="board-row"
      />
    </>
  );
}
