import { approvalStatusLabel, type Withdrawal, type WithdrawalStep, withdrawalSteps } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDate, formatNumber } from '@/lib/format.ts';

export const stepLabel: Record<WithdrawalStep, string> = {
  CONFIRM_BONUS_AMOUNT: '출금 금액',
  CONFIRM_BANK_ACCOUNT: '계좌 확인',
  VERIFY_USER_IDENTITY: '본인인증',
  CONFIRM_DEPOSIT_DONE: '입금 확인',
};

/** The four steps, the current one marked for screen readers too. */
export function StepIndicator({ current }: { current: WithdrawalStep }) {
  const at = withdrawalSteps.indexOf(current);
  return (
    <ol aria-label="출금 단계" className="grid grid-cols-4 gap-1.5">
      {withdrawalSteps.map((step, i) => (
        <li
          key={step}
          aria-current={i === at ? 'step' : undefined}
          className={cn(
            'rounded-lg border px-1 py-2 text-center text-[12px] font-semibold sm:text-sm',
            i === at
              ? 'border-brand-600 bg-brand-50 text-brand-700'
              : i < at
                ? 'border-line bg-surface text-ink/70'
                : 'border-line text-muted',
          )}
        >
          <span className="block text-[11px] font-medium sm:text-xs">{i + 1}단계</span>
          {stepLabel[step]}
        </li>
      ))}
    </ol>
  );
}

/** One "label … value" row of a figures list. */
export function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <dt className="text-[15px] text-muted">{label}</dt>
      <dd
        className={cn(
          'text-right text-[15px] tabular-nums',
          strong ? 'text-lg font-bold text-ink' : 'text-ink',
        )}
      >
        {children}
      </dd>
    </div>
  );
}

export const won = (value: number) => `${formatNumber(value)}원`;

const tone = { AWAITING: 'warning', APPROVED: 'success', REJECTED: 'danger' } as const;

/** 대기 | 입금완료 (with its date) | 반려 (with the reason). */
export function WithdrawalStatus({ withdrawal }: { withdrawal: Withdrawal }) {
  if (withdrawal.status === 'APPROVED') {
    return (
      <Badge tone="success">입금완료{withdrawal.paidAt ? ` ${formatDate(withdrawal.paidAt)}` : ''}</Badge>
    );
  }
  return <Badge tone={tone[withdrawal.status]}>{approvalStatusLabel[withdrawal.status]}</Badge>;
}
