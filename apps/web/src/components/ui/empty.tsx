import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/** An empty list: one calm sentence (spec §8 texts such as 담은 상품이 없습니다), maybe an action. */
export function Empty({
  message,
  children,
  className,
}: {
  message: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-card border border-dashed border-line px-6 py-14 text-center',
        className,
      )}
    >
      <svg viewBox="0 0 48 48" className="size-12 text-brand-200" fill="none" aria-hidden="true">
        <rect x="6" y="12" width="36" height="28" rx="5" stroke="currentColor" strokeWidth="2.5" />
        <path d="M6 20h36M18 28h12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <p className="text-[15px] text-muted">{message}</p>
      {children}
    </div>
  );
}
