import {
  type CertificationPurpose,
  type CertifyBody,
  certificationEnvelope,
  certifyRequestEnvelope,
} from '@shop/contracts';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client.ts';

/**
 * 본인인증 (KCP or the sandbox), shared by account recovery, 정회원 전환 신청, 수당 출금 and 계좌 변경: the
 * page opens /common/kcp/cert/request?purpose=…, whose response window hands the certification back.
 */

export const requestCertification = (purpose: CertificationPurpose) =>
  api.post('/api/v1/users/certify/request', certifyRequestEnvelope, { purpose });

export const certify = async (body: CertifyBody) =>
  (await api.post('/api/v1/users/certify', certificationEnvelope, body)).certification;

/** What the response window hands the page that opened it. */
export const CERT_MESSAGE = 'kcp-cert-result';
export type CertMessage = {
  type: typeof CERT_MESSAGE;
  certification: { _id: string; name: string; phone: string };
};
export type Certified = CertMessage['certification'];
export const sandboxPersonKey = (request: string) => `kcp-sandbox:${request}`;

/** Opens the 본인인증 window and waits for the response page to hand the certification back. */
export function useCertification(purpose: CertificationPurpose) {
  const [certified, setCertified] = useState<Certified | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as Partial<CertMessage> | null;
      if (data?.type === CERT_MESSAGE && data.certification) setCertified(data.certification);
    };
    // The shop's Cross-Origin-Opener-Policy cuts the window from its opener once it has been on
    // KCP's site: then the page hears it through a storage event instead.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CERT_MESSAGE || !event.newValue) return;
      try {
        const data = JSON.parse(event.newValue) as Partial<CertMessage>;
        if (data.type === CERT_MESSAGE && data.certification) setCertified(data.certification);
      } catch {
        // not ours
      }
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  const open = () => {
    const popup = window.open(
      `/common/kcp/cert/request?purpose=${purpose}`,
      'kcpCert',
      'width=440,height=680,scrollbars=yes',
    );
    if (!popup) window.alert('팝업이 차단되었습니다. 팝업 차단을 해제한 뒤 다시 시도해주세요');
  };
  return { certified, open, reset: () => setCertified(null) };
}
