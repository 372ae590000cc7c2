import { zodResolver } from '@hookform/resolvers/zod';
import { formatNumber } from '@shop/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent } from '@/components/ui/dialog.tsx';
import { TextAreaField, TextField } from '@/components/ui/field.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { type Member, MemberPicker } from './member-picker.tsx';
import { useAdjustPoints } from './points-api.ts';

/** 지급/차감 with a reason on a member's ledger: 적립금, 수당 and 실적 점수. */

type Direction = 'GRANT' | 'DEDUCT';
const directionLabel: Record<Direction, string> = { GRANT: '지급', DEDUCT: '차감' };

/** A refusal beside the form that caused it. */
export function Problem({ text }: { text?: string }) {
  return text ? (
    <p role="alert" className="rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-danger">
      {text}
    </p>
  ) : null;
}

/**
 * The frame of an adjustment: the member, 지급 or 차감, the ledger's own fields (`children`: the
 * amount, a purchase, the reason), the refusal, and 취소 beside the submit named by the direction.
 */
function AdjustFrame({
  title,
  description,
  onSubmit,
  member,
  memberError,
  onMember,
  direction,
  onDirection,
  problem,
  busy,
  onCancel,
  children,
}: {
  title: string;
  description: string;
  onSubmit: (event: FormEvent) => void;
  member?: Member;
  memberError?: string;
  onMember: (m: Member) => void;
  direction: Direction;
  onDirection: (d: Direction) => void;
  problem?: string;
  busy: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <DialogContent title={title} description={description}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={title}>
        <MemberPicker chosen={member} error={memberError} onChoose={onMember} />
        <fieldset className="flex gap-4">
          <legend className="mb-1.5 text-sm font-semibold text-ink">구분</legend>
          {(['GRANT', 'DEDUCT'] as const).map((d) => (
            <label key={d} className="flex items-center gap-1.5 text-sm">
              <input type="radio" value={d} checked={direction === d} onChange={() => onDirection(d)} />
              {directionLabel[d]}
            </label>
          ))}
        </fieldset>
        {children}
        <Problem text={problem} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onCancel}>
            취소
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {directionLabel[direction]}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}

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
  const [direction, setDirection] = useState<Direction>('GRANT');
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
    <AdjustFrame
      title={title}
      description="사유와 처리자가 내역에 남습니다."
      onSubmit={send}
      member={member}
      onMember={setMember}
      direction={direction}
      onDirection={setDirection}
      problem={problem}
      busy={busy}
      onCancel={onDone}
    >
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
    </AdjustFrame>
  );
}

/** The 적립금 form's fields: a direction and a positive amount, turned into ± won on the way out. */
const pointAdjustForm = z.object({
  _user: z.string().min(1, '회원을 선택해주세요'),
  direction: z.enum(['GRANT', 'DEDUCT']),
  amount: z
    .string()
    .trim()
    .regex(/^[1-9][0-9,]*$/, '금액을 1원 이상 숫자로 입력해주세요'),
  reason: z
    .string()
    .trim()
    .min(1, '변경 사유를 입력해주세요')
    .max(100, '변경 사유를 100자 이하로 입력해주세요'),
});
type PointAdjustForm = z.infer<typeof pointAdjustForm>;

/**
 * 적립금 지급/차감: each field says what it misses; refusals (over the balance, unknown member) stay
 * beside the form, which keeps its values. A 403 is already announced by the API client. `member`
 * chooses the member beforehand (the member page's 적립금 tab).
 */
export function PointAdjustDialog({ onDone, member: given }: { onDone: () => void; member?: Member }) {
  const adjust = useAdjustPoints();
  const [member, setMember] = useState<Member | undefined>(given);
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PointAdjustForm>({
    resolver: zodResolver(pointAdjustForm),
    defaultValues: { _user: given?._id ?? '', direction: 'GRANT', amount: '', reason: '' },
  });
  const direction = watch('direction');

  const submit = handleSubmit(async (form) => {
    setServerError(undefined);
    const won = Number(form.amount.replaceAll(',', ''));
    try {
      const { balance } = await adjust.mutateAsync({
        _user: form._user,
        amount: form.direction === 'GRANT' ? won : -won,
        reason: form.reason,
      });
      onDone();
      window.alert(`${directionLabel[form.direction]}되었습니다 (보유 적립금 ${formatNumber(balance)}원)`);
    } catch (error) {
      if (!(isApiError(error) && error.status === 403)) setServerError(errorMessage(error));
    }
  });

  return (
    <AdjustFrame
      title="적립금 지급/차감"
      description="회원의 적립금 내역에 사유와 처리자가 남습니다."
      onSubmit={submit}
      member={member}
      memberError={errors._user?.message}
      onMember={(m) => {
        setMember(m);
        setValue('_user', m._id, { shouldValidate: true });
      }}
      direction={direction}
      onDirection={(d) => setValue('direction', d)}
      problem={serverError}
      busy={isSubmitting}
      onCancel={onDone}
    >
      <TextField
        label={`${directionLabel[direction]} 금액(원)`}
        required
        inputMode="numeric"
        error={errors.amount?.message}
        {...register('amount')}
      />
      <TextAreaField
        label="변경 사유"
        required
        maxLength={100}
        className="[&_textarea]:min-h-20"
        error={errors.reason?.message}
        {...register('reason')}
      />
    </AdjustFrame>
  );
}
