import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate, type MemberGradeInput, memberGradeInput } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Panel } from '@/components/console/panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SelectField, TextField } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { consoleGradesQuery, memberGradeQuery, useSetMemberGrade } from './grades-api.ts';

/** What the operator fills in; the member's updatedAt comes from what the screen read. */
const gradeForm = memberGradeInput.omit({ updatedAt: true });
type GradeForm = Omit<MemberGradeInput, 'updatedAt'>;

/**
 * 등급 on /console/users/:_user: the member's grade and a change by hand with a reason (it holds
 * until the next settlement re-grades every member).
 */
export function MemberGradeControl({ _user }: { _user: string }) {
  const grade = useQuery(memberGradeQuery(_user));
  const ladder = useQuery(consoleGradesQuery());
  const change = useSetMemberGrade(_user);
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<GradeForm>({
    resolver: zodResolver(gradeForm),
    defaultValues: { _grade: '', reason: '' },
  });

  const submit = handleSubmit(async (input) => {
    setServerError(undefined);
    try {
      // the member as this screen last read them: a change made since by someone else is refused (409)
      await change.mutateAsync({ ...input, updatedAt: grade.data?.grade.updatedAt ?? '' });
      reset({ _grade: '', reason: '' });
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  const current = grade.data?.grade;
  return (
    <Panel title="등급" titleId="member-grade">
      <p className="mb-3 text-sm text-ink">
        현재 등급 <strong data-testid="member-grade-name">{current?.name ?? '…'}</strong>
        {current?.setAt && <span className="text-muted"> ({formatDate(current.setAt)} 변경)</span>}
      </p>
      <form onSubmit={submit} noValidate aria-label="등급 변경" className="space-y-3">
        <SelectField label="변경할 등급" {...register('_grade')} error={errors._grade?.message}>
          <option value="">선택</option>
          {(ladder.data?.grades ?? []).map((g) => (
            <option key={g.code} value={g.code}>
              {g.name}
            </option>
          ))}
        </SelectField>
        <TextField label="등급 조정 사유" required {...register('reason')} error={errors.reason?.message} />
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            등급 적용
          </Button>
        </div>
      </form>
      {serverError && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {serverError}
        </p>
      )}
    </Panel>
  );
}
