import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ConsoleUserEditBody,
  type consoleUserDetail,
  consoleUserEditBody,
  type SponsorChangeBody,
  sponsorChangeBody,
} from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { TextAreaField, TextField } from '@/components/ui/field.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { formatPhone } from '@/lib/format.ts';
import { Problem } from './adjust-dialogs.tsx';
import { useChangeSponsor, useEditMember, userDetailQuery } from './api.ts';
import { type Member, MemberPicker } from './member-picker.tsx';

/**
 * The operator's edits of a member: 기본정보 and 추천인. Each sends the `updatedAt` this screen showed;
 * when another operator saved first the server answers 409 다른 관리자가 먼저 변경했습니다, the form keeps
 * what was typed, and 최신 정보 불러오기 reloads the member to compare before saving again.
 */

type Detail = z.output<typeof consoleUserDetail>;

function useSaveOutcome(_user: string) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<{ text: string; stale: boolean }>();
  const fail = (error: unknown) => {
    // 403 was already alerted by the API client.
    if (isApiError(error) && error.status === 403) return;
    setProblem({ text: errorMessage(error), stale: isApiError(error) && error.status === 409 });
  };
  const reload = () => {
    setProblem(undefined);
    void queryClient.invalidateQueries({ queryKey: userDetailQuery(_user).queryKey });
  };
  return { problem, clear: () => setProblem(undefined), fail, reload };
}

function Outcome({ outcome }: { outcome: ReturnType<typeof useSaveOutcome> }) {
  if (!outcome.problem) return null;
  return (
    <div className="space-y-2">
      <Problem text={outcome.problem.text} />
      {outcome.problem.stale && (
        <Button type="button" variant="outline" size="sm" onClick={outcome.reload}>
          최신 정보 불러오기
        </Button>
      )}
    </div>
  );
}

/** 기본정보 수정: name, e-mail and phone, with the join form's messages. */
export function ProfileEdit({ user }: { user: Detail }) {
  const edit = useEditMember(user._id);
  const outcome = useSaveOutcome(user._id);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ConsoleUserEditBody, unknown, z.output<typeof consoleUserEditBody>>({
    resolver: zodResolver(consoleUserEditBody),
    defaultValues: {
      name: user.name,
      email: user.email,
      phone: formatPhone(user.phone),
      updatedAt: user.updatedAt,
    },
  });
  const submit = handleSubmit(async (body) => {
    outcome.clear();
    try {
      await edit.mutateAsync({ ...body, updatedAt: user.updatedAt });
      window.alert('기본정보가 수정되었습니다');
    } catch (error) {
      outcome.fail(error);
    }
  });
  if (user.state === 'LEFT')
    return <p className="text-sm text-muted">탈퇴한 회원의 정보는 변경할 수 없습니다.</p>;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-3" aria-label="기본정보 수정">
      <TextField label="이름" required error={errors.name?.message} {...register('name')} />
      <TextField label="이메일" required type="email" error={errors.email?.message} {...register('email')} />
      <TextField
        label="연락처"
        required
        inputMode="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <div className="space-y-3 sm:col-span-3">
        <Outcome outcome={outcome} />
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting || !isDirty} aria-busy={isSubmitting}>
            기본정보 저장
          </Button>
        </div>
      </div>
    </form>
  );
}

/** 추천인 변경: a 정회원 found by name or id, and the reason kept in the history. */
export function SponsorChange({ user }: { user: Detail }) {
  const change = useChangeSponsor(user._id);
  const outcome = useSaveOutcome(user._id);
  const [chosen, setChosen] = useState<Member>();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SponsorChangeBody, unknown, z.output<typeof sponsorChangeBody>>({
    resolver: zodResolver(sponsorChangeBody),
    defaultValues: { _promoter: '', reason: '', updatedAt: user.updatedAt },
  });
  const submit = handleSubmit(async (body) => {
    outcome.clear();
    try {
      await change.mutateAsync({ ...body, updatedAt: user.updatedAt });
      window.alert('추천인이 변경되었습니다');
    } catch (error) {
      outcome.fail(error);
    }
  });
  if (user.state === 'LEFT') return null;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="추천인 변경">
      <p className="text-sm text-muted">
        이후 구매확정되는 주문부터 새 추천인에게 수당이 적립되며, 이미 적립된 수당은 그대로입니다.
      </p>
      <MemberPicker
        label="새 추천인 (정회원)"
        type="PROMOTER"
        chosen={chosen}
        error={errors._promoter?.message}
        onChoose={(m) => {
          setChosen(m);
          setValue('_promoter', m._id, { shouldValidate: true });
        }}
      />
      <TextAreaField
        label="추천인 변경 사유"
        required
        maxLength={200}
        placeholder="변경 이력에 남습니다"
        className="[&_textarea]:min-h-20"
        error={errors.reason?.message}
        {...register('reason')}
      />
      <Outcome outcome={outcome} />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          추천인 변경
        </Button>
      </div>
    </form>
  );
}
