import type { ConsoleReview } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo } from 'react';
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
import { Dialog } from '@/components/ui/dialog.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { consoleReviewsQuery, type ReviewsFilter } from './api.ts';
import { ConsoleReviewDialog } from './review-dialog.tsx';

const PAGE_SIZE = 20;
const yesNo = ['true', 'false'] as const;
const stars = ['5', '4', '3', '2', '1'] as const;

/** /console/shop/reviews: every review with filters; a row opens the reply and hide dialog. */
export function ConsoleReviewsPage() {
  const { params, update, hrefFor, page } = useUrlState();
  const filter: ReviewsFilter = {
    searchValue: params.get('searchValue')?.trim() || undefined,
    star: pick(params.get('star'), stars),
    photo: pick(params.get('photo'), yesNo),
    replied: pick(params.get('replied'), yesNo),
    hidden: pick(params.get('hidden'), yesNo),
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  };
  const list = useQuery(consoleReviewsQuery(filter, page, PAGE_SIZE));
  const [typed, setTyped] = useSearchDraft(filter.searchValue);
  const open = params.get('_review');
  const opened = list.data?.reviews.find((r) => r._id === open);

  const columns = useMemo(() => {
    const col = consoleColumnHelper<ConsoleReview>();
    const cols: ConsoleColumn<ConsoleReview>[] = [
      col.accessor('createdAt', {
        header: '작성일시',
        meta: { className: 'tabular-nums' },
        cell: ({ getValue }) => formatDateTime(getValue()).slice(0, 16),
      }),
      col.display({ id: 'product', header: '상품', cell: ({ row }) => row.original.product.name }),
      col.accessor('star', { header: '별점', cell: ({ getValue }) => `★ ${getValue()}` }),
      col.accessor('subject', {
        header: '제목',
        cell: ({ row }) => (
          <Link
            to={`?${new URLSearchParams({ ...Object.fromEntries(params), _review: row.original._id }).toString()}`}
            preventScrollReset
            className="font-semibold text-brand-700 hover:underline"
          >
            {row.original.subject}
          </Link>
        ),
      }),
      col.display({
        id: 'user',
        header: '작성자',
        cell: ({ row }) => `${row.original.user.name} (${row.original.user.username})`,
      }),
      col.display({ id: 'photos', header: '사진', cell: ({ row }) => row.original.images.length || '-' }),
      col.display({
        id: 'reply',
        header: '답변',
        cell: ({ row }) => (row.original.reply ? '답변완료' : '미답변'),
      }),
      col.display({
        id: 'hidden',
        header: '노출',
        cell: ({ row }) => (row.original.hidden ? <span className="text-sale">숨김</span> : '노출'),
      }),
    ];
    return cols;
  }, [params]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ searchValue: typed.trim() || undefined });
  };
  const filtered = Object.values(filter).some(Boolean);
  const yesNoOptions = (yes: string, no: string) => [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];

  return (
    <>
      <ConsolePageTitle
        title="상품 리뷰"
        description="구매확정 고객의 리뷰입니다. 제목을 누르면 답변을 달거나 사유와 함께 숨길 수 있습니다(숨기면 적립금이 회수됩니다)."
      />
      <SearchPanel label="리뷰 검색">
        <form onSubmit={search} className="grid gap-3 md:grid-cols-4 md:items-end">
          <FilterSelect
            id="filter-star"
            label="별점"
            value={filter.star}
            options={stars.map((s) => ({ value: s, label: `${s}점` }))}
            onChange={(star) => update({ star })}
          />
          <FilterSelect
            id="filter-photo"
            label="포토"
            value={filter.photo}
            options={yesNoOptions('포토리뷰', '텍스트리뷰')}
            onChange={(photo) => update({ photo })}
          />
          <FilterSelect
            id="filter-replied"
            label="답변"
            value={filter.replied}
            options={yesNoOptions('답변완료', '미답변')}
            onChange={(replied) => update({ replied })}
          />
          <FilterSelect
            id="filter-hidden"
            label="노출"
            value={filter.hidden}
            options={yesNoOptions('숨김', '노출')}
            onChange={(hidden) => update({ hidden })}
          />
          <DayRangeFields
            from={filter.from ?? ''}
            to={filter.to ?? ''}
            onFrom={(from) => update({ from: from || undefined })}
            onTo={(to) => update({ to: to || undefined })}
          />
          <SearchWordField
            id="filter-search"
            label="상품명 · 회원"
            value={typed}
            placeholder="상품명, 이름 또는 아이디"
            onValue={setTyped}
          />
          <SearchButtons
            filtered={filtered}
            submitClassName="flex-1 md:flex-none md:px-6"
            onReset={() =>
              update({
                searchValue: undefined,
                star: undefined,
                photo: undefined,
                replied: undefined,
                hidden: undefined,
                from: undefined,
                to: undefined,
              })
            }
          />
        </form>
      </SearchPanel>
      <TableListPanel
        title={<ListCount noun="리뷰" unit="건" total={list.data?.summary.totalCount} />}
        query={list}
        rows={list.data?.reviews}
        emptyMessage={filtered ? '조건에 맞는 리뷰가 없습니다' : '작성된 리뷰가 없습니다'}
        paging={{ page, pageSize: PAGE_SIZE, totalCount: list.data?.summary.totalCount ?? 0, hrefFor }}
        caption="상품 리뷰 목록"
        columns={columns}
        getRowId={(r) => r._id}
        minWidth={1060}
        busy={list.isPlaceholderData}
        rowTestId="review-row"
      />
      <Dialog open={!!opened} onOpenChange={(o) => !o && update({ _review: undefined }, { keepPage: true })}>
        {opened && (
          <ConsoleReviewDialog
            key={opened._id}
            review={opened}
            onDone={() => update({ _review: undefined }, { keepPage: true })}
          />
        )}
      </Dialog>
    </>
  );
}
