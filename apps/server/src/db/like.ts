/** An ILIKE pattern matching `value` anywhere, with `%`, `_` and `\` taken literally. */
export const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
