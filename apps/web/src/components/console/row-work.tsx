import { useState } from 'react';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { toast } from './toast.tsx';

/** How a row's action tells its outcome: a toast, unless the screen keeps its own notice. */
export type WorkReport = { done: (text: string) => void; failed: (message: string) => void };

const toastReport: WorkReport = { done: (text) => toast(text), failed: (message) => toast.error(message) };

/**
 * A row's action on a console list (삭제, 숨기기, 사용 안 함): one at a time, the rows' buttons
 * disabled meanwhile (`busy`) and what is being done beside the list's title (`WorkingNote`).
 * A 403 is not told again: the API client alerted it already.
 */
export function useRowWork(report: WorkReport = toastReport) {
  const [working, setWorking] = useState<string>();
  const run = async (doing: string, work: () => Promise<unknown>, done: string) => {
    setWorking(doing);
    try {
      await work();
      report.done(done);
    } catch (error) {
      if (!(isApiError(error) && error.status === 403)) report.failed(errorMessage(error));
    } finally {
      setWorking(undefined);
    }
  };
  return { working, busy: !!working, run };
}

/** "삭제하는 중…" in the list panel's title row while a row's action runs. */
export function WorkingNote({ working }: { working: string | undefined }) {
  if (!working) return null;
  return <span className="text-[13px] text-muted">{working}…</span>;
}
