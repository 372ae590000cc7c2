import { z } from 'zod';
import { userTypes } from '../enums.ts';
import * as rules from '../validation.ts';

export const joinBody = z.object({
  _terms: z.array(rules.id, { error: rules.messages.termsRequired }).max(50),
  username: rules.username,
  password: rules.password,
  name: rules.name,
  email: rules.email,
  phone: rules.phone,
  promoterCode: rules.promoterCode,
  /** joined from Kakao or Naver (/login/sns-validate): the provider account is linked to the new member */
  snsToken: z.string().max(2000).optional(),
});
export type JoinBody = z.input<typeof joinBody>;

/** A member as the member sees themself. */
export const user = z.object({
  _id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  type: z.enum(userTypes),
  promoterCode: z.string().nullable(),
  point: z.number().int(),
  createdAt: z.string(),
});
export type User = z.infer<typeof user>;
export const userEnvelope = z.object({ user });

export const verifyBody = z.object({
  password: z
    .string({ error: rules.messages.passwordRequired })
    .min(1, rules.messages.passwordRequired)
    .max(100),
});
/** Proof, valid for a few minutes, that the member re-entered their password. */
export const verifyEnvelope = z.object({ verificationToken: z.string(), expiresAt: z.string() });

export const myInfoBody = z.object({
  name: rules.name,
  email: rules.email,
  phone: rules.phone,
  password: rules.passwordModify.optional(),
  verificationToken: z.string().max(2000).optional(),
});
export type MyInfoBody = z.input<typeof myInfoBody>;

export const leaveReasons = [
  '상품 종류가 부족해요',
  '가격이 만족스럽지 않아요',
  '배송이 느려요',
  '이용이 불편해요',
  '다른 쇼핑몰을 이용해요',
  '기타',
] as const;
export const leaveBody = z.object({
  password: z
    .string({ error: rules.messages.passwordRequired })
    .min(1, rules.messages.passwordRequired)
    .max(100),
  reason: z.enum(leaveReasons, { error: '탈퇴 사유를 선택해주세요' }),
  reasonDetails: z.string().max(500).optional(),
});
export type LeaveBody = z.infer<typeof leaveBody>;
