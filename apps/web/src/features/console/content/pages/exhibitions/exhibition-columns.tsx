import { type Exhibition, type ExhibitionKind, exhibitionKindLabel, formatDate } from '@shop/contracts';
import { useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { type ConsoleColumn, consoleColumnHelper } from '@/components/console/data-table.tsx';
import { RowActions } from '@/components/console/row-actions.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { formatNumber } from '@/lib/format.ts';
import { DisplayCell } from '../../components/display-status.tsx';

const kindTone: Record<ExhibitionKind, 'danger' | 'brand' | 'warning'> = {
  BARGAIN_SALES: 'danger',
  PLANNED_SALES: 'brand',
  POP_UP_EVENTS: 'warning',
};

/**
 * The columns of the exhibitions list: thumbnail, kind, title, products, display, date, and 수정 and
 * 삭제. The columns are made once; 삭제 calls the latest `onDelete`.
 */
export function useExhibitionColumns(onDelete: (exhibition: Exhibition) => void) {
  const handlers = useRef({ del: onDelete });
  handlers.current = { del: onDelete };

  return useMemo(() => {
    const col = consoleColumnHelper<Exhibition>();
    const list: ConsoleColumn<Exhibition>[] = [
      col.display({
        id: 'thumb',
        header: () => <span className="sr-only">썸네일</span>,
        meta: { className: 'w-24 py-2' },
        cell: ({ row }) =>
          row.original.thumb ? (
            <img
              src={row.original.thumb}
              alt=""
              loading="lazy"
              className="h-12 w-20 rounded-md border border-line object-cover"
            />
          ) : (
            <span className="grid h-12 w-20 place-items-center rounded-md border border-dashed border-line text-[11px] text-subtle">
              없음
            </span>
          ),
      }),
      col.accessor('kind', {
        header: '종류',
        cell: ({ row }) => (
          <Badge tone={kindTone[row.original.kind]}>{exhibitionKindLabel[row.original.kind]}</Badge>
        ),
      }),
      col.accessor('title', {
        header: '제목',
        meta: { className: 'whitespace-normal' },
        cell: ({ row }) => (
          <div className="min-w-48">
            <Link
              to={`/console/shop/exhibitions/${row.original._id}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              {row.original.title}
            </Link>
            {row.original.summary && (
              <p className="mt-0.5 line-clamp-1 text-xs text-muted">{row.original.summary}</p>
            )}
          </div>
        ),
      }),
      col.accessor('productCount', {
        header: '상품',
        meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
        cell: ({ getValue }) => `${formatNumber(getValue())}개`,
      }),
      col.display({
        id: 'status',
        header: '노출 상태',
        cell: ({ row }) => <DisplayCell display={row.original.display} />,
      }),
      col.accessor('createdAt', { header: '등록일', cell: ({ getValue }) => formatDate(getValue()) }),
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">관리</span>,
        meta: { className: 'text-right' },
        cell: ({ row }) => (
          <RowActions
            name={row.original.title}
            edit={{ to: `/console/shop/exhibitions/${row.original._id}` }}
            onRemove={() => handlers.current.del(row.original)}
          />
        ),
      }),
    ];
    return list;
  }, []);
}
