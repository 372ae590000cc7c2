import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { KcpCertifier } from './kcp.ts';
import { SandboxCertifier } from './sandbox.ts';
import type { IdentityCertifier } from './types.ts';

export { kcpDecrypt, kcpEncrypt } from './crypto.ts';
export { KcpCertifier } from './kcp.ts';
export { SandboxCertifier } from './sandbox.ts';
export * from './types.ts';

/** The real KCP adapter when both keys are set, else the offline sandbox (테스트 본인인증). */
export function createCertifier(config: Config, log?: FastifyBaseLogger): IdentityCertifier {
  const { siteCode, encKey, apiBase } = config.kcp;
  if (siteCode && encKey) {
    log?.info({ apiBase }, 'KCP keys set: identity checks go to NHN KCP');
    return new KcpCertifier({ siteCode, encKey, apiBase });
  }
  (config.env === 'production' ? log?.warn : log?.info)?.call(
    log,
    'KCP_SITE_CODE / KCP_ENC_KEY not set: identity checks use the sandbox (테스트 본인인증)',
  );
  return new SandboxCertifier();
}
