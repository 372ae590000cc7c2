import type { CertificationPurpose } from '@shop/contracts';
import { useEffect, useState } from 'react';

/**
 * 휴대폰 본인인증 in a window (KCP, or the sandbox 테스트 본인인증): the pages that need one (아이디/비밀번호
 * 찾기, 정회원 전환 신청, 계좌 변경, 수당 출금) open /common/kcp/cert/request and hear the certification
 * back from /common/kcp/cert/response (features/auth/pages/kcp-cert-pages.tsx).
 */
export const CERT_MESSAGE = 'kcp-cert-result';
export type CertMessage = {
  type: typeof CERT_MESSAGE;
  certification: { _id: string; name: string; phone: string };
};
export type Certified = CertMessage['certification'];

export function useCertification(purpose: CertificationPurpose) {
  const [certified, setCertified] = useState<Certified | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as Partial<CertMessage> | null;
      if (data?.type === CERT_MESSAGE && data.certification) setCertified(data.certification);
    };
    // The shop's Cross-Origin-Opener-Policy cuts the window from its opener once it has been on
    // KCP's site: then the result arrives through a storage event instead.
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
