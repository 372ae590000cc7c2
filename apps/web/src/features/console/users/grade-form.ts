import {
  type GradeCriterion,
  type GradeVersion,
  gradeChangeInput,
  gradeCriteria,
  gradeInput,
} from '@shop/contracts';
import { z } from 'zod';
import { bpToPercentText, percentTextToBp } from '@/lib/bonus-rate.ts';
import { versionRequestOf } from './version-form.ts';

/**
 * The form of /console/user-grades: rates typed in percent, amounts with commas, then checked by
 * the contract (gradeInput for a new grade, gradeChangeInput for a new version of one) so the
 * browser says what the server would.
 */

const rate = (label: string) =>
  z.string().superRefine((text, ctx) => {
    const bp = percentTextToBp(text);
    if (!bp.ok) ctx.addIssue({ code: 'custom', message: bp.message.replace('수당률', label) });
  });

export const gradeForm = z.object({
  /** '' = a new grade, else the code of the grade changed */
  target: z.string(),
  code: z.string().trim(),
  name: z.string(),
  rank: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, '순위는 0~99의 정수로 입력해주세요'),
  criterion: z.enum(gradeCriteria, { error: '등급 기준을 선택해주세요' }),
  threshold: z
    .string()
    .trim()
    .regex(/^[0-9][0-9,]*$/, '기준값을 숫자로 입력해주세요'),
  pointRate: rate('적립률'),
  bonusRate: rate('직급수당률'),
  retired: z.boolean(),
  effectiveFrom: z.string(),
});
export type GradeForm = z.infer<typeof gradeForm>;

export const emptyGradeForm: GradeForm = {
  target: '',
  code: '',
  name: '',
  rank: '',
  criterion: 'SCORE__ACCUMULATED' as GradeCriterion,
  threshold: '',
  pointRate: '',
  bonusRate: '',
  retired: false,
  effectiveFrom: '',
};

export const gradeFormOf = (g: GradeVersion): GradeForm => ({
  target: g.code,
  code: g.code,
  name: g.name,
  rank: String(g.rank),
  criterion: g.criterion,
  threshold: String(g.threshold),
  pointRate: bpToPercentText(g.pointRateBp),
  bonusRate: bpToPercentText(g.bonusRateBp),
  retired: false,
  effectiveFrom: '',
});

const bpOf = (text: string) => {
  const r = percentTextToBp(text);
  return r.ok ? r.bp : Number.NaN;
};

/** The request the form makes, or the first field the contract refuses with its message. */
export function gradeRequestOf(form: GradeForm) {
  const fields = {
    name: form.name,
    rank: Number(form.rank),
    criterion: form.criterion,
    threshold: Number(form.threshold.replaceAll(',', '')),
    pointRateBp: bpOf(form.pointRate),
    bonusRateBp: bpOf(form.bonusRate),
  };
  const rateFields: Record<string, string> = { pointRateBp: 'pointRate', bonusRateBp: 'bonusRate' };
  return versionRequestOf(
    form,
    fields,
    { input: gradeInput, change: gradeChangeInput },
    (field) => rateFields[field] ?? field,
  );
}
