import {
  type Exhibition,
  type ExhibitionFileSlot,
  exhibitionKindLabel,
  exhibitionKinds,
} from '@shop/contracts';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EditorButtons, SaveBar } from '@/components/console/editor.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { RichTextField } from '@/components/console/rich-text-field.tsx';
import { toast } from '@/components/console/toast.tsx';
import { useUnsavedChanges } from '@/components/console/unsaved-changes.ts';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useDeleteExhibition, useExhibitionAction } from '../../api/exhibitions.ts';
import { type PendingImage, TitledImageSlot, usePendingImage } from '../../components/image-slot.tsx';
import { DisplayPanel } from '../../components/period-fields.tsx';
import { type PickedProduct, ProductPicker, pickedOf } from '../../components/product-picker.tsx';
import {
  type ExhibitionFormValues,
  emptyExhibitionForm,
  exhibitionToForm,
  readExhibitionForm,
} from '../../content-forms.ts';
import { fieldsOf, placeDetails, resolverOf } from '../../form.ts';
import { orderChanged } from '../../ordering.ts';

export const MAX_EXHIBITION_PRODUCTS = 200;
const resolver = resolverOf((v: ExhibitionFormValues) => readExhibitionForm(v));
const isField = fieldsOf(emptyExhibitionForm());

type Detail = Exhibition & { products: PickedProduct[] };
const slotLabel: Record<ExhibitionFileSlot, string> = { thumb: '목록 썸네일', banner: '상단 배너' };
/**
 * The exhibition's editor: title, kind and summary, its products in order, the detail, the period
 * and order, and the two images, which go up after the exhibition is saved.
 */
export function ExhibitionForm({ exhibition }: { exhibition?: Detail }) {
  const navigate = useNavigate();
  const action = useExhibitionAction();
  const remove = useDeleteExhibition();
  const [message, setMessage] = useState<string | null>(null);
  const initialProducts = useMemo(() => (exhibition?.products ?? []).map(pickedOf), [exhibition]);
  const [savedProducts, setSavedProducts] = useState(initialProducts);
  const [products, setProducts] = useState(initialProducts);
  const thumb = usePendingImage();
  const banner = usePendingImage();
  const images: Record<ExhibitionFileSlot, PendingImage> = { thumb, banner };
  const form = useForm<ExhibitionFormValues>({
    resolver,
    defaultValues: exhibition ? exhibitionToForm(exhibition) : emptyExhibitionForm(),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const leaving = useUnsavedChanges(
    isDirty || thumb.changed || banner.changed || orderChanged(savedProducts, products),
  );

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    const read = readExhibitionForm(
      values,
      products.map((p) => p._id),
    );
    if (!read.input) return;
    let saved: Exhibition;
    try {
      saved = exhibition
        ? await action.mutateAsync({ type: 'update', _id: exhibition._id, body: read.input })
        : await action.mutateAsync({ type: 'create', body: read.input });
    } catch (error) {
      setMessage(
        placeDetails(error, isField, setError, { fieldOf: (p) => (p.startsWith('_products') ? '' : p) }),
      );
      return;
    }
    try {
      for (const slot of ['thumb', 'banner'] as const) {
        const pending = images[slot];
        if (pending.file)
          await action.mutateAsync({ type: 'file', _id: saved._id, slot, file: pending.file });
        else if (pending.removed && exhibition?.[slot]) {
          await action.mutateAsync({ type: 'deleteFile', _id: saved._id, slot });
        }
        pending.clear();
      }
      toast(exhibition ? '기획전을 저장했습니다' : '기획전을 등록했습니다');
    } catch (error) {
      toast.error(`기획전은 저장했지만 이미지를 올리지 못했습니다: ${errorMessage(error)}`);
    }
    if (exhibition) {
      reset(values);
      setSavedProducts(products);
    } else {
      leaving.current = true;
      navigate(`/console/shop/exhibitions/${saved._id}`, { replace: true });
    }
  });

  const deleteExhibition = async () => {
    if (!exhibition) return;
    if (
      !window.confirm(`'${exhibition.title}' 기획전을 삭제하시겠습니까?\n담긴 상품 목록도 함께 삭제됩니다.`)
    )
      return;
    try {
      await remove.mutateAsync(exhibition._id);
      leaving.current = true;
      toast(`'${exhibition.title}' 기획전을 삭제했습니다`);
      navigate('/console/shop/exhibitions', { replace: true });
    } catch (error) {
      setMessage(errorMessage(error));
    }
  };

  const slot = (name: ExhibitionFileSlot, aspect: string, hint: string) => (
    <TitledImageSlot
      label={slotLabel[name]}
      saved={exhibition?.[name] ?? null}
      pending={images[name]}
      aspect={aspect}
      hint={hint}
    />
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={exhibition ? '기획전 수정' : '기획전 등록'}>
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-5">
            <Panel title="기본 정보" titleId="exhibition-basics">
              <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
                <TextField
                  label="제목"
                  required
                  maxLength={100}
                  error={errors.title?.message}
                  {...register('title')}
                />
                <SelectField label="종류" required error={errors.kind?.message} {...register('kind')}>
                  <option value="">종류 선택</option>
                  {exhibitionKinds.map((k) => (
                    <option key={k} value={k}>
                      {exhibitionKindLabel[k]}
                    </option>
                  ))}
                </SelectField>
                <TextAreaField
                  label="요약"
                  maxLength={300}
                  className="sm:col-span-2 [&_textarea]:min-h-20"
                  hint="기획전 목록에 제목과 함께 보입니다"
                  error={errors.summary?.message}
                  {...register('summary')}
                />
              </div>
            </Panel>
            <Panel title="상품" titleId="exhibition-products">
              <ProductPicker
                value={products}
                onChange={setProducts}
                max={MAX_EXHIBITION_PRODUCTS}
                label="기획전 상품 순서"
              />
            </Panel>
            <Panel title="상세 내용" titleId="exhibition-content">
              <RichTextField control={control} name="content" label="기획전 상세 내용" />
            </Panel>
          </div>
          <div className="space-y-5">
            <DisplayPanel
              what="기획전"
              titleId="exhibition-display"
              orderHint="작은 순서가 목록 앞에 보입니다"
            />
            <Panel title="이미지" titleId="exhibition-images">
              <div className="space-y-5">
                {slot('thumb', 'aspect-[4/3]', '기획전 목록 카드에 보입니다 (4:3 권장)')}
                {slot('banner', 'aspect-[16/5]', '기획전 상세 맨 위에 보입니다 (1920×600 권장)')}
              </div>
            </Panel>
          </div>
        </div>
        <SaveBar message={message} invalid={Object.keys(errors).length > 0}>
          <EditorButtons
            listTo="/console/shop/exhibitions"
            isNew={!exhibition}
            saving={isSubmitting}
            onDelete={exhibition ? deleteExhibition : undefined}
            deleteLabel="기획전 삭제"
            deleting={remove.isPending}
          />
        </SaveBar>
      </form>
    </FormProvider>
  );
}
