import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type DeliveryReport,
  type MessageProvider,
  type OutgoingMessage,
  reportState,
  type SendOutcome,
  textChannel,
} from './types.ts';

/**
 * Solapi's REST API (INTEGRATIONS.md i.1): every request signed with an HMAC-SHA256 Authorization
 * header; one endpoint sends 알림톡 (a Kakao-approved template id with its variables; SMS/LMS from
 * the registered sender when Kakao cannot deliver) and plain SMS/LMS; delivery is reported later by
 * a webhook that carries no signature, so the webhook's URL holds a secret token and each report is
 * read back from Solapi before it is trusted.
 */

export type SolapiConfig = {
  apiKey: string;
  apiSecret: string;
  apiBase: string;
  /** the registered 발신번호, digits */
  sender: string;
  /** 카카오 채널 연동 id; without it every message goes as SMS/LMS */
  pfId: string | null;
  /** the secret path segment of the webhook URL; without it no report is accepted */
  webhookToken: string | null;
  timeoutMs?: number;
};

const SALT_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 32 random characters of [0-9a-zA-Z], as Solapi's SDK makes them: a new one for every request. */
export function newSalt(): string {
  const bytes = randomBytes(32);
  return Array.from(bytes, (b) => SALT_ALPHABET[b % SALT_ALPHABET.length]).join('');
}

/** `HMAC-SHA256 apiKey=…, date=…, salt=…, signature=hex(HMAC_SHA256(secret, date + salt))`. */
export function authorization(apiKey: string, apiSecret: string, date: string, salt: string): string {
  const signature = createHmac('sha256', apiSecret)
    .update(date + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

/** Variables as 알림톡 takes them: `#{name}` keys, string values. */
const kakaoVariables = (variables: Record<string, string>) =>
  Object.fromEntries(Object.entries(variables).map(([k, v]) => [`#{${k}}`, String(v)]));

type SolapiMessage = {
  messageId?: string;
  statusCode?: string;
  statusMessage?: string;
  type?: string;
  customFields?: Record<string, string>;
};

export class SolapiProvider implements MessageProvider {
  readonly kind = 'solapi' as const;
  readonly label = '솔라피';
  readonly #timeoutMs: number;

  constructor(
    private readonly config: SolapiConfig,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.#timeoutMs = config.timeoutMs ?? 10_000;
  }

  #headers(): Record<string, string> {
    const date = this.now().toISOString();
    return {
      authorization: authorization(this.config.apiKey, this.config.apiSecret, date, newSalt()),
      'content-type': 'application/json; charset=utf-8',
    };
  }

  async #call(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
  ): Promise<{ status: number; json: unknown }> {
    const response = await fetch(new URL(path, this.config.apiBase), {
      method,
      headers: this.#headers(),
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(this.#timeoutMs),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: response.status, json };
  }

  async send(message: OutgoingMessage): Promise<SendOutcome> {
    const kakao = message.channel === 'ATA' && message.templateId && this.config.pfId;
    const body = {
      messages: [
        {
          to: message.to,
          from: this.config.sender,
          text: message.text,
          type: kakao ? 'ATA' : textChannel(message.text),
          customFields: { messageId: message._id },
          ...(kakao
            ? {
                kakaoOptions: {
                  pfId: this.config.pfId,
                  templateId: message.templateId,
                  variables: kakaoVariables(message.variables),
                  // SMS/LMS from the registered number when Kakao cannot deliver it.
                  disableSms: false,
                },
              }
            : {}),
        },
      ],
      showMessageList: true,
    };
    let answer: { status: number; json: unknown };
    try {
      answer = await this.#call('POST', '/messages/v4/send-many/detail', body);
    } catch (error) {
      return { result: 'unavailable', message: error instanceof Error ? error.message : String(error) };
    }
    const json = (answer.json ?? {}) as {
      errorCode?: string;
      errorMessage?: string;
      failedMessageList?: SolapiMessage[];
      messageList?: SolapiMessage[];
      groupInfo?: { groupId?: string; _id?: string };
    };
    if (answer.status >= 500) {
      return { result: 'unavailable', message: `Solapi ${answer.status} ${json.errorCode ?? ''}`.trim() };
    }
    if (answer.status >= 400) {
      // Our keys or clock were refused (InvalidAPIKey, SignatureDoesNotMatch …): an operator must
      // fix the configuration; the message waits and is tried again.
      return {
        result: 'refused',
        statusCode: json.errorCode ?? String(answer.status),
        message: json.errorMessage ?? `Solapi ${answer.status}`,
        retry: true,
      };
    }
    const failed = json.failedMessageList?.[0];
    if (failed) {
      const code = failed.statusCode ?? 'UNKNOWN';
      return {
        result: 'refused',
        statusCode: code,
        message: failed.statusMessage ?? '발송 실패',
        // 잔액 부족 passes once the balance is topped up; the rest will not change by waiting.
        retry: code === '1030' || code === '2230',
      };
    }
    const sent = json.messageList?.[0];
    if (!sent?.messageId) {
      return { result: 'unavailable', message: 'Solapi answered without a message id' };
    }
    return {
      result: 'accepted',
      providerMessageId: sent.messageId,
      groupId: json.groupInfo?.groupId ?? json.groupInfo?._id ?? null,
      statusCode: sent.statusCode ?? '2000',
    };
  }

  verifyWebhook(token: string): boolean {
    const expected = this.config.webhookToken;
    if (!expected) return false;
    const a = Buffer.from(token);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  async lookup(providerMessageId: string): Promise<DeliveryReport | null> {
    const answer = await this.#call(
      'GET',
      `/messages/v4/list?messageId=${encodeURIComponent(providerMessageId)}`,
    );
    if (answer.status !== 200) throw new Error(`Solapi lookup answered ${answer.status}`);
    const list = (answer.json as { messageList?: Record<string, SolapiMessage & { replacement?: boolean }> })
      ?.messageList;
    const found = list ? Object.values(list).find((m) => m.messageId === providerMessageId) : undefined;
    if (!found?.statusCode) return null;
    const replaced = found.replacement === true && (found.type === 'SMS' || found.type === 'LMS');
    return {
      providerMessageId,
      statusCode: found.statusCode,
      state: reportState(found.statusCode),
      replacedBy: replaced ? (found.type as 'SMS' | 'LMS') : null,
      statusMessage: found.statusMessage ?? null,
    };
  }
}
