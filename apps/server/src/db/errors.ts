/** True when `error` (possibly wrapped by Drizzle) is PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: string; constraint?: string };
    if (pgError.code === '23505') return !constraint || pgError.constraint === constraint;
  }
  return false;
}
