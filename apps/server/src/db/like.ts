import { and, ilike, or, type SQL, sql } from 'drizzle-orm';
import { users } from './schema/index.ts';

/** An ILIKE pattern matching `value` anywhere, with `%`, `_` and `\` taken literally. */
export const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A member's name containing `value` (ILIKE): of two characters or more, first narrowed by the pairs
 * of adjacent characters the name must hold (users_name_pairs_idx, migration 0020), which trigrams
 * cannot do for a two-syllable term.
 */
export const nameContains = (value: string): SQL =>
  [...value].length >= 2
    ? and(sql`text_pairs(${users.name}) @> text_pairs(${value})`, ilike(users.name, containsPattern(value)))!
    : ilike(users.name, containsPattern(value));

/** The console lists' member search: 아이디 or 이름 containing `value`; no condition without one. */
export const memberMatching = (value: string | undefined): SQL | undefined =>
  value ? or(ilike(users.username, containsPattern(value)), nameContains(value)) : undefined;
