import { zodResolver } from '@hookform/resolvers/zod';
import { REQUEST_AGREEMENT, type RequestInquiryKind, requestInquiryInput } from '@shop/contracts';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AttachmentPicker } from '@/components/inquiry-files.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox, TextAreaField, TextField } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { serverFieldErrors } from '@/lib/form-errors.ts';
import { formatPhoneInput } from '@/lib/format.ts';

type FormInput = z.input<typeof requestInquiryInput>;
type FormOutput = z.output<typeof requestInquiryInput>;

export type RequestDraft = Partial<{
  company: string;
  name: string;
  contact: string;
  email: string;
  title: string;
  content: string;
  items: string;
  quantity: number | string;
  desiredDate: string;
}>;

const blank = (kind: RequestInquiryKind, initial: RequestDraft, editing: boolean): FormInput =>
  ({
    kind,
    name: initial.name ?? '',
    contact: initial.contact ? formatPhoneInput(initial.contact) : '',
    email: initial.email ?? '',
    content: initial.content ?? '',
    ...(kind === 'CONSULTATION'
      ? { title: initial.title ?? '' }
      : {
          company: initial.company ?? '',
          items: initial.items ?? '',
          quantity: initial.quantity ?? '',
          desiredDate: initial.desiredDate ?? '',
        }),
    agreed: editing,
  }) as unknown as FormInput;

/**
 * 1:1 상담 and 대량구매 문의 (decision 0040): checked in the browser by the contract the server uses;
 * a refusal keeps what was typed and puts each message under its field. Editing (`editing`) hides
 * the agreement, which was given when the inquiry was sent.
 */
export function RequestForm({
  kind,
  initial = {},
  editing = false,
  submitLabel,
  onSubmit,
  onCancel,
  withFiles = false,
}: {
  kind: RequestInquiryKind;
  initial?: RequestDraft;
  editing?: boolean;
  submitLabel: string;
  /** resolves when sent; the form then clears (a new request) unless editing */
  onSubmit: (body: FormOutput, files: File[]) => Promise<unknown>;
  onCancel?: () => void;
  /** a 대량구매 문의 sent new takes up to 5 files (decision 0044) */
  withFiles?: boolean;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(requestInquiryInput),
    mode: 'onTouched',
    defaultValues: blank(kind, initial, editing),
  });
  const message = (name: string) =>
    (errors as Record<string, { message?: string } | undefined>)[name]?.message;

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onSubmit(body, withFiles ? files : []);
      if (!editing) {
        reset(blank(kind, { name: initial.name, contact: initial.contact, email: initial.email }, false));
        setFiles([]);
      }
    } catch (error) {
      const fields = serverFieldErrors(error);
      for (const [path, text] of Object.entries(fields)) {
        setError(path as FieldPath<FormInput>, { message: text }, { shouldFocus: true });
      }
      if (Object.keys(fields).length === 0) setFailure(errorMessage(error));
    }
  });
  const field = (name: string) => register(name as FieldPath<FormInput>);
  const phone = field('contact');

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={submitLabel}>
      {kind === 'BULK_PURCHASE' && (
        <TextField
          label="회사명(단체명)"
          required
          autoComplete="organization"
          error={message('company')}
          {...field('company')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="이름" required autoComplete="name" error={message('name')} {...field('name')} />
        <TextField
          label="연락처"
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="010-0000-0000"
          error={message('contact')}
          {...phone}
          onChange={(event) => {
            event.target.value = formatPhoneInput(event.target.value);
            return phone.onChange(event);
          }}
        />
      </div>
      <TextField
        label="이메일"
        required={kind === 'BULK_PURCHASE'}
        type="email"
        autoComplete="email"
        hint={kind === 'CONSULTATION' ? '답변 알림을 받을 주소 (선택)' : '견적서를 받을 주소'}
        error={message('email')}
        {...field('email')}
      />
      {kind === 'CONSULTATION' ? (
        <>
          <TextField label="제목" required maxLength={100} error={message('title')} {...field('title')} />
          <TextAreaField
            label="상담 내용"
            required
            rows={6}
            maxLength={2000}
            error={message('content')}
            {...field('content')}
          />
        </>
      ) : (
        <>
          <TextAreaField
            label="구매 희망 상품"
            required
            rows={3}
            maxLength={500}
            placeholder="상품명, 모델명, 색상 등"
            error={message('items')}
            {...field('items')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="수량"
              required
              inputMode="numeric"
              placeholder="예: 100"
              error={message('quantity')}
              {...field('quantity')}
            />
            <TextField
              label="희망 납기일"
              type="date"
              placeholder="YYYY-MM-DD"
              error={message('desiredDate')}
              {...field('desiredDate')}
            />
          </div>
          <TextAreaField
            label="요청 사항"
            rows={4}
            maxLength={2000}
            placeholder="배송지, 설치 여부, 세금계산서 발행 등"
            error={message('content')}
            {...field('content')}
          />
        </>
      )}
      {withFiles && kind === 'BULK_PURCHASE' && <AttachmentPicker files={files} onChange={setFiles} />}
      {!editing && (
        <div className="rounded-lg bg-surface px-4 py-3">
          <Checkbox label={REQUEST_AGREEMENT.title} {...field('agreed')} />
          <ul className="mt-2 list-disc space-y-0.5 pl-5 text-[13px] text-muted">
            {REQUEST_AGREEMENT.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-1 text-[13px] text-muted">{REQUEST_AGREEMENT.refusal}</p>
          {message('agreed') && (
            <p className="mt-1 text-[13px] font-medium text-danger">{message('agreed')}</p>
          )}
        </div>
      )}
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2.5 text-sm font-medium text-danger">
          {failure}
        </p>
      )}
      <div className="flex gap-2">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            취소
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? '보내는 중…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
