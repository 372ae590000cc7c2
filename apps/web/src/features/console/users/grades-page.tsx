import {
  type ConsoleGradesEnvelope,
  type GradeVersion,
  gradeCriteria,
  gradeCriterionLabel,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { SelectField, TextField } from '@/components/ui/field.tsx';
import { bpToPercentText } from '@/lib/bonus-rate.ts';
import { formatNumber } from '@/lib/format.ts';
import { emptyGradeForm, gradeForm, gradeFormOf, gradeRequestOf } from './grade-form.ts';
import { consoleGradesQuery, useCancelGradeVersion, useSaveGrade } from './grades-api.ts';
import { useVersionChange } from './version-form.ts';
import { type ChangeFormProps, VersionChangePanel, VersionsScreen } from './versions-screen.tsx';

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
  return (
    <VersionsScreen
      id="grade"
      noun="등급"
      title="회원 등급 관리"
      description="등급 기준과 적립률·직급수당률을 관리합니다. 수당 변경은 저장 후 3개월이 지나야 적용되며, 등급명만 바꾸면 즉시 적용됩니다."
      query={grades}
      rowsOf={(data) => data.grades}
      inEffectTitle="적용 중인 등급표"
      columns={gradeColumns}
      cells={gradeCells}
      extra={{ column: '회원 수', cell: (g) => `${formatNumber(g.memberCount)}명` }}
      cancel={cancel}
      changeForm={(props) => <GradeChangeForm {...props} />}
    />
  );
}

/** A grade of the ladder in effect, with the members holding it. */
type LadderGrade = ConsoleGradesEnvelope['grades'][number];

function GradeChangeForm(props: ChangeFormProps<LadderGrade>) {
  const save = useSaveGrade();
  const { form, change } = useVersionChange({
    noun: '등급',
    schema: gradeForm,
    initial: props.picked ? gradeFormOf(props.picked) : emptyGradeForm,
    empty: emptyGradeForm,
    requestOf: gradeRequestOf,
    save: save.mutateAsync,
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <VersionChangePanel {...props} change={change} titleId="grade-change" codePlaceholder="PLATINUM">
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
    </VersionChangePanel>
  );
}
