import { zodResolver } from '@hookform/resolvers/zod';
import { formatNumber } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent } from '@/components/ui/dialog.tsx';
import { TextAreaField, TextField } from '@/components/ui/field.tsx';
import { usersListQuery } from '@/lib/api/console-users.ts';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { useDebounced } from '@/lib/use-debounced.ts';
import { useAdjustPoints } from './points-api.ts';

/** The form's fields: a direction and a positive amount, turned into ± won on the way out. */
const adjustForm = z.object({
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
type AdjustForm = z.infer<typeof adjustForm>;

type Member = { _id: string; username: string; name: string };

/** 회원 찾기: name or id, 5 matches to choose from. */
export function MemberPicker({
  chosen,
  onChoose,
  error,
}: {
  chosen?: Member;
  onChoose: (m: Member) => void;
  error?: string;
}) {
  const [text, setText] = useState('');
  const typed = useDebounced(text.trim());
  const key = /^[a-z0-9_]+$/i.test(typed) ? 'username' : 'name';
  const found = useQuery({
    ...usersListQuery({ searchKey: key, searchValue: typed, state: 'ACTIVE', page: 1, pageSize: 5 }),
    enabled: typed.length > 0,
  });
  const shoppers = (found.data?.users ?? []).filter((u) => u.type !== 'OPERATOR');
  return (
    <div className="space-y-2">
      <TextField
        label="회원"
        required
        placeholder="이름 또는 아이디로 검색"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error}
        hint={chosen ? `선택: ${chosen.name} (${chosen.username})` : undefined}
      />
      {typed && shoppers.length > 0 && (
        <ul aria-label="검색된 회원" className="max-h-40 overflow-y-auto rounded-lg border border-line">
          {shoppers.map((u) => (
            <li key={u._id}>
              <button
                type="button"
                aria-pressed={chosen?._id === u._id}
                onClick={() => onChoose(u)}
                className={cn(
                  'w-full px-3 py-2 text-left text-sm hover:bg-surface',
                  chosen?._id === u._id && 'bg-brand-50 font-semibold',
                )}
              >
                {u.name} <span className="text-muted">({u.username})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {typed && found.data && shoppers.length === 0 && (
        <p className="text-sm text-muted">검색된 회원이 없습니다</p>
      )}
    </div>
  );
}

/** 적립금 지급/차감: refusals (over the balance, unknown member) stay beside the form, which keeps its values. */
export function PointAdjustDialog({ onDone }: { onDone: () => void }) {
  const adjust = useAdjustPoints();
  const [member, setMember] = useState<Member>();
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AdjustForm>({
    resolver: zodResolver(adjustForm),
    defaultValues: { _user: '', direction: 'GRANT', amount: '', reason: '' },
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
      window.alert(
        `${form.direction === 'GRANT' ? '지급' : '차감'}되었습니다 (보유 적립금 ${formatNumber(balance)}원)`,
      );
    } catch (error) {
      if (!(isApiError(error) && error.status === 403)) setServerError(errorMessage(error));
    }
  });

  return (
    <DialogContent title="적립금 지급/차감" description="회원의 적립금 내역에 사유와 처리자가 남습니다.">
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="적립금 지급/차감">
        <MemberPicker
          chosen={member}
          error={errors._user?.message}
          onChoose={(m) => {
            setMember(m);
            setValue('_user', m._id, { shouldValidate: true });
          }}
        />
        <fieldset className="flex gap-4">
          <legend className="mb-1.5 text-sm font-semibold text-ink">구분</legend>
          {(['GRANT', 'DEDUCT'] as const).map((d) => (
            <label key={d} className="flex items-center gap-1.5 text-sm">
              <input type="radio" value={d} {...register('direction')} />
              {d === 'GRANT' ? '지급' : '차감'}
            </label>
          ))}
        </fieldset>
        <TextField
          label={direction === 'GRANT' ? '지급 금액(원)' : '차감 금액(원)'}
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
        {serverError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-danger">
            {serverError}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onDone}>
            취소
          </Button>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {direction === 'GRANT' ? '지급' : '차감'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
