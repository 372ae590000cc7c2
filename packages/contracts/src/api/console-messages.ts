import { z } from 'zod';
import { searchText } from '../validation.ts';
import { listSummary, timestamp } from './common.ts';
import { blankAsUnset, periodFields, periodInOrder, periodOrderProblem } from './period.ts';

/**
 * Messages on order events (알림톡 with SMS/LMS fallback, INTEGRATIONS.md i): the events that send
 * one, the outbox rows the console reads at /console/messages, and the templates operators edit.
 */

/** The events that send a message; the label is what the console shows. */
export const messageEventLabel = {
  ORDER_PLACED: '주문 접수 (입금 안내)',
  PAYMENT_CONFIRMED: '결제 완료',
  INVOICE_ENTERED: '상품 발송 (송장 입력)',
  DELIVERY_COMPLETE: '배송 완료',
  CLAIM_ACCEPTED: '취소·교환·반품 접수',
  CLAIM_COMPLETED: '취소·교환·반품 완료',
  INQUIRY_ANSWERED: '1:1 문의 답변',
  APPLICATION_DECIDED: '정회원 신청 결과',
  WITHDRAWAL_PAID: '수당 출금 완료',
} as const;
export type MessageEvent = keyof typeof messageEventLabel;
export const messageEvents = Object.keys(messageEventLabel) as [MessageEvent, ...MessageEvent[]];

/**
 * Where a message is: QUEUED (written with the business change), SENDING (a sender claimed it),
 * SENT (the provider accepted it), DELIVERED (the provider's report: it arrived), FAILED (refused,
 * or out of attempts), SKIPPED (switched off, or a marketing message to a member who opted out).
 */
export const messageStateLabel = {
  QUEUED: '대기',
  SENDING: '발송 중',
  SENT: '발송',
  DELIVERED: '수신 완료',
  FAILED: '실패',
  SKIPPED: '발송 안 함',
} as const;
export type MessageState = keyof typeof messageStateLabel;
export const messageStates = Object.keys(messageStateLabel) as [MessageState, ...MessageState[]];

/** 알림톡 (ATA), or the SMS/LMS it fell back to, or SMS/LMS sent as such. */
export const messageChannelLabel = { ATA: '알림톡', SMS: 'SMS', LMS: 'LMS' } as const;
export type MessageChannel = keyof typeof messageChannelLabel;
export const messageChannels = Object.keys(messageChannelLabel) as [MessageChannel, ...MessageChannel[]];

/**
 * 정보성 (transaction) messages always go; 광고성 (marketing) ones only to members who agreed to
 * marketing (INTEGRATIONS.md i.3).
 */
export const messageKindLabel = { TRANSACTION: '정보성', MARKETING: '광고성' } as const;
export type MessageKind = keyof typeof messageKindLabel;

/** GET /api/console/messages: state, event, the recipient's number (part of it), Seoul-day period. */
export const consoleMessagesQuery = z
  .object({
    state: blankAsUnset(z.enum(messageStates, { error: '상태가 올바르지 않습니다' })),
    event: blankAsUnset(z.enum(messageEvents, { error: '알림 구분이 올바르지 않습니다' })),
    /** digits of the recipient's number (dashes ignored) */
    phone: blankAsUnset(
      searchText(13, '휴대폰 번호를 확인해주세요').regex(/^[0-9-]*$/, '휴대폰 번호는 숫자만 입력해주세요'),
    ),
    ...periodFields,
  })
  .refine(periodInOrder, periodOrderProblem);
export type ConsoleMessagesQuery = z.input<typeof consoleMessagesQuery>;

/** One outbox row as the console shows it: the recipient masked (010-****-1234), never in full. */
export const consoleMessage = z.object({
  _id: z.string(),
  event: z.enum(messageEvents),
  eventLabel: z.string(),
  recipient: z.string().describe('010-****-1234'),
  channel: z.enum(messageChannels),
  text: z.string(),
  state: z.enum(messageStates),
  stateLabel: z.string(),
  attempts: z.number().int(),
  /** the provider's status code or our reason, for FAILED and SKIPPED */
  statusCode: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: timestamp,
  sentAt: timestamp.nullable(),
  finalAt: timestamp.nullable(),
});
export type ConsoleMessage = z.infer<typeof consoleMessage>;

export const consoleMessagesEnvelope = z.object({
  summary: listSummary.extend({ provider: z.string().describe("'솔라피' | '테스트 발송 (기록만)'") }),
  messages: z.array(consoleMessage),
});
export type ConsoleMessagesEnvelope = z.infer<typeof consoleMessagesEnvelope>;

/** A variable of a template: `#{주문번호}` and what it holds. */
export const messageVariable = z.object({ name: z.string(), description: z.string() });

export const messageTemplate = z.object({
  event: z.enum(messageEvents),
  eventLabel: z.string(),
  kind: z.enum(['TRANSACTION', 'MARKETING']),
  enabled: z.boolean(),
  /** the text with `#{변수}` placeholders; for 알림톡 exactly the template Kakao approved */
  text: z.string(),
  /** Solapi's 알림톡 template id; none → SMS/LMS only */
  providerTemplateId: z.string().nullable(),
  variables: z.array(messageVariable),
  /** false while the shop's default text is in use */
  edited: z.boolean(),
  updatedAt: timestamp.nullable(),
});
export type MessageTemplate = z.infer<typeof messageTemplate>;

export const messageTemplatesEnvelope = z.object({ templates: z.array(messageTemplate) });
export const messageTemplateEnvelope = z.object({ template: messageTemplate });

export const MESSAGE_TEXT_MAX = 1000;

export const messageTemplateParams = z.object({
  event: z.enum(messageEvents, { error: '알림 구분이 올바르지 않습니다' }),
});

/** PUT /api/console/messages/templates/{event}: the text, the 알림톡 template id and on/off. */
export const messageTemplateBody = z.object({
  enabled: z.boolean({ error: '발송 여부를 선택해주세요' }),
  text: z
    .string({ error: '알림 내용을 입력해주세요' })
    .trim()
    .min(1, '알림 내용을 입력해주세요')
    .max(MESSAGE_TEXT_MAX, `알림 내용을 ${MESSAGE_TEXT_MAX.toLocaleString('ko-KR')}자 이하로 입력해주세요`),
  providerTemplateId: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string({ error: '템플릿 ID를 확인해주세요' })
      .trim()
      .max(64, '템플릿 ID를 64자 이하로 입력해주세요')
      .regex(/^[A-Za-z0-9_-]+$/, '템플릿 ID는 영문, 숫자, -, _만 입력할 수 있습니다')
      .nullable(),
  ),
});
export type MessageTemplateBody = z.input<typeof messageTemplateBody>;

/** The `#{name}` placeholders of a template text, in order, each once. */
export function templateVariables(text: string): string[] {
  return [...new Set([...text.matchAll(/#\{([^{}]+)\}/g)].map((m) => m[1]!))];
}

/** 010-****-1234: a phone number as the console and the logs show it. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return '*'.repeat(digits.length);
  const head = digits.slice(0, 3);
  const tail = digits.slice(-4);
  return `${head}-${'*'.repeat(digits.length - 7)}-${tail}`;
}
