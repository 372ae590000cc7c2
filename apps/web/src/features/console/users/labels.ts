import {
  type UserState,
  type UserType,
  userStateLabel,
  userStates,
  userTypeLabel,
  userTypes,
} from '@shop/contracts';

/** Actions the server records in a member's history (apps/server users service). */
export const historyActionLabel: Record<string, string> = {
  JOIN: '가입',
  PROFILE_CHANGE: '기본정보 수정',
  TYPE_CHANGE: '유형 변경',
  SPONSOR_CHANGE: '추천인 변경',
  GRADE_CHANGE: '등급 변경',
  SUSPEND: '이용정지',
  RESTORE: '정지 해제',
  LEAVE: '탈퇴',
};

/** A history value: a type or state code in Korean, anything else as written. */
export function historyValueLabel(value: string | null): string {
  if (!value) return '';
  if ((userTypes as readonly string[]).includes(value)) return userTypeLabel[value as UserType];
  if ((userStates as readonly string[]).includes(value)) return userStateLabel[value as UserState];
  return value;
}
