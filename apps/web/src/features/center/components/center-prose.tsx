import { Prose } from '@/components/ui/prose.tsx';
import { cn } from '@/lib/cn.ts';

/**
 * Operators' HTML in the centre. The body's `overflow-wrap: anywhere` lets a table squeeze its cells
 * until 120,000원 breaks in the middle on a phone; in tables words stay whole and a wide table
 * scrolls sideways inside the text column instead.
 */
export const tableWordsWhole = '[&_td]:[overflow-wrap:break-word] [&_th]:[overflow-wrap:break-word]';

export function CenterProse({ html, className }: { html: string; className?: string }) {
  return <Prose html={html} className={cn(tableWordsWhole, className)} />;
}
