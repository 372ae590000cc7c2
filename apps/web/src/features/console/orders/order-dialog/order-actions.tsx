import { type Order, orderStatusLabel } from '@shop/contracts';
import { useState } from 'react';
import { FormAlert } from '@/components/console/fields.tsx';
import { toast } from '@/components/console/toast.tsx';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { formatWon } from '@/lib/format.ts';
import { orderActions } from '../actions.ts';
import { useOrderStatus } from '../api.ts';
import { ReasonForm } from './reason-form.tsx';

/** 입금확인 and 주문취소 of an unpaid order. */
export function OrderActions({ order }: { order: Order }) {
  const change = useOrderStatus(order._id);
  const [cancelling, setCancelling] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const actions = orderActions({ status: order.status, paymentMethod: order.payment.method });
  if (actions.length === 0) return null;

  const confirmDeposit = async () => {
    const name = order.payment.depositorName ?? order.orderer.name;
    if (!window.confirm(`${name}님의 입금 ${formatWon(order.amounts.paidAmount)}을 확인하셨습니까?`)) return;
    setMessage(null);
    try {
      await change.mutateAsync({ status: 'ORDER_PAYMENT' });
      toast(`${order.orderNo} 입금을 확인했습니다 (결제완료)`);
    } catch (error) {
      if (!(isApiError(error) && error.status === 403)) setMessage(errorMessage(error));
    }
  };

  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50/60 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm text-ink">
          <strong className="font-semibold">{orderStatusLabel[order.status]}</strong> 주문입니다.
          {order.payment.method === 'BANK_TRANSFER' &&
            ` 입금자 ${order.payment.depositorName ?? order.orderer.name}, ${formatWon(order.amounts.paidAmount)}`}
        </p>
        {actions.map((action) =>
          action.kind === 'confirmDeposit' ? (
            <Button key="deposit" size="sm" onClick={confirmDeposit} disabled={change.isPending}>
              {action.label}
            </Button>
          ) : (
            <Button
              key="cancel"
              size="sm"
              variant="outline"
              className="text-danger!"
              onClick={() => setCancelling((c) => !c)}
              aria-expanded={cancelling}
            >
              {action.label}
            </Button>
          ),
        )}
      </div>
      {cancelling && (
        <ReasonForm
          className="mt-3"
          label="취소 사유"
          required
          submitLabel="주문취소"
          danger
          busy={change.isPending}
          onCancel={() => setCancelling(false)}
          onSubmit={async (reason) => {
            await change.mutateAsync({ status: 'ORDER_CANCELED', reason });
            toast(`${order.orderNo} 주문을 취소했습니다`);
            setCancelling(false);
          }}
        />
      )}
      <FormAlert className="mt-3">{message}</FormAlert>
    </div>
  );
}
