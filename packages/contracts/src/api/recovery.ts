import { z } from 'zod';
import * as rules from '../validation.ts';

/** 본인인증 and 아이디/비밀번호 찾기 (DOMAIN.md Members, docs/decisions/0042). */

export const certificationPurposes = [
  'FIND_ID',
  'FIND_PASSWORD',
  'PROMOTER_APPLICATION',
  'WITHDRAWAL',
  'BANK_CHANGE',
] as const;
export type CertificationPurpose = (typeof certificationPurposes)[number];
/** Purposes only a logged-in member may ask for; the certification is theirs alone. */
export const memberCertificationPurposes = ['PROMOTER_APPLICATION', 'WITHDRAWAL', 'BANK_CHANGE'] as const;

export const recoveryMessages = {
  recertify: '본인인증을 다시 진행해주세요',
  noMember: '일치하는 회원정보가 없습니다',
  tooMany: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요',
  nameRequired: '이름을 입력해주세요',
  phoneRequired: '휴대폰번호를 입력해주세요',
} as const;

/** Opening the provider's window: registers the request and answers how to open it. */
export const certifyRequestBody = z.object({
  purpose: z.enum(certificationPurposes, { error: '본인인증 목적이 올바르지 않습니다' }),
});
export const certifyRequestEnvelope = z.object({
  _request: z.string(),
  mode: z.enum(['kcp', 'sandbox']),
  /** where the browser posts `reg_cert_key` (KCP); null in the sandbox */
  callUrl: z.string().nullable(),
  regCertKey: z.string(),
  expiresAt: z.string(),
});
export type CertifyRequest = z.infer<typeof certifyRequestEnvelope>;

/** The response page: the request and the provider's `res_cd`; the sandbox adds who was typed. */
export const certifyBody = z.object({
  _request: rules.id,
  resCd: z.string().max(10),
  sandbox: z
    .object({
      name: z
        .string({ error: recoveryMessages.nameRequired })
        .trim()
        .min(1, recoveryMessages.nameRequired)
        .max(30),
      phone: rules.phone,
      /** YYYYMMDD; the sandbox's stand-in for the birth date KCP answers */
      birthDay: z
        .string()
        .regex(/^(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/, '생년월일 8자리를 입력해주세요')
        .optional(),
    })
    .optional(),
});
export type CertifyBody = z.input<typeof certifyBody>;
export const certificationEnvelope = z.object({
  certification: z.object({ _id: z.string(), name: z.string(), phone: z.string() }),
});
export type Certification = z.infer<typeof certificationEnvelope>['certification'];

export const recoveryBody = z.discriminatedUnion(
  'type',
  [
    z.object({ _certification: rules.id, type: z.literal('USERNAME') }),
    z.object({
      _certification: rules.id,
      type: z.literal('PASSWORD'),
      username: rules.username,
      password: rules.password,
    }),
  ],
  { error: '찾기 종류가 올바르지 않습니다' },
);
export type RecoveryBody = z.input<typeof recoveryBody>;
export const recoveryEnvelope = z.object({
  /** USERNAME: the matching members' usernames, masked, with their join dates */
  users: z.array(z.object({ username: z.string(), createdAt: z.string() })),
});
export type RecoveryAnswer = z.infer<typeof recoveryEnvelope>;

/** Usernames keep their first half (rounded up), the rest `*` (DOMAIN.md Members). */
export function maskUsername(username: string): string {
  const keep = Math.ceil(username.length / 2);
  return username.slice(0, keep) + '*'.repeat(username.length - keep);
}

/** Names keep their first character (`김**`). */
export function maskName(name: string): string {
  const chars = [...name];
  return chars[0] ? chars[0] + '*'.repeat(chars.length - 1) : '';
}
