import { randomBytes } from 'node:crypto';
import type { DeliveryReport, MessageProvider, OutgoingMessage, SendOutcome } from './types.ts';

/**
 * The provider used without Solapi keys: nothing leaves the machine. A message is "accepted" with a
 * local id and recorded here (tests read `sent`); the outbox row, which the console shows at
 * /console/messages, is the record operators read. No webhook is accepted.
 */
export class SandboxMessages implements MessageProvider {
  readonly kind = 'sandbox' as const;
  readonly label = '테스트 발송 (기록만)';
  /** every message handed over, in order */
  readonly sent: OutgoingMessage[] = [];

  async send(message: OutgoingMessage): Promise<SendOutcome> {
    this.sent.push(message);
    return {
      result: 'accepted',
      providerMessageId: `SANDBOX-${randomBytes(8).toString('hex')}`,
      groupId: null,
      statusCode: '2000',
    };
  }

  verifyWebhook(): boolean {
    return false;
  }

  async lookup(): Promise<DeliveryReport | null> {
    return null;
  }
}
