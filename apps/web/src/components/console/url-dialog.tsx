import type { ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog.tsx';
import type { useUrlDialog } from './url-state.ts';

/** The dialog `useUrlDialog` opens; its content mounts only while open, so each opening starts afresh. */
export function UrlDialog({
  dialog,
  children,
}: {
  dialog: ReturnType<typeof useUrlDialog>;
  children: (close: () => void) => ReactNode;
}) {
  return (
    <Dialog open={dialog.isOpen} onOpenChange={(open) => !open && dialog.close()}>
      {dialog.isOpen && children(dialog.close)}
    </Dialog>
  );
}
