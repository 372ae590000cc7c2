import { formatWon, type LevelVersion, levelChangeInput, levelInput } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { TextField } from '@/components/ui/field.tsx';
import { consoleLevelsQuery, useCancelLevelVersion, useSaveLevel } from './grades-api.ts';
import { useVersionChange, versionRequestOf } from './version-form.ts';
import { type ChangeFormProps, VersionChangePanel, VersionsScreen } from './versions-screen.tsx';

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
  return versionRequestOf(form, fields, { input: levelInput, change: levelChangeInput });
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
  return (
    <VersionsScreen
      id="level"
      noun="레벨"
      title="회원 레벨 관리"
      description="추천회원 월 구매실적에 따른 장려 수당(BONUS__SALES) 구간입니다. 달성한 가장 높은 구간 하나만 지급합니다. 변경은 저장 후 3개월이 지나야 적용됩니다."
      query={levels}
      rowsOf={(data) => data.levels}
      inEffectTitle="적용 중인 레벨"
      inEffectEmpty="적용 중인 레벨이 없습니다"
      columns={levelColumns}
      cells={levelCells}
      cancel={cancel}
      changeForm={(props) => <LevelChangeForm {...props} />}
    />
  );
}

function LevelChangeForm(props: ChangeFormProps<LevelVersion>) {
  const save = useSaveLevel();
  const { form, change } = useVersionChange({
    noun: '레벨',
    schema: levelForm,
    initial: props.picked ? levelFormOf(props.picked) : emptyLevel,
    empty: emptyLevel,
    requestOf: levelRequestOf,
    save: save.mutateAsync,
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <VersionChangePanel {...props} change={change} titleId="level-change" codePlaceholder="DIAMOND">
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
    </VersionChangePanel>
  );
}
