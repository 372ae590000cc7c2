/**
 * The messaging provider: the only thing the outbox sender knows about Solapi (INTEGRATIONS.md i).
 * Two implementations: the real adapter (`solapi.ts`, Solapi's HMAC-signed REST API: 알림톡 by
 * template id with SMS/LMS fallback, delivery reports) and the sandbox (`sandbox.ts`, which only
 * records: the outbox is what operators read). `index.ts` picks one by config.
 */

export type MessageChannel = 'ATA' | 'SMS' | 'LMS';

/** One message the sender hands over; `text` is the template with its variables put in. */
export type OutgoingMessage = {
  /** our outbox row id: sent along (Solapi customFields) so a report can name it */
  _id: string;
  /** digits only */
  to: string;
  channel: MessageChannel;
  text: string;
  /** the approved 알림톡 template (ATA only) */
  templateId: string | null;
  /** `주문번호` → value (no `#{}`) */
  variables: Record<string, string>;
};

/**
 * What a send came to. `accepted`: the provider registered it (delivery is reported later);
 * `refused`: the provider will never take it as it is (bad number, template mismatch, no balance is
 * retried); `unavailable`: nothing known to be registered (network, 5xx, timeout), try again later.
 */
export type SendOutcome =
  | { result: 'accepted'; providerMessageId: string; groupId: string | null; statusCode: string }
  | { result: 'refused'; statusCode: string; message: string; retry: boolean }
  | { result: 'unavailable'; message: string };

/** A delivery report of one message, as the provider's webhook or lookup tells it. */
export type DeliveryReport = {
  providerMessageId: string;
  /** Solapi's 4-digit code: 4000 delivered, 3xxx failed at the carrier or Kakao … */
  statusCode: string;
  state: 'DELIVERED' | 'FAILED' | 'PENDING';
  /** the SMS/LMS that went instead of 알림톡 (Kakao not used by the number) */
  replacedBy: 'SMS' | 'LMS' | null;
  statusMessage: string | null;
};

export interface MessageProvider {
  readonly kind: 'solapi' | 'sandbox';
  /** '솔라피' or '테스트 발송 (기록만)': shown above the console's outbox */
  readonly label: string;
  send(message: OutgoingMessage): Promise<SendOutcome>;
  /** Whether a webhook call carries the shop's secret (the sandbox takes none). */
  verifyWebhook(token: string): boolean;
  /** The provider's own word on a message (a webhook is re-read here before it is trusted). */
  lookup(providerMessageId: string): Promise<DeliveryReport | null>;
}

/** EUC-KR bytes as carriers count an SMS (Hangul 2, ASCII 1): over 90 it is an LMS. */
export function smsBytes(text: string): number {
  let bytes = 0;
  for (const ch of text) bytes += ch.charCodeAt(0) < 0x80 ? 1 : 2;
  return bytes;
}

export const SMS_MAX_BYTES = 90;

/** SMS or LMS by length. */
export const textChannel = (text: string): 'SMS' | 'LMS' => (smsBytes(text) > SMS_MAX_BYTES ? 'LMS' : 'SMS');

/** Solapi's status codes as our states (INTEGRATIONS.md i.1): 4000 delivered, 2000/3000 pending. */
export function reportState(statusCode: string): DeliveryReport['state'] {
  if (statusCode === '4000') return 'DELIVERED';
  if (statusCode === '2000' || statusCode === '3000') return 'PENDING';
  return 'FAILED';
}
