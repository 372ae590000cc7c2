import { Fragment } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn.ts';
import { ChevronRightIcon } from './icons.tsx';

export type Crumb = { label: string; to?: string };

/** 현재 위치: 홈 › 전체상품 › 욕실도기 › 세면대. The last crumb is the current page. */
export function Breadcrumb({ items, className }: { items: Crumb[]; className?: string }) {
  return (
    <nav aria-label="현재 위치" className={cn('min-w-0 text-[13px] text-muted', className)}>
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-0.5">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${item.to ?? ''}|${item.label}`}>
              <li className="min-w-0">
                {item.to && !last ? (
                  <Link to={item.to} className="rounded hover:text-ink hover:underline">
                    {item.label}
                  </Link>
                ) : (
                  <span
                    aria-current={last ? 'page' : undefined}
                    className={cn(last && 'font-medium text-ink')}
                  >
                    {item.label}
                  </span>
                )}
              </li>
              {!last && (
                <li aria-hidden="true" className="text-subtle">
                  <ChevronRightIcon className="size-3.5" />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
