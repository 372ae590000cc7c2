import { type Banner, formatDate } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { type ConsoleColumn, consoleColumnHelper, DataTable } from '@/components/console/data-table.tsx';
import { ListCount, ListPanel } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle } from '@/components/console/panel.tsx';
import { RowActions } from '@/components/console/row-actions.tsx';
import { useRowWork, WorkingNote } from '@/components/console/row-work.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { bannersQuery, useBannerAction, useDeleteBanner } from '../api/banners.ts';
import { bannerBodyOf, knownBannerCodes } from '../banner-form.ts';
import { DisplayCell } from '../components/display-status.tsx';

/** /console/banners: every banner by code, its slides and whether shoppers see it now. */
export function ConsoleBannersPage() {
  const banners = useQuery(bannersQuery());
  const action = useBannerAction();
  const remove = useDeleteBanner();
  const { working, busy, run } = useRowWork();

  const toggle = (b: Banner) =>
    run(
      '저장하는 중',
      () =>
        action.mutateAsync({
          type: 'update',
          _id: b._id,
          body: bannerBodyOf(b, { display: { ...b.display, enabled: !b.display.enabled } }),
        }),
      b.display.enabled ? `'${b.name}' 배너를 숨겼습니다` : `'${b.name}' 배너를 노출합니다`,
    );
  const del = (b: Banner) => {
    if (
      !window.confirm(`'${b.name}' (${b.code}) 배너를 삭제하시겠습니까?\n슬라이드 이미지도 함께 삭제됩니다.`)
    )
      return;
    void run('삭제하는 중', () => remove.mutateAsync(b._id), `'${b.name}' 배너를 삭제했습니다`);
  };
  const handlers = useRef({ toggle, del });
  handlers.current = { toggle, del };

  const columns = useMemo(() => {
    const col = consoleColumnHelper<Banner>();
    const list: ConsoleColumn<Banner>[] = [
      col.display({
        id: 'preview',
        header: () => <span className="sr-only">미리보기</span>,
        meta: { className: 'w-32 py-2' },
        cell: ({ row }) => {
          const first = row.original.slides.find((s) => s.image);
          return first?.image ? (
            <img
              src={first.image}
              alt=""
              loading="lazy"
              className="h-12 w-28 rounded-md border border-line object-cover"
            />
          ) : (
            <span className="grid h-12 w-28 place-items-center rounded-md border border-dashed border-line text-[11px] text-subtle">
              이미지 없음
            </span>
          );
        },
      }),
      col.accessor('code', {
        header: '코드',
        cell: ({ getValue }) => (
          <div>
            <p className="font-mono text-[13px]">{getValue()}</p>
            {knownBannerCodes[getValue()] && (
              <p className="text-xs text-muted">{knownBannerCodes[getValue()]}</p>
            )}
          </div>
        ),
      }),
      col.accessor('name', {
        header: '배너명',
        meta: { className: 'whitespace-normal' },
        cell: ({ row }) => (
          <Link
            to={`/console/banners/${row.original._id}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            {row.original.name}
          </Link>
        ),
      }),
      col.display({
        id: 'slides',
        header: '슬라이드',
        meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
        cell: ({ row }) => `${row.original.slides.length}개`,
      }),
      col.display({
        id: 'status',
        header: '노출 상태',
        cell: ({ row }) => <DisplayCell display={row.original.display} />,
      }),
      col.accessor('updatedAt', { header: '수정일', cell: ({ getValue }) => formatDate(getValue()) }),
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">관리</span>,
        meta: { className: 'text-right' },
        cell: ({ row }) => {
          const b = row.original;
          return (
            <RowActions
              name={b.name}
              edit={{ to: `/console/banners/${b._id}` }}
              toggle={{
                label: b.display.enabled ? '숨기기' : '노출하기',
                onClick: () => handlers.current.toggle(b),
              }}
              onRemove={() => handlers.current.del(b)}
              busy={busy}
            />
          );
        },
      }),
    ];
    return list;
  }, [busy]);

  const data = useMemo(
    () => [...(banners.data ?? [])].sort((a, b) => a.code.localeCompare(b.code)),
    [banners.data],
  );

  return (
    <>
      <ConsolePageTitle
        title="배너 관리"
        description="쇼핑몰은 배너를 코드로 불러옵니다. 노출이 켜져 있고 기간 안에 있는 배너만 보입니다."
        actions={<ButtonLink to="/console/banners/create">배너 등록</ButtonLink>}
      />
      <ListPanel
        title={<ListCount noun="배너" unit="개" total={banners.data?.length} />}
        actions={<WorkingNote working={working} />}
        query={banners}
        rows={banners.data?.length}
        empty={
          <Empty message="등록된 배너가 없습니다" className="border-none">
            <ButtonLink to="/console/banners/create" size="sm">
              배너 등록
            </ButtonLink>
          </Empty>
        }
      >
        <DataTable
          className="-m-4 sm:-m-5"
          caption="배너 목록"
          columns={columns}
          data={data}
          getRowId={(b) => b._id}
          minWidth={900}
          busy={busy}
          rowTestId="banner-row"
        />
      </ListPanel>
    </>
  );
}
