import { josa } from '@shop/contracts';
import { type FieldErrors, useFormContext, useWatch } from 'react-hook-form';
import { Switch } from '@/components/console/fields.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Checkbox, TextField } from '@/components/ui/field.tsx';
import {
  displayStatus,
  displayStatusLabel,
  displayStatusTone,
  type PeriodForm,
  readPeriodForm,
  suggestedPeriod,
} from '../period.ts';

type WithPeriod = { display: PeriodForm };
type WithOrder = { order: string };

/**
 * 노출 설정 (spec §3 banner display settings): on/off, and an optional period typed in Korean time.
 * Shows what shoppers would see now with these values, before saving.
 */
export function PeriodFields({ what = '배너' }: { what?: string }) {
  const { register, control, formState, getValues, setValue } = useFormContext<WithPeriod>();
  const display = useWatch({ control, name: 'display' });
  const errors = (formState.errors as FieldErrors<WithPeriod>).display;
  const read = readPeriodForm(display);
  const complete = !display.hasPeriod || (read.value.startedAt && read.value.endedAt);
  const status = complete ? displayStatus(read.value) : null;

  return (
    <div className="space-y-4">
      <Switch
        label="노출"
        description={`끄면 기간과 상관없이 쇼핑몰에 ${what}${josa(what, '이')} 보이지 않습니다`}
        {...register('display.enabled')}
      />
      <Checkbox
        label="노출 기간 설정"
        {...register('display.hasPeriod', {
          onChange: (e) => {
            // A period starting now and lasting a week, to adjust rather than type from nothing.
            if (!e.target.checked || getValues('display.startedAt') || getValues('display.endedAt')) return;
            const start = suggestedPeriod(new Date());
            setValue('display.startedAt', start.startedAt, { shouldDirty: true });
            setValue('display.endedAt', start.endedAt, { shouldDirty: true });
          },
        })}
      />
      {display.hasPeriod && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="시작일시"
            type="datetime-local"
            required
            error={errors?.startedAt?.message}
            {...register('display.startedAt')}
          />
          <TextField
            label="종료일시"
            type="datetime-local"
            required
            error={errors?.endedAt?.message}
            {...register('display.endedAt')}
          />
          <p className="text-[13px] text-muted sm:col-span-2">
            한국 시간(KST) 기준입니다. 시작일시부터 보이고 종료일시가 되면 내려갑니다.
          </p>
        </div>
      )}
      <p className="flex items-center gap-2 text-sm text-muted" aria-live="polite">
        저장하면 지금 기준으로
        {status ? (
          <Badge tone={displayStatusTone[status]}>{displayStatusLabel[status]}</Badge>
        ) : (
          <span>기간을 입력해주세요</span>
        )}
      </p>
    </div>
  );
}

/**
 * The editor's 노출 설정 panel, as the popup and exhibition forms have it: the display switch and
 * period, then the order among the others (what a smaller or larger order does is `orderHint`).
 */
export function DisplayPanel({
  what,
  titleId,
  orderHint,
  orderClassName,
}: {
  what: string;
  titleId: string;
  orderHint: string;
  orderClassName?: string;
}) {
  const { register, formState } = useFormContext<WithOrder>();
  return (
    <Panel title="노출 설정" titleId={titleId}>
      <div className="space-y-4">
        <PeriodFields what={what} />
        <TextField
          label="순서"
          inputMode="numeric"
          className={orderClassName}
          hint={orderHint}
          error={formState.errors.order?.message}
          {...register('order')}
        />
      </div>
    </Panel>
  );
}
