import type { Order } from '@shop/contracts';
import { useState } from 'react';
import { useCancelUnpaidOrder, useConfirmPurchases } from '@/lib/api/my-orders.ts';
import { errorMessage } from '@/lib/api-client.ts';
import type { ClaimKind, PurchaseAction } from '../actions.ts';
import { ClaimDialog, type ClaimStart } from './claim-dialog.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { ShownPurchase } from './purchase-item.tsx';

const claimKindOf: Partial<Record<PurchaseAction, ClaimKind>> = {
  CANCEL: 'CANCEL',
  EXCHANGE: 'EXCHANGE',
  RETURN: 'RETURN',
};

/**
 * The dialogs behind an order's buttons (list card and detail page alike): 결제취소, the claim dialog
 * and 구매확정. `act` opens the one an action needs; `dialogs` renders them.
 */
export function useOrderActions(order: Order) {
  const [claim, setClaim] = useState<ClaimStart | null>(null);
  const [confirming, setConfirming] = useState<ShownPurchase | null>(null);
  const [payCancel, setPayCancel] = useState(false);
  const cancelUnpaid = useCancelUnpaidOrder();
  const confirm = useConfirmPurchases();

  const act = (action: PurchaseAction, purchase?: ShownPurchase) => {
    if (action === 'PAY_CANCEL') {
      cancelUnpaid.reset();
      setPayCancel(true);
      return;
    }
    if (action === 'CONFIRM' && purchase) {
      confirm.reset();
      setConfirming(purchase);
      return;
    }
    const kind = claimKindOf[action];
    if (kind) setClaim({ kind, _purchase: purchase?._id });
  };

  const dialogs = (
    <>
      <ClaimDialog order={order} start={claim} onClose={() => setClaim(null)} />
      <ConfirmDialog
        open={payCancel}
        onOpenChange={setPayCancel}
        title="결제취소"
        description="주문을 취소하시겠습니까?"
        confirmLabel="결제취소"
        pending={cancelUnpaid.isPending}
        error={cancelUnpaid.isError ? errorMessage(cancelUnpaid.error) : undefined}
        onConfirm={() =>
          cancelUnpaid.mutate(order._id, {
            onSuccess: () => {
              setPayCancel(false);
              window.alert('주문이 취소되었습니다');
            },
          })
        }
      >
        <p className="text-[15px] text-ink">
          주문번호 <strong className="tabular-nums">{order.orderNo}</strong>
        </p>
        <p className="mt-1 text-sm text-muted">
          결제 전인 주문이 취소되고, 다시 주문하려면 새로 주문해야 합니다.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={!!confirming}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="구매확정"
        description="구매확정 후에는 교환/반품을 신청할 수 없습니다"
        confirmLabel="구매확정"
        pending={confirm.isPending}
        error={confirm.isError ? errorMessage(confirm.error) : undefined}
        onConfirm={() =>
          confirming &&
          confirm.mutate(
            { _order: order._id, _purchases: [confirming._id] },
            {
              onSuccess: () => {
                setConfirming(null);
                window.alert('구매확정되었습니다');
              },
            },
          )
        }
      >
        {confirming && (
          <div className="text-[15px] text-ink">
            <p className="font-semibold">{confirming.productName}</p>
            {confirming.optionLabel && <p className="text-sm text-muted">{confirming.optionLabel}</p>}
            <p className="mt-2">이 상품을 구매확정하시겠습니까?</p>
          </div>
        )}
      </ConfirmDialog>
    </>
  );

  return { act, dialogs, busy: cancelUnpaid.isPending || confirm.isPending };
}
