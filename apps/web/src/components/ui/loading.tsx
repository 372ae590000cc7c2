import { cn } from '@/lib/cn.ts';

export function Spinner({ className, label = '불러오는 중' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-sm text-muted', className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A page or section whose data is on its way. */
export function Loading({ className }: { className?: string }) {
  return (
    <div className={cn('flex min-h-40 items-center justify-center py-10', className)}>
      <Spinner />
    </div>
  );
}
