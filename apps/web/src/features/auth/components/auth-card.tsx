import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/** The centred card of login, join and recovery pages. */
export function AuthCard({
  title,
  description,
  children,
  wide,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="px-4 py-10 sm:py-16">
      <div
        className={cn(
          'mx-auto w-full rounded-2xl bg-white sm:border sm:border-line sm:p-10 sm:shadow-card',
          wide ? 'max-w-xl' : 'max-w-md',
        )}
      >
        <h1 className="text-center text-2xl font-bold tracking-tight text-ink sm:text-[28px]">{title}</h1>
        {description && <p className="mt-2 text-center text-[15px] text-muted">{description}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}
