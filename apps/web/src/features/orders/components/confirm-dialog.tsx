import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog.tsx';

/** A yes/no question in a Radix dialog (focus trapped, Escape closes); the server's refusal shows inside. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = '닫기',
  onConfirm,
  pending,
  error,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  pending: boolean;
  error?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent
        title={title}
        description={description}
        className="sm:w-[min(440px,calc(100vw-2rem))]"
        footer={
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                {cancelLabel}
              </Button>
            </DialogClose>
            <Button onClick={onConfirm} disabled={pending} aria-busy={pending}>
              {confirmLabel}
            </Button>
          </div>
        }
      >
        {children}
        {error && (
          <div role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2.5 text-sm font-medium text-danger">
            {error}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
