import type { OrderHistory, Purchase } from '@shop/contracts';
import { formatDateTime } from '@/lib/format.ts';
import { byRoleLabel, historyFieldLabel, historyValueLabel } from '../labels.tsx';

/** Every recorded change, newest first: what, from → to, why, who and when. */
export function History({ histories, purchases }: { histories: OrderHistory[]; purchases: Purchase[] }) {
  if (histories.length === 0) return <p className="text-[13px] text-muted">기록된 이력이 없습니다.</p>;
  const nameOf = new Map(purchases.map((p) => [p._id, p.productName]));
  const ordered = [...histories].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <ol className="relative space-y-3 border-l-2 border-line pl-4" data-testid="order-history">
      {ordered.map((h) => (
        <li key={h._id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[21px] size-2.5 rounded-full border-2 border-white bg-brand-500"
          />
          <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
            <span className="font-semibold text-ink">{historyFieldLabel[h.field] ?? h.field}</span>
            <span className="text-ink">
              {h.fromValue ? `${historyValueLabel(h.fromValue)} → ` : ''}
              {historyValueLabel(h.toValue) || '-'}
            </span>
            {h._purchase && (
              <span className="text-[13px] text-muted">
                {nameOf.get(h._purchase) ?? ''} {h.purchaseNo ? `(${h.purchaseNo})` : ''}
              </span>
            )}
          </div>
          {h.reason && <p className="mt-0.5 text-[13px] whitespace-pre-wrap text-ink">{h.reason}</p>}
          <p className="mt-0.5 text-xs text-muted tabular-nums">
            {h.by
              ? `${h.by.name} (${byRoleLabel[h.byRole] ?? h.byRole})`
              : (byRoleLabel[h.byRole] ?? h.byRole)}{' '}
            · {formatDateTime(h.createdAt)}
          </p>
        </li>
      ))}
    </ol>
  );
}
