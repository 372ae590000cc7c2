import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

export type BadgeTone = 'brand' | 'neutral' | 'success' | 'danger' | 'warning' | 'dark';

const tones: Record<BadgeTone, string> = {
  brand: 'bg-brand-50 text-brand-700 ring-brand-100',
  neutral: 'bg-surface text-muted ring-line',
  success: 'bg-emerald-50 text-success ring-emerald-100',
  danger: 'bg-red-50 text-danger ring-red-100',
  warning: 'bg-amber-50 text-warning ring-amber-100',
  dark: 'bg-ink text-white ring-ink',
};

export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex h-6 shrink-0 items-center rounded-md px-2 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
