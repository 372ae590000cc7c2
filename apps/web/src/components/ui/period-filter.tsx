import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/field.tsx';
import { cn } from '@/lib/cn.ts';
import { isDay, type Period, periodPresets, presetOf, presetPeriod, seoulToday } from '@/lib/period.ts';

/**
 * 기간 조회: 전체 and the quick choices (1주일 … 6개월, counted back from today in Seoul) apply at
 * once; two dates apply with 조회.
 */
export function PeriodFilter({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const id = useId();
  const [from, setFrom] = useState(period.from ?? '');
  const [to, setTo] = useState(period.to ?? '');
  const [error, setError] = useState<string>();
  const active = presetOf(period);
  const whole = !period.from && !period.to;
  const today = seoulToday();

  // The address may change under the form (a quick choice, the back button): follow it.
  const [shown, setShown] = useState(period);
  if (shown.from !== period.from || shown.to !== period.to) {
    setShown(period);
    setFrom(period.from ?? '');
    setTo(period.to ?? '');
    setError(undefined);
  }

  const apply = (next: Period) => {
    setError(undefined);
    onChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ((from && !isDay(from)) || (to && !isDay(to)))
      return setError('날짜를 YYYY-MM-DD 형식으로 입력해주세요');
    if (from && to && from > to) return setError('조회 시작일은 종료일보다 늦을 수 없습니다');
    apply({ from: from || undefined, to: to || undefined });
  };

  const chip = (on: boolean) =>
    cn(
      'h-10 rounded-lg border px-3 text-sm font-medium whitespace-nowrap transition-colors',
      on ? 'border-ink bg-ink text-white' : 'border-line bg-white text-ink hover:bg-surface',
    );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="조회 기간"
      className="flex flex-col gap-3 rounded-card bg-surface p-3 sm:p-4 md:flex-row md:flex-wrap md:items-center"
    >
      <div className="grid grid-cols-5 gap-1.5 md:flex">
        <button type="button" className={chip(whole)} aria-pressed={whole} onClick={() => apply({})}>
          전체
        </button>
        {periodPresets.map((p) => (
          <button
            key={p.key}
            type="button"
            className={chip(active === p.key)}
            aria-pressed={active === p.key}
            onClick={() => apply(presetPeriod(p.key))}
          >
            {p.label}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-1.5 md:ml-auto md:flex">
        <label htmlFor={`${id}-from`} className="sr-only">
          조회 시작일
        </label>
        <Input
          id={`${id}-from`}
          type="date"
          value={from}
          max={today}
          onChange={(e) => setFrom(e.target.value)}
          className="h-10 min-w-0 px-2.5 text-sm md:w-40"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span aria-hidden="true" className="text-muted">
          ~
        </span>
        <label htmlFor={`${id}-to`} className="sr-only">
          조회 종료일
        </label>
        <Input
          id={`${id}-to`}
          type="date"
          value={to}
          max={today}
          onChange={(e) => setTo(e.target.value)}
          className="h-10 min-w-0 px-2.5 text-sm md:w-40"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" size="sm" variant="dark" className="col-span-3 h-10 md:col-span-1">
          조회
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-[13px] font-medium text-danger md:basis-full">
          {error}
        </p>
      )}
    </form>
  );
}
