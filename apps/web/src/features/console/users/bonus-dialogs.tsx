import { type ConsoleWithdrawal, seoulDay } from '@shop/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent } from '@/components/ui/dialog.tsx';
import { TextAreaField, TextField } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatNumber } from '@/lib/format.ts';
import { exportTaxReport, useDecideWithdrawal } from './bonuses-api.ts';
import { MemberPicker } from './point-adjust-dialog.tsx';

/** The console's 수당/점수 dialogs: 조정, 입금완료 / 반려, 사업소득 지급명세. */

function Problem({ text }: { text?: string }) {
  return text ? (
    <p role="alert" className="rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-danger">
      {text}
    </p>
  ) : null;
}

type Member = { _id: string; username: string; name: string };

/** 지급/차감 with a reason (수당 or 점수); refusals stay beside the form, which keeps its values. */
export function AdjustDialog({
  title,
  unit,
  submit,
  onDone,
  withPurchase = false,
}: {
  title: string;
  unit: string;
  submit: (input: { _user: string; amount: number; reason: string; _purchase?: string }) => Promise<string>;
  onDone: () => void;
  withPurchase?: boolean;
}) {
  const [member, setMember] = useState<Member>();
  const [direction, setDirection] = useState<'GRANT' | 'DEDUCT'>('GRANT');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [purchase, setPurchase] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount.replaceAll(',', ''));
    if (!member) return setProblem('회원을 선택해주세요');
    if (!Number.isInteger(value) || value <= 0) return setProblem(`${unit}을 1 이상 숫자로 입력해주세요`);
    if (!reason.trim()) return setProblem('변경 사유를 입력해주세요');
    setBusy(true);
    setProblem(undefined);
    try {
      const done = await submit({
        _user: member._id,
        amount: direction === 'GRANT' ? value : -value,
        reason: reason.trim(),
        ...(purchase.trim() ? { _purchase: purchase.trim() } : {}),
      });
      onDone();
      window.alert(done);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <DialogContent title={title} description="사유와 처리자가 내역에 남습니다.">
      <form onSubmit={send} noValidate className="space-y-4" aria-label={title}>
        <MemberPicker chosen={member} onChoose={setMember} />
        <fieldset className="flex gap-4">
          <legend className="mb-1.5 text-sm font-semibold text-ink">구분</legend>
          {(['GRANT', 'DEDUCT'] as const).map((d) => (
            <label key={d} className="flex items-center gap-1.5 text-sm">
              <input type="radio" checked={direction === d} onChange={() => setDirection(d)} />
              {d === 'GRANT' ? '지급' : '차감'}
            </label>
          ))}
        </fieldset>
        <TextField
          label={unit}
          required
          inputMode="numeric"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        {withPurchase && (
          <TextField
            label="관련 구매 ID (선택)"
            hint="추천회원의 구매를 지정하면 '추천회원 수동조정'으로 기록됩니다"
            value={purchase}
            onChange={(e) => setPurchase(e.target.value)}
          />
        )}
        <TextAreaField
          label="변경 사유"
          required
          maxLength={100}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <Problem text={problem} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onDone}>
            취소
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {direction === 'GRANT' ? '지급' : '차감'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}

/** 입금완료 (with the deposit's date) or 반려 (with a reason; the amount goes back to the balance). */
export function DecideDialog({ withdrawal, onDone }: { withdrawal: ConsoleWithdrawal; onDone: () => void }) {
  const decide = useDecideWithdrawal();
  const [paidAt, setPaidAt] = useState(seoulDay(new Date()));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const run = async (
    body: { status: 'APPROVED'; paidAt: string } | { status: 'REJECTED'; reason: string },
  ) => {
    setProblem(undefined);
    try {
      await decide.mutateAsync({ _id: withdrawal._id, ...body });
      onDone();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  const { meta } = withdrawal;
  return (
    <DialogContent
      title="출금 처리"
      description={`${withdrawal.user.name} (${withdrawal.user.username}) · ${meta.bank.name} ${meta.bank.accountNumber} ${meta.bank.accountHolder} · 이체금액 ${formatNumber(meta.net)}원`}
    >
      <div className="space-y-5">
        <form
          aria-label="입금완료"
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void run({ status: 'APPROVED', paidAt });
          }}
        >
          <TextField
            label="입금일"
            type="date"
            className="flex-1"
            value={paidAt}
            onChange={(e) => setPaidAt(e.target.value)}
          />
          <Button type="submit" disabled={decide.isPending}>
            입금완료
          </Button>
        </form>
        <form
          aria-label="반려"
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) return setProblem('반려 사유를 입력해주세요');
            void run({ status: 'REJECTED', reason: reason.trim() });
          }}
        >
          <TextAreaField
            label="반려 사유"
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="flex justify-end">
            <Button type="submit" variant="outline" disabled={decide.isPending}>
              반려 (수당 환원)
            </Button>
          </div>
        </form>
        <Problem text={problem} />
      </div>
    </DialogContent>
  );
}

/** 사업소득 지급명세: a month and the reason for reading resident registration numbers. */
export function TaxReportDialog({ onDone }: { onDone: () => void }) {
  const [month, setMonth] = useState(seoulDay(new Date()).slice(0, 7));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setProblem('다운로드 사유를 입력해주세요');
    setBusy(true);
    setProblem(undefined);
    try {
      const file = await exportTaxReport(month, reason.trim());
      const link = document.createElement('a');
      link.href = URL.createObjectURL(file.blob);
      link.download = file.filename ?? `사업소득지급명세_${month}.xlsx`;
      link.click();
      URL.revokeObjectURL(link.href);
      onDone();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <DialogContent
      title="사업소득 지급명세"
      description="주민등록번호가 포함된 파일입니다. 다운로드 사유와 처리자가 기록됩니다."
    >
      <form onSubmit={send} noValidate className="space-y-4" aria-label="사업소득 지급명세">
        <TextField
          label="지급월"
          type="month"
          required
          value={month}
          onChange={(e) => setMonth(e.target.value)}
        />
        <TextAreaField
          label="다운로드 사유"
          required
          maxLength={100}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <Problem text={problem} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onDone}>
            취소
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            엑셀 다운로드
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
