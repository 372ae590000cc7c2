import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { NicePayGateway } from './nicepay.ts';
import type { CashReceiptGateway } from './receipt-types.ts';
import { NicePayReceipts } from './receipts.ts';
import { SandboxReceipts } from './receipts-sandbox.ts';
import { SandboxGateway } from './sandbox.ts';
import type { PaymentGateway } from './types.ts';

export { NicePayGateway } from './nicepay.ts';
export * from './receipt-types.ts';
export { NicePayReceipts } from './receipts.ts';
export { SandboxReceipts } from './receipts-sandbox.ts';
export { newSandboxTid, SandboxGateway } from './sandbox.ts';
export * from './types.ts';

/** The real NICE Pay adapter when both keys are set, else the offline sandbox (테스트 결제). */
export function createPaymentGateway(config: Config, log?: FastifyBaseLogger): PaymentGateway {
  const { clientId, secretKey, apiBase } = config.nicepay;
  if (clientId && secretKey) {
    log?.info({ apiBase }, 'NICE Pay keys set: payments go to NICE Pay');
    return new NicePayGateway({ clientId, secretKey, apiBase });
  }
  // Said once and loudly: in production a sandbox would hand goods out unpaid.
  (config.env === 'production' ? log?.warn : log?.info)?.call(
    log,
    'NICEPAY_CLIENT_ID / NICEPAY_SECRET_KEY not set: payments use the sandbox (테스트 결제)',
  );
  return new SandboxGateway();
}

/** NICE Pay's cash-receipt API with the payment keys, else the offline sandbox (INTEGRATIONS.md j). */
export function createCashReceiptGateway(config: Config): CashReceiptGateway {
  const { clientId, secretKey, apiBase } = config.nicepay;
  return clientId && secretKey
    ? new NicePayReceipts({ clientId, secretKey, apiBase })
    : new SandboxReceipts();
}
