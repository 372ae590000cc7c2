import type { z } from 'zod';
import { isApiError } from '@/lib/api-client.ts';

/**
 * Messages by field path ("receiver.phone"), from the contract schema in the browser or from the
 * server's `details` (the same paths, the same Korean messages). The first message of a field wins.
 */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: z.ZodError, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The server's refusal placed at fields; empty when it names none (then it is shown as a message). */
export function serverFieldErrors(error: unknown, prefix = ''): FieldErrors {
  if (!isApiError(error) || error.status !== 400) return {};
  const errors: FieldErrors = {};
  for (const detail of error.details ?? []) {
    if (!detail.path) continue;
    errors[[prefix, detail.path].filter(Boolean).join('.')] ??= detail.message;
  }
  return errors;
}

/** Moves the keyboard focus to the first field with a message, in the page's order. */
export function focusFirstError(errors: FieldErrors, idOf: (path: string) => string) {
  const ids = Object.keys(errors).map(idOf);
  const first = ids
    .map((id) => document.getElementById(id))
    .filter((el): el is HTMLElement => !!el)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
  first?.focus();
}
