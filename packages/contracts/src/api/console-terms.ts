import { z } from 'zod';
import { id } from '../validation.ts';
import { changeReason } from './common.ts';
import { periodDay } from './period.ts';
import { termVersionStates } from './terms.ts';

/**
 * /api/console/terms (DOMAIN.md "Terms versions"): operators write a term's first text, then
 * amendments that take effect after the notice of settings.terms (7 days, 30 for 불리한 변경).
 */

export const TERM_AGREED_DELETE = '동의한 회원이 있는 약관은 삭제할 수 없습니다';
export const TERM_NOTICE_TOO_SHORT = (days: number) => `시행일은 ${days}일 이후로 지정해주세요`;

/** A term's version as the console lists it, with its text. */
export const consoleTermVersion = z.object({
  _id: z.string(),
  version: z.number().int(),
  content: z.string(),
  effectiveAt: z.string(),
  adverse: z.boolean(),
  reason: z.string().nullable(),
  state: z.enum(termVersionStates),
  /** the operator who wrote it; null for the shop's first texts */
  by: z.string().nullable(),
  createdAt: z.string(),
});
export type ConsoleTermVersion = z.infer<typeof consoleTermVersion>;

const versionBrief = z.object({ version: z.number().int(), effectiveAt: z.string(), adverse: z.boolean() });

export const consoleTerm = z.object({
  _id: z.string(),
  code: z.string(),
  subject: z.string(),
  necessary: z.boolean(),
  order: z.number().int(),
  withdrawn: z.boolean(),
  current: versionBrief,
  scheduled: versionBrief.nullable(),
  /** members who agreed to it (any version) */
  agreements: z.number().int(),
  /** what an edit sends back as `updatedAt` (409 when someone changed the term since) */
  updatedAt: z.string(),
});
export type ConsoleTerm = z.infer<typeof consoleTerm>;
export const consoleTermDetail = consoleTerm.extend({
  versions: z.array(consoleTermVersion),
  /** the notice of settings.terms as of now: the earliest effective day of an amendment */
  notice: z.object({
    days: z.number().int(),
    earliest: z.string(),
    adverseDays: z.number().int(),
    adverseEarliest: z.string(),
  }),
});
export type ConsoleTermDetail = z.infer<typeof consoleTermDetail>;

export const consoleTermsEnvelope = z.object({ terms: z.array(consoleTerm) });
export const consoleTermEnvelope = z.object({ term: consoleTermDetail });

const subject = z
  .string({ error: '약관 제목을 입력해주세요' })
  .trim()
  .min(1, '약관 제목을 입력해주세요')
  .max(100, '약관 제목을 100자 이하로 입력해주세요');
const necessary = z.boolean({ error: '필수 여부를 선택해주세요' });
const order = z.coerce
  .number({ error: '노출 순서를 숫자로 입력해주세요' })
  .int('노출 순서를 숫자로 입력해주세요')
  .min(0, '노출 순서는 0 이상이어야 합니다')
  .max(999, '노출 순서는 999 이하여야 합니다');
/** HTML from the editor; the server sanitizes it and refuses one without text. */
const content = z
  .string({ error: '약관 내용을 입력해주세요' })
  .min(1, '약관 내용을 입력해주세요')
  .max(200_000, '약관 내용이 너무 깁니다');

/** POST /api/console/terms: a new term with its first text, in effect at once (nobody agreed yet). */
export const termCreateBody = z.object({
  code: z
    .string({ error: '약관 코드를 입력해주세요' })
    .trim()
    .regex(
      /^[a-z][a-z0-9-]{1,29}$/,
      '약관 코드는 영문 소문자로 시작하는 2~30자의 영문 소문자, 숫자, -로 입력해주세요',
    ),
  subject,
  necessary,
  order,
  content,
});
export type TermCreateBody = z.input<typeof termCreateBody>;

/** PUT /api/console/terms/{_id}: title, required flag, order and withdrawal from new joins. */
export const termEditBody = z.object({
  subject,
  necessary,
  order,
  withdrawn: z.boolean({ error: '신규 가입 적용 여부를 선택해주세요' }),
  updatedAt: z.iso.datetime({ offset: true, error: '약관 정보를 다시 불러와주세요' }),
});
export type TermEditBody = z.input<typeof termEditBody>;

/** POST /api/console/terms/{_id}/versions: an amendment, announced from now until its effective day. */
export const termVersionBody = z.object({
  content,
  /** the Seoul day it takes effect (00:00) */
  effectiveAt: z.string({ error: '시행일을 입력해주세요' }).min(1, '시행일을 입력해주세요').pipe(periodDay),
  adverse: z.boolean({ error: '불리한 변경 여부를 선택해주세요' }).default(false),
  reason: changeReason,
});
export type TermVersionBody = z.input<typeof termVersionBody>;

export const termVersionParams = z.object({
  _id: id,
  version: z.coerce.number({ error: '약관 버전이 올바르지 않습니다' }).int().positive().max(100_000),
});

/** DELETE /api/console/terms/{_id}[/versions/{version}]: why (kept in the audit log). */
export const termReasonBody = z.object({ reason: changeReason }, { error: '변경 사유를 입력해주세요' });
