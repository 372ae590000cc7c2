import type { Showroom } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/console/fields.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { useUrlState } from '@/components/console/url-state.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Checkbox, TextAreaField, TextField } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { formatPhone } from '@/lib/format.ts';
import { type ShowroomBody, showroomsQuery, useShowroomAction } from '../api/showrooms.ts';
import { ImageSlot } from '../components/image-slot.tsx';
import {
  emptyShowroomForm,
  readShowroomForm,
  type ShowroomFormValues,
  showroomToForm,
} from '../content-forms.ts';
import { fieldsOf, placeDetails, resolverOf } from '../form.ts';

const resolver = resolverOf(readShowroomForm);
const isField = fieldsOf(emptyShowroomForm());

type Photo = { file: Blob | null; remove: boolean };

/** The showrooms of /shop/showrooms: cards with photo, added and edited in a dialog. */
export function ShowroomsSection() {
  const { params, update } = useUrlState();
  const showrooms = useQuery(showroomsQuery());
  const action = useShowroomAction();
  const dialog = params.get('dialog');
  const editing = showrooms.data?.find((s) => s._id === params.get('_showroom'));
  const close = () => update({ dialog: undefined, _showroom: undefined }, { keepPage: true });
  const data = showrooms.data ?? [];
  const nextOrder = data.length ? Math.max(...data.map((s) => s.order)) + 1 : 0;

  /** Text first; then the photo, so a refused photo never loses the typed text. */
  const save = async (_id: string | null, body: ShowroomBody, photo: Photo, hadImage: boolean) => {
    const saved = _id
      ? await action.mutateAsync({ type: 'update', _id, body })
      : await action.mutateAsync({ type: 'create', body });
    close();
    if (!saved) return;
    try {
      if (photo.file) await action.mutateAsync({ type: 'image', _id: saved._id, file: photo.file });
      else if (photo.remove && hadImage) await action.mutateAsync({ type: 'deleteImage', _id: saved._id });
      toast(_id ? `'${saved.name}' 쇼룸을 저장했습니다` : `'${saved.name}' 쇼룸을 추가했습니다`);
    } catch (error) {
      toast.error(`'${saved.name}' 쇼룸은 저장했지만 사진을 올리지 못했습니다: ${errorMessage(error)}`);
    }
  };

  const del = async (s: Showroom) => {
    if (!window.confirm(`'${s.name}' 쇼룸을 삭제하시겠습니까?`)) return;
    try {
      await action.mutateAsync({ type: 'delete', _id: s._id });
      toast(`'${s.name}' 쇼룸을 삭제했습니다`);
    } catch (error) {
      if (!(isApiError(error) && error.status === 403)) toast.error(errorMessage(error));
    }
  };

  return (
    <Panel
      title={
        <>
          쇼룸 <span className="text-brand-700">{data.length}</span>곳
        </>
      }
      titleId="setting-showrooms"
      actions={
        <Button size="sm" onClick={() => update({ dialog: 'showroom' }, { keepPage: true })}>
          쇼룸 추가
        </Button>
      }
    >
      <p className="-mt-1 mb-4 text-[13px] text-muted">
        쇼핑몰 쇼룸 안내(/shop/showrooms)에 순서대로 보입니다.
      </p>
      {showrooms.isPending && <Loading />}
      {showrooms.isError && <ErrorState error={showrooms.error} onRetry={() => showrooms.refetch()} />}
      {showrooms.isSuccess && data.length === 0 && (
        <Empty message="등록된 쇼룸이 없습니다" className="border-none" />
      )}
      {data.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((s) => (
            <li
              key={s._id}
              className="overflow-hidden rounded-lg border border-line"
              data-testid="showroom-card"
            >
              {s.image ? (
                <img
                  src={s.image}
                  alt={`${s.name} 사진`}
                  loading="lazy"
                  className="aspect-[16/9] w-full object-cover"
                />
              ) : (
                <div className="grid aspect-[16/9] place-items-center bg-surface text-[13px] text-subtle">
                  사진 없음
                </div>
              )}
              <div className="space-y-1 p-4">
                <div className="flex items-center gap-2">
                  <h3 className="min-w-0 truncate font-bold text-ink">{s.name}</h3>
                  {!s.isVisible && <Badge tone="warning">숨김</Badge>}
                  <span className="ml-auto text-xs text-muted tabular-nums">순서 {s.order}</span>
                </div>
                <p className="text-[13px] text-muted">{s.address}</p>
                <p className="text-[13px] text-muted tabular-nums">
                  {formatPhone(s.phone)}
                  {s.hours && ` · ${s.hours}`}
                </p>
                <div className="flex justify-end gap-1 pt-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`${s.name} 수정`}
                    onClick={() => update({ dialog: 'showroom', _showroom: s._id }, { keepPage: true })}
                  >
                    수정
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-danger!"
                    aria-label={`${s.name} 삭제`}
                    onClick={() => void del(s)}
                  >
                    삭제
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={dialog === 'showroom' && showrooms.isSuccess && (!params.get('_showroom') || !!editing)}
        onOpenChange={(open) => !open && close()}
      >
        {dialog === 'showroom' && showrooms.isSuccess && (
          <ShowroomDialog
            key={editing?._id ?? 'create'}
            showroom={editing}
            defaults={editing ? showroomToForm(editing) : emptyShowroomForm(nextOrder)}
            onSave={(body, photo) => save(editing?._id ?? null, body, photo, !!editing?.image)}
          />
        )}
      </Dialog>
    </Panel>
  );
}

function ShowroomDialog({
  showroom,
  defaults,
  onSave,
}: {
  showroom?: Showroom;
  defaults: ShowroomFormValues;
  onSave: (body: ShowroomBody, photo: Photo) => Promise<void>;
}) {
  const [photo, setPhoto] = useState<Photo>({ file: null, remove: false });
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ShowroomFormValues>({ resolver, defaultValues: defaults });

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    const read = readShowroomForm(values);
    if (!read.input) return;
    try {
      await onSave(read.input, photo);
    } catch (error) {
      setMessage(placeDetails(error, isField, setError));
    }
  });

  return (
    <DialogContent title={showroom ? '쇼룸 수정' : '쇼룸 추가'} description={showroom?.name}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <ImageSlot
          label="쇼룸 사진"
          saved={showroom?.image ?? null}
          file={photo.file}
          removed={photo.remove}
          aspect="aspect-[16/9]"
          alt={showroom ? `${showroom.name} 사진` : ''}
          onPick={(file) => setPhoto({ file, remove: false })}
          onRemove={() =>
            setPhoto((p) => (p.file ? { file: null, remove: false } : { file: null, remove: true }))
          }
        />
        <TextField
          label="쇼룸 이름"
          required
          maxLength={50}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="주소"
          required
          maxLength={200}
          error={errors.address?.message}
          {...register('address')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="연락처"
            required
            inputMode="tel"
            maxLength={20}
            placeholder="02-1234-5678"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label="운영시간"
            maxLength={100}
            placeholder="평일 10:00-19:00, 토 10:00-17:00"
            error={errors.hours?.message}
            {...register('hours')}
          />
        </div>
        <TextAreaField
          label="소개"
          maxLength={1000}
          className="[&_textarea]:min-h-20"
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
          <TextField label="순서" inputMode="numeric" error={errors.order?.message} {...register('order')} />
          <Checkbox label="쇼핑몰에 보이기" className="h-11" {...register('isVisible')} />
        </div>
        <FormAlert>{message}</FormAlert>
        <div className="flex justify-end pt-1">
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className="min-w-24">
            {showroom ? '저장' : '추가'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
