/**
 * NHN KCP 휴대폰 본인확인 (INTEGRATIONS.md b.1, v2 JSON API). The shop asks KCP to register a
 * request, the browser verifies in KCP's window, KCP posts back to our return URL (res_cd only,
 * no identity data) and the server fetches the encrypted result. The sandbox (테스트 본인인증)
 * replaces the window with a local form when no keys are set.
 */

/** What a registration hands the browser to open the provider's window. */
export type CertWindow =
  | { mode: 'kcp'; callUrl: string; regCertKey: string }
  | { mode: 'sandbox'; callUrl: null; regCertKey: string };

/** A verified person, as KCP's decrypted result says. */
export type CertifiedPerson = {
  name: string;
  /** digits only */
  phone: string;
  /** YYYYMMDD, or '' when the provider gave none */
  birthDay: string;
  gender: 'MALE' | 'FEMALE' | null;
  carrier: string | null;
  /** 연계정보: the same for the person at every site */
  ci: string;
  di: string;
};

export type CertErrorCode = 'CANCELED' | 'DECLINED' | 'PROVIDER_DOWN' | 'MISCONFIGURED' | 'BAD_ANSWER';

export class CertError extends Error {
  constructor(
    readonly code: CertErrorCode,
    message: string,
    readonly providerCode?: string,
  ) {
    super(message);
  }
}

export const CERT_PROVIDER_DOWN = '본인인증 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요';
export const CERT_CANCELED = '본인인증이 취소되었습니다';

export interface IdentityCertifier {
  readonly kind: 'kcp' | 'sandbox';
  readonly label: string;
  /** 거래등록: `orderId` is our unique request id; `returnUrl` is where KCP posts back. */
  register(orderId: string, returnUrl: string): Promise<CertWindow>;
  /**
   * 결과조회 once the window returned `resCd`. "9999" is the user closing the window (CANCELED).
   * The sandbox takes the person the tester typed instead of asking anyone.
   */
  result(
    input: { orderId: string; regCertKey: string; resCd: string },
    typed?: { name: string; phone: string; birthDay?: string | undefined },
  ): Promise<CertifiedPerson>;
}
