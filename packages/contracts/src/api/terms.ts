import { z } from 'zod';

/**
 * A term's versions (DOMAIN.md "Terms versions"): the one in effect (CURRENT), the earlier ones
 * (PAST) and an announced one that starts later (SCHEDULED).
 */
export const termVersionStates = ['SCHEDULED', 'CURRENT', 'PAST'] as const;
export type TermVersionState = (typeof termVersionStates)[number];
export const termVersionStateLabel: Record<TermVersionState, string> = {
  SCHEDULED: '시행 예정',
  CURRENT: '시행 중',
  PAST: '이전 약관',
};

/** A term as a shopper reads it: the text of one version (the one in effect unless asked). */
export const term = z.object({
  _id: z.string(),
  code: z.string(),
  subject: z.string(),
  /** sanitized HTML */
  content: z.string(),
  necessary: z.boolean(),
  order: z.number().int(),
  /** the version whose text this is */
  _version: z.string(),
  version: z.number().int(),
  effectiveAt: z.string(),
  state: z.enum(termVersionStates),
  /** no longer asked of new members; kept for those who agreed */
  withdrawn: z.boolean(),
});
export type Term = z.infer<typeof term>;

/** One version in a term's list of versions. */
export const termVersionSummary = z.object({
  _id: z.string(),
  version: z.number().int(),
  effectiveAt: z.string(),
  adverse: z.boolean(),
  /** 개정 사유; null for a term's first text */
  reason: z.string().nullable(),
  state: z.enum(termVersionStates),
});
export type TermVersionSummary = z.infer<typeof termVersionSummary>;

export const termsEnvelope = z.object({ terms: z.array(term) });
export const termEnvelope = z.object({ term, versions: z.array(termVersionSummary) });
export const termCodeParams = z.object({ code: z.string().min(1).max(50) });
/** `?version=2` reads an earlier (or the announced) text instead of the one in effect. */
export const termQuery = z.object({
  version: z.coerce
    .number({ error: '약관 버전이 올바르지 않습니다' })
    .int('약관 버전이 올바르지 않습니다')
    .positive('약관 버전이 올바르지 않습니다')
    .max(100_000, '약관 버전이 올바르지 않습니다')
    .optional(),
});
