import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate, rateChangeInput } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert, UnitField } from '@/components/console/fields.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import {
  rateChangesQuery,
  useCancelRateChange,
  useScheduleRateChange,
} from '@/lib/api/console-rate-changes.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { bpToPercentText, percentTextToBp } from '@/lib/bonus-rate.ts';

const capForm = z.object({
  rate: z.string().superRefine((text, ctx) => {
    const bp = percentTextToBp(text);
    if (!bp.ok) ctx.addIssue({ code: 'custom', message: bp.message.replace('수당률', '수당 지급 한도') });
  }),
  effectiveFrom: z.string().min(1, '적용일을 입력해주세요'),
});
type CapForm = z.infer<typeof capForm>;

/**
 * 수당 한도 변경 예약: the legal cap is a plan rate (DOMAIN.md "Rates in time"), so it changes only
 * from a day ≥ 3 months after saving; the rate-changes job moves it into the setting when due.
 */
export function LegalCapSchedule() {
  const changes = useQuery(rateChangesQuery({ kind: 'LEGAL_CAP' }));
  const schedule = useScheduleRateChange();
  const cancel = useCancelRateChange();
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CapForm>({ resolver: zodResolver(capForm), defaultValues: { rate: '', effectiveFrom: '' } });

  const submit = handleSubmit(async (form) => {
    setMessage(null);
    const bp = percentTextToBp(form.rate);
    const parsed = rateChangeInput.safeParse({
      kind: 'LEGAL_CAP',
      rateBp: bp.ok ? bp.bp : Number.NaN,
      effectiveFrom: form.effectiveFrom,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setError(issue.path[0] === 'effectiveFrom' ? 'effectiveFrom' : 'rate', { message: issue.message });
      return;
    }
    try {
      await schedule.mutateAsync(parsed.data);
      reset({ rate: '', effectiveFrom: '' });
    } catch (error) {
      setMessage(errorMessage(error));
    }
  });

  const earliest = changes.data?.earliestEffectiveDay;
  return (
    <Panel title="수당 한도 변경 예약" titleId="legal-cap-schedule">
      <form onSubmit={submit} noValidate aria-labelledby="legal-cap-schedule" className="space-y-4">
        <p className="-mt-1 text-[13px] text-muted">수당 변경은 저장 후 3개월이 지나야 적용됩니다.</p>
        <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <UnitField
            label="새 수당 지급 한도"
            unit="%"
            inputMode="decimal"
            required
            {...register('rate')}
            error={errors.rate?.message}
          />
          <TextField
            label="적용일"
            type="date"
            required
            min={earliest}
            hint={earliest ? `${earliest} 이후` : undefined}
            {...register('effectiveFrom')}
            error={errors.effectiveFrom?.message}
          />
          <Button type="submit" className="sm:mt-7" disabled={isSubmitting}>
            변경 예약
          </Button>
        </div>
        <FormAlert>{message}</FormAlert>
      </form>
      {(changes.data?.rateChanges.length ?? 0) > 0 && (
        <ul
          className="mt-4 divide-y divide-line rounded-lg border border-line"
          aria-label="예약된 수당 한도 변경"
        >
          {changes.data!.rateChanges.map((c) => (
            <li key={c._id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
              <span>
                {formatDate(c.effectiveFrom)}부터 <strong>{bpToPercentText(c.rateBp)}%</strong>
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={cancel.isPending}
                onClick={() => {
                  if (!window.confirm(`${formatDate(c.effectiveFrom)} 수당 한도 변경을 취소할까요?`)) return;
                  cancel.mutate(c._id, { onError: (e) => window.alert(errorMessage(e)) });
                }}
              >
                취소
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
