import { type Order, orderStatusLabel } from '@shop/contracts';
import { useState } from 'react';
import { toast } from '@/components/console/toast.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatWon } from '@/lib/format.ts';
import { orderActions } from '../actions.ts';
import { useOrderStatus } from '../api.ts';
import { ReasonForm } from './reason-form.tsx';

/**
 * 입금확인 and 주문취소 of an unpaid order. Each asks its reason first: a deposit confirmed by hand
 * moves money on the operator's word, so its reason goes to the audit log (변경 사유를 입력해주세요
 * without one, here and on the server).
 */
export function OrderActions({ order }: { order: Order }) {
  const change = useOrderStatus(order._id);
  const [open, setOpen] = useState<'deposit' | 'cancel' | null>(null);
  const actions = orderActions({ status: order.status, paymentMethod: order.payment.method });
  if (actions.length === 0) return null;
  const depositor = order.payment.depositorName ?? order.orderer.name;
  const toggle = (form: 'deposit' | 'cancel') => setOpen((now) => (now === form ? null : form));

  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50/60 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm text-ink">
          <strong className="font-semibold">{orderStatusLabel[order.status]}</strong> 주문입니다.
          {order.payment.method === 'BANK_TRANSFER' &&
            ` 입금자 ${depositor}, ${formatWon(order.amounts.paidAmount)}`}
        </p>
        {actions.map((action) =>
          action.kind === 'confirmDeposit' ? (
            <Button
              key="deposit"
              size="sm"
              onClick={() => toggle('deposit')}
              aria-expanded={open === 'deposit'}
              disabled={change.isPending}
            >
              {action.label}
            </Button>
          ) : (
            <Button
              key="cancel"
              size="sm"
              variant="outline"
              className="text-danger!"
              onClick={() => toggle('cancel')}
              aria-expanded={open === 'cancel'}
            >
              {action.label}
            </Button>
          ),
        )}
      </div>
      {open === 'deposit' && (
        <ReasonForm
          className="mt-3"
          label="변경 사유"
          placeholder={`${depositor}님의 입금 ${formatWon(order.amounts.paidAmount)}을 어떻게 확인했는지 적어주세요 (감사 기록에 남습니다)`}
          required
          submitLabel="입금 확인하기"
          busy={change.isPending}
          onCancel={() => setOpen(null)}
          onSubmit={async (reason) => {
            await change.mutateAsync({ status: 'ORDER_PAYMENT', reason });
            toast(`${order.orderNo} 입금을 확인했습니다 (결제완료)`);
            setOpen(null);
          }}
        />
      )}
      {open === 'cancel' && (
        <ReasonForm
          className="mt-3"
          label="취소 사유"
          required
          submitLabel="주문취소"
          danger
          busy={change.isPending}
          onCancel={() => setOpen(null)}
          onSubmit={async (reason) => {
            await change.mutateAsync({ status: 'ORDER_CANCELED', reason });
            toast(`${order.orderNo} 주문을 취소했습니다`);
            setOpen(null);
          }}
        />
      )}
    </div>
  );
}
