import { z } from 'zod';
import { id } from '../validation.ts';

/** Every error answers this envelope; `message` is Korean and fit to show a shopper as is. */
export const errorEnvelope = z
  .object({
    message: z.string().describe('사용자에게 그대로 보여줄 한국어 메시지'),
    code: z.string().describe('UPPER_SNAKE 오류 코드'),
    details: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe('입력값 오류: 필드별 메시지'),
  })
  // The OpenAPI document's one component for every 4xx answer (apps/server/src/http/openapi.ts).
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const idParams = z.object({ _id: id });

/** Paging comes in `skip`/`limit` headers (as the specification sends them) or the query string. */
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

export const listSummary = z.object({ totalCount: z.number().int() });

/** DOMAIN.md: a change of money, a member's type, grade or sponsor needs the operator's reason. */
export const AUDIT_REASON_REQUIRED = '변경 사유를 입력해주세요';
/**
 * The operator's reason for a change the audit log keeps (a coupon issue, a deposit confirmation):
 * missing or blank answers 400 변경 사유를 입력해주세요.
 */
export const changeReason = z
  .string({ error: AUDIT_REASON_REQUIRED })
  .trim()
  .min(1, AUDIT_REASON_REQUIRED)
  .max(200, '변경 사유를 200자 이하로 입력해주세요');

export const timestamp = z.string().describe('ISO 8601 timestamp');
