import type { CertificationPurpose } from '@shop/contracts';
import type { TestApp } from './app.ts';
import { logIn, makeMember } from './members.ts';

/**
 * 정회원 전환 신청 through the sandboxes: 본인인증 (테스트 본인인증), 1원 입금 인증 (테스트 입금, whose code
 * the API answers in `sandbox`), the application, and an operator's approval.
 */

type Member = { headers: { authorization: string }; user: { _id: string } };

/** A certified 본인인증 of the member for a member purpose (the sandbox takes the typed person). */
export async function certifyMember(
  app: TestApp,
  member: { headers: Record<string, string> },
  purpose: CertificationPurpose,
  person: { name: string; phone?: string; birthDay?: string },
): Promise<string> {
  const request = await app.inject({
    method: 'POST',
    url: '/api/v1/users/certify/request',
    headers: member.headers,
    payload: { purpose },
  });
  if (request.statusCode !== 200) throw new Error(`certify request: ${request.statusCode} ${request.body}`);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/users/certify',
    payload: {
      _request: request.json()._request,
      resCd: '0000',
      sandbox: { phone: '01012345678', birthDay: '19900101', ...person },
    },
  });
  if (res.statusCode !== 200) throw new Error(`certify: ${res.statusCode} ${res.body}`);
  return res.json().certification._id as string;
}

export const bankOf = (accountHolder: string, accountNumber = '110-123-456789') => ({
  code: '088',
  accountNumber,
  accountHolder,
});

/** Requests a 1원 입금 인증 and answers it with the sandbox's code: the verification's id. */
export async function verifyAccount(app: TestApp, member: Member, accountHolder: string): Promise<string> {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/v1/promoter/bank/hold-verifications',
    headers: member.headers,
    payload: { bank: bankOf(accountHolder) },
  });
  if (sent.statusCode !== 201) throw new Error(`hold verification: ${sent.statusCode} ${sent.body}`);
  const { verification, sandbox } = sent.json();
  const done = await app.inject({
    method: 'PUT',
    url: `/api/v1/promoter/bank/hold-verifications/${verification._id}/verify`,
    headers: member.headers,
    payload: { code: sandbox.code },
  });
  if (done.statusCode !== 200) throw new Error(`verify: ${done.statusCode} ${done.body}`);
  return verification._id as string;
}

export async function promoterTermIds(app: TestApp): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/terms/promoter' });
  return [res.json().term._id as string];
}

/** A valid application body for the member (certified as `name`, born 1990-01-01). */
export async function applicationFor(app: TestApp, member: Member, name = '홍길동') {
  return {
    type: 'PROMOTER_APPROVAL' as const,
    _terms: await promoterTermIds(app),
    _certification: await certifyMember(app, member, 'PROMOTER_APPLICATION', { name }),
    _verification: await verifyAccount(app, member, name),
    residentRegistrationNumber: '900101-1357913',
  };
}

/** A new consumer who applied (AWAITING). */
export async function makeApplicant(app: TestApp, name = '홍길동') {
  const member = await makeMember(app, { name });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/me/requests',
    headers: member.headers,
    payload: await applicationFor(app, member, name),
  });
  if (res.statusCode !== 201) throw new Error(`apply: ${res.statusCode} ${res.body}`);
  return { ...member, request: res.json().request as { _id: string } };
}

/** A new promoter through the whole path: applied, approved by `operator`, logged in again. */
export async function makeApprovedPromoter(app: TestApp, operator: { headers: object }, name = '홍길동') {
  const applicant = await makeApplicant(app, name);
  const res = await app.inject({
    method: 'PUT',
    url: `/api/console/users/${applicant.user._id}/type`,
    headers: operator.headers as Record<string, string>,
    payload: { type: 'PROMOTER', reason: '정회원 전환 승인' },
  });
  if (res.statusCode !== 200) throw new Error(`approve: ${res.statusCode} ${res.body}`);
  return { ...applicant, ...(await logIn(app, applicant.body.username, applicant.body.password)) };
}
