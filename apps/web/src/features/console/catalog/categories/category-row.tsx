import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { ChevronDownIcon } from '@/components/ui/icons.tsx';
import type { FlatCategory } from '@/lib/category-tree.ts';
import { cn } from '@/lib/cn.ts';

const depthName = ['', '대분류', '중분류', '소분류'];

/** One row of the tree, indented by its depth: fold toggle, name, level, code and its actions. */
export function CategoryRow({
  category: c,
  isCollapsed,
  onToggleCollapsed,
  children,
}: {
  category: FlatCategory;
  isCollapsed: boolean;
  onToggleCollapsed: () => void;
  /** the row's actions */
  children: ReactNode;
}) {
  return (
    <li
      data-testid="category-row"
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 py-2.5 pr-4 sm:pr-5',
        c.hiddenInShop && 'bg-surface/60',
      )}
      style={{ paddingLeft: `calc(${c.depth - 1} * var(--indent) + 0.75rem)` }}
    >
      <div className="flex min-w-0 flex-1 items-center gap-2">
        {c.isLeaf ? (
          <span aria-hidden="true" className="w-7 shrink-0 text-center text-line">
            ㄴ
          </span>
        ) : (
          <button
            type="button"
            className="grid size-7 shrink-0 place-items-center rounded-md text-muted hover:bg-surface"
            aria-expanded={!isCollapsed}
            aria-label={`${c.name} 하위 ${isCollapsed ? '펼치기' : '접기'}`}
            onClick={onToggleCollapsed}
          >
            <ChevronDownIcon className={cn('size-4 transition-transform', isCollapsed && '-rotate-90')} />
          </button>
        )}
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-1.5">
            <span className={cn('font-semibold', c.depth === 1 && 'text-[15px]')}>{c.name}</span>
            <span className="text-xs text-subtle">{depthName[c.depth]}</span>
            {!c.isVisible && <Badge tone="warning">숨김</Badge>}
            {c.isVisible && c.hiddenInShop && <Badge tone="neutral">상위 숨김</Badge>}
          </p>
          <p className="font-mono text-xs break-all text-muted">{c.code}</p>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-1">{children}</div>
    </li>
  );
}
