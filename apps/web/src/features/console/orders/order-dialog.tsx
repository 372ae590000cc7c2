import {
  claimStatusLabel,
  collectionStatusLabel,
  type Order,
  type OrderHistory,
  orderStatusLabel,
  type Purchase,
  paymentMethodLabel,
  purchaseStatusLabel,
  refundMethodLabel,
  trackingLink,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/console/fields.tsx';
import { toast } from '@/components/console/toast.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent } from '@/components/ui/dialog.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { TextAreaField } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { formatDateTime, formatPhone, formatWon } from '@/lib/format.ts';
import { type DeskAction, orderActions, purchaseActions } from './actions.ts';
import { codesQuery, orderDetailQuery, useClaimMove, useOrderStatus, usePurchaseStatus } from './api.ts';
import { InvoiceForm } from './invoice-forms.tsx';
import {
  byRoleLabel,
  ClaimBadge,
  CollectionBadge,
  claimReasonText,
  historyFieldLabel,
  historyValueLabel,
  OrderStatusBadge,
  RefundBadge,
} from './labels.tsx';

/** The order's detail, opened from the list (`?_order=` in the URL). */
export function OrderDialog({ _id }: { _id: string }) {
  const detail = useQuery(orderDetailQuery(_id));
  return (
    <DialogContent
      title={detail.data ? `주문 상세 ${detail.data.order.orderNo}` : '주문 상세'}
      className="sm:w-[min(980px,calc(100vw-2rem))]! sm:max-h-[90vh]!"
    >
      {detail.isPending && <Loading />}
      {detail.isError && (
        <ErrorState
          error={detail.error}
          onRetry={() => detail.refetch()}
          className="border-none bg-transparent"
        />
      )}
      {detail.data && <OrderDetail order={detail.data.order} histories={detail.data.histories} />}
    </DialogContent>
  );
}

function Facts({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={cn('grid gap-x-6 gap-y-2 text-sm', className)}>{children}</dl>;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[5.5rem_1fr] gap-2">
      <dt className="text-[13px] text-muted">{term}</dt>
      <dd className="min-w-0 font-medium break-all text-ink">{children}</dd>
    </div>
  );
}

function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="text-[15px] font-bold text-ink">
          {title}
        </h3>
        {actions}
      </div>
      {children}
    </section>
  );
}

function OrderDetail({ order, histories }: { order: Order; histories: OrderHistory[] }) {
  const a = order.amounts;
  return (
    <div className="space-y-4 pb-2">
      <OrderActions order={order} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="주문 정보">
          <Facts>
            <Fact term="주문번호">
              <span className="font-mono">{order.orderNo}</span>
            </Fact>
            <Fact term="주문일시">
              <span className="tabular-nums">{formatDateTime(order.createdAt)}</span>
            </Fact>
            <Fact term="주문상태">
              <OrderStatusBadge status={order.status} />
            </Fact>
            <Fact term="주문자">
              {order.orderer.name}
              <Link
                to={`/console/users/${order._user}`}
                className="ml-2 text-[13px] font-semibold text-brand-700 hover:underline"
              >
                회원 정보
              </Link>
            </Fact>
            <Fact term="연락처">
              <span className="tabular-nums">{formatPhone(order.orderer.phone)}</span>
            </Fact>
            <Fact term="이메일">{order.orderer.email || '-'}</Fact>
          </Facts>
        </Section>
        <Section title="결제 정보">
          <Facts>
            <Fact term="결제수단">{paymentMethodLabel[order.payment.method]}</Fact>
            {order.payment.method === 'BANK_TRANSFER' && (
              <Fact term="입금자명">{order.payment.depositorName ?? '-'}</Fact>
            )}
            <Fact term="결제일시">
              {order.payment.paidAt ? (
                <span className="tabular-nums">{formatDateTime(order.payment.paidAt)}</span>
              ) : (
                <span className="text-warning">
                  미결제 · {formatDateTime(order.payment.expiresAt).slice(0, 16)}까지
                </span>
              )}
            </Fact>
            {order.payment.tid && (
              <Fact term="거래번호">
                <span className="font-mono text-[13px]">{order.payment.tid}</span>
              </Fact>
            )}
          </Facts>
          <dl className="mt-3 space-y-1 rounded-lg bg-surface p-3 text-sm">
            <Amount term="상품금액" value={a.productAmount} />
            <Amount term="배송비" value={a.shippingFee} />
            {a.remoteFee > 0 && (
              <Amount term={`도서산간${a.remoteArea ? ` (${a.remoteArea})` : ''}`} value={a.remoteFee} />
            )}
            {a.pointsUsed > 0 && <Amount term="적립금 사용" value={-a.pointsUsed} />}
            <div className="mt-1 flex justify-between border-t border-line pt-2 font-bold">
              <dt>결제금액</dt>
              <dd className="text-brand-700 tabular-nums">{formatWon(a.paidAmount)}</dd>
            </div>
          </dl>
        </Section>
      </div>

      <Section title="배송지">
        <Facts className="sm:grid-cols-2">
          <Fact term="받는 분">{order.receiver.name}</Fact>
          <Fact term="연락처">
            <span className="tabular-nums">{formatPhone(order.receiver.phone)}</span>
          </Fact>
          <Fact term="주소">
            ({order.receiver.postcode}) {order.receiver.address1} {order.receiver.address2}
          </Fact>
          <Fact term="요청사항">{order.requestMessage || '-'}</Fact>
        </Facts>
      </Section>

      <Section title={`주문상품 ${order.purchases.length}건`}>
        <ul className="space-y-3">
          {order.purchases.map((p) => (
            <li key={p._id}>
              <PurchaseCard purchase={p} />
            </li>
          ))}
        </ul>
      </Section>

      {order.refunds.length > 0 && (
        <Section title="환불">
          <ul className="space-y-2" data-testid="order-refunds">
            {order.refunds.map((r) => (
              <li
                key={r._id}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-line px-3 py-2.5 text-sm"
              >
                <RefundBadge status={r.status} />
                <span className="font-semibold tabular-nums">{formatWon(r.amount)}</span>
                <span className="text-muted">{refundMethodLabel[r.method]}</span>
                <span className="min-w-0 flex-1 text-[13px] text-muted">{r.reason}</span>
                <span className="text-[13px] text-muted tabular-nums">
                  {formatDateTime(r.doneAt ?? r.createdAt).slice(0, 16)}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section title="처리 이력">
        <History histories={histories} purchases={order.purchases} />
      </Section>
    </div>
  );
}

function Amount({ term, value }: { term: string; value: number }) {
  return (
    <div className="flex justify-between">
      <dt className="text-muted">{term}</dt>
      <dd className="tabular-nums">{formatWon(value)}</dd>
    </div>
  );
}

/** 입금확인 and 주문취소 of an unpaid order. */
function OrderActions({ order }: { order: Order }) {
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

/** A reason box for a move that asks one (a refusal must say why; others may). */
function ReasonForm({
  label,
  required,
  submitLabel,
  danger,
  busy,
  onSubmit,
  onCancel,
  className,
}: {
  label: string;
  required: boolean;
  submitLabel: string;
  danger?: boolean;
  busy: boolean;
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
  className?: string;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [message, setMessage] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (required && !reason.trim()) {
      setError(`${label}를 입력해주세요`);
      return;
    }
    setError(undefined);
    try {
      await onSubmit(reason.trim());
    } catch (e) {
      if (isApiError(e) && e.status === 403) return;
      const detail = isApiError(e) ? e.details?.find((d) => d.path === 'reason') : undefined;
      if (detail) setError(detail.message);
      else setMessage(errorMessage(e));
    }
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={submitLabel}
      className={cn('space-y-2 rounded-lg bg-white p-3', className)}
    >
      <TextAreaField
        label={required ? label : `${label} (선택)`}
        required={required}
        maxLength={200}
        className="[&_textarea]:min-h-16"
        value={reason}
        error={error}
        onChange={(e) => setReason(e.target.value)}
      />
      <FormAlert>{message}</FormAlert>
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onCancel}>
          닫기
        </Button>
        <Button
          type="submit"
          size="sm"
          variant={danger ? 'danger' : 'primary'}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? '처리하는 중…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** One purchase: what was bought, where it is, its invoice and claim, and the moves it allows. */
function PurchaseCard({ purchase: p }: { purchase: Purchase }) {
  const codes = useQuery(codesQuery());
  const courier = codes.data?.find((c) => c.code === p.courierCode);
  const tracking = trackingLink(courier?.trackingUrl, p.invoiceNumber);
  return (
    <article
      className="rounded-lg border border-line p-3 sm:p-4"
      aria-label={`${p.productName} ${p.purchaseNo}`}
      data-testid="order-purchase"
    >
      <div className="flex gap-3">
        {p.productThumb ? (
          <img
            src={p.productThumb}
            alt=""
            className="size-16 shrink-0 rounded-md border border-line object-cover"
            loading="lazy"
          />
        ) : (
          <span className="size-16 shrink-0 rounded-md border border-dashed border-line bg-surface" />
        )}
        <div className="min-w-0 flex-1">
          <p className="font-mono text-xs text-muted">{p.purchaseNo}</p>
          <p className="font-semibold text-ink">{p.productName}</p>
          {p.optionLabel && <p className="text-[13px] text-muted">{p.optionLabel}</p>}
          <p className="mt-0.5 text-sm tabular-nums">
            {formatWon(p.unitPrice)} × {p.quantity}개 ={' '}
            <strong className="font-semibold">{formatWon(p.amount)}</strong>
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <OrderStatusBadge status={p.status} />
          {p.claimStatus && <ClaimBadge claim={p.claimStatus} />}
          {p.collectionStatus && <CollectionBadge collection={p.collectionStatus} />}
          {p.purchaseStatus !== 'PURCHASE_PENDING' && (
            <Badge tone={p.purchaseStatus === 'PURCHASE_COMPLETE' ? 'success' : 'neutral'}>
              {purchaseStatusLabel[p.purchaseStatus]}
            </Badge>
          )}
        </div>
      </div>

      {(p.invoiceNumber || p.claimStatus) && (
        <dl className="mt-3 grid gap-1 rounded-lg bg-surface px-3 py-2 text-[13px] sm:grid-cols-2">
          {p.invoiceNumber && (
            <div className="flex gap-2">
              <dt className="text-muted">송장</dt>
              <dd>
                {courier?.name ?? p.courierCode} <span className="font-mono">{p.invoiceNumber}</span>
                {tracking && (
                  <a
                    href={tracking}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="ml-2 font-semibold text-brand-700 hover:underline"
                  >
                    배송조회
                  </a>
                )}
              </dd>
            </div>
          )}
          {p.claimStatus && (
            <div className="flex gap-2 sm:col-span-2">
              <dt className="shrink-0 text-muted">클레임</dt>
              <dd>
                {claimStatusLabel[p.claimStatus]}
                {p.collectionStatus && ` · ${collectionStatusLabel[p.collectionStatus]}`}
                {p.claimReason && ` · ${claimReasonText(p.claimReason)}`}
                {p.claimReasonDetails && <span className="block text-muted">{p.claimReasonDetails}</span>}
              </dd>
            </div>
          )}
        </dl>
      )}
      <PurchaseActions purchase={p} />
    </article>
  );
}

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
function PurchaseActions({ purchase: p }: { purchase: Purchase }) {
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

/** Every recorded change, newest first: what, from → to, why, who and when. */
function History({ histories, purchases }: { histories: OrderHistory[]; purchases: Purchase[] }) {
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
