import { z } from 'zod';
import { userStates, userTypes } from '../enums.ts';
import * as rules from '../validation.ts';
import { changeReason, listSummary } from './common.ts';
import { auditLog } from './console-audit.ts';
import { blankAsUnset, periodFields, periodInOrder, periodOrderProblem } from './period.ts';
import { consoleMemberRequest } from './promoter-application.ts';
import { user } from './users.ts';

/**
 * Members as the console lists, shows and changes them (/api/console/users). A console contract: the
 * storefront's bundle never loads it (apps/web/vite.config.ts puts api/console-* in its own chunk).
 */

/** A member as an operator sees them. */
export const consoleUser = user.extend({
  state: z.enum(userStates),
  leftAt: z.string().nullable(),
  sponsor: z
    .object({ _id: z.string(), username: z.string(), name: z.string(), promoterCode: z.string().nullable() })
    .nullable(),
  promoteeCount: z.number().int(),
  /** what an edit sends back as `updatedAt` (409 when someone changed the member since) */
  updatedAt: z.string(),
  grade: z.object({ code: z.string(), name: z.string() }),
  /** won: the promoter's 수당 balance (0 for others) */
  bonusBalance: z.number().int(),
  lastLoginAt: z.string().nullable(),
  /**
   * A member who has left (DOMAIN.md Console, "Withdrawn members"): the reason recorded at leaving
   * and how many paid orders the shop keeps for them. null for members who have not left. Their
   * personal fields were blanked at leaving (탈퇴회원, no e-mail or phone, a random username).
   */
  leave: z
    .object({
      reason: z.string().nullable(),
      /** by the member (/mypage/leave) or an operator (DELETE /api/console/users/{_id}) */
      by: z.enum(['MEMBER', 'OPERATOR']),
      orderCount: z.number().int(),
    })
    .nullable(),
});
export type ConsoleUser = z.infer<typeof consoleUser>;

export const userHistory = z.object({
  _id: z.string(),
  action: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  reason: z.string().nullable(),
  by: z.object({ _id: z.string(), username: z.string() }).nullable(),
  createdAt: z.string(),
});

export const consoleUserDetail = consoleUser.extend({
  agreements: z.array(
    z.object({
      code: z.string(),
      subject: z.string(),
      necessary: z.boolean(),
      /** the version of the term's text the member agreed to */
      version: z.number().int(),
      agreedAt: z.string(),
    }),
  ),
  histories: z.array(userHistory),
  /** the audit log's rows about the member (적립금, 수당, 유형, 등급, 추천인 …), newest first, the last 50 */
  audits: z.array(auditLog),
  /** 정회원 전환 신청, newest first */
  requests: z.array(consoleMemberRequest),
});

export const consoleUserSearchKeys = ['name', 'username', 'phone'] as const;
/** How the console's member list is ordered: newest first unless asked otherwise. */
export const consoleUserSorts = [
  'JOINED_DESC',
  'JOINED_ASC',
  'NAME',
  'POINT_DESC',
  'BONUS_DESC',
  'LAST_LOGIN_DESC',
] as const;
export type ConsoleUserSort = (typeof consoleUserSorts)[number];
export const consoleUserSortLabel: Record<ConsoleUserSort, string> = {
  JOINED_DESC: '최근 가입순',
  JOINED_ASC: '오래된 가입순',
  NAME: '이름순',
  POINT_DESC: '적립금 많은순',
  BONUS_DESC: '수당 잔액 많은순',
  LAST_LOGIN_DESC: '최근 로그인순',
};
export const consoleUsersQuery = z
  .object({
    searchKey: z.enum(consoleUserSearchKeys).default('name'),
    searchValue: rules.searchText(50).optional(),
    type: z.enum(userTypes).optional(),
    state: z.enum(userStates).optional(),
    /** AWAITING: members whose 정회원 전환 신청 waits for a decision */
    request: z.enum(['AWAITING'], { error: '신청 상태가 올바르지 않습니다' }).optional(),
    /** the grade ladder's code the member holds */
    grade: z.string().trim().max(20, '등급을 확인해주세요').optional(),
    /** joined on these Seoul days */
    ...periodFields,
    /** the sponsor's id: the promoter's promotees */
    _promoter: blankAsUnset(z.uuid({ error: '추천인을 확인해주세요' })),
    /** agreed (or not) to the marketing term (마케팅 정보 수신 동의) */
    marketing: z.enum(['AGREED', 'NOT_AGREED'], { error: '마케팅 수신 동의 여부를 확인해주세요' }).optional(),
    sort: z.enum(consoleUserSorts, { error: '정렬 기준을 확인해주세요' }).default('JOINED_DESC'),
    /** xlsx: the whole filtered list as an Excel file instead of a page */
    format: blankAsUnset(z.enum(['xlsx'], { error: '형식이 올바르지 않습니다' })),
    /** the Excel file with phone and e-mail; needs `reason` and is written to the audit log */
    contacts: blankAsUnset(z.enum(['true', 'false'], { error: '연락처 포함 여부를 확인해주세요' })),
    /** why the contacts are exported (400 변경 사유를 입력해주세요 when contacts=true without it) */
    reason: blankAsUnset(z.string().trim().max(200, '변경 사유를 200자 이하로 입력해주세요')),
  })
  .refine(periodInOrder, periodOrderProblem);
/**
 * 회원번호 as the console shows it: the first eight characters of the member's id, upper case
 * (the withdrawn members' list, the member Excel).
 */
export const memberNumberOf = (_id: string) => _id.slice(0, 8).toUpperCase();

export const consoleUsersEnvelope = z.object({ summary: listSummary, users: z.array(consoleUser) });
export const consoleUserEnvelope = z.object({ user: consoleUserDetail });

/** The member's `updatedAt` the operator's screen showed: a newer one means someone changed it since. */
const seenUpdatedAt = z.iso.datetime({ offset: true, error: '회원 정보를 다시 불러와주세요' });
export const staleMemberEditMessage = '다른 관리자가 먼저 변경했습니다';

export const userTypeBody = z.object({
  type: z.enum(userTypes, { error: '회원 유형을 선택해주세요' }),
  reason: changeReason,
});

/** PUT /api/console/users/{_id}: 기본정보 as the member edits it (spec §5 messages), without the password. */
export const consoleUserEditBody = z.object({
  name: rules.name,
  email: rules.email,
  phone: rules.phone,
  updatedAt: seenUpdatedAt,
});
export type ConsoleUserEditBody = z.input<typeof consoleUserEditBody>;

/** PUT /api/console/users/{_id}/sponsor: the member's new 추천인, a promoter (DOMAIN.md "Sponsor change"). */
export const sponsorChangeBody = z.object({
  _promoter: z.uuid({ error: '추천인을 선택해주세요' }),
  reason: changeReason,
  updatedAt: seenUpdatedAt,
});
export type SponsorChangeBody = z.input<typeof sponsorChangeBody>;

/** 이용정지 and its lifting; leaving is the member's own act or an operator's close (userCloseBody). */
export const userStateBody = z.object({
  state: z.enum(['ACTIVE', 'SUSPENDED'], { error: '회원 상태를 선택해주세요' }),
  reason: changeReason,
});

/**
 * DELETE /api/console/users/{_id}: an operator closes a member's account (탈퇴 처리), as leaving
 * does; the reason is kept in the member's history.
 */
export const userCloseBody = z.object(
  {
    reason: z
      .string({ error: '탈퇴 처리 사유를 입력해주세요' })
      .trim()
      .min(1, '탈퇴 처리 사유를 입력해주세요')
      .max(200, '탈퇴 처리 사유를 200자 이하로 입력해주세요'),
  },
  // A request without a body at all is missing its reason too.
  { error: '탈퇴 처리 사유를 입력해주세요' },
);
export type UserCloseBody = z.input<typeof userCloseBody>;
