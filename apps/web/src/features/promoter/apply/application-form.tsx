import { type HoldVerification, PROMOTER_TERM_CODE, RRN_MESSAGE, rrnBirthDay } from '@shop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useCertification } from '@/components/certification/use-certification.ts';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox, TextField } from '@/components/ui/field.tsx';
import { Card } from '@/components/ui/page-header.tsx';
import { LegalText } from '@/components/ui/prose.tsx';
import { termQuery } from '@/lib/api/terms.ts';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { applyForPromoter, myRequestsQuery } from '../api/application.ts';
import { BankVerification } from '../bank/bank-verification.tsx';

function Step({
  n,
  title,
  done,
  children,
}: {
  n: number;
  title: string;
  done: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`apply-step-${n}`}
      className="border-t border-line pt-5 first:border-0 first:pt-0"
    >
      <h3 id={`apply-step-${n}`} className="mb-3 flex items-center gap-2 text-[16px] font-bold text-ink">
        <span
          aria-hidden
          className={`flex size-7 items-center justify-center rounded-full text-[13px] ${
            done ? 'bg-brand-600 text-white' : 'bg-surface text-muted'
          }`}
        >
          {done ? '✓' : n}
        </span>
        {title}
        {done && <span className="sr-only">(완료)</span>}
      </h3>
      {children}
    </section>
  );
}

/**
 * 정회원 전환 신청: promoter terms → 본인인증 (PROMOTER_APPLICATION) → 1원 계좌 인증 → 주민등록번호 → 신청.
 * Every step keeps what was typed when a later one is refused; a refused certification can be
 * done again on its own.
 */
export function ApplicationForm() {
  const queryClient = useQueryClient();
  const term = useQuery({ ...termQuery(PROMOTER_TERM_CODE), select: (d) => d.term });
  const [agreed, setAgreed] = useState(false);
  const { certified, open, reset } = useCertification('PROMOTER_APPLICATION');
  const [verification, setVerification] = useState<HoldVerification | null>(null);
  const [rrn, setRrn] = useState('');
  const [rrnError, setRrnError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const ready = agreed && !!certified && !!verification?.isSuccess && !!term.data;
  const submit = async () => {
    setProblem(null);
    if (!rrnBirthDay(rrn)) {
      setRrnError(RRN_MESSAGE);
      return;
    }
    setRrnError(null);
    if (!ready || !certified || !verification || !term.data) return;
    setSending(true);
    try {
      await applyForPromoter({
        type: 'PROMOTER_APPROVAL',
        _terms: [term.data._id],
        _certification: certified._id,
        _verification: verification._id,
        residentRegistrationNumber: rrn,
      });
      await queryClient.invalidateQueries({ queryKey: myRequestsQuery.queryKey });
    } catch (error) {
      if (isApiError(error) && error.code === 'RRN_INVALID') setRrnError(error.message);
      else setProblem(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card className="space-y-5">
      <h2 className="text-lg font-bold text-ink">정회원 전환 신청</h2>
      <Step n={1} title="정회원 약관 동의" done={agreed}>
        {term.data && (
          <div className="max-h-48 overflow-y-auto rounded-lg border border-line p-4">
            <LegalText compact html={term.data.content} />
          </div>
        )}
        <Checkbox
          className="mt-3"
          label={`[필수] ${term.data?.subject ?? '정회원 약관'}에 동의합니다`}
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
      </Step>

      <Step n={2} title="휴대폰 본인인증" done={!!certified}>
        {certified ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-[15px]">
              <strong>{certified.name}</strong>님 본인인증이 완료되었습니다.
            </p>
            <Button type="button" size="sm" variant="outline" onClick={reset}>
              다시 인증
            </Button>
          </div>
        ) : (
          <div className="space-y-2">
            <p className="text-[14px] text-muted">
              본인 명의 휴대폰으로 인증해주세요. 인증 후 10분 안에 신청을 마쳐야 합니다.
            </p>
            <Button type="button" variant="primary" onClick={open}>
              휴대폰 본인인증
            </Button>
          </div>
        )}
      </Step>

      <Step n={3} title="수당 받을 계좌 인증" done={!!verification?.isSuccess}>
        <p className="mb-3 text-[14px] text-muted">
          본인인증한 이름과 같은 예금주의 계좌만 등록할 수 있습니다.
        </p>
        <BankVerification holderHint={certified?.name} onVerified={setVerification} />
      </Step>

      <Step n={4} title="주민등록번호 입력" done={!!rrnBirthDay(rrn)}>
        <TextField
          label="주민등록번호"
          required
          inputMode="numeric"
          autoComplete="off"
          placeholder="000000-0000000"
          maxLength={14}
          value={rrn}
          onChange={(event) => setRrn(event.target.value)}
          error={rrnError ?? undefined}
          hint="수당의 원천징수 신고에만 쓰이며 암호화하여 보관합니다."
          className="max-w-xs"
        />
      </Step>

      {problem && (
        <div role="alert" className="space-y-2 rounded-lg bg-red-50 p-3 text-[15px] text-red-700">
          <p>{problem}</p>
        </div>
      )}
      <Button
        type="button"
        variant="primary"
        size="lg"
        className="w-full"
        disabled={!ready || sending}
        onClick={submit}
      >
        정회원 전환 신청
      </Button>
      {!ready && (
        <p className="text-center text-[13px] text-muted">
          약관 동의, 본인인증, 계좌 인증을 마치면 신청할 수 있습니다.
        </p>
      )}
    </Card>
  );
}
