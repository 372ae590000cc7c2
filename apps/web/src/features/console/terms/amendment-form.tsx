import { zodResolver } from '@hookform/resolvers/zod';
import { type ConsoleTermDetail, termVersionBody } from '@shop/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/console/fields.tsx';
import { placeServerError } from '@/components/console/form-errors.ts';
import { Panel } from '@/components/console/panel.tsx';
import { RichTextField } from '@/components/console/rich-text-field.tsx';
import { toast } from '@/components/console/toast.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox, TextAreaField, TextField } from '@/components/ui/field.tsx';
import { LegalText } from '@/components/ui/prose.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { useTermChange } from './api.ts';

type AmendForm = z.input<typeof termVersionBody>;
type AmendBody = z.output<typeof termVersionBody>;
const amendFields = ['content', 'effectiveAt', 'adverse', 'reason'] as const;

/**
 * 개정안 등록: the text starts from the version in effect; the effective day is at least the notice
 * of settings.terms ahead (30 days for 불리한 변경), as the server checks (422 otherwise). 미리보기
 * shows the text as shoppers will read it, with the announcement the shop shows until then.
 */
export function AmendmentForm({ term }: { term: ConsoleTermDetail }) {
  const change = useTermChange();
  const current = term.versions.find((v) => v.state === 'CURRENT');
  const [message, setMessage] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AmendForm, unknown, AmendBody>({
    resolver: zodResolver(termVersionBody),
    defaultValues: {
      content: current?.content ?? '',
      effectiveAt: term.notice.earliest,
      adverse: false,
      reason: '',
    },
  });
  const [adverse, content, effectiveAt, reason] = useWatch({
    control,
    name: ['adverse', 'content', 'effectiveAt', 'reason'],
  });
  const earliest = adverse ? term.notice.adverseEarliest : term.notice.earliest;
  const days = adverse ? term.notice.adverseDays : term.notice.days;

  const submit = handleSubmit(async (body) => {
    setMessage(null);
    try {
      await change.mutateAsync({ type: 'amend', _id: term._id, body });
      toast(`${body.effectiveAt}에 시행될 개정안을 등록했습니다`);
      reset();
    } catch (error) {
      // the notice rule belongs beside the day
      if (isApiError(error) && error.code === 'TERM_NOTICE_TOO_SHORT') {
        setError('effectiveAt', { type: 'server', message: error.message });
        return;
      }
      if (!placeServerError(error, amendFields, setError)) setMessage(errorMessage(error));
    }
  });

  return (
    <Panel title="개정안 등록" titleId="term-amendment">
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-muted">
          개정안은 등록하는 즉시 쇼핑몰 약관 화면에 예고되고, 시행일 00시부터 적용됩니다. 시행일은 {days}일
          이후({earliest}부터)로 지정할 수 있습니다.
        </p>
        <RichTextField control={control} name="content" label="개정 약관 내용" />
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <TextField
            label="시행일"
            type="date"
            required
            min={earliest}
            error={errors.effectiveAt?.message}
            {...register('effectiveAt')}
          />
          <div className="flex items-end pb-2.5">
            <Checkbox
              label={`회원에게 불리한 변경 (${term.notice.adverseDays}일 전 예고)`}
              {...register('adverse')}
            />
          </div>
        </div>
        <TextAreaField
          label="개정 사유"
          required
          maxLength={200}
          placeholder="쇼핑몰의 개정 예고에 함께 보입니다"
          className="[&_textarea]:min-h-20"
          error={errors.reason?.message}
          {...register('reason')}
        />
        <FormAlert>{message}</FormAlert>
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="outline"
            aria-expanded={previewing}
            aria-controls="term-preview"
            onClick={() => setPreviewing((p) => !p)}
          >
            {previewing ? '미리보기 닫기' : '미리보기'}
          </Button>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? '등록하는 중…' : '개정안 등록'}
          </Button>
        </div>
        {previewing && (
          <section
            id="term-preview"
            aria-label="쇼핑몰 미리보기"
            className="rounded-xl border border-line p-4 sm:p-6"
          >
            <p className="text-[13px] font-semibold text-muted">쇼핑몰에서 보이는 모습</p>
            <h3 className="mt-2 text-xl font-bold">{term.subject}</h3>
            <div className="mt-3 rounded-card border border-brand-200 bg-brand-50 px-4 py-3 text-[15px]">
              <p className="font-semibold">
                {effectiveAt || '시행일'}부터 개정 약관이 시행됩니다
                {adverse && ' (회원에게 불리한 변경 포함)'}
              </p>
              {reason && <p className="mt-1 text-muted">개정 사유: {reason}</p>}
            </div>
            <LegalText
              html={content ?? ''}
              className="mt-4 rounded-card border border-line bg-surface/60 p-5"
            />
          </section>
        )}
      </form>
    </Panel>
  );
}
