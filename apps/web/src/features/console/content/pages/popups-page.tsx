import type { Popup } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { type ConsoleColumn, consoleColumnHelper, DataTable } from '@/components/console/data-table.tsx';
import { BackLink, EditorButtons, LoadFailure, SaveBar } from '@/components/console/editor.tsx';
import { UnitField } from '@/components/console/fields.tsx';
import { ListCount, ListPanel } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle, Panel } from '@/components/console/panel.tsx';
import { RichTextField } from '@/components/console/rich-text-field.tsx';
import { RowActions } from '@/components/console/row-actions.tsx';
import { useRowWork, WorkingNote } from '@/components/console/row-work.tsx';
import { toast } from '@/components/console/toast.tsx';
import { useUnsavedChanges } from '@/components/console/unsaved-changes.ts';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { Checkbox, TextField } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { popupQuery, popupsQuery, usePopupAction } from '../api/popups.ts';
import { DisplayCell, DisplayStatusBadge } from '../components/display-status.tsx';
import { TitledImageSlot, useObjectUrl, usePendingImage } from '../components/image-slot.tsx';
import { DisplayPanel } from '../components/period-fields.tsx';
import { PopupPreview } from '../components/popup-preview.tsx';
import { emptyPopupForm, type PopupFormValues, popupToForm, readPopupForm } from '../content-forms.ts';
import { fieldsOf, placeDetails, resolverOf } from '../form.ts';
import { typedNumber } from '../popup-preview.ts';

const resolver = resolverOf(readPopupForm);
const isField = fieldsOf(emptyPopupForm());
/** Where the popup sits on the home page and how large it is, in CSS pixels. */
const boxFields = [
  ['left', '왼쪽 (left)'],
  ['top', '위 (top)'],
  ['width', '너비 (width)'],
  ['height', '높이 (height)'],
] as const;

/** /console/popups: the home page popups, where they sit and when they show. */
export function ConsolePopupsPage() {
  const popups = useQuery(popupsQuery());
  const action = usePopupAction();
  const { working, busy, run } = useRowWork();

  const del = (p: Popup) => {
    if (!window.confirm(`'${p.title}' 팝업을 삭제하시겠습니까?`)) return;
    void run(
      '삭제하는 중',
      () => action.mutateAsync({ type: 'delete', _id: p._id }),
      `'${p.title}' 팝업을 삭제했습니다`,
    );
  };
  const handlers = useRef({ del });
  handlers.current = { del };

  const columns = useMemo(() => {
    const col = consoleColumnHelper<Popup>();
    const list: ConsoleColumn<Popup>[] = [
      col.display({
        id: 'image',
        header: () => <span className="sr-only">이미지</span>,
        meta: { className: 'w-20 py-2' },
        cell: ({ row }) =>
          row.original.image ? (
            <img
              src={row.original.image}
              alt=""
              className="h-14 w-12 rounded-md border border-line object-cover"
            />
          ) : (
            <span className="grid h-14 w-12 place-items-center rounded-md border border-dashed border-line text-[10px] text-subtle">
              글
            </span>
          ),
      }),
      col.accessor('title', {
        header: '제목',
        meta: { className: 'whitespace-normal' },
        cell: ({ row }) => (
          <Link
            to={`/console/popups/${row.original._id}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            {row.original.title}
          </Link>
        ),
      }),
      col.display({
        id: 'box',
        header: '위치 · 크기',
        cell: ({ row }) => (
          <span className="text-[13px] tabular-nums">
            {row.original.left}, {row.original.top} · {row.original.width}×{row.original.height}
          </span>
        ),
      }),
      col.accessor('order', {
        header: '순서',
        meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
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
          <RowActions
            name={row.original.title}
            edit={{ to: `/console/popups/${row.original._id}` }}
            onRemove={() => handlers.current.del(row.original)}
            busy={busy}
          />
        ),
      }),
    ];
    return list;
  }, [busy]);

  return (
    <>
      <ConsolePageTitle
        title="팝업 관리"
        description="홈 화면에 뜨는 팝업입니다. 쇼핑객이 '오늘 하루 열지 않음'을 누르면 하루 동안 보이지 않습니다."
        actions={<ButtonLink to="/console/popups/create">팝업 등록</ButtonLink>}
      />
      <ListPanel
        title={<ListCount noun="팝업" unit="개" total={popups.data?.length} />}
        actions={<WorkingNote working={working} />}
        query={popups}
        rows={popups.data?.length}
        empty={
          <Empty message="등록된 팝업이 없습니다" className="border-none">
            <ButtonLink to="/console/popups/create" size="sm">
              팝업 등록
            </ButtonLink>
          </Empty>
        }
      >
        <DataTable
          className="-m-4 sm:-m-5"
          caption="팝업 목록"
          columns={columns}
          data={popups.data ?? []}
          getRowId={(p) => p._id}
          minWidth={820}
          busy={busy}
        />
      </ListPanel>
    </>
  );
}

/** /console/popups/create */
export function ConsolePopupCreatePage() {
  return (
    <>
      <BackLink to="/console/popups">팝업 목록</BackLink>
      <h1 className="mt-2 mb-5 text-xl font-bold tracking-tight sm:text-2xl">팝업 등록</h1>
      <PopupForm />
    </>
  );
}

/** /console/popups/:_popup */
export function ConsolePopupPage() {
  const { _popup = '' } = useParams();
  const query = useQuery(popupQuery(_popup));
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <LoadFailure
        error={query.error}
        notFound="팝업을 찾을 수 없습니다"
        listTo="/console/popups"
        listLabel="팝업 목록"
        onRetry={() => query.refetch()}
      />
    );
  }
  return (
    <>
      <BackLink to="/console/popups">팝업 목록</BackLink>
      <div className="mt-2 mb-5 flex flex-wrap items-center gap-2">
        <h1 className="min-w-0 text-xl font-bold tracking-tight break-all sm:text-2xl">{query.data.title}</h1>
        <DisplayStatusBadge display={query.data.display} />
      </div>
      <PopupForm key={query.data._id} popup={query.data} />
    </>
  );
}

function PopupForm({ popup }: { popup?: Popup }) {
  const navigate = useNavigate();
  const action = usePopupAction();
  const [message, setMessage] = useState<string | null>(null);
  const pending = usePendingImage();
  const picked = useObjectUrl(pending.file);
  const form = useForm<PopupFormValues>({
    resolver,
    defaultValues: popup ? popupToForm(popup) : emptyPopupForm(),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const leaving = useUnsavedChanges(isDirty || pending.changed);
  const [title, content, left, top, width, height] = useWatch({
    control,
    name: ['title', 'content', 'left', 'top', 'width', 'height'],
  });
  const fallback = popup ?? { left: 80, top: 120, width: 400, height: 500 };
  const box = {
    left: typedNumber(left, fallback.left),
    top: typedNumber(top, fallback.top),
    width: typedNumber(width, fallback.width),
    height: typedNumber(height, fallback.height),
  };
  const image = picked ?? (pending.removed ? null : (popup?.image ?? null));

  /** After the text is saved: the picked image goes up, or the removed one goes. */
  const sendImage = async (_id: string) => {
    if (pending.file) await action.mutateAsync({ type: 'image', _id, file: pending.file });
    else if (pending.removed && popup?.image) await action.mutateAsync({ type: 'deleteImage', _id });
  };

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    const read = readPopupForm(values);
    if (!read.input) return;
    let saved: Popup | null;
    try {
      saved = popup
        ? await action.mutateAsync({ type: 'update', _id: popup._id, body: read.input })
        : await action.mutateAsync({ type: 'create', body: read.input });
    } catch (error) {
      setMessage(placeDetails(error, isField, setError));
      return;
    }
    if (!saved) return;
    try {
      await sendImage(saved._id);
      pending.clear();
      toast(popup ? '팝업을 저장했습니다' : '팝업을 등록했습니다');
    } catch (error) {
      toast.error(`팝업 내용은 저장했지만 이미지를 바꾸지 못했습니다: ${errorMessage(error)}`);
    }
    if (popup) reset(values);
    else {
      leaving.current = true;
      navigate(`/console/popups/${saved._id}`, { replace: true });
    }
  });

  const deletePopup = async () => {
    if (!popup || !window.confirm(`'${popup.title}' 팝업을 삭제하시겠습니까?`)) return;
    try {
      await action.mutateAsync({ type: 'delete', _id: popup._id });
      leaving.current = true;
      toast(`'${popup.title}' 팝업을 삭제했습니다`);
      navigate('/console/popups', { replace: true });
    } catch (error) {
      setMessage(errorMessage(error));
    }
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={popup ? '팝업 수정' : '팝업 등록'}>
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="min-w-0 space-y-5">
            <Panel title="내용" titleId="popup-content">
              <div className="space-y-4">
                <TextField
                  label="제목"
                  required
                  maxLength={100}
                  error={errors.title?.message}
                  {...register('title')}
                />
                <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
                  <TextField
                    label="링크"
                    maxLength={500}
                    placeholder="/shop/exhibitions"
                    hint="팝업을 누르면 이동할 주소"
                    error={errors.url?.message}
                    {...register('url')}
                  />
                  <Checkbox label="외부 사이트 링크" className="h-11 sm:mb-6" {...register('isOuterLink')} />
                </div>
                <TitledImageSlot
                  label="팝업 이미지"
                  saved={popup?.image ?? null}
                  pending={pending}
                  aspect="aspect-[4/5] max-w-56"
                  hint="이미지가 있으면 이미지가 팝업을 채우고, 없으면 아래 내용이 보입니다"
                />
                <div>
                  <p className="mb-1.5 text-sm font-semibold text-ink">내용</p>
                  <RichTextField control={control} name="content" label="팝업 내용" minHeight="min-h-48" />
                </div>
              </div>
            </Panel>
            <DisplayPanel
              what="팝업"
              titleId="popup-display"
              orderClassName="max-w-40"
              orderHint="여러 팝업이 겹치면 순서가 큰 팝업이 위에 보입니다"
            />
          </div>

          <div className="min-w-0 space-y-5 lg:sticky lg:top-20 lg:self-start">
            <Panel title="위치와 크기" titleId="popup-box">
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {boxFields.map(([name, label]) => (
                  <UnitField
                    key={name}
                    label={label}
                    unit="px"
                    inputMode="numeric"
                    error={errors[name]?.message}
                    {...register(name)}
                  />
                ))}
              </div>
              <div className="mt-4">
                <PopupPreview box={box} title={title} image={image} content={content} />
              </div>
            </Panel>
          </div>
        </div>

        <SaveBar message={message} invalid={Object.keys(errors).length > 0}>
          <EditorButtons
            listTo="/console/popups"
            isNew={!popup}
            saving={isSubmitting}
            onDelete={popup ? deletePopup : undefined}
            deleteLabel="팝업 삭제"
          />
        </SaveBar>
      </form>
    </FormProvider>
  );
}
