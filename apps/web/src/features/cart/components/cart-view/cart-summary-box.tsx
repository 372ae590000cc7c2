import { Button } from '@/components/ui/button.tsx';
import { formatNumber, formatWon } from '@/lib/format.ts';
import type { cartSummary } from '../../amounts.ts';

/** 결제 예정 금액 beside the lines, and the order button kept at hand on phones. */
export function CartSummaryBox({
  summary,
  freeIn,
  onOrder,
}: {
  summary: ReturnType<typeof cartSummary>;
  freeIn: number;
  onOrder: () => void;
}) {
  const row = 'flex items-center justify-between gap-3 py-1.5 text-[15px]';
  return (
    <>
      <aside
        aria-label="결제 예정 금액"
        data-testid="cart-summary"
        className="mt-6 rounded-card border border-line bg-surface/60 p-5 lg:sticky lg:top-6 lg:mt-0"
      >
        <dl>
          <div className={row}>
            <dt className="text-muted">상품금액</dt>
            <dd className="font-semibold tabular-nums">{formatWon(summary.productAmount)}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted">배송비</dt>
            <dd className="font-semibold tabular-nums" data-testid="cart-shipping">
              {summary.lineCount === 0
                ? formatWon(0)
                : summary.shippingFee === 0
                  ? '무료'
                  : `+${formatWon(summary.shippingFee)}`}
            </dd>
          </div>
          <div className="mt-2 flex items-center justify-between gap-3 border-t border-line pt-3">
            <dt className="font-bold text-ink">결제예정금액</dt>
            <dd className="text-xl font-extrabold text-brand-700 tabular-nums" data-testid="cart-total">
              {formatWon(summary.totalAmount)}
            </dd>
          </div>
        </dl>
        {freeIn > 0 && (
          <p className="mt-3 text-[13px] text-muted">
            {formatWon(freeIn)} 더 담으면 기본 배송비가 무료입니다
          </p>
        )}
        {summary.installation && (
          <p className="mt-2 text-[13px] text-muted">설치배송 상품의 설치비는 현장 확인 후 별도 안내됩니다</p>
        )}
        <p className="mt-2 text-[13px] text-muted">제주·도서산간 추가 배송비는 주문서에서 계산됩니다</p>
        <Button
          size="lg"
          block
          className="mt-4 max-lg:hidden"
          onClick={onOrder}
          disabled={summary.lineCount === 0}
        >
          선택상품 주문하기 ({formatNumber(summary.lineCount)})
        </Button>
      </aside>
      {/* phones and tablets: the order button stays at hand */}
      <div className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white px-4 py-3 shadow-float lg:hidden">
        <div className="mx-auto flex max-w-3xl items-center gap-3">
          <div className="min-w-0 flex-1">
            <p className="text-xs text-muted">결제예정금액</p>
            <p className="text-lg font-extrabold text-brand-700 tabular-nums">
              {formatWon(summary.totalAmount)}
            </p>
          </div>
          <Button size="lg" onClick={onOrder} disabled={summary.lineCount === 0}>
            주문하기 ({formatNumber(summary.lineCount)})
          </Button>
        </div>
      </div>
    </>
  );
}
