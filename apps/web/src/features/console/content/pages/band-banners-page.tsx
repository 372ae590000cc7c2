import type { BandBanner } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { type ConsoleColumn, consoleColumnHelper, DataTable } from '@/components/console/data-table.tsx';
import { DialogSaveRow } from '@/components/console/editor.tsx';
import { ListCount, ListPanel } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle } from '@/components/console/panel.tsx';
import { useRowWork, WorkingNote } from '@/components/console/row-work.tsx';
import { toast } from '@/components/console/toast.tsx';
import { useDialogParam } from '@/components/console/url-state.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { Checkbox, Input, TextField } from '@/components/ui/field.tsx';
import { cn } from '@/lib/cn.ts';
import { type BandBannerBody, bandBannersQuery, useBandBannerAction } from '../api/band-banners.ts';
import { DisplayCell } from '../components/display-status.tsx';
import { PeriodFields } from '../components/period-fields.tsx';
import {
  type BandBannerFormValues,
  bandBannerToForm,
  emptyBandBannerForm,
  readBandBannerForm,
} from '../content-forms.ts';
import { fieldsOf, placeDetails, resolverOf } from '../form.ts';

const resolver = resolverOf(readBandBannerForm);
const isField = fieldsOf(emptyBandBannerForm());

/** The strip as the storefront draws it above the header. */
export function BandStrip({
  text,
  backgroundColor,
  textColor,
  linked,
  className,
}: {
  text: string;
  backgroundColor: string;
  textColor: string;
  linked?: boolean;
  className?: string;
}) {
  const hex = (c: string, fallback: string) => (/^#[0-9a-fA-F]{6}$/.test(c) ? c : fallback);
  return (
    <div
      className={cn(
        'flex h-10 items-center justify-center gap-1.5 px-4 text-center text-sm font-medium',
        className,
      )}
      style={{ backgroundColor: hex(backgroundColor, '#1e3a5f'), color: hex(textColor, '#ffffff') }}
    >
      <span className="truncate">{text || '띠배너 문구'}</span>
      {linked && <span aria-hidden="true">›</span>}
    </div>
  );
}

/** /console/band-banners: the strips above the header, edited in a dialog with a live preview. */
export function ConsoleBandBannersPage() {
  const bands = useQuery(bandBannersQuery());
  const action = useBandBannerAction();
  const { working, busy, run } = useRowWork();
  const dialog = useDialogParam('_bandBanner');
  const editing = bands.data?.find((b) => b._id === dialog.editing);

  const del = (b: BandBanner) => {
    if (!window.confirm(`'${b.text}' 띠배너를 삭제하시겠습니까?`)) return;
    void run(
      '삭제하는 중',
      () => action.mutateAsync({ type: 'delete', _id: b._id }),
      '띠배너를 삭제했습니다',
    );
  };
  const handlers = useRef({ del, edit: dialog.openEdit });
  handlers.current = { del, edit: dialog.openEdit };

  const columns = useMemo(() => {
    const col = consoleColumnHelper<BandBanner>();
    const list: ConsoleColumn<BandBanner>[] = [
      col.accessor('order', {
        header: '순서',
        meta: { className: 'w-16 text-right tabular-nums', headerClassName: 'text-right' },
      }),
      col.display({
        id: 'preview',
        header: '띠배너',
        meta: { className: 'w-full min-w-72 whitespace-normal' },
        cell: ({ row }) => (
          <button
            type="button"
            className="block w-full overflow-hidden rounded-md text-left ring-1 ring-line hover:ring-brand-400"
            aria-label={`${row.original.text} 수정`}
            onClick={() => handlers.current.edit(row.original._id)}
          >
            <BandStrip {...row.original} linked={!!row.original.url} />
          </button>
        ),
      }),
      col.accessor('url', {
        header: '링크',
        cell: ({ row }) =>
          row.original.url ? (
            <span className="font-mono text-[13px]">
              {row.original.url}
              {row.original.isOuterLink && <span className="ml-1 text-xs text-muted">(외부)</span>}
            </span>
          ) : (
            <span className="text-muted">없음</span>
          ),
      }),
      col.display({
        id: 'status',
        header: '노출 상태',
        cell: ({ row }) => <DisplayCell display={row.original.display} />,
      }),
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">관리</span>,
        meta: { className: 'text-right' },
        cell: ({ row }) => (
          <div className="flex justify-end gap-1">
            <Button variant="outline" size="sm" onClick={() => handlers.current.edit(row.original._id)}>
              수정
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-danger!"
              disabled={busy}
              aria-label={`${row.original.text} 삭제`}
              onClick={() => handlers.current.del(row.original)}
            >
              삭제
            </Button>
          </div>
        ),
      }),
    ];
    return list;
  }, [busy]);

  const data = bands.data ?? [];
  const nextOrder = data.length ? Math.max(...data.map((b) => b.order)) + 1 : 0;

  return (
    <>
      <ConsolePageTitle
        title="띠배너 관리"
        description="헤더 위 얇은 띠에 나오는 문구입니다. 여러 개가 노출 중이면 순서가 작은 것부터 번갈아 보입니다."
        actions={<Button onClick={dialog.openCreate}>띠배너 추가</Button>}
      />
      <ListPanel
        title={<ListCount noun="띠배너" unit="개" total={bands.data?.length} />}
        actions={<WorkingNote working={working} />}
        query={bands}
        rows={bands.data?.length}
        empty={<Empty message="등록된 띠배너가 없습니다" className="border-none" />}
      >
        <DataTable
          className="-m-4 sm:-m-5"
          caption="띠배너 목록"
          columns={columns}
          data={data}
          getRowId={(b) => b._id}
          minWidth={860}
          busy={busy}
        />
      </ListPanel>

      <Dialog
        open={(dialog.creating && bands.isSuccess) || !!editing}
        onOpenChange={(open) => !open && dialog.close()}
      >
        {dialog.creating && bands.isSuccess && (
          <BandBannerDialog
            key="create"
            defaults={emptyBandBannerForm(nextOrder)}
            onSave={async (body) => {
              await action.mutateAsync({ type: 'create', body });
              toast('띠배너를 추가했습니다');
              dialog.close();
            }}
          />
        )}
        {editing && (
          <BandBannerDialog
            key={editing._id}
            band={editing}
            defaults={bandBannerToForm(editing)}
            onSave={async (body) => {
              await action.mutateAsync({ type: 'update', _id: editing._id, body });
              toast('띠배너를 저장했습니다');
              dialog.close();
            }}
          />
        )}
      </Dialog>
    </>
  );
}

function ColourField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          type="color"
          value={/^#[0-9a-fA-F]{6}$/.test(value) ? value : '#000000'}
          onChange={(e) => onChange(e.target.value)}
          aria-label={`${label} 고르기`}
          className="h-11 w-12 shrink-0 cursor-pointer rounded-lg border border-line bg-white p-1"
        />
        <Input
          id={id}
          value={value}
          maxLength={7}
          spellCheck={false}
          autoCapitalize="off"
          className="font-mono"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="text-[13px] font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function BandBannerDialog({
  band,
  defaults,
  onSave,
}: {
  band?: BandBanner;
  defaults: BandBannerFormValues;
  onSave: (body: BandBannerBody) => Promise<void>;
}) {
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<BandBannerFormValues>({ resolver, defaultValues: defaults });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [text, backgroundColor, textColor, url] = useWatch({
    control,
    name: ['text', 'backgroundColor', 'textColor', 'url'],
  });

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    const read = readBandBannerForm(values);
    if (!read.input) return;
    try {
      await onSave(read.input);
    } catch (error) {
      setMessage(placeDetails(error, isField, setError));
    }
  });

  return (
    <DialogContent
      title={band ? '띠배너 수정' : '띠배너 추가'}
      className="sm:w-[min(680px,calc(100vw-2rem))]!"
    >
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div>
            <p className="mb-1.5 text-sm font-semibold text-ink">미리보기</p>
            <div className="overflow-hidden rounded-lg ring-1 ring-line" data-testid="band-preview">
              <BandStrip text={text} backgroundColor={backgroundColor} textColor={textColor} linked={!!url} />
            </div>
          </div>
          <TextField
            label="문구"
            required
            maxLength={80}
            error={errors.text?.message}
            {...register('text')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <ColourField
              label="배경색"
              value={backgroundColor}
              error={errors.backgroundColor?.message}
              onChange={(v) =>
                setValue('backgroundColor', v, {
                  shouldDirty: true,
                  shouldValidate: !!errors.backgroundColor,
                })
              }
            />
            <ColourField
              label="글자색"
              value={textColor}
              error={errors.textColor?.message}
              onChange={(v) =>
                setValue('textColor', v, { shouldDirty: true, shouldValidate: !!errors.textColor })
              }
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
            <TextField
              label="링크"
              maxLength={500}
              placeholder="/shop/exhibitions"
              error={errors.url?.message}
              {...register('url')}
            />
            <TextField
              label="순서"
              inputMode="numeric"
              error={errors.order?.message}
              {...register('order')}
            />
          </div>
          <Checkbox label="외부 사이트 링크 (새 창으로 열림)" {...register('isOuterLink')} />
          <div className="rounded-lg border border-line p-4">
            <PeriodFields what="띠배너" />
          </div>
          <DialogSaveRow message={message} saving={isSubmitting}>
            {band ? '저장' : '추가'}
          </DialogSaveRow>
        </form>
      </FormProvider>
    </DialogContent>
  );
}
