import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@/lib/api-client.ts';

/**
 * The content forms hold what the operator types (numbers and dates as text); a `read…Form`
 * function turns the values into the contract's input and reports problems by form field, with
 * the contract's own Korean messages. The same reader validates in the browser (resolver) and
 * builds the request body, so the two can never disagree.
 */

export type Issue = { path: string; message: string };
export type Read<I> = { input: I; issues: [] } | { input: null; issues: Issue[] };

/**
 * Runs the contract schema on the candidate body and merges its issues with ours; our own message
 * for a field wins (it is clearer than the contract's "missing" for a value that could not be read).
 * `fieldOf` maps a contract path (`points.rateBp`) to the form field showing it (`points.rate`).
 */
export function readWith<S extends z.ZodType>(
  schema: S,
  candidate: unknown,
  own: Issue[],
  fieldOf: (path: string) => string = (p) => p,
): Read<z.output<S>> {
  const issues = [...own];
  const taken = new Set(own.map((i) => i.path));
  const parsed = schema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = fieldOf(issue.path.join('.'));
      if (taken.has(path)) continue;
      taken.add(path);
      issues.push({ path, message: issue.message });
    }
  }
  if (issues.length > 0 || !parsed.success) return { input: null, issues };
  return { input: parsed.data, issues: [] };
}

/** A react-hook-form resolver from a reader: the values stay as typed; submit reads them again. */
export function resolverOf<V extends FieldValues>(read: (values: V) => Read<unknown>): Resolver<V> {
  return async (values, _context, options) => {
    const result = read(values);
    if (result.input !== null) return { values, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of result.issues) flat[issue.path] ??= { type: 'validate', message: issue.message };
    return { values: {}, errors: toNestErrors(flat, options) as FieldErrors<V> };
  };
}

/** A whole number typed with or without separators ("3,000" → 3000); null when it is not one. */
export function readWhole(text: string): number | null {
  const digits = text.replace(/[,\s]/g, '');
  if (!/^\d{1,12}$/.test(digits)) return null;
  return Number(digits);
}

/**
 * Puts the server's refusal beside the fields it names (`details[].path`, mapped by `fieldOf`).
 * Answers the message left for the form's alert box: null when every detail found its field or
 * the API client already alerted it (403).
 */
export function placeDetails<V extends FieldValues>(
  error: unknown,
  isField: (path: string) => boolean,
  setError: UseFormSetError<V>,
  {
    fieldOf = (p) => p,
    byCode = {},
  }: {
    fieldOf?: (path: string) => string;
    /** refusals without details that still belong to one field (DUPLICATE_CODE → code) */
    byCode?: Record<string, string>;
  } = {},
): string | null {
  if (!isApiError(error)) return error instanceof Error ? error.message : '일시적인 오류가 발생했습니다';
  if (error.status === 403) return null;
  const codeField = byCode[error.code];
  if (codeField && isField(codeField) && !error.details?.length) {
    setError(codeField as Path<V>, { type: 'server', message: error.message });
    return null;
  }
  let placed = false;
  let unplaced = false;
  for (const detail of error.details ?? []) {
    const field = fieldOf(detail.path);
    if (isField(field)) {
      setError(field as Path<V>, { type: 'server', message: detail.message });
      placed = true;
    } else unplaced = true;
  }
  return placed && !unplaced ? null : error.message;
}

/** Whether `path` names one of the form's fields, given its top-level keys. */
export const fieldsOf =
  (values: object) =>
  (path: string): boolean =>
    path !== '' && Object.hasOwn(values, path.split('.')[0] ?? '');
