import { zodResolver } from '@hookform/resolvers/zod';
import {
  BANK_VERIFICATION_ATTEMPTS,
  type BankAccountInput,
  bankAccountInput,
  banks,
  type HoldVerification,
  type HoldVerificationEnvelope,
} from '@shop/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { SelectField, TextField } from '@/components/ui/field.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { requestHoldVerification, verifyHold } from '../api/application.ts';

type Sandbox = HoldVerificationEnvelope['sandbox'];

/**
 * 1원 입금 계좌 인증 (phases INPUT → VERIFY → SUCCESS): the member names the account, the shop sends
 * 1 won whose sender name carries a 4-digit code, the member types the code. Without a bank provider
 * the 테스트 입금 notice shows what the bank app would. What was typed stays on every refusal.
 */
export function BankVerification({
  holderHint,
  onVerified,
}: {
  /** the certified name, to prefill the holder */
  holderHint?: string;
  onVerified: (verification: HoldVerification | null) => void;
}) {
  const [verification, setVerification] = useState<HoldVerification | null>(null);
  const [sandbox, setSandbox] = useState<Sandbox>(undefined);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BankAccountInput, unknown, z.output<typeof bankAccountInput>>({
    resolver: zodResolver(bankAccountInput),
    defaultValues: { code: undefined, accountNumber: '', accountHolder: holderHint ?? '' },
  });
  const phase = !verification ? 'INPUT' : verification.isSuccess ? 'SUCCESS' : 'VERIFY';

  const send = handleSubmit(async (bank) => {
    setProblem(null);
    try {
      const answer = await requestHoldVerification({ bank });
      setVerification(answer.verification);
      setSandbox(answer.sandbox);
      setCode('');
      onVerified(null);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  });

  const confirm = async () => {
    if (!verification) return;
    if (!/^\d{4}$/.test(code.trim())) {
      setProblem('인증번호 4자리를 입력해주세요');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const done = await verifyHold(verification._id, code.trim());
      setVerification(done);
      onVerified(done);
    } catch (error) {
      setProblem(errorMessage(error));
      // a wrong code counted one attempt
      if (isApiError(error) && error.code === 'BANK_VERIFICATION_MISMATCH') {
        setVerification({ ...verification, attemptCount: verification.attemptCount + 1 });
      }
    } finally {
      setBusy(false);
    }
  };

  const again = () => {
    setVerification(null);
    setSandbox(undefined);
    setProblem(null);
    onVerified(null);
  };

  return (
    <div className="space-y-4">
      <form onSubmit={send} noValidate className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="은행"
          required
          disabled={phase !== 'INPUT'}
          error={errors.code?.message}
          {...register('code')}
        >
          <option value="">은행 선택</option>
          {banks.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="예금주"
          required
          readOnly={phase !== 'INPUT'}
          autoComplete="name"
          error={errors.accountHolder?.message}
          {...register('accountHolder')}
        />
        <TextField
          label="계좌번호"
          required
          readOnly={phase !== 'INPUT'}
          inputMode="numeric"
          placeholder="숫자만 입력 (- 없이)"
          className="sm:col-span-2"
          error={errors.accountNumber?.message}
          {...register('accountNumber')}
        />
        {phase === 'INPUT' && (
          <Button type="submit" variant="primary" className="sm:col-span-2" disabled={isSubmitting}>
            1원 보내기
          </Button>
        )}
      </form>

      {phase === 'VERIFY' && verification && (
        <div className="space-y-3 rounded-xl border border-line bg-surface p-4">
          <p className="text-[15px] text-ink">
            입력하신 계좌로 1원을 보냈습니다. 은행 앱의 입금자명에 있는 <strong>숫자 4자리</strong>를 10분
            안에 입력해주세요.
          </p>
          {sandbox && (
            <p role="note" className="rounded-lg bg-amber-50 p-3 text-[14px] text-amber-900">
              <strong>{sandbox.label}</strong> 은행 연동 키가 없어 실제로 입금되지 않았습니다. 입금자명:{' '}
              <strong className="tracking-wider">{sandbox.senderName}</strong>
            </p>
          )}
          <div className="flex flex-wrap items-end gap-2">
            <TextField
              label="인증번호"
              inputMode="numeric"
              maxLength={4}
              autoComplete="one-time-code"
              className="w-36"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void confirm();
                }
              }}
              hint={`남은 횟수 ${Math.max(0, BANK_VERIFICATION_ATTEMPTS - verification.attemptCount)}회`}
            />
            <Button type="button" variant="primary" onClick={confirm} disabled={busy}>
              확인
            </Button>
            <Button type="button" variant="outline" onClick={again}>
              다시 보내기
            </Button>
          </div>
        </div>
      )}

      {phase === 'SUCCESS' && verification && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50/70 p-4"
        >
          <p className="text-[15px] text-ink">
            계좌 인증 완료: {verification.bank.name} {verification.bank.accountNumber} (
            {verification.bank.accountHolder})
          </p>
          <Button type="button" variant="outline" size="sm" onClick={again}>
            다른 계좌로 변경
          </Button>
        </div>
      )}

      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-[15px] text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
