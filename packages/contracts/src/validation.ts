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

/**
 * Characters no text of the shop may hold: the C0 controls but tab, line feed and carriage return,
 * DEL, the C1 controls, and halves of a surrogate pair without their other half. PostgreSQL refuses
 * U+0000 in text and a lone surrogate escape in jsonb; the others are invisible and only ever arrive
 * by accident or on purpose, never typed.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNUSABLE = new RegExp(`${CONTROL.source}|${LONE_SURROGATE.source}`);
const UNUSABLE_RUNS = new RegExp(`(?:${UNUSABLE.source})+`, 'g');

export const unusableTextMessage = '입력할 수 없는 문자(제어 문자)가 포함되어 있습니다';

export const hasUnusableCharacters = (value: string): boolean => UNUSABLE.test(value);

/** Each run of unusable characters becomes one space: "세면대\u0000수전" searches as "세면대 수전". */
export const stripUnusableCharacters = (value: string): string => value.replace(UNUSABLE_RUNS, ' ');

/**
 * Where a value parsed from a request still holds unusable characters, as paths into it. The server
 * applies this to every route's parsed params, query, headers and body (apps/server/src/http/
 * validation.ts), so a field added tomorrow is covered without repeating the rule on it.
 */
export function unusableTextPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return hasUnusableCharacters(value) ? [at] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => unusableTextPaths(item, [...at, index]));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(hasUnusableCharacters(key) ? [[...at, key]] : []),
      ...unusableTextPaths(item, [...at, key]),
    ]);
  }
  return [];
}

/**
 * A search box's text. A term pasted from a spreadsheet, a PDF or a chat can carry stray control
 * characters the shopper never sees; the search finds what the visible characters find instead of
 * answering with an error. (Everywhere else such characters are refused: they would be stored.)
 */
export const searchText = (max = 50, message?: string) =>
  z.string().overwrite(stripUnusableCharacters).trim().max(max, message);
