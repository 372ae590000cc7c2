import { useSyncExternalStore } from 'react';
import { CloseIcon } from '@/components/ui/icons.tsx';
import { cn } from '@/lib/cn.ts';

/**
 * The console's notices after a save or a delete ("배너를 저장했습니다"): a short message in the
 * corner that outlives a navigation (create → edit page) and reads out to screen readers. Errors stay
 * until closed; successes leave after a few seconds.
 */

type Toast = { id: number; text: string; error: boolean };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function toast(text: string, { error = false }: { error?: boolean } = {}) {
  const id = nextId++;
  // One of each message at a time: a double click must not stack two.
  toasts = [...toasts.filter((t) => t.text !== text), { id, text, error }].slice(-4);
  emit();
  if (!error) setTimeout(() => dismissToast(id), 4000);
  return id;
}
toast.error = (text: string) => toast(text, { error: true });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  const column = 'flex w-full flex-col items-center gap-2 sm:items-end';
  return (
    <div className="pointer-events-none fixed inset-x-3 bottom-3 z-[60] flex flex-col gap-2 sm:inset-x-auto sm:right-5 sm:bottom-5 sm:w-96">
      {/* two live regions: successes are announced politely, failures at once */}
      <div role="status" aria-live="polite" className={column}>
        {list
          .filter((t) => !t.error)
          .map((t) => (
            <ToastItem key={t.id} toast={t} />
          ))}
      </div>
      <div role="alert" className={column}>
        {list
          .filter((t) => t.error)
          .map((t) => (
            <ToastItem key={t.id} toast={t} />
          ))}
      </div>
    </div>
  );
}

function ToastItem({ toast: t }: { toast: Toast }) {
  return (
    <div
      data-testid="console-toast"
      className={cn(
        'pointer-events-auto flex w-full max-w-sm items-start gap-2 rounded-xl px-4 py-3 text-sm font-medium text-white shadow-float',
        t.error ? 'bg-danger' : 'bg-ink',
      )}
    >
      <p className="min-w-0 flex-1 leading-relaxed">{t.text}</p>
      <button
        type="button"
        onClick={() => dismissToast(t.id)}
        className="-mr-1 grid size-6 shrink-0 place-items-center rounded-md text-white/80 hover:bg-white/15 hover:text-white"
        aria-label="알림 닫기"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
