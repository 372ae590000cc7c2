import {
  type CashReceipt,
  type CashReceiptType,
  cashReceiptNumberProblem,
  cashReceiptTypeLabel,
  cashReceiptTypes,
  type Order,
} from '@shop/contracts';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/console/fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CashReceiptBadge } from '@/components/ui/cash-receipt-badge.tsx';
import { Select, TextField } from '@/components/ui/field.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { formatDateTime, formatWon } from '@/lib/format.ts';
import { useCancelCashReceipt, useIssueCashReceipt } from '../api.ts';
import { ReasonForm } from './reason-form.tsx';
import { Section } from './section.tsx';

/**
 * 현금영수증 of a cash order (무통장입금, 가상계좌): each receipt's number, type, amount and state, and
 * the operator's hand: issue one (or again after a failure) and cancel one in full or in part, each
 * with a reason (audit log).
 */
export function CashReceiptPanel({ order }: { order: Order }) {
  const [issuing, setIssuing] = useState(false);
  if (order.payment.method === 'CARD') return null;
  const live = order.cashReceipts.find((r) => r.status === 'REQUESTED' || r.status === 'ISSUED');
  const byNice = order.cashReceipts.some((r) => r.source === 'PAYMENT');
  const canIssue = !!order.payment.paidAt && order.status !== 'ORDER_CANCELED' && !live && !byNice;
  const retry = order.cashReceipts.find((r) => r.status === 'FAILED' || r.status === 'PENDING');
  return (
    <Section
      title="현금영수증"
      actions={
        canIssue && !issuing ? (
          <Button size="sm" variant="outline" onClick={() => setIssuing(true)}>
            {retry ? '다시 발급' : '수동 발급'}
          </Button>
        ) : null
      }
    >
      {order.cashReceipts.length === 0 && !issuing && (
        <p className="text-sm text-muted">신청된 현금영수증이 없습니다.</p>
      )}
      <ul className="space-y-2" data-testid="console-cash-receipts">
        {order.cashReceipts.map((r) => (
          <ReceiptRow key={r._id} receipt={r} />
        ))}
      </ul>
      {issuing && (
        <IssueForm order={order} type={retry?.type ?? 'INCOME_DEDUCTION'} onDone={() => setIssuing(false)} />
      )}
    </Section>
  );
}

function ReceiptRow({ receipt: r }: { receipt: CashReceipt }) {
  const [cancelling, setCancelling] = useState(false);
  const [amount, setAmount] = useState('');
  const cancel = useCancelCashReceipt();
  const cancellable = r.source === 'SHOP' && (r.status === 'REQUESTED' || r.status === 'ISSUED');
  const left = r.amount - r.cancelledAmount;
  return (
    <li className="space-y-2 rounded-lg border border-line px-3 py-2.5 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <CashReceiptBadge receipt={r} />
        <span className="font-semibold">{cashReceiptTypeLabel[r.type]}</span>
        <span className="tabular-nums">{r.maskedNumber ?? '-'}</span>
        <span className="font-semibold tabular-nums">{r.amount > 0 ? formatWon(r.amount) : '-'}</span>
        {r.cancelledAmount > 0 && (
          <span className="text-danger tabular-nums">취소 {formatWon(r.cancelledAmount)}</span>
        )}
        {r.source === 'PAYMENT' && <span className="text-[13px] text-muted">나이스페이 발급</span>}
        {cancellable && !cancelling && (
          <Button size="sm" variant="outline" className="ml-auto" onClick={() => setCancelling(true)}>
            취소
          </Button>
        )}
      </div>
      <p className="text-[13px] text-muted">
        승인번호 {r.approveNo ? <span className="font-mono">{r.approveNo}</span> : '국세청 발급 대기'}
        {r.tid && (
          <>
            {' '}
            · 거래번호 <span className="font-mono">{r.tid}</span>
          </>
        )}
        {r.requestedAt && <> · 요청 {formatDateTime(r.requestedAt).slice(0, 16)}</>}
      </p>
      {r.failure && <p className="text-[13px] font-medium text-danger">{r.failure}</p>}
      {cancelling && (
        <div className="space-y-2 rounded-lg bg-surface p-2">
          <TextField
            label={`취소 금액 (비우면 남은 ${formatWon(left)} 전액)`}
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))}
            className="sm:max-w-xs"
          />
          <ReasonForm
            label="취소 사유"
            required
            danger
            submitLabel="현금영수증 취소"
            busy={cancel.isPending}
            onCancel={() => setCancelling(false)}
            onSubmit={async (reason) => {
              await cancel.mutateAsync({ _id: r._id, reason, ...(amount ? { amount: Number(amount) } : {}) });
              setCancelling(false);
            }}
          />
        </div>
      )}
    </li>
  );
}

function IssueForm({
  order,
  type: first,
  onDone,
}: {
  order: Order;
  type: CashReceiptType;
  onDone: () => void;
}) {
  const issue = useIssueCashReceipt(order._id);
  const [type, setType] = useState<CashReceiptType>(first);
  const [number, setNumber] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ number?: string; reason?: string }>({});
  const [message, setMessage] = useState<string | null>(null);
  const asked = order.cashReceipts.some((r) => r.status === 'FAILED' || r.status === 'PENDING');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      number: number.trim() || !asked ? (cashReceiptNumberProblem(type, number) ?? undefined) : undefined,
      reason: reason.trim() ? undefined : '발급 사유를 입력해주세요',
    };
    setErrors(found);
    setMessage(null);
    if (found.number || found.reason) return;
    try {
      const { cashReceipt } = await issue.mutateAsync({ type, number, reason: reason.trim() });
      if (cashReceipt.status === 'FAILED') setMessage(cashReceipt.failure ?? '발급하지 못했습니다');
      else onDone();
    } catch (e) {
      const detail = isApiError(e) ? e.details?.find((d) => d.path === 'number') : undefined;
      if (detail) setErrors({ number: detail.message });
      else setMessage(errorMessage(e));
    }
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="현금영수증 발급"
      className="mt-3 space-y-2 rounded-lg bg-surface p-3"
    >
      <label className="block text-[13px] font-semibold text-ink" htmlFor="console-cash-receipt-type">
        발행 용도
      </label>
      <Select
        id="console-cash-receipt-type"
        value={type}
        onChange={(e) => setType(e.target.value as CashReceiptType)}
        className="h-10 sm:max-w-xs"
      >
        {cashReceiptTypes.map((t) => (
          <option key={t} value={t}>
            {cashReceiptTypeLabel[t]}
          </option>
        ))}
      </Select>
      <TextField
        label={type === 'EXPENSE_PROOF' ? '사업자등록번호' : '휴대폰 번호'}
        hint={asked ? '비우면 주문 시 신청한 번호로 발급합니다' : undefined}
        inputMode="numeric"
        value={number}
        error={errors.number}
        onChange={(e) => setNumber(e.target.value)}
        className="sm:max-w-xs"
      />
      <TextField
        label="발급 사유"
        required
        maxLength={100}
        value={reason}
        error={errors.reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <FormAlert>{message}</FormAlert>
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onDone}>
          닫기
        </Button>
        <Button type="submit" size="sm" disabled={issue.isPending} aria-busy={issue.isPending}>
          {issue.isPending ? '발급하는 중…' : '현금영수증 발급'}
        </Button>
      </div>
    </form>
  );
}
