import type { ConsolePurchase } from '@shop/contracts';
import { useState } from 'react';
import { toast } from '@/components/console/toast.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Select } from '@/components/ui/field.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { bulkTargets, isOpenClaim } from '../actions.ts';
import { useBulkPurchaseStatus } from '../api.ts';

/**
 * The selection's moves: only those the table allows for at least one chosen purchase, sent for the
 * purchases they apply to; the server answers each one, and the failures are listed.
 */
export function BulkBar({ chosen, onDone }: { chosen: ConsolePurchase[]; onDone: () => void }) {
  const bulk = useBulkPurchaseStatus();
  const targets = bulkTargets(chosen);
  const [target, setTarget] = useState('');
  const [failures, setFailures] = useState<{ purchaseNo: string; message: string }[]>([]);
  const current = targets.find((t) => t.to === target) ?? targets[0];
  const claimed = chosen.filter((p) => isOpenClaim(p.claimStatus)).length;

  const apply = async (to: (typeof targets)[number]) => {
    const skipped = chosen.length - to.ids.length;
    const question = `${to.ids.length}건을 ${to.label}(으)로 변경하시겠습니까?${
      skipped ? `\n(${skipped}건은 현재 상태에서 변경할 수 없어 제외합니다)` : ''
    }`;
    if (!window.confirm(question)) return;
    setFailures([]);
    try {
      const results = await bulk.mutateAsync({ _purchases: to.ids, status: to.to });
      const ok = results.filter((r) => r.ok).length;
      const failed = results.filter((r) => !r.ok);
      const numberOf = new Map(chosen.map((p) => [p._id, p.purchaseNo]));
      setFailures(
        failed.map((r) => ({ purchaseNo: numberOf.get(r._id) ?? r._id, message: r.message ?? '' })),
      );
      if (ok) toast(`${ok}건을 ${to.label}(으)로 변경했습니다`);
      if (failed.length) toast.error(`${failed.length}건은 변경하지 못했습니다`);
      onDone();
    } catch (error) {
      if (!(isApiError(error) && error.status === 403)) toast.error(errorMessage(error));
    }
  };

  const prepare = targets.find((t) => t.to === 'ORDER_CONFIRM');
  return (
    <div className="flex w-full flex-col items-stretch gap-2 md:w-auto md:items-end">
      <fieldset className="flex min-w-0 flex-wrap items-center gap-2">
        <legend className="sr-only">선택한 주문상품 처리</legend>
        <span className="text-[13px] text-muted" aria-live="polite">
          {chosen.length ? `${chosen.length}건 선택` : '선택한 상품 없음'}
          {claimed ? ` · 클레임 ${claimed}건` : ''}
        </span>
        <Button
          size="sm"
          disabled={!prepare || bulk.isPending}
          onClick={() => prepare && apply(prepare)}
          title={prepare ? undefined : '결제완료 상품을 선택하면 배송준비중으로 바꿀 수 있습니다'}
        >
          배송준비중 처리
        </Button>
        <Select
          aria-label="일괄 변경할 상태"
          className="h-9! w-36! text-sm"
          value={current?.to ?? ''}
          disabled={targets.length === 0}
          onChange={(e) => setTarget(e.target.value)}
        >
          {targets.length === 0 && <option value="">상태 변경</option>}
          {targets.map((t) => (
            <option key={t.to} value={t.to}>
              {t.label} ({t.ids.length})
            </option>
          ))}
        </Select>
        <Button
          size="sm"
          variant="outline"
          disabled={!current || bulk.isPending}
          aria-busy={bulk.isPending}
          onClick={() => current && apply(current)}
        >
          일괄 변경
        </Button>
      </fieldset>
      {failures.length > 0 && (
        <ul
          role="alert"
          className="max-w-md space-y-0.5 rounded-lg bg-red-50 px-3 py-2 text-[13px] text-danger"
        >
          {failures.map((f) => (
            <li key={f.purchaseNo}>
              <span className="font-mono">{f.purchaseNo}</span> {f.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
