import { z } from 'zod';
import { approvalStatuses, memberRequestTypes } from '../enums.ts';
import * as rules from '../validation.ts';
import { bankCodes } from './claims.ts';
import { listSummary } from './common.ts';

/**
 * 정회원 전환 신청 and the promoter's payout account (DOMAIN.md Members, "Withdrawal of bonuses"): the
 * bank hold verification (1원 입금 인증), the application with its resident registration number, and
 * the operator's decision.
 */

/** The code the member terms agree to with an application; join never asks for it. */
export const PROMOTER_TERM_CODE = 'promoter';

export const bankVerificationMessages = {
  bank: '은행을 선택해주세요',
  accountNumber: '계좌번호를 숫자로 6~16자리 입력해주세요',
  accountHolder: '예금주를 입력해주세요',
  code: '인증번호 4자리를 입력해주세요',
  expired: '인증시간이 만료되었습니다',
  tooManyAttempts: '인증 시도 횟수를 초과했습니다',
  wrongCode: (remaining: number) => `인증번호가 일치하지 않습니다 (남은 횟수 ${remaining}회)`,
  holderMismatch: '예금주명이 본인인증 정보와 일치하지 않습니다',
  reverify: '계좌 인증을 다시 진행해주세요',
} as const;

/** At most this many wrong or right codes per verification (DOMAIN.md). */
export const BANK_VERIFICATION_ATTEMPTS = 5;

export const bankAccountInput = z.object(
  {
    code: z.enum(bankCodes, { error: bankVerificationMessages.bank }),
    // Hyphens and spaces as people type them are dropped; what is left must be 6–16 digits.
    accountNumber: z
      .string({ error: bankVerificationMessages.accountNumber })
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{6,16}$/, bankVerificationMessages.accountNumber)),
    accountHolder: z
      .string({ error: bankVerificationMessages.accountHolder })
      .trim()
      .min(1, bankVerificationMessages.accountHolder)
      .max(20, '예금주를 20자 이하로 입력해주세요'),
  },
  { error: '계좌 정보를 입력해주세요' },
);
export type BankAccountInput = z.input<typeof bankAccountInput>;

export const holdVerificationBody = z.object(
  { bank: bankAccountInput },
  { error: '계좌 정보를 입력해주세요' },
);
export type HoldVerificationBody = z.input<typeof holdVerificationBody>;

export const holdVerifyBody = z.object(
  {
    code: z
      .string({ error: bankVerificationMessages.code })
      .trim()
      .regex(/^\d{4}$/, bankVerificationMessages.code),
  },
  { error: bankVerificationMessages.code },
);

export const bankOfAccount = z.object({
  code: z.string(),
  name: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
});

/** Spec §3 "Bank hold verification", without the code and the sender name that carries it. */
export const holdVerification = z.object({
  _id: z.string(),
  bank: bankOfAccount,
  sendAmount: z.number().int(),
  attemptCount: z.number().int(),
  isSuccess: z.boolean(),
  isOutDated: z.boolean(),
  expiresAt: z.string(),
});
export type HoldVerification = z.infer<typeof holdVerification>;
export const holdVerificationEnvelope = z.object({
  verification: holdVerification,
  /** only while no bank provider is configured: the 테스트 입금 the member would see in the bank app */
  sandbox: z.object({ label: z.string(), senderName: z.string(), code: z.string() }).optional(),
});
export type HoldVerificationEnvelope = z.infer<typeof holdVerificationEnvelope>;

/** The promoter's payout account: the number masked but its last four digits. */
export const promoterBankEnvelope = z.object({
  account: z.object({ bank: bankOfAccount, updatedAt: z.string() }).nullable(),
});
export type PromoterBank = z.infer<typeof promoterBankEnvelope>['account'];
export const promoterBankBody = z.object({
  _verification: z.uuid({ error: bankVerificationMessages.reverify }),
  _certification: z.uuid({ error: '본인인증을 진행해주세요' }),
});

/** `*` for every digit but the last four. */
export function maskAccountNumber(digits: string): string {
  return '*'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4);
}

// ---- resident registration number ----

export const RRN_MESSAGE = '주민등록번호를 확인해주세요';

/**
 * The birth date a resident registration number states (YYYYMMDD), or null when it is not one:
 * 13 digits (hyphen optional), the first six a real date, the seventh 1–8 (1, 2, 5, 6: 1900s; 3, 4,
 * 7, 8: 2000s). No checksum: numbers issued since October 2020 do not follow it.
 */
export function rrnBirthDay(rrn: string): string | null {
  const match = /^(\d{2})(\d{2})(\d{2})-?([1-8])\d{6}$/.exec(rrn.trim());
  if (!match) return null;
  const [, yy, mm, dd, gender] = match as unknown as [string, string, string, string, string];
  const century = '1256'.includes(gender) ? '19' : '20';
  const year = Number(century + yy);
  const date = new Date(Date.UTC(year, Number(mm) - 1, Number(dd)));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== Number(mm) - 1 ||
    date.getUTCDate() !== Number(dd)
  ) {
    return null;
  }
  return `${century}${yy}${mm}${dd}`;
}

export const residentRegistrationNumber = z
  .string({ error: RRN_MESSAGE })
  .trim()
  .refine((v) => rrnBirthDay(v) !== null, RRN_MESSAGE);

// ---- member requests ----

export const memberRequestBody = z.object({
  type: z.enum(memberRequestTypes, { error: '신청 종류가 올바르지 않습니다' }),
  _terms: z.array(rules.id, { error: '정회원 약관에 동의해주세요' }).max(20),
  _certification: z.uuid({ error: '본인인증을 진행해주세요' }),
  _verification: z.uuid({ error: bankVerificationMessages.reverify }),
  residentRegistrationNumber,
});
export type MemberRequestBody = z.input<typeof memberRequestBody>;

export const memberRequest = z.object({
  _id: z.string(),
  type: z.enum(memberRequestTypes),
  status: z.enum(approvalStatuses),
  /** the operator's reason, shown to the member when rejected */
  reason: z.string().nullable(),
  bank: bankOfAccount,
  /** 900101-1****** */
  residentRegistrationNumber: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type MemberRequest = z.infer<typeof memberRequest>;
export const memberRequestEnvelope = z.object({ request: memberRequest });
export const memberRequestsEnvelope = z.object({ summary: listSummary, requests: z.array(memberRequest) });

/** An application as the console shows it: the certified identity beside it. */
export const consoleMemberRequest = memberRequest.extend({
  certified: z.object({ name: z.string(), phone: z.string(), birthDay: z.string() }),
  decidedBy: z.object({ _id: z.string(), username: z.string() }).nullable(),
});
export type ConsoleMemberRequest = z.infer<typeof consoleMemberRequest>;

export const memberRequestDecisionBody = z.object({
  status: z.enum(['REJECTED'], { error: '반려만 선택할 수 있습니다. 승인은 회원 유형 변경으로 합니다' }),
  reason: z
    .string({ error: '변경 사유를 입력해주세요' })
    .trim()
    .min(1, '변경 사유를 입력해주세요')
    .max(200, '변경 사유를 200자 이하로 입력해주세요'),
});
export const memberRequestParams = z.object({ _id: rules.id, _request: rules.id });
export const consoleMemberRequestEnvelope = z.object({ request: consoleMemberRequest });
