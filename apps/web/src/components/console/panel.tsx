import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/** A console panel: white, bordered, with an optional title row. */
export function Panel({
  title,
  actions,
  children,
  className,
  titleId,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  titleId?: string;
}) {
  return (
    <section aria-labelledby={titleId} className={cn('rounded-xl border border-line bg-white', className)}>
      {(title || actions) && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-3 sm:px-5">
          {title && (
            <h2 id={titleId} className="text-[15px] font-bold text-ink">
              {title}
            </h2>
          )}
          {actions}
        </div>
      )}
      <div className="p-4 sm:p-5">{children}</div>
    </section>
  );
}

export function ConsolePageTitle({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-xl font-bold tracking-tight text-ink sm:text-2xl">{title}</h1>
        {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      </div>
      {actions && <div className="flex gap-2">{actions}</div>}
    </div>
  );
}

/** Table cells with the console's density. */
export const th =
  'border-b border-line bg-surface px-3 py-2.5 text-left text-[13px] font-semibold whitespace-nowrap text-muted';
export const td = 'border-b border-line px-3 py-3 text-sm whitespace-nowrap text-ink';
