import type { CategoryNode } from '@shop/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '@/components/ui/icons.tsx';
import { Spinner } from '@/components/ui/loading.tsx';
import { cn } from '@/lib/cn.ts';
import { categoryHref } from './mega-menu.tsx';

function Branch({
  node,
  level,
  open,
  onToggle,
  onNavigate,
}: {
  node: CategoryNode;
  level: 1 | 2;
  open: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}) {
  const panelId = useId();
  const [openChild, setOpenChild] = useState<string | null>(null);
  const row =
    level === 1
      ? 'h-12 px-3 text-[15px] font-semibold text-ink'
      : 'h-11 pr-3 pl-6 text-[15px] font-medium text-ink';
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className={cn('flex w-full items-center justify-between rounded-lg hover:bg-surface', row)}
      >
        {node.name}
        <ChevronDownIcon className={cn('size-5 text-subtle transition-transform', open && 'rotate-180')} />
      </button>
      <ul id={panelId} hidden={!open} className={cn(level === 1 && 'mb-1 rounded-lg bg-surface/70 py-1')}>
        <li>
          <Link
            to={categoryHref(node.code)}
            onClick={onNavigate}
            className={cn(
              'flex h-10 items-center text-sm font-medium text-brand-700 hover:underline',
              level === 1 ? 'pl-6' : 'pl-10',
            )}
          >
            {node.name} 전체
          </Link>
        </li>
        {node.children.map((child) =>
          level === 1 && child.children.length > 0 ? (
            <Branch
              key={child._id}
              node={child}
              level={2}
              open={openChild === child.code}
              onToggle={() => setOpenChild((c) => (c === child.code ? null : child.code))}
              onNavigate={onNavigate}
            />
          ) : (
            <li key={child._id}>
              <Link
                to={categoryHref(child.code)}
                onClick={onNavigate}
                className={cn(
                  'flex h-10 items-center text-sm text-muted hover:text-ink',
                  level === 1 ? 'pl-6' : 'pl-10',
                )}
              >
                {child.name}
              </Link>
            </li>
          ),
        )}
      </ul>
    </li>
  );
}

/**
 * The category tree of the mobile menu (spec §2 Header, below 1024 px): an accordion of three
 * levels; each opened level also offers "… 전체" for the category itself. One branch per level is
 * open at a time, so the list stays short on a phone.
 */
export function CategoryAccordion({
  categories,
  loading,
  failed,
  onNavigate,
}: {
  categories: CategoryNode[];
  loading: boolean;
  failed: boolean;
  onNavigate: () => void;
}) {
  const [openTop, setOpenTop] = useState<string | null>(null);
  if (loading) return <Spinner className="px-3 py-2" label="카테고리를 불러오는 중" />;
  if (failed) return <p className="px-3 py-2 text-sm text-muted">카테고리를 불러오지 못했습니다.</p>;
  return (
    <ul>
      {categories.map((top) => (
        <Branch
          key={top._id}
          node={top}
          level={1}
          open={openTop === top.code}
          onToggle={() => setOpenTop((c) => (c === top.code ? null : top.code))}
          onNavigate={onNavigate}
        />
      ))}
    </ul>
  );
}
