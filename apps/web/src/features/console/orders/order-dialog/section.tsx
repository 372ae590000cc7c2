import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn.ts';

/** The order dialog's blocks: a titled section and its facts (a term and its value). */

export function Facts({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={cn('grid gap-x-6 gap-y-2 text-sm', className)}>{children}</dl>;
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[5.5rem_1fr] gap-2">
      <dt className="text-[13px] text-muted">{term}</dt>
      <dd className="min-w-0 font-medium break-all text-ink">{children}</dd>
    </div>
  );
}

export function Section({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="text-[15px] font-bold text-ink">
          {title}
        </h3>
        {actions}
      </div>
      {children}
    </section>
  );
}
