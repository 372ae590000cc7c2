import type { NextGrade } from '@shop/contracts';
import { formatNumber } from '@/lib/format.ts';
import { Progress } from './parts.tsx';

const unitOf = (g: NextGrade) => (g.criterion === 'SCORE__ACCUMULATED' ? '점' : '원');

/** The grade held and the way to the next one: "골드까지 920점 남았습니다". */
export function GradeProgress({
  grade,
  nextGrade,
}: {
  grade: { name: string };
  nextGrade: NextGrade | null;
}) {
  return (
    <div>
      <p className="text-sm text-muted">
        현재 직급{' '}
        <strong className="text-base font-bold text-ink" data-testid="grade-name">
          {grade.name}
        </strong>
      </p>
      {nextGrade ? (
        <div className="mt-3">
          <Progress bp={nextGrade.progressBp} label={`${nextGrade.name}까지 진행률`} />
          <p className="mt-2 text-xs text-muted sm:text-sm">
            {nextGrade.name}까지 {nextGrade.criterionLabel}{' '}
            <strong className="text-ink tabular-nums">
              {formatNumber(nextGrade.missing)}
              {unitOf(nextGrade)}
            </strong>{' '}
            남았습니다 ({formatNumber(nextGrade.current)} / {formatNumber(nextGrade.threshold)}
            {unitOf(nextGrade)})
          </p>
        </div>
      ) : (
        <p className="mt-2 text-xs text-muted sm:text-sm">최고 직급입니다</p>
      )}
    </div>
  );
}
