import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useState } from 'react';
import { type DefaultValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '@/lib/api-client.ts';

/**
 * A change to a rung of a ladder that takes effect in time (a grade on /console/user-grades, a level
 * on /console/user-levels): a new one from a day, or a new version of one (or its retirement) from a
 * day, or its name changed at once. The screens differ only in the rung's own fields.
 */

/** What every version form holds; a screen's form adds its own fields (rates, amounts). */
export type VersionFields = {
  /** '' = a new rung, else the code of the rung changed */
  target: string;
  code: string;
  name: string;
  retired: boolean;
  effectiveFrom: string;
};

/** The saved request: a new rung (no code) or a new version of `code`. */
export type VersionSave<I> = { code?: string; input: I };

export type VersionRequest<F, I> =
  | ({ ok: true } & VersionSave<I>)
  | { ok: false; field: Path<F>; message: string };

/**
 * The request a form makes, checked by the contract (`input` for a new rung, `change` for a new
 * version of one) so the browser says what the server would, or the first field it refuses.
 * `formField` maps a contract field to the form's (pointRateBp → pointRate).
 */
export function versionRequestOf<F extends VersionFields, I, C>(
  form: F,
  fields: Record<string, unknown>,
  schemas: { input: z.ZodType<I>; change: z.ZodType<C> },
  formField: (field: string) => string = (field) => field,
): VersionRequest<F, I | C> {
  const effectiveFrom = form.effectiveFrom || undefined;
  const parsed = form.target
    ? schemas.change.safeParse({ ...fields, retired: form.retired, effectiveFrom })
    : schemas.input.safeParse({ ...fields, code: form.code, effectiveFrom: effectiveFrom ?? '' });
  if (parsed.success) return { ok: true, code: form.target || undefined, input: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = formField(String(issue.path[0] ?? 'name'));
  const message = field === 'effectiveFrom' && !effectiveFrom ? '적용일을 입력해주세요' : issue.message;
  return { ok: false, field: field as Path<F>, message };
}

/**
 * The form of a change and its save: the contract's refusal goes to its field, the server's beside
 * the form, and the success says when it applies (a new rung's form empties for the next one).
 */
export function useVersionChange<F extends VersionFields, I>({
  noun,
  schema,
  initial,
  empty,
  requestOf,
  save,
}: {
  /** 등급, 레벨: "등급명을 바꿨습니다" */
  noun: string;
  schema: z.ZodType<F, F>;
  initial: F;
  empty: F;
  requestOf: (form: F) => VersionRequest<F, I>;
  save: (request: VersionSave<I>) => Promise<unknown>;
}) {
  const [serverError, setServerError] = useState<string>();
  const [done, setDone] = useState<string>();
  const form = useForm<F>({ resolver: zodResolver(schema), defaultValues: initial as DefaultValues<F> });
  const isNew = !initial.target;

  const submit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    setDone(undefined);
    const request = requestOf(values);
    if (!request.ok) {
      form.setError(request.field, { message: request.message });
      return;
    }
    try {
      await save(request);
      setDone(
        values.effectiveFrom
          ? `${values.effectiveFrom}부터 적용되도록 예약했습니다`
          : `${noun}명을 바꿨습니다`,
      );
      if (isNew) form.reset(empty);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  // F holds every field of VersionFields; react-hook-form cannot see that through the type parameter.
  const shared = form as unknown as UseFormReturn<VersionFields>;
  const change: VersionChange = { shared, submit, isNew, serverError, done, noun, name: initial.name };
  return { form, change };
}

/** What the change panel (versions-screen.tsx) shows of a change form. */
export type VersionChange = {
  shared: UseFormReturn<VersionFields>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  isNew: boolean;
  serverError?: string;
  done?: string;
  noun: string;
  /** the name of the rung changed, as picked */
  name: string;
};
