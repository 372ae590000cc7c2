import { ilike, or, type SQL } from 'drizzle-orm';
import { users } from './schema/index.ts';

/** An ILIKE pattern matching `value` anywhere, with `%`, `_` and `\` taken literally. */
export const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The console lists' member search: 아이디 or 이름 containing `value`; no condition without one. */
export const memberMatching = (value: string | undefined): SQL | undefined =>
  value
    ? or(ilike(users.username, containsPattern(value)), ilike(users.name, containsPattern(value)))
    : undefined;
