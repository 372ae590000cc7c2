import { isApiError } from '@/lib/api-client.ts';

/**
 * Puts a server refusal beside the form fields it names (`details[].path`, or `code` for a
 * DUPLICATE_CODE conflict). Answers true when every message found a field (nothing left for the
 * alert box), or when the API client already alerted it (403).
 */
export function placeServerError<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, error: { type: string; message: string }) => void,
): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 403) return true;
  const known = (path: string): path is F => (fields as readonly string[]).includes(path);
  let placed = false;
  const codeField = 'code';
  if (error.code === 'DUPLICATE_CODE' && known(codeField)) {
    setError(codeField, { type: 'server', message: error.message });
    placed = true;
  }
  for (const detail of error.details ?? []) {
    if (known(detail.path)) {
      setError(detail.path, { type: 'server', message: detail.message });
      placed = true;
    }
  }
  return placed;
}
