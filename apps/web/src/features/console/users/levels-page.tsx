import { zodResolver } from '@hookform/resolvers/zod';
import { formatWon, type LevelVersion, levelChangeInput, levelInput } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ConsolePageTitle, Panel } from '@/components/console/panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Checkbox, SelectField, TextField } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { consoleLevelsQuery, useCancelLevelVersion, useSaveLevel } from './grades-api.ts';
import { effectiveLabel, VersionsTable } from './versions-table.tsx';

const wonText = z
  .string()
  .trim()
  .regex(/^[0-9][0-9,]*$/, '금액을 숫자로 입력해주세요');
const levelForm = z.object({
  target: z.string(),
  code: z.string().trim(),
  name: z.string(),
  threshold: wonText,
  amount: wonText,
  retired: z.boolean(),
  effectiveFrom: z.string(),
});
type LevelForm = z.infer<typeof levelForm>;

const emptyLevel: LevelForm = {
  target: '',
  code: '',
  name: '',
  threshold: '',
  amount: '',
  retired: false,
  effectiveFrom: '',
};
const levelFormOf = (l: LevelVersion): LevelForm => ({
  ...emptyLevel,
  target: l.code,
  code: l.code,
  name: l.name,
  threshold: String(l.threshold),
  amount: String(l.amount),
});

/** The request, checked by the contract so the browser says what the server would. */
function levelRequestOf(form: LevelForm) {
  const won = (text: string) => Number(text.replaceAll(',', ''));
  const fields = { name: form.name, threshold: won(form.threshold), amount: won(form.amount) };
  const effectiveFrom = form.effectiveFrom || undefined;
  const parsed = form.target
    ? levelChangeInput.safeParse({ ...fields, retired: form.retired, effectiveFrom })
    : levelInput.safeParse({ ...fields, code: form.code, effectiveFrom: effectiveFrom ?? '' });
  if (parsed.success) return { ok: true as const, code: form.target || undefined, input: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0] ?? 'name') as keyof LevelForm;
  const message = field === 'effectiveFrom' && !effectiveFrom ? '적용일을 입력해주세요' : issue.message;
  return { ok: false as const, field, message };
}

const levelColumns = ['레벨명', '코드', '추천회원 월 구매실적', '장려금'];
const levelCells = (l: LevelVersion) => [
  l.name,
  l.code,
  `${formatWon(l.threshold)} 이상`,
  formatWon(l.amount),
];

/** /console/user-levels: the 장려 sales tiers in effect, scheduled versions, and a change to schedule. */
export function ConsoleUserLevelsPage() {
  const levels = useQuery(consoleLevelsQuery());
  const cancel = useCancelLevelVersion();
  const [picked, setPicked] = useState<LevelForm>(emptyLevel);

  const cancelVersion = (l: LevelVersion) => {
    if (!window.confirm(`${effectiveLabel(l.effectiveFrom)} 적용될 '${l.name}' 변경을 취소할까요?`)) return;
    cancel.mutate(l._id, { onError: (e) => window.alert(errorMessage(e)) });
  };

  return (
    <>
      <ConsolePageTitle
        title="회원 레벨 관리"
        description="추천회원 월 구매실적에 따른 장려 수당(BONUS__SALES) 구간입니다. 달성한 가장 높은 구간 하나만 지급합니다. 변경은 저장 후 3개월이 지나야 적용됩니다."
      />
      {levels.isPending ? (
        <Loading />
      ) : levels.isError ? (
        <ErrorState error={levels.error} onRetry={() => levels.refetch()} />
      ) : (
        <div className="space-y-5">
          <Panel title="적용 중인 레벨" titleId="levels-in-effect">
            {levels.data.levels.length === 0 ? (
              <Empty message="적용 중인 레벨이 없습니다" className="border-none" />
            ) : (
              <VersionsTable
                caption="적용 중인 레벨"
                columns={[...levelColumns, '']}
                rows={levels.data.levels}
                cells={(l) => [
                  ...levelCells(l),
                  <Button key="edit" size="sm" variant="outline" onClick={() => setPicked(levelFormOf(l))}>
                    변경
                  </Button>,
                ]}
              />
            )}
          </Panel>
          <Panel title="예약된 변경" titleId="levels-scheduled">
            {levels.data.scheduled.length === 0 ? (
              <Empty message="예약된 변경이 없습니다" className="border-none" />
            ) : (
              <VersionsTable
                caption="예약된 레벨 변경"
                columns={['적용일', ...levelColumns, '구분']}
                rows={levels.data.scheduled}
                cells={(l) => [
                  effectiveLabel(l.effectiveFrom),
                  ...levelCells(l),
                  l.retired ? '폐지' : '변경',
                ]}
                onCancel={cancelVersion}
                cancelling={cancel.isPending}
              />
            )}
          </Panel>
          <LevelChangeForm
            key={`${picked.target}-${levels.data.levels.length}`}
            initial={picked}
            tiers={levels.data.levels}
            earliest={levels.data.earliestEffectiveDay}
            onPick={setPicked}
          />
        </div>
      )}
    </>
  );
}

function LevelChangeForm({
  initial,
  tiers,
  earliest,
  onPick,
}: {
  initial: LevelForm;
  tiers: LevelVersion[];
  earliest: string;
  onPick: (form: LevelForm) => void;
}) {
  const save = useSaveLevel();
  const [serverError, setServerError] = useState<string>();
  const [done, setDone] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LevelForm>({ resolver: zodResolver(levelForm), defaultValues: initial });
  const isNew = !initial.target;

  const submit = handleSubmit(async (form) => {
    setServerError(undefined);
    setDone(undefined);
    const request = levelRequestOf(form);
    if (!request.ok) {
      setError(request.field, { message: request.message });
      return;
    }
    try {
      await save.mutateAsync(request);
      setDone(
        form.effectiveFrom ? `${form.effectiveFrom}부터 적용되도록 예약했습니다` : '레벨명을 바꿨습니다',
      );
      if (isNew) reset(emptyLevel);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <Panel title={isNew ? '레벨 추가 예약' : `'${initial.name}' 레벨 변경 예약`} titleId="level-change">
      <form onSubmit={submit} noValidate className="space-y-4">
        <SelectField
          label="대상"
          value={initial.target}
          onChange={(e) => {
            const l = tiers.find((x) => x.code === e.target.value);
            onPick(l ? levelFormOf(l) : emptyLevel);
          }}
        >
          <option value="">새 레벨</option>
          {tiers.map((l) => (
            <option key={l.code} value={l.code}>
              {l.name} ({l.code})
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {isNew && (
            <TextField
              label="레벨 코드"
              required
              placeholder="DIAMOND"
              {...register('code')}
              error={errors.code?.message}
            />
          )}
          <TextField label="레벨명" required {...register('name')} error={errors.name?.message} />
          <TextField
            label="월 구매실적 기준 (원)"
            required
            inputMode="numeric"
            {...register('threshold')}
            error={errors.threshold?.message}
          />
          <TextField
            label="장려금 (원)"
            required
            inputMode="numeric"
            {...register('amount')}
            error={errors.amount?.message}
          />
          <TextField
            label="적용일"
            type="date"
            required={isNew}
            min={earliest}
            hint={`${earliest} 이후${isNew ? '' : ' (레벨명만 바꿀 때는 비워 두면 즉시 적용)'}`}
            {...register('effectiveFrom')}
            error={errors.effectiveFrom?.message}
          />
        </div>
        {!isNew && <Checkbox label="이 레벨을 적용일부터 폐지" {...register('retired')} />}
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
            {isNew ? '레벨 추가 예약' : '변경 저장'}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
