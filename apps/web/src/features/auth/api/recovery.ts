import {
  type CertificationPurpose,
  type CertifyBody,
  certificationEnvelope,
  certifyRequestEnvelope,
  type RecoveryBody,
  recoveryEnvelope,
} from '@shop/contracts';
import { api } from '@/lib/api-client.ts';

/** 본인인증 (KCP or the sandbox) and 아이디/비밀번호 찾기 (spec §7 users/certify, users/recovery). */

export const requestCertification = (purpose: CertificationPurpose) =>
  api.post('/api/v1/users/certify/request', certifyRequestEnvelope, { purpose });

export const certify = async (body: CertifyBody) =>
  (await api.post('/api/v1/users/certify', certificationEnvelope, body)).certification;

export const findUsernames = async (_certification: string) =>
  (
    await api.post('/api/v1/users/recovery', recoveryEnvelope, {
      _certification,
      type: 'USERNAME',
    } satisfies RecoveryBody)
  ).users;

export const resetPassword = (body: Extract<RecoveryBody, { type: 'PASSWORD' }>) =>
  api.post('/api/v1/users/recovery', null, body);

/** What the response window hands the page that opened it (shared: components/certification). */
export { CERT_MESSAGE, type CertMessage } from '@/components/certification/use-certification.ts';
export const sandboxPersonKey = (request: string) => `kcp-sandbox:${request}`;
