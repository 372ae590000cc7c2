import { type BoardRole, boardMessages } from '@shop/contracts';
import { forbidden, type ShopError, unauthorized } from '../../http/errors.ts';

/**
 * Who may do what on a board (DOMAIN.md Boards): each board names the roles that read, write and
 * comment (GUEST, CONSUMER, PROMOTER); operators always may. Pure, so the rules are tested alone.
 */

type Reader = { _user: string; userType: string } | null;
type Roles = readonly string[];

export const isOperator = (reader: Reader) => reader?.userType === 'OPERATOR';

export function roleOf(reader: Reader): BoardRole | 'OPERATOR' {
  if (!reader) return 'GUEST';
  if (reader.userType === 'OPERATOR') return 'OPERATOR';
  return reader.userType === 'PROMOTER' ? 'PROMOTER' : 'CONSUMER';
}

export function allowed(roles: Roles, reader: Reader): boolean {
  const role = roleOf(reader);
  return role === 'OPERATOR' || roles.includes(role);
}

/** The refusal when `roles` leave the reader out: a guest is asked to log in (401), a member 403. */
export function refusal(roles: Roles, reader: Reader, message: string): ShopError | null {
  if (allowed(roles, reader)) return null;
  if (!reader) return unauthorized('LOGIN_REQUIRED', '로그인 후 이용가능합니다');
  return forbidden('BOARD_FORBIDDEN', message);
}

export const readRefusal = (board: { readRoles: Roles }, reader: Reader) =>
  refusal(board.readRoles, reader, boardMessages.readForbidden);
export const writeRefusal = (board: { writeRoles: Roles }, reader: Reader) =>
  refusal(board.writeRoles, reader, boardMessages.writeForbidden);
export const commentRefusal = (board: { commentRoles: Roles }, reader: Reader) =>
  refusal(board.commentRoles, reader, boardMessages.commentForbidden);

/**
 * Whether a post shows to the reader at all: a 비밀글 (every post of a secret board is one) only to
 * its author and operators. Hidden posts are left out of lists and read as unknown (404).
 */
export function visibleTo(post: { _user: string; secret: boolean }, reader: Reader): boolean {
  if (!post.secret) return true;
  if (!reader) return false;
  return isOperator(reader) || reader._user === post._user;
}
