import { randomBytes } from 'node:crypto';
import type { BankVerifier, DepositRequest, DepositResult } from './types.ts';

/**
 * The offline bank used without keys: no money moves, and the API answers the sender name to the
 * member in a 테스트 입금 notice instead (promoter-bank/service.ts), so the flow runs end to end.
 * Account number 0000000000 stands for an account the bank refuses.
 */
export class SandboxBankVerifier implements BankVerifier {
  readonly kind = 'sandbox' as const;
  readonly label = '테스트 입금';
  readonly sent: DepositRequest[] = [];

  async deposit(request: DepositRequest): Promise<DepositResult> {
    if (/^0+$/.test(request.accountNumber)) {
      return { ok: false, code: 'SANDBOX_DECLINED', message: '테스트 은행이 입금을 거절했습니다' };
    }
    this.sent.push(request);
    return { ok: true, reference: `sandbox-${randomBytes(8).toString('hex')}` };
  }
}
