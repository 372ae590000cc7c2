import { zodResolver } from '@hookform/resolvers/zod';
import { type GradeVersion, gradeCriteria, gradeCriterionLabel } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsolePageTitle, Panel } from '@/components/console/panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Checkbox, SelectField, TextField } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { bpToPercentText } from '@/lib/bonus-rate.ts';
import { formatNumber } from '@/lib/format.ts';
import { emptyGradeForm, type GradeForm, gradeForm, gradeFormOf, gradeRequestOf } from './grade-form.ts';
import { consoleGradesQuery, useCancelGradeVersion, useSaveGrade } from './grades-api.ts';
import { effectiveLabel, VersionsTable } from './versions-table.tsx';

const thresholdText = (g: GradeVersion) =>
  g.criterion === 'SCORE__ACCUMULATED' ? `${formatNumber(g.threshold)}점` : `${formatNumber(g.threshold)}원`;

const gradeCells = (g: GradeVersion) => [
  g.name,
  g.code,
  gradeCriterionLabel[g.criterion],
  thresholdText(g),
  `${bpToPercentText(g.pointRateBp)}%`,
  `${bpToPercentText(g.bonusRateBp)}%`,
];
const gradeColumns = ['등급명', '코드', '기준', '기준값', '적립률', '직급수당률'];

/** /console/user-grades: the ladder in effect, its scheduled versions, and a change to schedule. */
export function ConsoleUserGradesPage() {
  const grades = useQuery(consoleGradesQuery());
  const cancel = useCancelGradeVersion();
  const [picked, setPicked] = useState<GradeForm>(emptyGradeForm);

  const cancelVersion = (g: GradeVersion) => {
    if (!window.confirm(`${effectiveLabel(g.effectiveFrom)} 적용될 '${g.name}' 변경을 취소할까요?`)) return;
    cancel.mutate(g._id, { onError: (e) => window.alert(errorMessage(e)) });
  };

  return (
    <>
      <ConsolePageTitle
        title="회원 등급 관리"
        description="등급 기준과 적립률·직급수당률을 관리합니다. 수당 변경은 저장 후 3개월이 지나야 적용되며, 등급명만 바꾸면 즉시 적용됩니다."
      />
      {grades.isPending ? (
        <Loading />
      ) : grades.isError ? (
        <ErrorState error={grades.error} onRetry={() => grades.refetch()} />
      ) : (
        <div className="space-y-5">
          <Panel title="적용 중인 등급표" titleId="grades-in-effect">
            <VersionsTable
              caption="적용 중인 등급표"
              columns={[...gradeColumns, '회원 수', '']}
              rows={grades.data.grades}
              cells={(g) => [
                ...gradeCells(g),
                `${formatNumber(g.memberCount)}명`,
                <Button key="edit" size="sm" variant="outline" onClick={() => setPicked(gradeFormOf(g))}>
                  변경
                </Button>,
              ]}
            />
          </Panel>
          <Panel title="예약된 변경" titleId="grades-scheduled">
            {grades.data.scheduled.length === 0 ? (
              <Empty message="예약된 변경이 없습니다" className="border-none" />
            ) : (
              <VersionsTable
                caption="예약된 등급 변경"
                columns={['적용일', ...gradeColumns, '구분']}
                rows={grades.data.scheduled}
                cells={(g) => [
                  effectiveLabel(g.effectiveFrom),
                  ...gradeCells(g),
                  g.retired ? '폐지' : '변경',
                ]}
                onCancel={cancelVersion}
                cancelling={cancel.isPending}
              />
            )}
          </Panel>
          <GradeChangeForm
            key={`${picked.target}-${grades.data.grades.length}`}
            initial={picked}
            ladder={grades.data.grades}
            earliest={grades.data.earliestEffectiveDay}
            onPick={setPicked}
          />
        </div>
      )}
    </>
  );
}

function GradeChangeForm({
  initial,
  ladder,
  earliest,
  onPick,
}: {
  initial: GradeForm;
  ladder: GradeVersion[];
  earliest: string;
  onPick: (form: GradeForm) => void;
}) {
  const save = useSaveGrade();
  const [serverError, setServerError] = useState<string>();
  const [done, setDone] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<GradeForm>({ resolver: zodResolver(gradeForm), defaultValues: initial });
  const isNew = !initial.target;

  const submit = handleSubmit(async (form) => {
    setServerError(undefined);
    setDone(undefined);
    const request = gradeRequestOf(form);
    if (!request.ok) {
      setError(request.field, { message: request.message });
      return;
    }
    try {
      await save.mutateAsync(request);
      setDone(
        form.effectiveFrom ? `${form.effectiveFrom}부터 적용되도록 예약했습니다` : '등급명을 바꿨습니다',
      );
      if (isNew) reset(emptyGradeForm);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <Panel title={isNew ? '등급 추가 예약' : `'${initial.name}' 등급 변경 예약`} titleId="grade-change">
      <form onSubmit={submit} noValidate className="space-y-4">
        <SelectField
          label="대상"
          value={initial.target}
          onChange={(e) => {
            const g = ladder.find((x) => x.code === e.target.value);
            onPick(g ? gradeFormOf(g) : emptyGradeForm);
          }}
        >
          <option value="">새 등급</option>
          {ladder.map((g) => (
            <option key={g.code} value={g.code}>
              {g.name} ({g.code})
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {isNew && (
            <TextField
              label="등급 코드"
              required
              placeholder="PLATINUM"
              {...register('code')}
              error={errors.code?.message}
            />
          )}
          <TextField label="등급명" required {...register('name')} error={errors.name?.message} />
          <TextField
            label="순위"
            required
            inputMode="numeric"
            hint="0이 가장 낮은 등급"
            {...register('rank')}
            error={errors.rank?.message}
          />
          <SelectField label="기준" required {...register('criterion')} error={errors.criterion?.message}>
            {gradeCriteria.map((c) => (
              <option key={c} value={c}>
                {gradeCriterionLabel[c]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="기준값 (점 또는 원)"
            required
            inputMode="numeric"
            {...register('threshold')}
            error={errors.threshold?.message}
          />
          <TextField
            label="적립률 (%)"
            required
            inputMode="decimal"
            {...register('pointRate')}
            error={errors.pointRate?.message}
          />
          <TextField
            label="직급수당률 (%)"
            required
            inputMode="decimal"
            {...register('bonusRate')}
            error={errors.bonusRate?.message}
          />
          <TextField
            label="적용일"
            type="date"
            required={isNew}
            min={earliest}
            hint={`${earliest} 이후${isNew ? '' : ' (등급명만 바꿀 때는 비워 두면 즉시 적용)'}`}
            {...register('effectiveFrom')}
            error={errors.effectiveFrom?.message}
          />
        </div>
        {!isNew && <Checkbox label="이 등급을 적용일부터 폐지" {...register('retired')} />}
        {serverError && (
          <p role="alert" className="text-sm text-danger">
            {serverError}
          </p>
        )}
        {done && (
          <p role="status" className="text-sm text-brand-700">
            {done}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isNew ? '등급 추가 예약' : '변경 저장'}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
