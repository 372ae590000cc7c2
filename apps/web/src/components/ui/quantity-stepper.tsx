import { cn } from '@/lib/cn.ts';

/**
 * 수량: − [n] +. Typing is allowed; the value is kept between `min` and `max`.
 * `label` names the control for screen readers ("사이즈 800 수량").
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  label = '수량',
  disabled = false,
  className,
}: {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  label?: string;
  disabled?: boolean;
  className?: string;
}) {
  const clamp = (n: number) => Math.min(Math.max(min, Math.trunc(n)), Math.max(min, max));
  const button =
    'grid size-9 place-items-center text-ink transition-colors hover:bg-surface disabled:cursor-not-allowed disabled:text-line disabled:hover:bg-transparent';
  return (
    <fieldset
      aria-label={label}
      className={cn(
        'inline-flex h-9 items-stretch overflow-hidden rounded-lg border border-line bg-white',
        className,
      )}
    >
      <button
        type="button"
        className={button}
        aria-label="수량 줄이기"
        disabled={disabled || value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
          <rect x="4" y="9.2" width="12" height="1.6" rx=".8" />
        </svg>
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={max}
        value={value}
        disabled={disabled}
        onChange={(e) => {
          const n = Number(e.target.value);
          if (e.target.value !== '' && Number.isFinite(n)) onChange(clamp(n));
        }}
        className="w-11 [appearance:textfield] border-x border-line text-center text-sm font-semibold tabular-nums focus:outline-none focus-visible:bg-brand-50 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={button}
        aria-label="수량 늘리기"
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
          <rect x="4" y="9.2" width="12" height="1.6" rx=".8" />
          <rect x="9.2" y="4" width="1.6" height="12" rx=".8" />
        </svg>
      </button>
    </fieldset>
  );
}
