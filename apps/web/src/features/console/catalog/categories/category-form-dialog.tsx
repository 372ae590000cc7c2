import { zodResolver } from '@hookform/resolvers/zod';
import { categoryInput } from '@shop/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/console/fields.tsx';
import { placeServerError } from '@/components/console/form-errors.ts';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent } from '@/components/ui/dialog.tsx';
import { Checkbox, TextField } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import type { CategoryBody } from '../api.ts';

type CategoryForm = z.input<typeof categoryInput>;
/** 대분류 추가, 하위 카테고리 추가 and 카테고리 수정: name, code and whether the shop shows it. */
export function CategoryFormDialog({
  title,
  description,
  problem,
  defaults,
  submitLabel,
  onSubmit,
}: {
  title: string;
  description: string;
  problem: string | null;
  defaults: CategoryBody;
  submitLabel: string;
  onSubmit: (body: CategoryBody) => Promise<void>;
}) {
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CategoryForm, unknown, z.output<typeof categoryInput>>({
    resolver: zodResolver(categoryInput),
    defaultValues: defaults,
  });
  const submit = handleSubmit(async (body) => {
    setServerError(undefined);
    try {
      await onSubmit(body);
    } catch (error) {
      if (placeServerError(error, ['name', 'code'] as const, setError)) return;
      setServerError(errorMessage(error));
    }
  });
  return (
    <DialogContent title={title} description={description}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormAlert>{problem}</FormAlert>
        <TextField
          label="카테고리명"
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
          hint="쇼핑몰 주소에 쓰입니다 (/shop?category=코드). 영문 소문자, 숫자, 하이픈"
          error={errors.code?.message}
          {...register('code')}
        />
        <Checkbox label="쇼핑몰에 보이기" {...register('isVisible')} />
        <FormAlert>{serverError}</FormAlert>
        <div className="flex justify-end gap-2 pt-2">
          <Button type="submit" disabled={isSubmitting || !!problem} aria-busy={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
