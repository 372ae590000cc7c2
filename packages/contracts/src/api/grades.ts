import { z } from 'zod';
import { gradeCriteria } from '../enums.ts';
import { seoulDay, seoulDayStart } from '../format.ts';
import { id } from '../validation.ts';
import { listSummary, timestamp } from './common.ts';
import { periodDay } from './period.ts';
import { LEGAL_CAP_BP } from './settings.ts';

/**
 * Grades, 장려 levels and plan rates in time (DOMAIN.md "Grades", "BONUS__SALES", "Rates in time";
 * console /console/user-grades, /console/user-levels, the product editor's 수당률, the legal cap).
 */

/** A plan-rate change may take effect no earlier than this many months after it is saved. */
export const RATE_NOTICE_MONTHS = 3;
export const RATE_TOO_EARLY = '수당 변경은 저장 후 3개월이 지나야 적용됩니다';

/** The instant 3 calendar months (Seoul) after `savedAt`: the earliest a change saved then may apply. */
export function rateNoticeEnds(savedAt: Date): Date {
  const day = seoulDay(savedAt);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + RATE_NOTICE_MONTHS;
  const year = y + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const target = `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
  return new Date(seoulDayStart(target).getTime() + (savedAt.getTime() - seoulDayStart(day).getTime()));
}

/** The first Seoul day whose 00:00 is not before `rateNoticeEnds(savedAt)`: the form's earliest date. */
export function earliestEffectiveDay(savedAt: Date): string {
  const ends = rateNoticeEnds(savedAt);
  const start = seoulDayStart(ends);
  return seoulDay(start.getTime() === ends.getTime() ? start : seoulDayStart(ends, 1));
}

/** A change takes effect at 00:00 (Seoul) of the day the operator picks. */
export const effectiveDay = periodDay;

const bp = (label: string, max = 10_000) =>
  z
    .number({ error: `${label}을 숫자로 입력해주세요` })
    .int(`${label}은 0.01% 단위로 입력해주세요`)
    .min(0, `${label}은 0% 이상이어야 합니다`)
    .max(max, `${label}은 ${max / 100}% 이하여야 합니다`);

const code = (label: string) =>
  z
    .string({ error: `${label} 코드를 입력해주세요` })
    .trim()
    .regex(
      /^[A-Z][A-Z0-9_]{1,19}$/,
      `${label} 코드는 영문 대문자로 시작하는 영문 대문자·숫자·_ 2~20자로 입력해주세요`,
    );

const name = (label: string) =>
  z
    .string({ error: `${label}명을 입력해주세요` })
    .trim()
    .min(1, `${label}명을 입력해주세요`)
    .max(20, `${label}명은 20자 이하로 입력해주세요`);

const threshold = z
  .number({ error: '기준값을 숫자로 입력해주세요' })
  .int('기준값은 정수로 입력해주세요')
  .min(0, '기준값은 0 이상이어야 합니다')
  .max(100_000_000_000, '기준값이 너무 큽니다');

// ---- grades ----

export const gradeFields = z.object({
  name: name('등급'),
  rank: z
    .number({ error: '순위를 숫자로 입력해주세요' })
    .int('순위는 정수로 입력해주세요')
    .min(0, '순위는 0 이상이어야 합니다')
    .max(99, '순위는 99 이하여야 합니다'),
  criterion: z.enum(gradeCriteria, { error: '등급 기준을 선택해주세요' }),
  threshold,
  pointRateBp: bp('적립률'),
  bonusRateBp: bp('직급수당률'),
});

/** POST /api/console/users/grades: a new grade on the ladder from `effectiveFrom`. */
export const gradeInput = gradeFields.extend({ code: code('등급'), effectiveFrom: effectiveDay });
export type GradeInput = z.input<typeof gradeInput>;

/**
 * PUT /api/console/users/grades/{code}: the grade as it will hold from `effectiveFrom`, or retired
 * then. A change of the name alone may leave `effectiveFrom` out: it applies at once.
 */
export const gradeChangeInput = gradeFields.extend({
  retired: z.boolean().default(false),
  effectiveFrom: effectiveDay.optional(),
});
export type GradeChangeInput = z.input<typeof gradeChangeInput>;

export const gradeVersion = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  rank: z.number().int(),
  criterion: z.enum(gradeCriteria),
  threshold: z.number().int(),
  pointRateBp: z.number().int(),
  bonusRateBp: z.number().int(),
  retired: z.boolean(),
  effectiveFrom: timestamp,
  createdAt: timestamp,
});
export type GradeVersion = z.infer<typeof gradeVersion>;

export const consoleGradesEnvelope = z.object({
  summary: listSummary,
  /** the ladder in effect now, lowest rank first, with the members holding each grade */
  grades: z.array(gradeVersion.extend({ memberCount: z.number().int() })),
  /** versions saved to take effect later, soonest first */
  scheduled: z.array(gradeVersion),
  /** the first day a change saved now may take effect */
  earliestEffectiveDay: z.string(),
});
export type ConsoleGradesEnvelope = z.infer<typeof consoleGradesEnvelope>;
export const gradeVersionEnvelope = z.object({ grade: gradeVersion });

/** PUT /api/console/users/{_id}/grade: an operator sets a member's grade by hand. */
export const memberGradeInput = z.object({
  _grade: z.string({ error: '등급을 선택해주세요' }).trim().min(1, '등급을 선택해주세요').max(20),
  reason: z
    .string({ error: '변경 사유를 입력해주세요' })
    .trim()
    .min(1, '변경 사유를 입력해주세요')
    .max(100, '변경 사유를 100자 이하로 입력해주세요'),
  /** the member's `updatedAt` the screen showed (409 다른 관리자가 먼저 변경했습니다 when stale) */
  updatedAt: z.iso.datetime({ offset: true, error: '회원 정보를 다시 불러와주세요' }),
});
export type MemberGradeInput = z.input<typeof memberGradeInput>;

export const memberGrade = z.object({
  _user: z.string(),
  code: z.string(),
  name: z.string(),
  /** when an operator or a settlement last set it; null while the member holds the grade of joining */
  setAt: timestamp.nullable(),
  /** the member's last change: what a grade change sends back */
  updatedAt: timestamp,
});
export type MemberGrade = z.infer<typeof memberGrade>;
export const memberGradeEnvelope = z.object({ grade: memberGrade });

// ---- levels ----

export const levelFields = z.object({
  name: name('레벨'),
  threshold,
  amount: z
    .number({ error: '장려금을 숫자로 입력해주세요' })
    .int('장려금은 원 단위 정수로 입력해주세요')
    .min(0, '장려금은 0원 이상이어야 합니다')
    .max(100_000_000, '장려금이 너무 큽니다'),
});

export const levelInput = levelFields.extend({ code: code('레벨'), effectiveFrom: effectiveDay });
export type LevelInput = z.input<typeof levelInput>;
export const levelChangeInput = levelFields.extend({
  retired: z.boolean().default(false),
  effectiveFrom: effectiveDay.optional(),
});
export type LevelChangeInput = z.input<typeof levelChangeInput>;

export const levelVersion = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  threshold: z.number().int(),
  amount: z.number().int(),
  retired: z.boolean(),
  effectiveFrom: timestamp,
  createdAt: timestamp,
});
export type LevelVersion = z.infer<typeof levelVersion>;

export const consoleLevelsEnvelope = z.object({
  summary: listSummary,
  levels: z.array(levelVersion),
  scheduled: z.array(levelVersion),
  earliestEffectiveDay: z.string(),
});
export type ConsoleLevelsEnvelope = z.infer<typeof consoleLevelsEnvelope>;
export const levelVersionEnvelope = z.object({ level: levelVersion });

// ---- scheduled plan-rate changes ----

export const rateChangeKinds = ['PRODUCT_BONUS_RATE', 'LEGAL_CAP'] as const;
export type RateChangeKind = (typeof rateChangeKinds)[number];
export const rateChangeKindLabel: Record<RateChangeKind, string> = {
  PRODUCT_BONUS_RATE: '상품 수당률',
  LEGAL_CAP: '수당 법정 한도',
};

/** POST /api/console/rate-changes: a product's 수당률 or the legal cap, from `effectiveFrom`. */
export const rateChangeInput = z
  .object({
    kind: z.enum(rateChangeKinds, { error: '변경 항목을 선택해주세요' }),
    _product: id.optional(),
    rateBp: bp('수당률'),
    effectiveFrom: effectiveDay,
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'PRODUCT_BONUS_RATE' && !c._product) {
      ctx.addIssue({ code: 'custom', path: ['_product'], message: '상품을 선택해주세요' });
    }
    if (c.kind === 'LEGAL_CAP' && c.rateBp > LEGAL_CAP_BP) {
      ctx.addIssue({ code: 'custom', path: ['rateBp'], message: '법정 한도 35% 이하로 입력해주세요' });
    }
  });
export type RateChangeInput = z.input<typeof rateChangeInput>;

export const rateChangesQuery = z.object({
  kind: z.enum(rateChangeKinds, { error: '변경 항목이 올바르지 않습니다' }).optional(),
  _product: id.optional(),
});

export const rateChange = z.object({
  _id: z.string(),
  kind: z.enum(rateChangeKinds),
  _product: z.string().nullable(),
  rateBp: z.number().int(),
  effectiveFrom: timestamp,
  createdAt: timestamp,
});
export type RateChange = z.infer<typeof rateChange>;
export const rateChangesEnvelope = z.object({
  summary: listSummary,
  /** the changes not yet applied nor canceled, soonest first */
  rateChanges: z.array(rateChange),
  earliestEffectiveDay: z.string(),
});
export type RateChangesEnvelope = z.infer<typeof rateChangesEnvelope>;
export const rateChangeEnvelope = z.object({ rateChange });
