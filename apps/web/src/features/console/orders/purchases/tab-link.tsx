import { formatNumber } from '@shop/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn.ts';
import { type Manage, manageLabel } from '../filters.ts';

/** A tab of the order desk, with its count; it keeps the search and period of the list. */
export function TabLink({
  manage,
  current,
  count,
  params,
}: {
  manage: Manage;
  current: Manage;
  count: number | undefined;
  params: URLSearchParams;
}) {
  // A tab keeps the search and period; its status chips are its own.
  const next = new URLSearchParams(params);
  for (const key of ['status', 'page', 'dialog', '_purchase', '_order']) next.delete(key);
  const query = next.toString();
  const active = manage === current;
  // On a phone the bar scrolls sideways: bring the open tab into sight.
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  return (
    <Link
      ref={ref}
      to={`/console/shop/purchases/${manage}${query ? `?${query}` : ''}`}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors',
        active ? 'bg-brand-600 text-white' : 'text-muted hover:bg-surface hover:text-ink',
      )}
    >
      {manageLabel[manage]}
      <span
        className={cn(
          'min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums',
          active ? 'bg-white/20' : 'bg-surface text-ink',
        )}
        data-testid={`tab-count-${manage}`}
      >
        {count === undefined ? '-' : formatNumber(count)}
      </span>
    </Link>
  );
}
