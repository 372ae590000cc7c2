import { SECRET_QUESTION_TEXT } from '@shop/contracts';

/**
 * Authors are shown masked: the first half of the id (at most 3 characters, at least 1) and ***,
 * so hong1234 → hon***, ab → a***. Never the whole id, whatever its length.
 */
export function maskUsername(username: string): string {
  const shown = Math.max(1, Math.min(3, Math.floor(username.length / 2)));
  return `${[...username].slice(0, shown).join('')}***`;
}

/** Who reads a question in full: its author and operators; everyone else gets 비밀글입니다. */
export function readableBy(
  question: { _user: string; secret: boolean },
  reader: { _user: string; userType: string } | null,
): boolean {
  if (!question.secret) return true;
  if (!reader) return false;
  return reader.userType === 'OPERATOR' || reader._user === question._user;
}

export { SECRET_QUESTION_TEXT };
