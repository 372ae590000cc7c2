import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { SandboxMessages } from './sandbox.ts';
import { SolapiProvider } from './solapi.ts';
import type { MessageProvider } from './types.ts';

export { SandboxMessages } from './sandbox.ts';
export { authorization, SolapiProvider } from './solapi.ts';
export * from './types.ts';

/** The real Solapi adapter when its key, secret and sender are set, else the sandbox that only records. */
export function createMessageProvider(config: Config, log?: FastifyBaseLogger): MessageProvider {
  const { apiKey, apiSecret, apiBase, sender, pfId, webhookToken } = config.solapi;
  if (apiKey && apiSecret && sender) {
    log?.info(
      { apiBase, kakao: Boolean(pfId), webhook: Boolean(webhookToken) },
      'SOLAPI keys set: order messages go through Solapi',
    );
    return new SolapiProvider({ apiKey, apiSecret, apiBase, sender, pfId, webhookToken });
  }
  (config.env === 'production' ? log?.warn : log?.info)?.call(
    log,
    'SOLAPI_API_KEY / SOLAPI_API_SECRET / SOLAPI_SENDER not set: order messages are only recorded (테스트 발송)',
  );
  return new SandboxMessages();
}
