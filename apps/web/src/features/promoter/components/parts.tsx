import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/format.ts';
import { type Period, periodFromParams } from '@/lib/period.ts';

/** "+3,000원" in brand colour, "-500원" in red: the sign is written, not only coloured. */
export function SignedWon({ amount }: { amount: number }) {
  return (
    <span
      className={cn(
        'font-bold whitespace-nowrap tabular-nums',
        amount >= 0 ? 'text-brand-700' : 'text-danger',
      )}
    >
      {amount > 0 ? '+' : amount < 0 ? '-' : ''}
      {formatNumber(Math.abs(amount))}원
    </span>
  );
}

export function PageTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div className="border-b-2 border-ink pb-3">
      <h1 id={id} className="text-xl font-bold text-ink sm:text-2xl">
        {children}
      </h1>
    </div>
  );
}

/** A figure in a box: label above, value below. */
export function Stat({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="rounded-card border border-line px-4 py-4">
      <p className="text-[13px] font-medium text-muted">{label}</p>
      <p className="mt-1 text-lg font-bold text-ink tabular-nums sm:text-xl" data-testid={testId}>
        {value}
      </p>
      {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
    </div>
  );
}

/** Period and page from the address, so a reload or a shared link keeps them. */
export function listState(params: URLSearchParams): Period & { page: number } {
  return {
    ...periodFromParams(params),
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

export function listHref(path: string, state: Period & { page?: number }): string {
  const params = new URLSearchParams();
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function TotalCount({ count }: { count: number }) {
  return (
    <p className="text-sm text-muted" aria-live="polite">
      총 <strong className="font-bold text-ink">{formatNumber(count)}</strong>건
    </p>
  );
}

/** A progress bar in basis points (0–10,000). */
export function Progress({ bp, label }: { bp: number; label: string }) {
  const pct = Math.max(0, Math.min(100, bp / 100));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.floor(pct)}
      className="h-2 w-full overflow-hidden rounded-full bg-surface"
    >
      <div className="h-full rounded-full bg-brand-600" style={{ width: `${pct}%` }} />
    </div>
  );
}
