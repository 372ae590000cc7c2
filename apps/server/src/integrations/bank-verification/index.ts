import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { KftcBankVerifier } from './kftc.ts';
import { SandboxBankVerifier } from './sandbox.ts';
import type { BankVerifier } from './types.ts';

export { KftcBankVerifier } from './kftc.ts';
export { SandboxBankVerifier } from './sandbox.ts';
export * from './types.ts';

/** KFTC 오픈뱅킹 when its keys are set, else the offline sandbox (테스트 입금). */
export function createBankVerifier(config: Config, log?: FastifyBaseLogger): BankVerifier {
  const { clientId, clientSecret, institutionCode, contractAccount, apiBase } = config.kftc;
  if (clientId && clientSecret && institutionCode && contractAccount) {
    log?.info({ apiBase }, 'KFTC keys set: 1원 입금 인증 goes through KFTC Open Banking');
    return new KftcBankVerifier({ clientId, clientSecret, institutionCode, contractAccount, apiBase });
  }
  (config.env === 'production' ? log?.warn : log?.info)?.call(
    log,
    'KFTC_CLIENT_ID / KFTC_CLIENT_SECRET not set: 1원 입금 인증 uses the sandbox (테스트 입금)',
  );
  return new SandboxBankVerifier();
}
