import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { ChevronLeftIcon } from '@/components/ui/icons.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { FormAlert } from './fields.tsx';

/**
 * The blocks of a console editor screen, as the banner, popup, exhibition, notice, centre-page and
 * product editors repeat them: the link back to the list, the load failure of a detail, the sticky
 * save bar (message, then delete / back / save: `EditorButtons`), and the unsaved-changes guard
 * (`useUnsavedChanges`, unsaved-changes.ts); and the end of an editor in a dialog (`DialogSaveRow`).
 * A screen keeps its own fields and its own labels.
 */

/** ‹ 목록으로: back to the screen's list. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm font-medium text-muted hover:text-ink">
      <ChevronLeftIcon className="size-4" />
      {children}
    </Link>
  );
}

/** A detail that failed to load: 404 (or a malformed id) is "not found", anything else can retry. */
export function LoadFailure({
  error,
  notFound,
  listTo,
  listLabel,
  onRetry,
}: {
  error: unknown;
  notFound: string;
  listTo: string;
  listLabel: string;
  onRetry: () => void;
}) {
  if (isApiError(error) && (error.status === 404 || error.status === 400)) {
    return (
      <Empty message={notFound}>
        <ButtonLink to={listTo} variant="outline" size="sm">
          {listLabel}
        </ButtonLink>
      </Empty>
    );
  }
  return <ErrorState error={error} onRetry={onRetry} />;
}

/** The editor's bottom bar: the form's message, then delete / back / save. */
export function SaveBar({
  message,
  invalid,
  children,
}: {
  message?: string | null;
  invalid?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
      <FormAlert className="mb-3">{message}</FormAlert>
      {invalid && !message && (
        <p role="alert" className="mb-3 text-sm font-medium text-danger">
          입력 내용을 확인해주세요.
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">{children}</div>
    </div>
  );
}

/**
 * The save bar's buttons: delete (only for a saved item, `onDelete`), 목록으로, then 저장하기 for a
 * saved item or 등록하기 for a new one ('저장하는 중…' while it saves).
 */
export function EditorButtons({
  listTo,
  isNew,
  saving,
  onDelete,
  deleteLabel = '삭제',
  deleting = false,
}: {
  listTo: string;
  isNew: boolean;
  saving: boolean;
  onDelete?: () => void;
  deleteLabel?: string;
  deleting?: boolean;
}) {
  return (
    <>
      {onDelete && (
        <Button variant="ghost" className="mr-auto text-danger!" onClick={onDelete} disabled={deleting}>
          {deleteLabel}
        </Button>
      )}
      <ButtonLink to={listTo} variant="outline">
        목록으로
      </ButtonLink>
      <Button type="submit" disabled={saving} aria-busy={saving} className="min-w-28">
        {saving ? '저장하는 중…' : isNew ? '등록하기' : '저장하기'}
      </Button>
    </>
  );
}

/** The end of an editor in a dialog: the form's message that belongs to no field, then its submit. */
export function DialogSaveRow({
  message,
  saving,
  children,
}: {
  message: string | null;
  saving: boolean;
  /** the submit button's label */
  children: ReactNode;
}) {
  return (
    <>
      <FormAlert>{message}</FormAlert>
      <div className="flex justify-end pt-1">
        <Button type="submit" disabled={saving} aria-busy={saving} className="min-w-24">
          {children}
        </Button>
      </div>
    </>
  );
}
