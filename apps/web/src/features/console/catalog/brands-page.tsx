import { zodResolver } from '@hookform/resolvers/zod';
import { type Brand, brandInput, josa } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type ConsoleColumn, consoleColumnHelper, DataTable } from '@/components/console/data-table.tsx';
import { FormAlert } from '@/components/console/fields.tsx';
import { IMAGE_ACCEPT, imageFileProblem } from '@/components/console/files.ts';
import { placeServerError } from '@/components/console/form-errors.ts';
import {
  ListCount,
  ListPanel,
  PageSizeSelect,
  SearchButtons,
  SearchPanel,
} from '@/components/console/list-panel.tsx';
import { ConsolePageTitle } from '@/components/console/panel.tsx';
import { pick, useUrlState } from '@/components/console/url-state.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { Checkbox, Input, TextAreaField, TextField } from '@/components/ui/field.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { type BrandBody, brandDetailQuery, brandsPageQuery, brandsQuery, useBrandAction } from './api.ts';

type Notice = { error: boolean; text: string };

const bodyOf = (b: Brand, changes: Partial<BrandBody> = {}): BrandBody => ({
  code: b.code,
  name: b.name,
  description: b.description,
  order: b.order,
  isVisible: b.isVisible,
  ...changes,
});

const brandForm = brandInput.extend({
  order: z
    .number({ error: '순서를 숫자로 입력해주세요' })
    .int('순서는 정수로 입력해주세요')
    .min(0, '순서는 0 이상이어야 합니다')
    .max(10_000, '순서는 10,000 이하로 입력해주세요'),
});
type BrandForm = z.input<typeof brandForm>;

function Logo({ src, name, className }: { src: string | null; name: string; className?: string }) {
  return src ? (
    <img
      src={src}
      alt={`${name} 로고`}
      className={cn('rounded-md border border-line bg-white object-contain', className)}
    />
  ) : (
    <span
      className={cn(
        'grid place-items-center rounded-md border border-dashed border-line bg-surface text-[11px] text-subtle',
        className,
      )}
    >
      로고 없음
    </span>
  );
}

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
            <div className="flex justify-end gap-1">
              <Button
                variant="outline"
                size="sm"
                aria-label={`${b.name} 수정`}
                onClick={() => handlers.current.edit(b)}
              >
                수정
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={`${b.name} ${b.isVisible ? '숨기기' : '보이기'}`}
                disabled={busy}
                onClick={() => handlers.current.toggle(b)}
              >
                {b.isVisible ? '숨기기' : '보이기'}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-danger!"
                aria-label={`${b.name} 삭제`}
                disabled={busy}
                onClick={() => handlers.current.remove(b)}
              >
                삭제
              </Button>
            </div>
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
      <ListPanel
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
        rows={brands.data?.brands.length}
        empty={
          <Empty
            message={searchValue ? '검색 조건에 맞는 브랜드가 없습니다' : '등록된 브랜드가 없습니다'}
            className="border-none"
          />
        }
        paging={{ page, pageSize, totalCount: totalCount ?? 0, hrefFor }}
      >
        <DataTable
          className="-mx-4 -mt-4 sm:-mx-5 sm:-mt-5"
          caption="브랜드 목록"
          columns={columns}
          data={brands.data?.brands ?? emptyBrands}
          getRowId={(b) => b._id}
          minWidth={760}
          busy={!!working || brands.isPlaceholderData}
        />
      </ListPanel>

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

function BrandDialog({
  brand,
  defaults,
  onSave,
}: {
  brand?: Brand;
  defaults: BrandBody;
  onSave: (body: BrandBody, logo: File | null) => Promise<void>;
}) {
  const [logo, setLogo] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [logoError, setLogoError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BrandForm, unknown, z.output<typeof brandForm>>({
    resolver: zodResolver(brandForm),
    defaultValues: defaults,
  });

  useEffect(() => {
    if (!logo) return setPreview(null);
    const url = URL.createObjectURL(logo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [logo]);

  const pick = (file: File | undefined) => {
    setLogoError(undefined);
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setLogoError(problem);
      return;
    }
    setLogo(file);
  };

  const submit = handleSubmit(async (body) => {
    setServerError(undefined);
    try {
      await onSave(body, logo);
    } catch (error) {
      if (placeServerError(error, ['name', 'code', 'description', 'order'] as const, setError)) return;
      setServerError(errorMessage(error));
    }
  });

  return (
    <DialogContent title={brand ? '브랜드 수정' : '브랜드 추가'} description={brand?.name}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="브랜드명"
            required
            maxLength={30}
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="코드"
            required
            maxLength={40}
            autoCapitalize="off"
            spellCheck={false}
            hint="브랜드관 주소에 쓰입니다. 영문 소문자, 숫자, 하이픈"
            error={errors.code?.message}
            {...register('code')}
          />
        </div>
        <TextAreaField
          label="설명"
          maxLength={1000}
          className="[&_textarea]:min-h-20"
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
          <TextField
            label="순서"
            type="number"
            min={0}
            max={10000}
            inputMode="numeric"
            error={errors.order?.message}
            {...register('order', { valueAsNumber: true })}
          />
          <Checkbox label="쇼핑몰에 보이기" className="h-11" {...register('isVisible')} />
        </div>
        <div className="flex items-center gap-4">
          <Logo
            src={preview ?? brand?.logo ?? null}
            name={brand?.name ?? '새 브랜드'}
            className="h-16 w-24"
          />
          <div className="space-y-1">
            <label
              className={cn(
                buttonClass({ variant: 'outline', size: 'sm' }),
                'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500',
              )}
            >
              <input
                type="file"
                accept={IMAGE_ACCEPT}
                className="sr-only"
                aria-label="로고 이미지 선택"
                onChange={(e) => {
                  pick(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
              {brand?.logo || logo ? '로고 바꾸기' : '로고 올리기'}
            </label>
            <p className="text-[13px] text-muted">
              {logo ? `${logo.name} (저장하면 올라갑니다)` : '10MB 이하 이미지'}
            </p>
            {logoError && (
              <p role="alert" className="text-[13px] font-medium text-danger">
                {logoError}
              </p>
            )}
          </div>
        </div>
        <FormAlert>{serverError}</FormAlert>
        <div className="flex justify-end gap-2 pt-2">
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {brand ? '저장' : '추가'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
