import { type ConsoleWithdrawal, seoulDay } from '@shop/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent } from '@/components/ui/dialog.tsx';
import { TextAreaField, TextField } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatNumber } from '@/lib/format.ts';
import { Problem } from './adjust-dialogs.tsx';
import { exportTaxReport, useDecideWithdrawal } from './bonuses-api.ts';

/** The console's withdrawal dialogs: 입금완료 / 반려, 사업소득 지급명세. */

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
