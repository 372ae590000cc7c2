import type { Banner } from '@shop/contracts';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EditorButtons, SaveBar } from '@/components/console/editor.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { useUnsavedChanges } from '@/components/console/unsaved-changes.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useBannerAction, useDeleteBanner } from '../../api/banners.ts';
import {
  type BannerFormValues,
  bannerBodyOf,
  bannerFieldOf,
  bannerToForm,
  emptyBannerForm,
  planBannerCreate,
  planBannerSave,
  readBannerForm,
} from '../../banner-form.ts';
import { PeriodFields } from '../../components/period-fields.tsx';
import { fieldsOf, placeDetails, resolverOf } from '../../form.ts';
import { BasicsPanel } from './basics-panel.tsx';
import { SlidesPanel } from './slides-panel.tsx';

const resolver = resolverOf(readBannerForm);
const isField = fieldsOf(emptyBannerForm());
const byCode = { DUPLICATE_CODE: 'code', BANNER_CODE_TAKEN: 'code' };

/**
 * The banner's editor: a new banner is created, then its slide images go up; a saved one is saved
 * in the steps planBannerSave() makes, and a failure part way shows what the server has.
 */
export function BannerForm({ banner }: { banner?: Banner }) {
  const navigate = useNavigate();
  const action = useBannerAction();
  const remove = useDeleteBanner();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<BannerFormValues>({
    resolver,
    defaultValues: banner ? bannerToForm(banner) : emptyBannerForm(),
  });
  const {
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
            <BasicsPanel />
            <SlidesPanel />
          </div>
          <div className="space-y-5 lg:sticky lg:top-20 lg:self-start">
            <Panel title="노출 설정" titleId="banner-display">
              <PeriodFields what="배너" />
            </Panel>
          </div>
        </div>

        <SaveBar message={message} invalid={Object.keys(errors).length > 0}>
          <EditorButtons
            listTo="/console/banners"
            isNew={!banner}
            saving={isSubmitting}
            onDelete={banner ? deleteBanner : undefined}
            deleteLabel="배너 삭제"
            deleting={remove.isPending}
          />
        </SaveBar>
      </form>
    </FormProvider>
  );
}
