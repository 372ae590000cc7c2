import type { CategoryNode } from '@shop/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { findCategory } from '@/lib/api/catalog.ts';
import { cn } from '@/lib/cn.ts';

export const categoryHref = (code?: string | null) =>
  code ? `/shop?category=${encodeURIComponent(code)}` : '/shop';

/**
 * Desktop (1024+): the category tree beside the grid. Roots always; under the root on the current
 * path its sub-categories, and under the current sub-category its own (3 levels, spec §9).
 */
export function CategorySidebar({
  tree,
  activePath,
  className,
}: {
  tree: CategoryNode[];
  /** codes from the root to the current category */
  activePath: string[];
  className?: string;
}) {
  const current = activePath[activePath.length - 1];
  const item = (node: CategoryNode, level: number) => {
    const onPath = activePath.includes(node.code);
    const isCurrent = node.code === current;
    return (
      <li key={node.code}>
        <Link
          to={categoryHref(node.code)}
          aria-current={isCurrent ? 'page' : undefined}
          className={cn(
            'flex min-h-9 items-center rounded-md px-2 py-1.5 transition-colors hover:bg-surface hover:text-ink',
            level === 1 ? 'text-[15px]' : 'text-sm',
            level === 2 && 'pl-4',
            level === 3 && 'pl-7',
            isCurrent
              ? 'bg-brand-50 font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-700'
              : onPath
                ? 'font-semibold text-ink'
                : 'text-muted',
          )}
        >
          {node.name}
        </Link>
        {onPath && node.children.length > 0 && (
          <ul className="mt-0.5 space-y-0.5">{node.children.map((child) => item(child, level + 1))}</ul>
        )}
      </li>
    );
  };
  return (
    <nav aria-label="카테고리" className={className}>
      <h2 className="border-b-2 border-ink pb-2 text-sm font-bold text-ink">카테고리</h2>
      <ul className="mt-2 space-y-0.5">
        <li>
          <Link
            to="/shop"
            aria-current={activePath.length === 0 ? 'page' : undefined}
            className={cn(
              'flex min-h-9 items-center rounded-md px-2 py-1.5 text-[15px] transition-colors hover:bg-surface hover:text-ink',
              activePath.length === 0 ? 'bg-brand-50 font-semibold text-brand-700' : 'text-muted',
            )}
          >
            전체상품
          </Link>
        </li>
        {tree.map((node) => item(node, 1))}
      </ul>
    </nav>
  );
}

/**
 * The chips under the title: the sub-categories of the current category, or (for a category without
 * any) its siblings, or the roots on /shop. "전체" goes to the level's parent. On desktop the row
 * shows only real sub-categories, since the sidebar lists the rest.
 */
export function CategoryChips({ tree, current }: { tree: CategoryNode[]; current: string | null }) {
  const found = current ? findCategory(tree, current) : null;
  let level: CategoryNode[];
  let parent: CategoryNode | null;
  if (!found) {
    level = tree;
    parent = null;
  } else if (found.node.children.length > 0) {
    level = found.node.children;
    parent = found.node;
  } else {
    level = found.parent ? found.parent.children : tree;
    parent = found.parent;
  }
  const subCategories = !!found && found.node.children.length > 0;
  const row = useRef<HTMLUListElement>(null);
  // Keep the current chip in view in the scrollable row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-centre when the category changes
  useEffect(() => {
    const list = row.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft += active.getBoundingClientRect().left - list.getBoundingClientRect().left - 16;
  }, [current]);
  if (level.length === 0) return null;
  const chip = (active: boolean) =>
    cn(
      'flex h-9 items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
      active
        ? 'border-ink bg-ink text-white'
        : 'border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50/60',
    );
  const allActive = !found || subCategories;
  return (
    <nav
      aria-label={parent ? `${parent.name} 하위 카테고리` : '카테고리 바로가기'}
      className={cn(!subCategories && 'md:hidden')}
    >
      <ul
        ref={row}
        className="scrollbar-none -mx-[var(--spacing-gutter)] flex gap-2 overflow-x-auto px-[var(--spacing-gutter)] pb-1 md:mx-0 md:flex-wrap md:overflow-visible md:px-0"
      >
        <li className="shrink-0">
          <Link
            to={categoryHref(parent?.code)}
            aria-current={allActive ? 'page' : undefined}
            className={chip(allActive)}
          >
            전체
          </Link>
        </li>
        {level.map((node) => (
          <li key={node.code} className="shrink-0">
            <Link
              to={categoryHref(node.code)}
              aria-current={node.code === current ? 'page' : undefined}
              className={chip(node.code === current)}
            >
              {node.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
