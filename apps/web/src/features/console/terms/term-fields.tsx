import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox, TextField } from '@/components/ui/field.tsx';
import { cn } from '@/lib/cn.ts';

/** 제목, 순서 and 필수 as both term forms ask them (약관 등록, 약관 정보); `code` leads on a new term. */
export function TermFields({
  code,
  subject,
  order,
  necessary,
  errors,
}: {
  code?: ReactNode;
  subject: UseFormRegisterReturn;
  order: UseFormRegisterReturn;
  necessary: UseFormRegisterReturn;
  errors: { subject?: string | undefined; order?: string | undefined };
}) {
  return (
    <>
      <div className={cn('grid gap-4', code ? 'sm:grid-cols-[12rem_1fr_7rem]' : 'sm:grid-cols-[1fr_7rem]')}>
        {code}
        <TextField
          label="제목"
          required
          maxLength={100}
          autoComplete="off"
          error={errors.subject}
          {...subject}
        />
        <TextField
          label="순서"
          type="number"
          min={0}
          max={999}
          inputMode="numeric"
          error={errors.order}
          {...order}
        />
      </div>
      <Checkbox label="필수 약관 (동의해야 가입할 수 있음)" {...necessary} />
    </>
  );
}
