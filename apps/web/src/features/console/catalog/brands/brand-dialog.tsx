import { zodResolver } from '@hookform/resolvers/zod';
import { type Brand, brandInput } from '@shop/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/console/fields.tsx';
import { IMAGE_ACCEPT, imageFileProblem } from '@/components/console/files.ts';
import { placeServerError } from '@/components/console/form-errors.ts';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { DialogContent } from '@/components/ui/dialog.tsx';
import { Checkbox, TextAreaField, TextField } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import type { BrandBody } from '../api.ts';

/** The add/edit dialog of /console/shop/brands: the form, the logo picked beside it. */

const brandForm = brandInput.extend({
  order: z
    .number({ error: '순서를 숫자로 입력해주세요' })
    .int('순서는 정수로 입력해주세요')
    .min(0, '순서는 0 이상이어야 합니다')
    .max(10_000, '순서는 10,000 이하로 입력해주세요'),
});
type BrandForm = z.input<typeof brandForm>;

export function Logo({ src, name, className }: { src: string | null; name: string; className?: string }) {
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

export function BrandDialog({
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
