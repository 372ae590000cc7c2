import { kcpDecrypt, kcpEncrypt } from './crypto.ts';
import {
  CERT_CANCELED,
  CERT_PROVIDER_DOWN,
  CertError,
  type CertifiedPerson,
  type CertWindow,
  type IdentityCertifier,
} from './types.ts';

export type KcpOptions = {
  siteCode: string;
  encKey: string;
  /** https://cert.kcp.co.kr, or https://testcert.kcp.co.kr for KCP's test site */
  apiBase: string;
  timeoutMs?: number;
};

type KcpAnswer = {
  res_cd?: string;
  res_msg?: string;
  call_url?: string;
  reg_cert_key?: string;
  enc_cert_data?: string;
  rv?: string;
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The real adapter: KCP's v2 JSON API (거래등록 → window → 결과조회). */
export class KcpCertifier implements IdentityCertifier {
  readonly kind = 'kcp' as const;
  readonly label = 'NHN KCP 휴대폰 본인확인';
  readonly #siteCode: string;
  readonly #encKey: string;
  readonly #apiBase: string;
  readonly #timeoutMs: number;

  constructor(options: KcpOptions) {
    this.#siteCode = options.siteCode;
    this.#encKey = options.encKey;
    this.#apiBase = options.apiBase.replace(/\/+$/, '');
    this.#timeoutMs = options.timeoutMs ?? 10_000;
  }

  async register(orderId: string, returnUrl: string): Promise<CertWindow> {
    const { data, rv } = kcpEncrypt(
      JSON.stringify({
        site_cd: this.#siteCode,
        ordr_idxx: orderId,
        Ret_URL: returnUrl,
        web_siteid: '',
        param_opt_1: '',
        param_opt_2: '',
        param_opt_3: '',
      }),
      this.#encKey,
      this.#siteCode,
    );
    const answer = await this.#post('/api/reg/certDataReg.do', { enc_data: data }, { rv });
    if (answer.res_cd !== '0000') throw this.#declined(answer);
    if (!text(answer.call_url) || !text(answer.reg_cert_key)) {
      throw new CertError('BAD_ANSWER', CERT_PROVIDER_DOWN);
    }
    return { mode: 'kcp', callUrl: text(answer.call_url), regCertKey: text(answer.reg_cert_key) };
  }

  async result(input: { orderId: string; regCertKey: string; resCd: string }): Promise<CertifiedPerson> {
    if (input.resCd === '9999') throw new CertError('CANCELED', CERT_CANCELED, '9999');
    if (input.resCd !== '0000') throw new CertError('DECLINED', '본인인증에 실패했습니다', input.resCd);
    const answer = await this.#post('/api/query/getCertData.do', {
      reg_cert_key: input.regCertKey,
      ordr_idxx: input.orderId,
    });
    if (answer.res_cd !== '0000') throw this.#declined(answer);
    let fields: Record<string, unknown>;
    try {
      fields = JSON.parse(
        kcpDecrypt(text(answer.enc_cert_data), text(answer.rv), this.#encKey, this.#siteCode),
      ) as Record<string, unknown>;
    } catch {
      throw new CertError('BAD_ANSWER', '본인인증 결과를 확인할 수 없습니다. 다시 시도해주세요');
    }
    const person: CertifiedPerson = {
      name: text(fields.user_name),
      phone: text(fields.phone_no).replace(/\D/g, ''),
      birthDay: text(fields.birth_day),
      gender: fields.sex_code === '01' ? 'MALE' : fields.sex_code ? 'FEMALE' : null,
      carrier: text(fields.comm_id) || null,
      ci: text(fields.CI),
      di: text(fields.DI),
    };
    // As KCP's own plugin does: a result without these is not a certification.
    if (!person.name || !person.phone || !person.ci || !person.di) {
      throw new CertError('BAD_ANSWER', '본인인증 결과를 확인할 수 없습니다. 다시 시도해주세요');
    }
    return person;
  }

  #declined(answer: KcpAnswer): CertError {
    const message = text(answer.res_msg);
    return new CertError(
      'DECLINED',
      message ? `본인인증에 실패했습니다: ${message}` : '본인인증에 실패했습니다',
      answer.res_cd,
    );
  }

  async #post(pathname: string, body: object, headers: Record<string, string> = {}): Promise<KcpAnswer> {
    let res: Response;
    try {
      res = await fetch(`${this.#apiBase}${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', site_cd: this.#siteCode, ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch {
      throw new CertError('PROVIDER_DOWN', CERT_PROVIDER_DOWN);
    }
    if (res.status >= 500) throw new CertError('PROVIDER_DOWN', CERT_PROVIDER_DOWN, String(res.status));
    if (res.status === 401 || res.status === 403) {
      throw new CertError('MISCONFIGURED', '본인인증 설정에 문제가 있습니다. 고객센터로 문의해주세요');
    }
    try {
      return (await res.json()) as KcpAnswer;
    } catch {
      throw new CertError('BAD_ANSWER', CERT_PROVIDER_DOWN, String(res.status));
    }
  }
}
