import { randomBytes } from 'node:crypto';
import {
  BANK_DECLINED,
  BANK_PROVIDER_DOWN,
  BankVerificationError,
  type BankVerifier,
  type DepositRequest,
  type DepositResult,
} from './types.ts';

export type KftcKeys = {
  clientId: string;
  clientSecret: string;
  /** 이용기관코드, M + 9 digits: the first ten characters of every bank_tran_id */
  institutionCode: string;
  /** 약정 계좌: the shop's account the 1 won leaves from */
  contractAccount: string;
  apiBase: string;
  timeoutMs?: number;
};

/** YYYYMMDDHHmmss in Asia/Seoul, as KFTC's tran_dtime. */
function seoulStamp(at: Date): string {
  return new Date(at.getTime() + 9 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/**
 * 금융결제원 오픈뱅킹 입금이체 (INTEGRATIONS.md f.2): a client-credentials token of scope `oob`, then
 * `POST /v2.0/transfer/deposit/acnt_num` with one request whose `print_content` (입금계좌 인자내역, what
 * the member's bank app shows) is our sender name, and `name_check_option: on` so the bank refuses an
 * account whose holder is not the name typed. Success is rsp_code A0000 with bank_rsp_code 000.
 */
export class KftcBankVerifier implements BankVerifier {
  readonly kind = 'kftc' as const;
  readonly label = '금융결제원 오픈뱅킹';
  private token: { value: string; until: number } | null = null;

  constructor(private readonly keys: KftcKeys) {}

  private async call(path: string, init: RequestInit): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await fetch(`${this.keys.apiBase}${path}`, {
        ...init,
        signal: AbortSignal.timeout(this.keys.timeoutMs ?? 10_000),
      });
    } catch {
      throw new BankVerificationError('PROVIDER_DOWN', BANK_PROVIDER_DOWN);
    }
    if (res.status >= 500) throw new BankVerificationError('PROVIDER_DOWN', BANK_PROVIDER_DOWN);
    try {
      return (await res.json()) as Record<string, unknown>;
    } catch {
      throw new BankVerificationError('BAD_ANSWER', BANK_PROVIDER_DOWN);
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const answer = await this.call('/oauth/2.0/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: new URLSearchParams({
        client_id: this.keys.clientId,
        client_secret: this.keys.clientSecret,
        scope: 'oob',
        grant_type: 'client_credentials',
      }).toString(),
    });
    if (typeof answer.access_token !== 'string') {
      throw new BankVerificationError('BAD_ANSWER', BANK_PROVIDER_DOWN);
    }
    // Renewed a minute before KFTC's own expiry.
    const seconds = Number(answer.expires_in ?? 0);
    this.token = { value: answer.access_token, until: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return answer.access_token;
  }

  async deposit(request: DepositRequest): Promise<DepositResult> {
    const token = await this.accessToken();
    // 이용기관코드 + 'U' + 9 characters unique for the institution that day.
    const bankTranId = `${this.keys.institutionCode}U${randomBytes(8).toString('hex').slice(0, 9).toUpperCase()}`;
    const answer = await this.call('/v2.0/transfer/deposit/acnt_num', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json; charset=UTF-8' },
      body: JSON.stringify({
        cntr_account_type: 'N',
        cntr_account_num: this.keys.contractAccount,
        wd_pass_phrase: 'NONE',
        wd_print_content: '계좌인증',
        name_check_option: 'on',
        tran_dtime: seoulStamp(new Date()),
        req_cnt: '1',
        req_list: [
          {
            tran_no: '1',
            bank_tran_id: bankTranId,
            bank_code_std: request.bankCode,
            account_num: request.accountNumber,
            account_holder_name: request.accountHolder,
            print_content: request.senderName,
            tran_amt: '1',
            req_client_name: request.accountHolder,
            req_client_num: request.requestId.replace(/-/g, '').slice(0, 20).toUpperCase(),
            transfer_purpose: 'TR',
          },
        ],
      }),
    });
    const line = Array.isArray(answer.res_list) ? (answer.res_list[0] as Record<string, unknown>) : undefined;
    if (answer.rsp_code !== 'A0000' || line?.bank_rsp_code !== '000') {
      return {
        ok: false,
        code: String(line?.bank_rsp_code ?? answer.rsp_code ?? 'UNKNOWN'),
        message: BANK_DECLINED,
      };
    }
    return { ok: true, reference: String(line.bank_tran_id ?? bankTranId) };
  }
}
