import {
  type ClaimReason,
  claimReasonLabel,
  claimReasons,
  formatNumber,
  type Order,
  shopperClaimReasons,
} from '@shop/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog.tsx';
import { SelectField, TextAreaField } from '@/components/ui/field.tsx';
import { useRequestClaim } from '@/lib/api/my-orders.ts';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { formatWon } from '@/lib/format.ts';
import {
  type ClaimKind,
  claimablePurchases,
  claimKindLabel,
  claimKindStatus,
  claimKinds,
} from '../actions.ts';
import { PurchaseThumb } from './purchase-item.tsx';

export const CLAIM_DETAILS_MAX = 500;

export type ClaimStart = { kind: ClaimKind; _purchase?: string };

const kindNote: Record<ClaimKind, string> = {
  CANCEL:
    '결제완료 상품은 바로 취소되고 결제수단으로 환불됩니다. 배송준비중인 상품은 취소요청 후 판매자가 확인하면 취소됩니다.',
  EXCHANGE:
    '배송완료 후 교환/반품 신청 기간 안에 신청할 수 있습니다. 판매자가 확인한 뒤 수거와 교환 배송이 진행됩니다.',
  RETURN:
    '배송완료 후 교환/반품 신청 기간 안에 신청할 수 있습니다. 상품이 수거되면 환불되며, 단순 변심·주문 실수로 인한 반품은 반품 배송비가 차감됩니다.',
};

const doneMessage = (kind: ClaimKind, order: Order, _purchases: string[]) => {
  const claimed = order.purchases.filter((p) => _purchases.includes(p._id));
  if (kind === 'CANCEL' && claimed.length > 0 && claimed.every((p) => p.claimStatus === 'CANCEL_COMPLETED')) {
    return '주문이 취소되었습니다. 환불 내역은 주문 상세에서 확인할 수 있습니다.';
  }
  return `${kind === 'CANCEL' ? '취소' : claimKindLabel[kind]}신청이 접수되었습니다`;
};

const needsRefundAccount = (error: unknown) =>
  isApiError(error) && (/REFUND_ACCOUNT/.test(error.code) || error.message.includes('환불계좌'));

/**
 * 주문취소 / 교환신청 / 반품신청: the kind, the purchases it covers (those of the order that allow it),
 * a reason and up to 500 characters of detail. The server's refusal (409/422) shows in the dialog as
 * it is said; a missing refund account links to where it is registered.
 */
export function ClaimDialog({
  order,
  start,
  onClose,
}: {
  order: Order;
  start: ClaimStart | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={!!start} onOpenChange={(open) => !open && onClose()}>
      {start && (
        <ClaimForm
          key={`${start.kind}:${start._purchase ?? ''}`}
          order={order}
          start={start}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function ClaimForm({ order, start, onClose }: { order: Order; start: ClaimStart; onClose: () => void }) {
  const request = useRequestClaim();
  const kinds = claimKinds.filter((k) => claimablePurchases(order.purchases, k).length > 0);
  const [kind, setKind] = useState<ClaimKind>(start.kind);
  const candidates = claimablePurchases(order.purchases, kind);
  const initialSelection = (k: ClaimKind) => {
    const list = claimablePurchases(order.purchases, k);
    const one = list.find((p) => p._id === start._purchase);
    return one ? [one._id] : list.map((p) => p._id);
  };
  const [selected, setSelected] = useState<string[]>(() => initialSelection(start.kind));
  const [reason, setReason] = useState<ClaimReason | ''>('');
  const [details, setDetails] = useState('');
  const [problems, setProblems] = useState<{ purchases?: string; reason?: string; details?: string }>({});
  const [failure, setFailure] = useState<unknown>(null);
  const formId = useId();

  const chooseKind = (k: ClaimKind) => {
    setKind(k);
    setSelected(initialSelection(k));
    setFailure(null);
  };
  const toggle = (_id: string, on: boolean) =>
    setSelected((now) => (on ? [...now, _id] : now.filter((id) => id !== _id)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = selected.filter((id) => candidates.some((p) => p._id === id));
    const found = {
      purchases: chosen.length === 0 ? '신청할 상품을 선택해주세요' : undefined,
      reason: reason === '' ? '사유를 선택해주세요' : undefined,
      details:
        details.trim().length > CLAIM_DETAILS_MAX ? '상세 사유를 500자 이하로 입력해주세요' : undefined,
    };
    setProblems(found);
    if (found.purchases || found.reason || found.details || reason === '') return;
    setFailure(null);
    try {
      const updated = await request.mutateAsync({
        _order: order._id,
        claimStatus: claimKindStatus[kind],
        claimReason: reason,
        claimReasonDetails: details.trim(),
        _purchases: chosen,
      });
      onClose();
      window.alert(doneMessage(kind, updated, chosen));
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.details?.length) {
        const on = (path: string) => error.details?.find((d) => d.path === path)?.message;
        setProblems({
          reason: on('claimReason'),
          details: on('claimReasonDetails'),
          purchases: on('_purchases'),
        });
        if (!on('claimReason') && !on('claimReasonDetails') && !on('_purchases')) setFailure(error);
        return;
      }
      setFailure(error);
    }
  };

  const title = kind === 'CANCEL' ? '주문취소' : `${claimKindLabel[kind]}신청`;
  return (
    <DialogContent
      title={title}
      description={`주문번호 ${order.orderNo}`}
      footer={
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline" disabled={request.isPending}>
              닫기
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={request.isPending} aria-busy={request.isPending}>
            {kind === 'CANCEL' ? '취소 신청' : `${claimKindLabel[kind]} 신청`}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-5">
        {kinds.length > 1 && (
          <fieldset>
            <legend className="text-sm font-semibold text-ink">신청 유형</legend>
            <div className="mt-2 grid grid-cols-3 gap-2">
              {kinds.map((k) => (
                <label
                  key={k}
                  className="flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-line text-[15px] font-medium has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:ring-2 has-focus-visible:ring-brand-500"
                >
                  <input
                    type="radio"
                    name={`${formId}-kind`}
                    value={k}
                    checked={kind === k}
                    onChange={() => chooseKind(k)}
                    className="sr-only"
                  />
                  {k === 'CANCEL' ? '취소' : claimKindLabel[k]}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <p className="rounded-lg bg-surface px-3 py-2.5 text-[13px] leading-relaxed text-muted">
          {kindNote[kind]}
        </p>

        <fieldset aria-describedby={problems.purchases ? `${formId}-purchases-error` : undefined}>
          <legend className="text-sm font-semibold text-ink">신청할 상품</legend>
          <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
            {candidates.map((p) => (
              <li key={p._id}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-3">
                  <input
                    type="checkbox"
                    className="size-[18px] shrink-0"
                    checked={selected.includes(p._id)}
                    onChange={(e) => toggle(p._id, e.target.checked)}
                  />
                  <PurchaseThumb purchase={p} className="size-12 sm:size-12" />
                  <span className="min-w-0 flex-1 text-sm">
                    <span className="block font-semibold text-ink">{p.productName}</span>
                    {p.optionLabel && <span className="block text-[13px] text-muted">{p.optionLabel}</span>}
                    <span className="block text-[13px] text-muted tabular-nums">
                      {formatWon(p.amount)} · {formatNumber(p.quantity)}개
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {problems.purchases && (
            <p id={`${formId}-purchases-error`} className="mt-1.5 text-[13px] font-medium text-danger">
              {problems.purchases}
            </p>
          )}
        </fieldset>

        <SelectField
          label="사유"
          required
          value={reason}
          onChange={(e) => setReason(e.target.value as ClaimReason | '')}
          error={problems.reason}
          hint={
            kind === 'RETURN' && reason !== '' && shopperClaimReasons.includes(reason)
              ? '단순 변심·주문 실수로 인한 반품은 반품 배송비가 환불 금액에서 차감됩니다'
              : undefined
          }
        >
          <option value="">사유를 선택해주세요</option>
          {claimReasons.map((r) => (
            <option key={r} value={r}>
              {claimReasonLabel[r]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="상세 사유"
          value={details}
          maxLength={CLAIM_DETAILS_MAX}
          onChange={(e) => setDetails(e.target.value)}
          error={problems.details}
          hint={`${formatNumber(details.length)} / ${CLAIM_DETAILS_MAX}자`}
          placeholder="상세 사유를 입력해주세요 (선택)"
        />
        {failure !== null && (
          <div role="alert" className="rounded-lg bg-red-50 px-3 py-2.5 text-sm font-medium text-danger">
            {errorMessage(failure)}
            {needsRefundAccount(failure) && (
              <Link
                to="/mypage/refund-account"
                className="mt-1 block font-semibold text-brand-700 underline underline-offset-2"
              >
                환불계좌 등록하러 가기
              </Link>
            )}
          </div>
        )}
      </form>
    </DialogContent>
  );
}
