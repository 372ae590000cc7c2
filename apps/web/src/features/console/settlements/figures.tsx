import type { ConsoleSettlement } from '@shop/contracts';
import { Badge } from '@/components/ui/badge.tsx';
import { formatNumber } from '@/lib/format.ts';

/** Basis points as a percentage: 3,333 → "33.33%". */
export const percentOf = (bp: number) => `${(bp / 100).toFixed(2)}%`;

export const won = (amount: number) => `${formatNumber(amount)}원`;

export function StatusBadge({
  settlement,
}: {
  settlement: Pick<ConsoleSettlement, 'status' | 'statusLabel'>;
}) {
  return (
    <Badge tone={settlement.status === 'APPROVED' ? 'success' : 'warning'}>{settlement.statusLabel}</Badge>
  );
}

/** The year's share of allowances over sales, with the warning from the setting. */
export function YearShare({
  settlement,
}: {
  settlement: Pick<ConsoleSettlement, 'yearShareBp' | 'yearShareWarning'>;
}) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className={settlement.yearShareWarning ? 'font-bold text-danger' : undefined}>
        {percentOf(settlement.yearShareBp)}
      </span>
      {settlement.yearShareWarning && <Badge tone="danger">경고</Badge>}
    </span>
  );
}

/** GRADE or SALES: the paid (scaled) amount, and the unscaled one beside it when the cap cut it. */
export function Scaled({ paid, unscaled }: { paid: number; unscaled: number }) {
  return (
    <span className="tabular-nums">
      {won(paid)}
      {paid !== unscaled && <span className="ml-1 text-xs text-muted line-through">{won(unscaled)}</span>}
    </span>
  );
}
