import { type ComponentProps, type ReactNode, useId } from 'react';
import { inputClass } from '@/components/ui/field.tsx';
import { cn } from '@/lib/cn.ts';

/**
 * A text field with a unit after the value (원, 개, %), labelled, described by its hint or error,
 * in the look of components/ui/field.
 */
export function UnitField({
  label,
  unit,
  hint,
  error,
  required,
  className,
  id: givenId,
  ...input
}: {
  label: ReactNode;
  unit: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
} & Omit<ComponentProps<'input'>, 'className'>) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-center gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="text-sm font-semibold text-brand-600">
            *
          </span>
        )}
      </div>
      <div className="relative">
        <input
          id={id}
          className={cn(inputClass, 'pr-10 text-right tabular-nums')}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={described}
          {...input}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-sm text-muted"
        >
          {unit}
        </span>
      </div>
      {hint && !error && (
        <div id={`${id}-hint`} className="text-[13px] text-muted">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-[13px] font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** An on/off control: a checkbox drawn as a switch, its label beside it. */
export function Switch({
  label,
  description,
  className,
  ...input
}: { label: ReactNode; description?: ReactNode } & Omit<ComponentProps<'input'>, 'type'>) {
  const id = useId();
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={description ? `${id}-desc` : undefined}
        className={cn(
          'relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-line transition-colors',
          'before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform',
          'checked:bg-brand-600 checked:before:translate-x-5',
        )}
        {...input}
      />
      <div>
        <label htmlFor={id} className="cursor-pointer text-[15px] font-semibold text-ink">
          {label}
        </label>
        {description && (
          <p id={`${id}-desc`} className="text-[13px] text-muted">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}

/** A server's or a form's message that belongs to no single field. */
export function FormAlert({ children, className }: { children: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <p
      role="alert"
      className={cn('rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-danger', className)}
    >
      {children}
    </p>
  );
}
