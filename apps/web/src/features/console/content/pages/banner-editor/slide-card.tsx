import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox, SelectField, TextField } from '@/components/ui/field.tsx';
import type { BannerFormValues } from '../../banner-form.ts';
import { ImageSlot } from '../../components/image-slot.tsx';

/** One slide: its image, title (the image's alt text), link and how the link opens; up, down, delete. */
export function SlideCard({
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
