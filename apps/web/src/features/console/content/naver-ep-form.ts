import type { CategoryNode, NaverEpRun } from '@shop/contracts';
import { formatDateTime, formatNumber } from '@/lib/format.ts';

/** A category as the excluded-categories list shows it: in tree order, indented by depth. */
export type CategoryRow = { _id: string; name: string; depth: number; path: string; hidden: boolean };

/** The tree in display order, each row with its path (욕실 > 비데) for screen readers. */
export function categoryRows(tree: readonly CategoryNode[], above: string[] = []): CategoryRow[] {
  return tree.flatMap((node) => {
    const path = [...above, node.name];
    return [
      { _id: node._id, name: node.name, depth: node.depth, path: path.join(' > '), hidden: !node.isVisible },
      ...categoryRows(node.children, path),
    ];
  });
}

/** Ticks or unticks a category, keeping the list in the order it was chosen. */
export function toggled(selected: readonly string[], _id: string): string[] {
  return selected.includes(_id) ? selected.filter((id) => id !== _id) : [...selected, _id];
}

/**
 * The ids still in the tree: a category deleted since it was excluded would be refused by nobody
 * but means nothing, so the form drops it on the next save.
 */
export function knownIds(selected: readonly string[], rows: readonly CategoryRow[]): string[] {
  const known = new Set(rows.map((r) => r._id));
  return selected.filter((id) => known.has(id));
}

/** "2026-11-27 14:30:00 · 상품 19,200개 (누락 3개)", or that it never ran. */
export function runText(run: NaverEpRun | null, what: '상품' | '변경'): string {
  if (!run) return '아직 생성되지 않았습니다';
  const skipped = run.skipped > 0 ? ` (필수 항목이 없어 빠진 상품 ${formatNumber(run.skipped)}개)` : '';
  return `${formatDateTime(run.generatedAt)} · ${what} ${formatNumber(run.rows)}개${skipped}`;
}
