import type { Banner } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { BackLink, LoadFailure, SaveBar } from '@/components/console/editor.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { useUnsavedChanges } from '@/components/console/unsaved-changes.ts';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Checkbox, SelectField, TextField } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { bannerQuery, useBannerAction, useDeleteBanner } from '../api/banners.ts';
import {
  type BannerFormValues,
  bannerBodyOf,
  bannerFieldOf,
  bannerToForm,
  emptyBannerForm,
  emptySlide,
  MAX_SLIDES,
  planBannerCreate,
  planBannerSave,
  readBannerForm,
} from '../banner-form.ts';
import { DisplayStatusBadge } from '../components/display-status.tsx';
import { ImageSlot } from '../components/image-slot.tsx';
import { PeriodFields } from '../components/period-fields.tsx';
import { fieldsOf, placeDetails, resolverOf } from '../form.ts';
import { knownBannerCodes } from './banners-page.tsx';

const resolver = resolverOf(readBannerForm);
const isField = fieldsOf(emptyBannerForm());
const byCode = { DUPLICATE_CODE: 'code', BANNER_CODE_TAKEN: 'code' };

/** /console/banners/create */
export function ConsoleBannerCreatePage() {
  return (
    <>
      <BackLink to="/console/banners">배너 목록</BackLink>
      <h1 className="mt-2 mb-5 text-xl font-bold tracking-tight sm:text-2xl">배너 등록</h1>
      <BannerForm />
    </>
  );
}

/** /console/banners/:_banner */
export function ConsoleBannerPage() {
  const { _banner = '' } = useParams();
  const query = useQuery(bannerQuery(_banner));
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <LoadFailure
        error={query.error}
        notFound="배너를 찾을 수 없습니다"
        listTo="/console/banners"
        listLabel="배너 목록"
        onRetry={() => query.refetch()}
      />
    );
  }
  const banner = query.data;
  return (
    <>
      <BackLink to="/console/banners">배너 목록</BackLink>
      <div className="mt-2 mb-5 flex flex-wrap items-center gap-2">
        <h1 className="min-w-0 text-xl font-bold tracking-tight break-all sm:text-2xl">{banner.name}</h1>
        <DisplayStatusBadge display={banner.display} />
        <p className="w-full font-mono text-[13px] text-muted">{banner.code}</p>
      </div>
      <BannerForm key={banner._id} banner={banner} />
    </>
  );
}

function BannerForm({ banner }: { banner?: Banner }) {
  const navigate = useNavigate();
  const action = useBannerAction();
  const remove = useDeleteBanner();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<BannerFormValues>({
    resolver,
    defaultValues: banner ? bannerToForm(banner) : emptyBannerForm(),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const leaving = useUnsavedChanges(isDirty);

  const refused = (error: unknown) => {
    setMessage(placeDetails(error, isField, setError, { fieldOf: bannerFieldOf, byCode }));
  };

  const create = async (values: BannerFormValues) => {
    const read = readBannerForm(values);
    if (!read.input) return;
    let created: Banner;
    try {
      created = await action.mutateAsync({ type: 'create', body: read.input });
    } catch (error) {
      refused(error);
      return;
    }
    leaving.current = true;
    try {
      for (const { index, file } of planBannerCreate(values.slides)) {
        await action.mutateAsync({ type: 'upload', _id: created._id, index, file });
      }
      toast('배너를 등록했습니다');
    } catch (error) {
      // The banner exists now: sending the form again would make a second one. Its page shows
      // which slides still lack an image.
      toast.error(`배너를 등록했지만 이미지를 모두 올리지 못했습니다: ${errorMessage(error)}`);
    }
    navigate(`/console/banners/${created._id}`, { replace: true });
  };

  const save = async (saved: Banner, values: BannerFormValues) => {
    const read = readBannerForm(values);
    if (!read.input) return;
    const steps = planBannerSave(saved.slides.length, values.slides, read.input, bannerBodyOf(saved).slides);
    let latest = saved;
    let done = 0;
    try {
      for (const step of steps) {
        latest = await action.mutateAsync({ ...step, _id: saved._id });
        done += 1;
      }
      reset(bannerToForm(latest));
      toast('배너를 저장했습니다');
    } catch (error) {
      if (done === 0) {
        refused(error);
        return;
      }
      // Part of it is saved: show the banner as the server has it now, with the images that did
      // not go up still picked, so that 저장 sends just those.
      reset(bannerToForm(latest));
      const failedAt = steps[done];
      if (failedAt?.type === 'upload' || failedAt?.type === 'deleteImage') {
        for (const step of steps.slice(done)) {
          if (step.type === 'upload') setValue(`slides.${step.index}.file`, step.file, { shouldDirty: true });
          if (step.type === 'deleteImage') {
            setValue(`slides.${step.index}.removeImage`, true, { shouldDirty: true });
          }
        }
      }
      setMessage(`일부만 저장되었습니다: ${errorMessage(error)} 내용을 확인하고 다시 저장해주세요.`);
    }
  };

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    if (banner) await save(banner, values);
    else await create(values);
  });

  const deleteBanner = async () => {
    if (!banner) return;
    if (
      !window.confirm(
        `'${banner.name}' (${banner.code}) 배너를 삭제하시겠습니까?\n슬라이드 이미지도 함께 삭제됩니다.`,
      )
    )
      return;
    try {
      await remove.mutateAsync(banner._id);
      leaving.current = true;
      toast(`'${banner.name}' 배너를 삭제했습니다`);
      navigate('/console/banners', { replace: true });
    } catch (error) {
      setMessage(errorMessage(error));
    }
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={banner ? '배너 수정' : '배너 등록'}>
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-5">
            <Panel title="기본 정보" titleId="banner-basics">
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label="배너 코드"
                  required
                  maxLength={50}
                  autoCapitalize="off"
                  spellCheck={false}
                  list="banner-codes"
                  hint="쇼핑몰이 이 코드로 배너를 불러옵니다 (예: main-visual, main-banner-mo)"
                  error={errors.code?.message}
                  {...register('code')}
                />
                <datalist id="banner-codes">
                  {Object.entries(knownBannerCodes).map(([code, label]) => (
                    <option key={code} value={code}>
                      {label}
                    </option>
                  ))}
                </datalist>
                <TextField
                  label="배너 이름"
                  required
                  maxLength={100}
                  hint="관리용 이름입니다"
                  error={errors.name?.message}
                  {...register('name')}
                />
                <TextField
                  label="배너 링크"
                  className="sm:col-span-2"
                  maxLength={500}
                  placeholder="/shop/exhibitions"
                  hint="슬라이드에 링크가 없을 때 쓰입니다. /로 시작하는 주소나 https:// 주소"
                  error={errors.url?.message}
                  {...register('url')}
                />
              </div>
            </Panel>
            <SlidesPanel />
          </div>
          <div className="space-y-5 lg:sticky lg:top-20 lg:self-start">
            <Panel title="노출 설정" titleId="banner-display">
              <PeriodFields what="배너" />
            </Panel>
          </div>
        </div>

        <SaveBar message={message} invalid={Object.keys(errors).length > 0}>
          {banner && (
            <Button
              variant="ghost"
              className="mr-auto text-danger!"
              onClick={deleteBanner}
              disabled={remove.isPending}
            >
              배너 삭제
            </Button>
          )}
          <ButtonLink to="/console/banners" variant="outline">
            목록으로
          </ButtonLink>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className="min-w-28">
            {isSubmitting ? '저장하는 중…' : banner ? '저장하기' : '등록하기'}
          </Button>
        </SaveBar>
      </form>
    </FormProvider>
  );
}

function SlidesPanel() {
  const { control, formState } = useFormContext<BannerFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'slides' });
  const rootError = formState.errors.slides?.root?.message ?? formState.errors.slides?.message;
  const [status, setStatus] = useState('');

  return (
    <Panel
      title={
        <>
          슬라이드 <span className="text-brand-700">{fields.length}</span>개
        </>
      }
      titleId="banner-slides"
      actions={
        <Button
          size="sm"
          variant="secondary"
          disabled={fields.length >= MAX_SLIDES}
          onClick={() => {
            append(emptySlide(), { shouldFocus: false });
            setStatus(`${fields.length + 1}번 슬라이드를 추가했습니다`);
          }}
        >
          슬라이드 추가
        </Button>
      }
    >
      {rootError && (
        <p role="alert" className="mb-3 text-sm font-medium text-danger">
          {rootError}
        </p>
      )}
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line px-4 py-8 text-center text-sm text-muted">
          슬라이드가 없습니다. 슬라이드 추가를 눌러 이미지를 올려주세요.
        </p>
      ) : (
        <ol className="space-y-4">
          {fields.map((field, index) => (
            <SlideCard
              key={field.id}
              index={index}
              count={fields.length}
              onMove={(to) => {
                move(index, to);
                setStatus(`${index + 1}번 슬라이드를 ${to + 1}번째로 옮겼습니다`);
              }}
              onRemove={() => {
                if (!window.confirm(`${index + 1}번 슬라이드를 삭제하시겠습니까?`)) return;
                remove(index);
                setStatus(`${index + 1}번 슬라이드를 삭제했습니다. 저장하면 반영됩니다`);
              }}
            />
          ))}
        </ol>
      )}
      <p role="status" className="mt-3 min-h-5 text-[13px] text-muted">
        {status}
      </p>
      <p className="text-[13px] text-muted">
        이미지는 PC 배너 가로 1920px, 모바일 배너 가로 750px 이상을 권장합니다 (10MB 이하). 한 배너의
        슬라이드는 같은 크기로 맞춰주세요. 슬라이드 제목은 이미지의 대체 텍스트로도 쓰입니다.
      </p>
    </Panel>
  );
}

function SlideCard({
  index,
  count,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { register, control, setValue, formState } = useFormContext<BannerFormValues>();
  const slide = useWatch({ control, name: `slides.${index}` });
  const errors = formState.errors.slides?.[index];
  const n = index + 1;

  return (
    <li className="rounded-lg border border-line p-3 sm:p-4" data-testid="banner-slide">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-bold text-ink">
          {n}번 슬라이드
          {slide.origin === null && (
            <span className="ml-1.5 text-xs font-semibold text-brand-600">새 슬라이드</span>
          )}
        </h3>
        <div className="ml-auto flex gap-1">
          <Button
            size="sm"
            variant="outline"
            className="px-2.5"
            disabled={index === 0}
            aria-label={`${n}번 슬라이드 위로`}
            onClick={() => onMove(index - 1)}
          >
            ↑ 위로
          </Button>
          <Button
            size="sm"
            variant="outline"
            className="px-2.5"
            disabled={index === count - 1}
            aria-label={`${n}번 슬라이드 아래로`}
            onClick={() => onMove(index + 1)}
          >
            ↓ 아래로
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-danger!"
            aria-label={`${n}번 슬라이드 삭제`}
            onClick={onRemove}
          >
            삭제
          </Button>
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
        <ImageSlot
          label={`${n}번 슬라이드 이미지`}
          saved={slide.image}
          file={slide.file}
          removed={slide.removeImage}
          alt={slide.title}
          testId="slide-image"
          fit="contain"
          onPick={(file) => {
            setValue(`slides.${index}.file`, file, { shouldDirty: true });
          }}
          onRemove={() => {
            if (slide.file) setValue(`slides.${index}.file`, null, { shouldDirty: true });
            else setValue(`slides.${index}.removeImage`, true, { shouldDirty: true });
          }}
        />
        <div className="grid content-start gap-3">
          <TextField
            label="슬라이드 제목"
            maxLength={100}
            hint="이미지 대체 텍스트"
            error={errors?.title?.message}
            {...register(`slides.${index}.title`)}
          />
          <TextField
            label="링크"
            maxLength={500}
            placeholder="/shop?category=basin"
            error={errors?.url?.message}
            {...register(`slides.${index}.url`)}
          />
          <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
            <SelectField label="여는 방법" {...register(`slides.${index}.target`)}>
              <option value="_self">같은 창</option>
              <option value="_blank">새 창</option>
            </SelectField>
            <Checkbox
              label="외부 사이트 링크"
              className="h-11"
              {...register(`slides.${index}.isOuterLink`)}
            />
          </div>
        </div>
      </div>
    </li>
  );
}
