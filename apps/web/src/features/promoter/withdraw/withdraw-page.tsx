import {
  type Withdrawal,
  type WithdrawalStep,
  type WithdrawPreview,
  withdrawalMinimumMessage,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCertification } from '@/components/certification/use-certification.ts';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { Card, PageHeader } from '@/components/ui/page-header.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { formatDate, formatDateTime } from '@/lib/format.ts';
import { useDebounced } from '@/lib/use-debounced.ts';
import { myWithdrawalsQuery, useWithdraw, withdrawPreviewQuery } from './api.ts';
import { Row, StepIndicator, WithdrawalStatus, won } from './withdraw-steps.tsx';

const digits = (text: string) => text.replace(/[^0-9]/g, '');

/**
 * /promoter/bonuses-withdraw: 출금 금액 → 계좌 확인 → 본인인증 (KCP, WITHDRAWAL) → 입금 확인. What was typed
 * survives a refused step; a request in progress (or the one just made, ?withdrawal=) opens on the last.
 */
export function PromoterWithdrawPage() {
  const [params, setParams] = useSearchParams();
  const history = useQuery(myWithdrawalsQuery());
  const [step, setStep] = useState<Exclude<WithdrawalStep, 'CONFIRM_DEPOSIT_DONE'>>('CONFIRM_BONUS_AMOUNT');
  const [amountText, setAmountText] = useState('');
  const amount = Number(digits(amountText)) || undefined;
  const preview = useQuery(withdrawPreviewQuery(useDebounced(amount)));

  if (history.isPending || preview.isPending) return <Loading />;
  if (history.isError) return <ErrorState error={history.error} onRetry={() => history.refetch()} />;
  if (preview.isError) return <ErrorState error={preview.error} onRetry={() => preview.refetch()} />;

  const chosen = params.get('withdrawal');
  const shown: Withdrawal | null =
    history.data.withdrawals.find((w) => w._id === chosen) ?? history.data.awaiting ?? null;

  return (
    <div className="space-y-6">
      <PageHeader
        title="수당 출금"
        description="출금 신청 시 원천징수(소득세 3%, 지방소득세 0.3%)를 제외한 금액이 입금됩니다."
      />
      <StepIndicator current={shown ? 'CONFIRM_DEPOSIT_DONE' : step} />
      {shown ? (
        <DepositStep
          withdrawal={shown}
          onNew={shown.status === 'AWAITING' ? undefined : () => setParams({})}
        />
      ) : step === 'CONFIRM_BONUS_AMOUNT' ? (
        <AmountStep
          preview={preview.data}
          amountText={amountText}
          onAmount={setAmountText}
          onNext={() => setStep('CONFIRM_BANK_ACCOUNT')}
        />
      ) : step === 'CONFIRM_BANK_ACCOUNT' ? (
        <BankStep
          preview={preview.data}
          onBack={() => setStep('CONFIRM_BONUS_AMOUNT')}
          onNext={() => setStep('VERIFY_USER_IDENTITY')}
        />
      ) : (
        <IdentityStep
          amount={amount ?? 0}
          onBack={() => setStep('CONFIRM_BANK_ACCOUNT')}
          onAmountRefused={() => setStep('CONFIRM_BONUS_AMOUNT')}
          onDone={(w) => {
            setAmountText('');
            setStep('CONFIRM_BONUS_AMOUNT');
            setParams({ withdrawal: w._id }, { replace: true });
          }}
        />
      )}
      <History withdrawals={history.data.withdrawals} />
    </div>
  );
}

type Preview = WithdrawPreview;

function AmountStep({
  preview,
  amountText,
  onAmount,
  onNext,
}: {
  preview: Preview;
  amountText: string;
  onAmount: (text: string) => void;
  onNext: () => void;
}) {
  const [problem, setProblem] = useState<string>();
  const amount = Number(digits(amountText));
  const typed = amountText.trim() !== '';
  const figures = typed && preview.amount === amount ? preview : null;
  const next = (event: FormEvent) => {
    event.preventDefault();
    if (preview.balance <= 0) return setProblem('출금 가능한 수당이 없습니다');
    if (!amount) return setProblem('출금할 금액을 입력해주세요');
    if (amount > preview.balance) return setProblem('출금 가능 금액을 초과했습니다');
    if (amount < preview.minimum) return setProblem(withdrawalMinimumMessage(preview.minimumSetting));
    setProblem(undefined);
    onNext();
  };
  return (
    <Card>
      <form onSubmit={next} noValidate className="space-y-5" aria-label="출금 금액">
        <dl className="divide-y divide-line">
          <Row label="출금 가능 수당" strong>
            {won(preview.balance)}
          </Row>
          <Row label="최소 출금 금액">{won(preview.minimumSetting)}</Row>
        </dl>
        <div className="flex items-end gap-2">
          <TextField
            label="출금 금액(원)"
            required
            inputMode="numeric"
            className="flex-1"
            value={amountText}
            error={problem}
            onChange={(e) => {
              const d = digits(e.target.value);
              setProblem(undefined);
              onAmount(d ? Number(d).toLocaleString('ko-KR') : '');
            }}
          />
          <Button
            type="button"
            variant="outline"
            disabled={preview.balance <= 0}
            onClick={() => onAmount(preview.balance.toLocaleString('ko-KR'))}
          >
            전액
          </Button>
        </div>
        <dl className="divide-y divide-line rounded-lg bg-surface px-4" aria-live="polite">
          <Row label="소득세 (3%)">{figures ? won(figures.charge.incomeTax) : '-'}</Row>
          <Row label="지방소득세 (0.3%)">{figures ? won(figures.charge.localTax) : '-'}</Row>
          <Row label="이체 수수료">{figures ? won(figures.charge.transferFee) : '-'}</Row>
          <Row label="실 입금액" strong>
            {figures ? won(figures.net) : '-'}
          </Row>
        </dl>
        <Button type="submit" className="w-full" size="lg">
          다음
        </Button>
      </form>
    </Card>
  );
}

function BankStep({ preview, onBack, onNext }: { preview: Preview; onBack: () => void; onNext: () => void }) {
  const account = preview.account;
  return (
    <Card className="space-y-5">
      <h2 className="text-lg font-bold text-ink">입금받을 계좌</h2>
      {account ? (
        <dl className="divide-y divide-line">
          <Row label="은행">{account.name}</Row>
          <Row label="계좌번호">{account.accountNumber}</Row>
          <Row label="예금주">{account.accountHolder}</Row>
        </dl>
      ) : (
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-[15px] text-amber-900">
          등록된 정산 계좌가 없습니다. 정산 계좌를 먼저 등록해주세요.
        </p>
      )}
      <p className="text-sm text-muted">
        계좌를 바꾸려면{' '}
        <Link to="/promoter/bank" className="font-semibold text-brand-700 underline">
          정산 계좌
        </Link>
        에서 1원 입금 인증을 다시 진행해주세요.
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" onClick={onBack}>
          이전
        </Button>
        {account ? (
          <Button type="button" onClick={onNext}>
            다음
          </Button>
        ) : (
          <ButtonLink to="/promoter/bank">계좌 등록</ButtonLink>
        )}
      </div>
    </Card>
  );
}

function IdentityStep({
  amount,
  onBack,
  onAmountRefused,
  onDone,
}: {
  amount: number;
  onBack: () => void;
  onAmountRefused: () => void;
  onDone: (w: Withdrawal) => void;
}) {
  const { certified, open, reset } = useCertification('WITHDRAWAL');
  const withdraw = useWithdraw();
  const [problem, setProblem] = useState<string>();
  const submit = async () => {
    if (!certified) return;
    setProblem(undefined);
    try {
      onDone(await withdraw.mutateAsync({ _certification: certified._id, type: 'BONUS__DEBIT', amount }));
    } catch (error) {
      const message = errorMessage(error);
      setProblem(message);
      // A used, stale or someone else's certification: certify again. An amount refused: back to step 1.
      if (isApiError(error) && /본인인증/.test(message)) reset();
      if (isApiError(error) && /금액|수당이 없/.test(message)) onAmountRefused();
    }
  };
  return (
    <Card className="space-y-5">
      <h2 className="text-lg font-bold text-ink">본인인증</h2>
      <p className="text-[15px] leading-relaxed text-ink/85">
        출금 신청은 정산 계좌 예금주 본인의 휴대폰 본인인증 후 진행됩니다. 신청 금액{' '}
        <strong>{won(amount)}</strong>
      </p>
      {certified ? (
        <p className="rounded-lg bg-brand-50 p-4 text-[15px] font-semibold text-brand-700" role="status">
          본인인증이 완료되었습니다 ({certified.name})
        </p>
      ) : (
        <Button type="button" variant="outline" className="w-full" onClick={open}>
          휴대폰 본인인증
        </Button>
      )}
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-danger">
          {problem}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" onClick={onBack}>
          이전
        </Button>
        <Button
          type="button"
          disabled={!certified || withdraw.isPending}
          aria-busy={withdraw.isPending}
          onClick={submit}
        >
          출금 신청
        </Button>
      </div>
    </Card>
  );
}

function DepositStep({ withdrawal, onNew }: { withdrawal: Withdrawal; onNew?: () => void }) {
  const { meta } = withdrawal;
  return (
    <Card className="space-y-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-ink">출금 신청 내역</h2>
        <WithdrawalStatus withdrawal={withdrawal} />
      </div>
      <p className="text-[15px] text-ink/85">
        {withdrawal.status === 'AWAITING'
          ? '출금 신청이 접수되었습니다. 관리자가 입금을 완료하면 입금완료로 바뀝니다.'
          : withdrawal.status === 'APPROVED'
            ? `${formatDate(withdrawal.paidAt ?? withdrawal.createdAt)}에 입금되었습니다.`
            : `출금 신청이 반려되어 수당이 환원되었습니다. 사유: ${withdrawal.reason ?? ''}`}
      </p>
      <dl className="divide-y divide-line">
        <Row label="신청일시">{formatDateTime(withdrawal.createdAt)}</Row>
        <Row label="신청 금액">{won(withdrawal.amount)}</Row>
        <Row label="원천징수 합계">{won(meta.charge.total - meta.charge.transferFee)}</Row>
        <Row label="이체 수수료">{won(meta.charge.transferFee)}</Row>
        <Row label="실 입금액" strong>
          {won(meta.net)}
        </Row>
        <Row label="입금 계좌">{`${meta.bank.name} ${meta.bank.accountNumber} (${meta.bank.accountHolder})`}</Row>
        <Row label="출금 후 잔여 수당">{won(withdrawal.remain)}</Row>
      </dl>
      {onNew && (
        <Button type="button" variant="outline" className="w-full" onClick={onNew}>
          새 출금 신청
        </Button>
      )}
    </Card>
  );
}

function History({ withdrawals }: { withdrawals: Withdrawal[] }) {
  if (!withdrawals.length) return null;
  return (
    <section aria-labelledby="withdraw-history" className="space-y-3">
      <h2 id="withdraw-history" className="text-lg font-bold text-ink">
        지난 출금 신청
      </h2>
      <ul className="divide-y divide-line rounded-card border border-line bg-white">
        {withdrawals.map((w) => (
          <li key={w._id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-[15px]">
            <span className="text-muted">{formatDate(w.createdAt)}</span>
            <span className="tabular-nums">
              {won(w.amount)} <span className="text-sm text-muted">(실 입금 {won(w.meta.net)})</span>
            </span>
            <Link to={`?withdrawal=${w._id}`} aria-label={`${formatDate(w.createdAt)} 출금 신청 보기`}>
              <WithdrawalStatus withdrawal={w} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
