import { zodResolver } from '@hookform/resolvers/zod';
import { termReasonBody } from '@shop/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogSaveRow } from '@/components/console/editor.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { TextAreaField } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';

/** Asks why before a change the audit log keeps (삭제, 개정 취소): 400 변경 사유를 입력해주세요 without one. */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof termReasonBody>, unknown, z.output<typeof termReasonBody>>({
    resolver: zodResolver(termReasonBody),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit(async ({ reason }) => {
    setMessage(null);
    try {
      await onConfirm(reason);
      onOpenChange(false);
    } catch (error) {
      setMessage(errorMessage(error));
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent title={title} description={description}>
          <form onSubmit={submit} noValidate className="space-y-4">
            <TextAreaField
              label="사유"
              required
              maxLength={200}
              placeholder="감사 로그에 남습니다"
              className="[&_textarea]:min-h-20"
              error={errors.reason?.message}
              {...register('reason')}
            />
            <DialogSaveRow message={message} saving={isSubmitting}>
              {isSubmitting ? '처리하는 중…' : confirmLabel}
            </DialogSaveRow>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
