import { createHash, randomBytes } from 'node:crypto';
import { CERT_CANCELED, CertError, type CertifiedPerson, type IdentityCertifier } from './types.ts';

/**
 * The offline certifier used when no KCP keys are set: the web app's request page shows a window
 * titled 테스트 본인인증 where a tester types a name and phone, and the result is that person. Its
 * CI is derived from what was typed, so the same tester is the same person every time.
 */
export class SandboxCertifier implements IdentityCertifier {
  readonly kind = 'sandbox' as const;
  readonly label = '테스트 본인인증';

  async register() {
    return { mode: 'sandbox' as const, callUrl: null, regCertKey: randomBytes(12).toString('hex') };
  }

  async result(
    input: { orderId: string; regCertKey: string; resCd: string },
    typed?: { name: string; phone: string; birthDay?: string | undefined },
  ): Promise<CertifiedPerson> {
    if (input.resCd === '9999') throw new CertError('CANCELED', CERT_CANCELED, '9999');
    if (input.resCd !== '0000' || !typed) throw new CertError('DECLINED', '본인인증에 실패했습니다');
    const name = typed.name.trim();
    const phone = typed.phone.replace(/\D/g, '');
    const digest = (salt: string) => createHash('sha256').update(`${salt}:${name}:${phone}`).digest('base64');
    // The tester's birth date (YYYYMMDD) stands in for the one KCP reads from the carrier.
    return {
      name,
      phone,
      birthDay: typed.birthDay ?? '',
      gender: null,
      carrier: null,
      ci: digest('ci'),
      di: digest('di'),
    };
  }
}
