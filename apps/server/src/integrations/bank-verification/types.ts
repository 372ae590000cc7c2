/**
 * 1원 입금 인증 (계좌 점유 인증, INTEGRATIONS.md f): the shop sends 1 won to the member's account with a
 * sender name (적요 / 입금자명) that carries a 4-digit code; the member reads it in the bank app and
 * types it back. The shop makes and checks the code itself; a provider only sends the deposit.
 */

export type DepositRequest = {
  /** our verification id: one deposit per id */
  requestId: string;
  /** 3-digit KFTC 표준 은행코드 */
  bankCode: string;
  /** digits only */
  accountNumber: string;
  accountHolder: string;
  /** what the bank app shows as the sender: a short shop name and the code ('바스1234') */
  senderName: string;
};

/** A refusal from the bank (wrong account, holder not matching) is a value; only transport faults throw. */
export type DepositResult = { ok: true; reference: string } | { ok: false; code: string; message: string };

export const BANK_PROVIDER_DOWN = '계좌 인증 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요';
export const BANK_DECLINED = '입금할 수 없는 계좌입니다. 은행, 계좌번호, 예금주를 확인해주세요';

export class BankVerificationError extends Error {
  constructor(
    readonly code: 'PROVIDER_DOWN' | 'BAD_ANSWER',
    message: string,
  ) {
    super(message);
  }
}

export interface BankVerifier {
  readonly kind: 'kftc' | 'sandbox';
  /** '금융결제원 오픈뱅킹' | '테스트 입금' */
  readonly label: string;
  deposit(request: DepositRequest): Promise<DepositResult>;
}
