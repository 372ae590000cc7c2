import { type RecoveryBody, recoveryEnvelope } from '@shop/contracts';
import { api } from '@/lib/api-client.ts';

/** 본인인증 (KCP or the sandbox) and 아이디/비밀번호 찾기 (spec §7 users/certify, users/recovery). */

export const findUsernames = async (_certification: string) =>
  (
    await api.post('/api/v1/users/recovery', recoveryEnvelope, {
      _certification,
      type: 'USERNAME',
    } satisfies RecoveryBody)
  ).users;

export const resetPassword = (body: Extract<RecoveryBody, { type: 'PASSWORD' }>) =>
  api.post('/api/v1/users/recovery', null, body);

export {
  CERT_MESSAGE,
  type CertMessage,
  certify,
  requestCertification,
  sandboxPersonKey,
} from '@/lib/certification.ts';
