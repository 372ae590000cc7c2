import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/console/fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextAreaField } from '@/components/ui/field.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';

/** A reason box for a move that asks one (a refusal must say why; others may). */
export function ReasonForm({
  label,
  placeholder,
  required,
  submitLabel,
  danger,
  busy,
  onSubmit,
  onCancel,
  className,
}: {
  label: string;
  placeholder?: string;
  required: boolean;
  submitLabel: string;
  danger?: boolean;
  busy: boolean;
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
  className?: string;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [message, setMessage] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (required && !reason.trim()) {
      setError(`${label}를 입력해주세요`);
      return;
    }
    setError(undefined);
    try {
      await onSubmit(reason.trim());
    } catch (e) {
      if (isApiError(e) && e.status === 403) return;
      const detail = isApiError(e) ? e.details?.find((d) => d.path === 'reason') : undefined;
      if (detail) setError(detail.message);
      else setMessage(errorMessage(e));
    }
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={submitLabel}
      className={cn('space-y-2 rounded-lg bg-white p-3', className)}
    >
      <TextAreaField
        label={required ? label : `${label} (선택)`}
        required={required}
        maxLength={200}
        placeholder={placeholder}
        className="[&_textarea]:min-h-16"
        value={reason}
        error={error}
        onChange={(e) => {
          setReason(e.target.value);
          // the message goes once there is a reason; the server's own comes back on the next try
          if (error && e.target.value.trim()) setError(undefined);
        }}
      />
      <FormAlert>{message}</FormAlert>
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onCancel}>
          닫기
        </Button>
        <Button
          type="submit"
          size="sm"
          variant={danger ? 'danger' : 'primary'}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? '처리하는 중…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
