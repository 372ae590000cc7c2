import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn.ts';

export const inputClass = cn(
  'block h-11 w-full rounded-lg border border-line bg-white px-3.5 text-[15px] text-ink placeholder:text-subtle',
  'transition-colors hover:border-brand-300 focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-100',
  'disabled:bg-surface disabled:text-muted',
  'aria-invalid:border-danger aria-invalid:focus:ring-red-100',
);

export const selectClass = cn(
  inputClass,
  'appearance-none bg-[length:16px] bg-[right_0.75rem_center] bg-no-repeat pr-9',
);

const chevron =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20' fill='%235f6b76'%3E%3Cpath d='M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z'/%3E%3C/svg%3E\")";

type FieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
};

/** Label, control, hint and error message, wired with ids for screen readers. */
function FieldFrame({
  id,
  label,
  error,
  hint,
  required,
  className,
  children,
}: FieldProps & { id: string; children: ReactNode }) {
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
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-[13px] text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-[13px] font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

export function TextField({
  label,
  error,
  hint,
  required,
  className,
  id: givenId,
  ...input
}: FieldProps & Omit<ComponentProps<'input'>, 'className'>) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <input
        id={id}
        className={cn(inputClass, input.readOnly && 'bg-surface text-muted hover:border-line')}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </FieldFrame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  required,
  className,
  id: givenId,
  children,
  ...select
}: FieldProps & Omit<ComponentProps<'select'>, 'className'>) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <select
        id={id}
        className={selectClass}
        style={{ backgroundImage: chevron }}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  required,
  className,
  id: givenId,
  ...textarea
}: FieldProps & Omit<ComponentProps<'textarea'>, 'className'>) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <textarea
        id={id}
        className={cn(inputClass, 'h-auto min-h-28 py-3 leading-relaxed')}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...textarea}
      />
    </FieldFrame>
  );
}

/** A bare select with the field look (filters in toolbars). */
export function Select({ className, style, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(selectClass, className)}
      style={{ backgroundImage: chevron, ...style }}
      {...props}
    />
  );
}

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClass, className)} {...props} />;
}

export function Checkbox({
  label,
  className,
  ...input
}: { label: ReactNode } & Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <label className={cn('inline-flex cursor-pointer items-center gap-2 text-[15px] select-none', className)}>
      <input type="checkbox" className="size-[18px] shrink-0 cursor-pointer rounded" {...input} />
      <span>{label}</span>
    </label>
  );
}
