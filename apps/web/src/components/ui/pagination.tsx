import { Link } from 'react-router';
import { cn } from '@/lib/cn.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

/**
 * Page numbers in blocks of ten, as Korean boards show them; `hrefFor` keeps the rest of the query.
 * A phone (below `sm`) shows five of the block around the current page: twelve cells do not fit
 * in 360 px.
 */
export function Pagination({
  page,
  pageSize,
  totalCount,
  hrefFor,
  className,
}: {
  page: number;
  pageSize: number;
  totalCount: number;
  hrefFor: (page: number) => string;
  className?: string;
}) {
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const blockStart = Math.floor((current - 1) / 10) * 10 + 1;
  const blockEnd = Math.min(blockStart + 9, pageCount);
  const pages = Array.from({ length: blockEnd - blockStart + 1 }, (_, i) => blockStart + i);
  const phoneStart = Math.max(blockStart, Math.min(current - 2, blockEnd - 4));
  const onPhone = (p: number) => p >= phoneStart && p < phoneStart + 5;
  const cell =
    'grid h-9 min-w-9 place-items-center rounded-lg px-2 text-sm font-medium transition-colors hover:bg-brand-50';

  return (
    <nav aria-label="페이지" className={cn('flex items-center justify-center gap-1', className)}>
      {current > 1 ? (
        <Link to={hrefFor(current - 1)} className={cn(cell, 'text-muted')} aria-label="이전 페이지">
          <ChevronLeftIcon className="size-4" />
        </Link>
      ) : (
        <span className={cn(cell, 'text-line hover:bg-transparent')} aria-hidden="true">
          <ChevronLeftIcon className="size-4" />
        </span>
      )}
      {pages.map((p) => (
        <Link
          key={p}
          to={hrefFor(p)}
          aria-current={p === current ? 'page' : undefined}
          aria-label={`${p}페이지`}
          className={cn(
            cell,
            p === current ? 'bg-brand-600 text-white hover:bg-brand-600' : 'text-ink',
            !onPhone(p) && 'max-sm:hidden',
          )}
        >
          {p}
        </Link>
      ))}
      {current < pageCount ? (
        <Link to={hrefFor(current + 1)} className={cn(cell, 'text-muted')} aria-label="다음 페이지">
          <ChevronRightIcon className="size-4" />
        </Link>
      ) : (
        <span className={cn(cell, 'text-line hover:bg-transparent')} aria-hidden="true">
          <ChevronRightIcon className="size-4" />
        </span>
      )}
    </nav>
  );
}
