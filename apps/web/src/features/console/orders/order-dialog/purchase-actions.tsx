import { claimStatusLabel, collectionStatusLabel, orderStatusLabel, type Purchase } from '@shop/contracts';
import { useState } from 'react';
import { FormAlert } from '@/components/console/fields.tsx';
import { toast } from '@/components/console/toast.tsx';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { type DeskAction, purchaseActions } from '../actions.ts';
import { useClaimMove, usePurchaseStatus } from '../api.ts';
import { InvoiceForm } from '../invoice-forms.tsx';
import { ReasonForm } from './reason-form.tsx';

/** Where a move leads, in the status words of the badges. */
function movedTo(action: DeskAction): string {
  if (action.kind === 'status') return orderStatusLabel[action.to];
  if (action.kind === 'claim') {
    if (action.body.claimStatus) return claimStatusLabel[action.body.claimStatus];
    if (action.body.collectionStatus) return collectionStatusLabel[action.body.collectionStatus];
  }
  return action.label;
}

/** The buttons of purchaseActions(); a move that asks a reason or an invoice opens its form below. */
export function PurchaseActions({ purchase: p }: { purchase: Purchase }) {
  const move = usePurchaseStatus();
  const claim = useClaimMove();
  const [open, setOpen] = useState<DeskAction | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const actions = purchaseActions(p);
  if (actions.length === 0) return null;
  const busy = move.isPending || claim.isPending;

  const run = async (action: DeskAction, reason?: string) => {
    if (action.kind === 'status') {
      await move.mutateAsync({ _id: p._id, status: action.to, reason: reason || undefined });
    } else if (action.kind === 'claim') {
      await claim.mutateAsync({ _id: p._id, ...action.body, reason: reason || undefined });
    }
    toast(`${p.purchaseNo} ${movedTo(action)}(으)로 변경했습니다`);
    setOpen(null);
  };

  const click = async (action: DeskAction) => {
    setMessage(null);
    if (action.kind === 'invoice' || action.reason !== 'none') {
      setOpen((current) => (current?.label === action.label ? null : action));
      return;
    }
    if (!window.confirm(`${p.productName}: ${action.label}하시겠습니까?`)) return;
    try {
      await run(action);
    } catch (error) {
      if (!(isApiError(error) && error.status === 403)) setMessage(errorMessage(error));
    }
  };

  return (
    <div className="mt-3">
      <fieldset className="flex min-w-0 flex-wrap gap-2">
        <legend className="sr-only">{`${p.purchaseNo} 처리`}</legend>
        {actions.map((action) => (
          <Button
            key={action.label}
            size="sm"
            variant={action.kind === 'claim' && action.refuse ? 'outline' : 'secondary'}
            className={cn(action.kind === 'claim' && action.refuse && 'text-danger!')}
            disabled={busy}
            aria-expanded={
              action.kind === 'invoice' || action.reason !== 'none' ? open?.label === action.label : undefined
            }
            onClick={() => click(action)}
          >
            {action.label}
          </Button>
        ))}
      </fieldset>
      {open?.kind === 'invoice' && (
        <div className="mt-3 rounded-lg bg-surface p-3">
          <InvoiceForm purchase={p} onDone={() => setOpen(null)} onCancel={() => setOpen(null)} />
        </div>
      )}
      {open && open.kind !== 'invoice' && (
        <ReasonForm
          key={open.label}
          className="mt-3 border border-line"
          label={open.kind === 'claim' && open.refuse ? '거부 사유' : '처리 메모'}
          required={open.reason === 'required'}
          submitLabel={open.label}
          danger={open.kind === 'claim' && open.refuse}
          busy={busy}
          onCancel={() => setOpen(null)}
          onSubmit={(reason) => run(open, reason)}
        />
      )}
      <FormAlert className="mt-3">{message}</FormAlert>
    </div>
  );
}
