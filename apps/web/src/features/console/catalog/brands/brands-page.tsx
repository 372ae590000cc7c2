import { type Brand, josa } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { type ConsoleColumn, consoleColumnHelper } from '@/components/console/data-table.tsx';
import { ListCount, PageSizeSelect, SearchButtons, SearchPanel } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle } from '@/components/console/panel.tsx';
import { RowActions } from '@/components/console/row-actions.tsx';
import { TableListPanel } from '@/components/console/table-list-panel.tsx';
import { pick, useUrlState } from '@/components/console/url-state.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/field.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { type BrandBody, brandDetailQuery, brandsPageQuery, brandsQuery, useBrandAction } from '../api.ts';
import { BrandDialog, Logo } from './brand-dialog.tsx';

type Notice = { error: boolean; text: string };

const bodyOf = (b: Brand, changes: Partial<BrandBody> = {}): BrandBody => ({
  code: b.code,
  name: b.name,
  description: b.description,
  order: b.order,
  isVisible: b.isVisible,
  ...changes,
});

const pageSizes = ['20', '50', '100'] as const;

/**
 * /console/shop/brands: the brands (hidden ones too) found by name or code, a page at a time; add
 * and edit in a dialog, logo, hide, delete. Search, page and the open dialog live in the URL.
 */
export function ConsoleBrandsPage() {
  const { params, update, hrefFor, page } = useUrlState();
  const pageSize = Number(pick(params.get('pageSize'), pageSizes) ?? '20');
  const searchValue = params.get('searchValue')?.trim() || undefined;
  const brands = useQuery(brandsPageQuery(searchValue, page, pageSize));
  const action = useBrandAction();
  const [notice, setNotice] = useState<Notice>();
  const [working, setWorking] = useState<string>();
  const [typed, setTyped] = useState(searchValue ?? '');
  useEffect(() => setTyped(searchValue ?? ''), [searchValue]);

  const dialog = params.get('dialog');
  const _brand = params.get('_brand');
  // The dialog reads its brand by _id: a shared link opens it whichever page the brand is on.
  const opened = useQuery({ ...brandDetailQuery(_brand ?? ''), enabled: dialog === 'edit' && !!_brand });
  const editing = dialog === 'edit' && opened.data?._id === _brand ? opened.data : undefined;
  // A new brand goes after the last one: the order of every brand, read when the dialog opens.
  const everyBrand = useQuery({ ...brandsQuery(), enabled: dialog === 'create' });
  const closeDialog = () => update({ dialog: undefined, _brand: undefined }, { keepPage: true });
  const act = async (doing: string, work: () => Promise<unknown>, done: string) => {
    setWorking(doing);
    setNotice(undefined);
    try {
      await work();
      setNotice({ error: false, text: done });
    } catch (error) {
      if (!(isApiError(error) && error.status === 403)) setNotice({ error: true, text: errorMessage(error) });
    } finally {
      setWorking(undefined);
    }
  };

  const toggle = (b: Brand) =>
    void act(
      '저장하는 중',
      () => action.mutateAsync({ type: 'update', _id: b._id, body: bodyOf(b, { isVisible: !b.isVisible }) }),
      b.isVisible
        ? `'${b.name}'${josa(b.name, '을')} 숨겼습니다`
        : `'${b.name}'${josa(b.name, '을')} 쇼핑몰에 보이게 했습니다`,
    );
  const remove = (b: Brand) => {
    if (!window.confirm(`'${b.name}' 브랜드를 삭제하시겠습니까?`)) return;
    void act(
      '삭제하는 중',
      () => action.mutateAsync({ type: 'delete', _id: b._id }),
      `'${b.name}'${josa(b.name, '을')} 삭제했습니다`,
    );
  };
  const edit = (b: Brand) => update({ dialog: 'edit', _brand: b._id }, { keepPage: true });
  // The columns stay the same objects between renders (TanStack Table); they call the latest handlers.
  const handlers = useRef({ toggle, remove, edit });
  handlers.current = { toggle, remove, edit };
  const busy = !!working;

  const columns = useMemo(() => {
    const col = consoleColumnHelper<Brand>();
    const list: ConsoleColumn<Brand>[] = [
      col.display({
        id: 'logo',
        header: '로고',
        meta: { className: 'w-24 py-2' },
        cell: ({ row }) => <Logo src={row.original.logo} name={row.original.name} className="h-12 w-16" />,
      }),
      col.accessor('name', {
        header: '브랜드명',
        meta: { className: 'whitespace-normal' },
        cell: ({ row }) => (
          <div className="min-w-40 max-w-md">
            <button
              type="button"
              className="font-semibold text-brand-700 hover:underline"
              onClick={() => handlers.current.edit(row.original)}
            >
              {row.original.name}
            </button>
            {row.original.description && (
              <p className="mt-0.5 line-clamp-2 text-xs text-muted">{row.original.description}</p>
            )}
          </div>
        ),
      }),
      col.accessor('code', {
        header: '코드',
        meta: { className: 'font-mono text-[13px]' },
      }),
      col.accessor('order', {
        header: '순서',
        meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
      }),
      col.accessor('isVisible', {
        header: '노출',
        cell: ({ getValue }) =>
          getValue() ? <Badge tone="brand">노출</Badge> : <Badge tone="warning">숨김</Badge>,
      }),
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">관리</span>,
        meta: { className: 'text-right' },
        cell: ({ row }) => {
          const b = row.original;
          return (
            <RowActions
              name={b.name}
              edit={{ onClick: () => handlers.current.edit(b) }}
              toggle={{ label: b.isVisible ? '숨기기' : '보이기', onClick: () => handlers.current.toggle(b) }}
              onRemove={() => handlers.current.remove(b)}
              busy={busy}
            />
          );
        },
      }),
    ];
    return list;
  }, [busy]);

  const all = everyBrand.data ?? emptyBrands;
  const nextOrder = all.length ? Math.max(...all.map((b) => b.order)) + 1 : 0;
  const totalCount = brands.data?.summary.totalCount;

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ searchValue: typed.trim() || undefined });
  };

  return (
    <>
      <ConsolePageTitle
        title="브랜드 관리"
        description="쇼핑몰의 브랜드관(/shop/brands)에 보이는 브랜드입니다. 순서가 작은 브랜드가 먼저 보입니다."
        actions={
          <Button onClick={() => update({ dialog: 'create' }, { keepPage: true })}>브랜드 추가</Button>
        }
      />
      <div aria-live="polite">
        {notice && (
          <p
            role={notice.error ? 'alert' : 'status'}
            className={cn(
              'mb-4 rounded-lg px-3.5 py-2.5 text-sm font-medium',
              notice.error ? 'bg-red-50 text-danger' : 'bg-emerald-50 text-success',
            )}
          >
            {notice.text}
          </p>
        )}
      </div>
      <SearchPanel label="브랜드 검색">
        <form onSubmit={search} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <div className="space-y-1">
            <label htmlFor="brand-search" className="text-[13px] font-semibold text-muted">
              브랜드명 또는 코드
            </label>
            <Input
              id="brand-search"
              type="search"
              value={typed}
              maxLength={50}
              autoComplete="off"
              placeholder="브랜드명이나 코드 일부를 입력하세요"
              onChange={(e) => setTyped(e.target.value)}
            />
          </div>
          <SearchButtons filtered={!!searchValue} onReset={() => update({ searchValue: undefined })} />
        </form>
      </SearchPanel>
      <TableListPanel
        title={<ListCount noun="브랜드" unit="개" total={totalCount} />}
        actions={
          <div className="flex items-center gap-3">
            {working && <span className="text-[13px] text-muted">{working}…</span>}
            <PageSizeSelect
              value={String(pageSize)}
              sizes={pageSizes}
              onChange={(size) => update({ pageSize: size === '20' ? undefined : size })}
            />
          </div>
        }
        query={brands}
        rows={brands.data?.brands}
        emptyMessage={searchValue ? '검색 조건에 맞는 브랜드가 없습니다' : '등록된 브랜드가 없습니다'}
        paging={{ page, pageSize, totalCount: totalCount ?? 0, hrefFor }}
        caption="브랜드 목록"
        columns={columns}
        getRowId={(b) => b._id}
        minWidth={760}
        busy={!!working || brands.isPlaceholderData}
      />

      <Dialog
        open={dialog === 'create' && everyBrand.isSuccess}
        onOpenChange={(open) => !open && closeDialog()}
      >
        {dialog === 'create' && everyBrand.isSuccess && (
          <BrandDialog
            key="create"
            defaults={{ code: '', name: '', description: '', order: nextOrder, isVisible: true }}
            onSave={async (body, logo) => {
              const created = await action.mutateAsync({ type: 'create', body });
              closeDialog();
              try {
                if (logo && created) await action.mutateAsync({ type: 'logo', _id: created._id, file: logo });
                setNotice({ error: false, text: `'${body.name}' 브랜드를 추가했습니다` });
              } catch (error) {
                // The brand exists now; only its logo is missing. Sending the form again would
                // create it twice.
                setNotice({
                  error: true,
                  text: `'${body.name}' 브랜드를 추가했지만 로고를 올리지 못했습니다: ${errorMessage(error)}`,
                });
              }
            }}
          />
        )}
      </Dialog>
      <Dialog open={!!editing} onOpenChange={(open) => !open && closeDialog()}>
        {editing && (
          <BrandDialog
            key={editing._id}
            brand={editing}
            defaults={bodyOf(editing)}
            onSave={async (body, logo) => {
              await action.mutateAsync({ type: 'update', _id: editing._id, body });
              if (logo) await action.mutateAsync({ type: 'logo', _id: editing._id, file: logo });
              setNotice({ error: false, text: `'${body.name}' 브랜드를 수정했습니다` });
              closeDialog();
            }}
          />
        )}
      </Dialog>
    </>
  );
}

const emptyBrands: Brand[] = [];
