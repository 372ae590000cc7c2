import { zodResolver } from '@hookform/resolvers/zod';
import { josa, type ShopCode, shopCodeInput, TRACKING_PLACEHOLDER } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type ConsoleColumn, consoleColumnHelper, DataTable } from '@/components/console/data-table.tsx';
import { DialogSaveRow } from '@/components/console/editor.tsx';
import { placeServerError } from '@/components/console/form-errors.ts';
import { ListCount, ListPanel } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle } from '@/components/console/panel.tsx';
import { RowActions } from '@/components/console/row-actions.tsx';
import { useRowWork, WorkingNote } from '@/components/console/row-work.tsx';
import { useDialogParam } from '@/components/console/url-state.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { Checkbox, TextField } from '@/components/ui/field.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { codesQuery, useCodeAction } from './api.ts';

type Notice = { error: boolean; text: string };
type CodeForm = z.input<typeof shopCodeInput>;
type CodeBody = z.output<typeof shopCodeInput>;

const bodyOf = (c: ShopCode, changes: Partial<CodeBody> = {}): CodeBody => ({
  group: c.group,
  code: c.code,
  name: c.name,
  trackingUrl: c.trackingUrl,
  enabled: c.enabled,
  sort: c.sort,
  ...changes,
});

const noCodes: ShopCode[] = [];

/**
 * /console/shop/codes: the couriers invoices are entered with: code (as courier-tracking services
 * number them), name, tracking page, order, and whether it can be chosen for new invoices.
 */
export function ConsoleCodesPage() {
  const codes = useQuery(codesQuery());
  const action = useCodeAction();
  const [notice, setNotice] = useState<Notice>();
  // The outcome stays above the list (not a toast) until the next action.
  const { working, busy, run } = useRowWork({
    done: (text) => setNotice({ error: false, text }),
    failed: (text) => setNotice({ error: true, text }),
  });
  const act = (doing: string, work: () => Promise<unknown>, done: string) => {
    setNotice(undefined);
    return run(doing, work, done);
  };
  const data = codes.data ?? noCodes;
  const dialog = useDialogParam('_code');
  const editing = data.find((c) => c._id === dialog.editing);
  const toggle = (c: ShopCode) =>
    void act(
      '저장하는 중',
      () => action.mutateAsync({ type: 'update', _id: c._id, body: bodyOf(c, { enabled: !c.enabled }) }),
      c.enabled
        ? `'${c.name}'${josa(c.name, '을')} 사용 안 함으로 바꿨습니다`
        : `'${c.name}'${josa(c.name, '을')} 사용합니다`,
    );
  const remove = (c: ShopCode) => {
    if (!window.confirm(`'${c.name}' 택배사를 삭제하시겠습니까?`)) return;
    void act(
      '삭제하는 중',
      () => action.mutateAsync({ type: 'delete', _id: c._id }),
      `'${c.name}'${josa(c.name, '을')} 삭제했습니다`,
    );
  };
  const handlers = useRef({ toggle, remove, edit: dialog.openEdit });
  handlers.current = { toggle, remove, edit: dialog.openEdit };

  const columns = useMemo(() => {
    const col = consoleColumnHelper<ShopCode>();
    const list: ConsoleColumn<ShopCode>[] = [
      col.accessor('sort', {
        header: '순서',
        meta: { className: 'w-16 text-right tabular-nums', headerClassName: 'text-right' },
      }),
      col.accessor('code', { header: '코드', meta: { className: 'font-mono text-[13px]' } }),
      col.accessor('name', {
        header: '택배사',
        cell: ({ row }) => (
          <button
            type="button"
            className="font-semibold text-brand-700 hover:underline"
            onClick={() => handlers.current.edit(row.original._id)}
          >
            {row.original.name}
          </button>
        ),
      }),
      col.accessor('trackingUrl', {
        header: '배송조회 주소',
        meta: { className: 'whitespace-normal' },
        cell: ({ getValue }) => (
          <p className="max-w-md min-w-48 font-mono text-xs break-all text-muted">{getValue() ?? '없음'}</p>
        ),
      }),
      col.accessor('enabled', {
        header: '사용',
        cell: ({ getValue }) =>
          getValue() ? <Badge tone="brand">사용</Badge> : <Badge tone="warning">사용 안 함</Badge>,
      }),
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">관리</span>,
        meta: { className: 'text-right' },
        cell: ({ row }) => {
          const c = row.original;
          return (
            <RowActions
              name={c.name}
              edit={{ onClick: () => handlers.current.edit(c._id) }}
              toggle={{ label: c.enabled ? '사용 안 함' : '사용', onClick: () => handlers.current.toggle(c) }}
              onRemove={() => handlers.current.remove(c)}
              busy={busy}
            />
          );
        },
      }),
    ];
    return list;
  }, [busy]);

  const nextSort = data.length ? Math.max(...data.map((c) => c.sort)) + 1 : 0;

  return (
    <>
      <ConsolePageTitle
        title="코드 관리"
        description="송장을 입력할 때 고르는 택배사입니다. 사용 안 함으로 바꾼 택배사는 기존 송장에만 남습니다."
        actions={<Button onClick={dialog.openCreate}>택배사 추가</Button>}
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
      <ListPanel
        title={<ListCount noun="택배사" unit="곳" total={codes.data?.length} />}
        actions={<WorkingNote working={working} />}
        query={codes}
        rows={codes.data?.length}
        empty={<Empty message="등록된 택배사가 없습니다" className="border-none" />}
      >
        <DataTable
          className="-mx-4 -my-4 sm:-mx-5 sm:-my-5"
          caption="택배사 목록"
          columns={columns}
          data={data}
          getRowId={(c) => c._id}
          minWidth={860}
          busy={busy}
          rowTestId="code-row"
        />
      </ListPanel>

      <Dialog open={dialog.creating && codes.isSuccess} onOpenChange={(open) => !open && dialog.close()}>
        {dialog.creating && codes.isSuccess && (
          <CodeDialog
            key="create"
            title="택배사 추가"
            defaults={{
              group: 'COURIER',
              code: '',
              name: '',
              trackingUrl: '',
              enabled: true,
              sort: nextSort,
            }}
            onSave={async (body) => {
              const created = await action.mutateAsync({ type: 'create', body });
              setNotice({
                error: false,
                text: `'${created?.name ?? body.name}'${josa(body.name, '을')} 추가했습니다`,
              });
              dialog.close();
            }}
          />
        )}
      </Dialog>
      <Dialog open={!!editing} onOpenChange={(open) => !open && dialog.close()}>
        {editing && (
          <CodeDialog
            key={editing._id}
            title="택배사 수정"
            defaults={{ ...bodyOf(editing), trackingUrl: editing.trackingUrl ?? '' }}
            onSave={async (body) => {
              await action.mutateAsync({ type: 'update', _id: editing._id, body });
              setNotice({ error: false, text: `'${body.name}'${josa(body.name, '을')} 저장했습니다` });
              dialog.close();
            }}
          />
        )}
      </Dialog>
    </>
  );
}

const fields = ['code', 'name', 'trackingUrl', 'sort'] as const;

function CodeDialog({
  title,
  defaults,
  onSave,
}: {
  title: string;
  defaults: CodeForm;
  onSave: (body: CodeBody) => Promise<void>;
}) {
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm, unknown, CodeBody>({ resolver: zodResolver(shopCodeInput), defaultValues: defaults });

  const submit = handleSubmit(async (body) => {
    setMessage(null);
    try {
      await onSave(body);
    } catch (error) {
      // A code already taken belongs beside the code field.
      if (isApiError(error) && error.code === 'CODE_DUPLICATE') {
        setError('code', { type: 'server', message: error.message });
        return;
      }
      if (!placeServerError(error, fields, setError)) setMessage(errorMessage(error));
    }
  });

  return (
    <DialogContent title={title}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
          <TextField
            label="코드"
            required
            maxLength={20}
            autoComplete="off"
            hint="예: 04"
            error={errors.code?.message}
            {...register('code')}
          />
          <TextField
            label="택배사 이름"
            required
            maxLength={30}
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
        </div>
        <TextField
          label="배송조회 주소"
          maxLength={500}
          autoComplete="off"
          inputMode="url"
          placeholder={`https://…${TRACKING_PLACEHOLDER}`}
          hint={`송장번호 자리에 ${TRACKING_PLACEHOLDER}를 넣어주세요. 비워두면 배송조회 링크가 없습니다.`}
          error={errors.trackingUrl?.message}
          {...register('trackingUrl')}
        />
        <div className="grid items-end gap-4 sm:grid-cols-[8rem_1fr]">
          <TextField
            label="순서"
            type="number"
            min={0}
            max={9999}
            inputMode="numeric"
            error={errors.sort?.message}
            {...register('sort', { valueAsNumber: true })}
          />
          <Checkbox label="송장 입력에 사용" className="h-11" {...register('enabled')} />
        </div>
        <DialogSaveRow message={message} saving={isSubmitting}>
          {isSubmitting ? '저장하는 중…' : '저장'}
        </DialogSaveRow>
      </form>
    </DialogContent>
  );
}
