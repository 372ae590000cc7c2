import { formatDate, type HoldVerification } from '@shop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCertification } from '@/components/certification/use-certification.ts';
import { Button } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { Card, PageHeader } from '@/components/ui/page-header.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { changePayoutAccount, payoutAccountQuery } from '../api/application.ts';
import { BankVerification } from './bank-verification.tsx';

/** /promoter/bank: the payout account (masked) and its change by 1원 인증 + 본인인증 (BANK_CHANGE). */
export function PromoterBankPage() {
  const queryClient = useQueryClient();
  const account = useQuery(payoutAccountQuery);
  const [changing, setChanging] = useState(false);
  const [verification, setVerification] = useState<HoldVerification | null>(null);
  const { certified, open, reset } = useCertification('BANK_CHANGE');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [sending, setSending] = useState(false);

  const save = async () => {
    if (!verification?.isSuccess || !certified) return;
    setProblem(null);
    setSending(true);
    try {
      const next = await changePayoutAccount({
        _verification: verification._id,
        _certification: certified._id,
      });
      queryClient.setQueryData(payoutAccountQuery.queryKey, next);
      setChanging(false);
      setVerification(null);
      reset();
      setSaved(true);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader title="정산 계좌" description="수당을 출금할 본인 명의 계좌입니다." />
      {account.isPending ? (
        <Loading />
      ) : account.isError ? (
        <ErrorState error={account.error} onRetry={() => account.refetch()} />
      ) : (
        <Card>
          <h2 className="text-lg font-bold text-ink">등록된 계좌</h2>
          {account.data ? (
            <dl className="mt-3 grid grid-cols-[72px_1fr] gap-y-1.5 text-[15px]">
              <dt className="text-muted">은행</dt>
              <dd>{account.data.bank.name}</dd>
              <dt className="text-muted">계좌번호</dt>
              <dd className="tracking-wide">{account.data.bank.accountNumber}</dd>
              <dt className="text-muted">예금주</dt>
              <dd>{account.data.bank.accountHolder}</dd>
              <dt className="text-muted">등록일</dt>
              <dd>{formatDate(account.data.updatedAt)}</dd>
            </dl>
          ) : (
            <p className="mt-3 text-[15px] text-muted">등록된 계좌가 없습니다.</p>
          )}
          {saved && (
            <p role="status" className="mt-3 text-[15px] font-semibold text-brand-700">
              정산 계좌가 변경되었습니다.
            </p>
          )}
          {!changing && (
            <Button
              type="button"
              variant="outline"
              className="mt-4"
              onClick={() => {
                setChanging(true);
                setSaved(false);
              }}
            >
              {account.data ? '계좌 변경' : '계좌 등록'}
            </Button>
          )}
        </Card>
      )}

      {changing && (
        <Card className="space-y-5">
          <h2 className="text-lg font-bold text-ink">계좌 변경</h2>
          <section className="space-y-2">
            <h3 className="font-semibold text-ink">1. 새 계좌 인증</h3>
            <BankVerification holderHint={certified?.name} onVerified={setVerification} />
          </section>
          <section className="space-y-2">
            <h3 className="font-semibold text-ink">2. 휴대폰 본인인증</h3>
            {certified ? (
              <p className="text-[15px]">
                <strong>{certified.name}</strong>님 본인인증이 완료되었습니다.
              </p>
            ) : (
              <Button type="button" variant="primary" onClick={open}>
                휴대폰 본인인증
              </Button>
            )}
          </section>
          {problem && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-[15px] text-red-700">
              {problem}
            </p>
          )}
          <div className="grid grid-cols-2 gap-2">
            <Button type="button" variant="outline" onClick={() => setChanging(false)}>
              취소
            </Button>
            <Button
              type="button"
              variant="primary"
              disabled={!verification?.isSuccess || !certified || sending}
              onClick={save}
            >
              계좌 변경 저장
            </Button>
          </div>
        </Card>
      )}
    </div>
  );
}
