import { zodResolver } from '@hookform/resolvers/zod';
import { INQUIRY_AGREEMENT, inquiryInput, inquiryKindLabel, installationInquiryKinds } from '@shop/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { ChevronDownIcon } from '@/components/ui/icons.tsx';
import { useSubmitInquiry } from '@/lib/api/inquiries.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';

type FormInput = z.input<typeof inquiryInput>;
type FormOutput = z.output<typeof inquiryInput>;

export const INQUIRY_RECEIVED = '문의가 접수되었습니다. 담당자가 확인 후 연락드리겠습니다.';

const empty = { kinds: [], name: '', contact: '', agreed: false } as unknown as FormInput;

/**
 * 설치 문의 (spec §2 Installation inquiry form), on the home page and in the side panel: what the
 * shopper wants (상품상담, A/S 문의, 쇼룸 방문예약, 설치 문의), name, contact and the short privacy
 * agreement. The contract's `inquiryInput` checks it in the browser as on the server, and the
 * button stays disabled until the form is valid with the agreement ticked. A sent form is cleared
 * and says so; a refusal (too many inquiries, 429, included) shows the server's message.
 */
export function InquiryForm({
  variant = 'page',
  className,
}: {
  variant?: 'page' | 'panel';
  className?: string;
}) {
  const id = useId();
  const submitInquiry = useSubmitInquiry();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(inquiryInput),
    mode: 'onTouched',
    defaultValues: empty,
  });

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    setSent(false);
    try {
      await submitInquiry.mutateAsync(body);
      reset(empty);
      setSent(true);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  // Typing again after a receipt or a refusal means a new inquiry: the old notice goes.
  const onChange = () => {
    if (sent) setSent(false);
    if (failure) setFailure(null);
  };

  const compact = variant === 'panel';
  const input = cn(
    'block w-full rounded-lg border border-line bg-white px-3 text-[15px] text-ink placeholder:text-subtle',
    'hover:border-brand-300 focus:border-brand-500 focus:ring-3 focus:ring-brand-100 focus:outline-none',
    'aria-invalid:border-danger',
    compact ? 'h-10' : 'h-11',
  );
  const error = (name: 'kinds' | 'name' | 'contact' | 'agreed') => {
    const message = errors[name]?.message;
    return message ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-[13px] font-medium text-danger">
        {message}
      </p>
    ) : null;
  };

  return (
    <form onSubmit={submit} onChange={onChange} noValidate className={cn('space-y-4', className)}>
      <fieldset aria-describedby={errors.kinds ? `${id}-kinds-error` : undefined}>
        <legend className="text-sm font-semibold text-ink">문의 종류</legend>
        <div className={cn('mt-2 grid grid-cols-2 gap-2', !compact && 'sm:grid-cols-4')}>
          {installationInquiryKinds.map((kind) => (
            <label
              key={kind}
              className="flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm font-medium text-ink transition-colors select-none hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800"
            >
              <input type="checkbox" value={kind} className="size-4 shrink-0" {...register('kinds')} />
              {inquiryKindLabel[kind]}
            </label>
          ))}
        </div>
        {error('kinds')}
      </fieldset>

      <div className={cn('grid gap-3', !compact && 'sm:grid-cols-2')}>
        <div>
          <label htmlFor={`${id}-name`} className="text-sm font-semibold text-ink">
            이름
          </label>
          <input
            id={`${id}-name`}
            autoComplete="name"
            placeholder="홍길동"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            className={cn(input, 'mt-1.5')}
            {...register('name')}
          />
          {error('name')}
        </div>
        <div>
          <label htmlFor={`${id}-contact`} className="text-sm font-semibold text-ink">
            연락처
          </label>
          <input
            id={`${id}-contact`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="010-0000-0000"
            aria-invalid={errors.contact ? true : undefined}
            aria-describedby={errors.contact ? `${id}-contact-error` : undefined}
            className={cn(input, 'mt-1.5')}
            {...register('contact')}
          />
          {error('contact')}
        </div>
      </div>

      <div className="rounded-lg bg-surface px-3 py-2.5">
        <div className="flex items-center justify-between gap-2">
          <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-ink select-none">
            <input
              type="checkbox"
              className="size-4 shrink-0"
              aria-describedby={`${id}-terms`}
              {...register('agreed')}
            />
            {INQUIRY_AGREEMENT.title}
          </label>
          <button
            type="button"
            aria-expanded={termsOpen}
            aria-controls={`${id}-terms`}
            onClick={() => setTermsOpen((open) => !open)}
            className="inline-flex shrink-0 items-center gap-0.5 rounded px-1 text-[13px] font-medium text-muted hover:text-ink"
          >
            {termsOpen ? '접기' : '내용 보기'}
            <ChevronDownIcon className={cn('size-4 transition-transform', termsOpen && 'rotate-180')} />
          </button>
        </div>
        <div id={`${id}-terms`} hidden={!termsOpen} className="mt-2 text-[13px] leading-relaxed text-muted">
          <ul className="list-disc space-y-0.5 pl-4">
            {INQUIRY_AGREEMENT.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-1">{INQUIRY_AGREEMENT.refusal}</p>
        </div>
      </div>

      <Button
        type="submit"
        block
        size={compact ? 'md' : 'lg'}
        disabled={!isValid || isSubmitting}
        aria-busy={isSubmitting || undefined}
      >
        {isSubmitting ? '접수 중…' : '문의하기'}
      </Button>
      <div role="status">
        {sent && (
          <p className="rounded-lg bg-brand-50 px-3 py-2.5 text-sm font-medium text-brand-800">
            {INQUIRY_RECEIVED}
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2.5 text-sm font-medium text-danger">
          {failure}
        </p>
      )}
    </form>
  );
}
