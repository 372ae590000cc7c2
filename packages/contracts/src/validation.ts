import { z } from 'zod';

/**
 * The rules and exact messages of spec §5. The server validates every request with these, and the
 * browser's forms use the same schemas, so a shopper sees one wording everywhere.
 */
export const messages = {
  usernamePattern: '아이디를 영문 소문자 및 숫자로만 작성해주세요',
  usernameMin: '아이디를 4자 이상으로 작성해주세요',
  usernameMax: '아이디를 20자 이하로 작성해주세요',
  passwordSpecial: '비밀번호에 특수문자를 넣어주세요',
  passwordLetter: '비밀번호에 영문을 넣어주세요',
  passwordDigit: '비밀번호에 숫자를 넣어주세요',
  passwordLength: '비밀번호를 8 ~ 16자 사이로 작성해주세요',
  name: '이름을 입력해주세요',
  email: '이메일을 입력해주세요',
  phone: '연락처를 입력해주세요',
  promoterCode: '추천인코드를 입력해주세요',
  termsRequired: '필수 약관에 동의해주세요',
  passwordRequired: '비밀번호를 입력해주세요',
} as const;

export const USERNAME_MIN = 4;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
export const NAME_MAX = 30;
export const EMAIL_MAX = 100;

const SPECIALS = /[~!@#$%^&*()_+|<>?:{}]/;

export const username = z
  .string({ error: messages.usernameMin })
  .regex(/^[a-z0-9]*$/, messages.usernamePattern)
  .min(USERNAME_MIN, messages.usernameMin)
  .max(USERNAME_MAX, messages.usernameMax);

/** The password rules in the order the specification lists them; the first broken rule is reported. */
export function passwordProblem(value: string): string | null {
  if (!SPECIALS.test(value)) return messages.passwordSpecial;
  if (!/[A-Za-z]/.test(value)) return messages.passwordLetter;
  if (!/[0-9]/.test(value)) return messages.passwordDigit;
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return messages.passwordLength;
  return null;
}

export const password = z.string({ error: messages.passwordLength }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** Same rules as `password`, but empty means "keep the current password". */
export const passwordModify = z.string({ error: messages.passwordLength }).superRefine((value, ctx) => {
  if (value === '') return;
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** "More than 1 character" (spec §5): a name has at least two characters after trimming. */
export const name = z
  .string({ error: messages.name })
  .trim()
  .min(2, messages.name)
  .max(NAME_MAX, `이름을 ${NAME_MAX}자 이하로 입력해주세요`);

export const email = z
  .string({ error: messages.email })
  .trim()
  .max(EMAIL_MAX, messages.email)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, messages.email);

export const phoneDigits = (value: string) => value.replace(/\D/g, '');

/** 10 or 11 digits after stripping everything else; stored as digits only. */
export const phone = z
  .string({ error: messages.phone })
  .max(20, messages.phone)
  .transform(phoneDigits)
  .refine((digits) => digits.length === 10 || digits.length === 11, messages.phone);

export const promoterCode = z
  .string({ error: messages.promoterCode })
  .trim()
  .min(1, messages.promoterCode)
  .max(20, messages.promoterCode)
  .transform((code) => code.toUpperCase());

export const id = z.uuid({ error: '잘못된 식별자입니다' });
