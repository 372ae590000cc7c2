/**
 * A client error must carry the envelope: `{ message, code }` with a message to show. An input the
 * database itself refused (the error handler's safety net) counts as a failure too: validation should
 * have refused it first.
 */
export function envelopeProblem(
  status: number,
  contentType: string | string[] | number | undefined,
  body: string,
): string | null {
  if (status >= 500) return `status ${status}`;
  if (status < 400) return null;
  if (typeof contentType !== 'string' || !contentType.includes('application/json')) {
    return `${status} answered ${String(contentType ?? 'no content type')}`;
  }
  try {
    const parsed = JSON.parse(body) as { message?: unknown; code?: unknown };
    if (typeof parsed.message !== 'string' || parsed.message === '') return `${status} without message`;
    if (typeof parsed.code !== 'string') return `${status} without code`;
    if (parsed.code === 'INPUT_REFUSED_BY_DATABASE')
      return 'the database refused what validation let through';
    return null;
  } catch {
    return `${status} answered invalid JSON`;
  }
}
