import { Button, ButtonLink } from '@/components/ui/button.tsx';

type RowActionsProps = {
  /** What the row is called, read out in every button's label ("아쿠아린 수정"). */
  name: string;
  /** 수정: a page of its own (`to`) or a dialog on this one (`onClick`). */
  edit: { to: string } | { onClick: () => void };
  /** A show/hide or use/stop button between 수정 and 삭제, labelled with what it will do. */
  toggle?: { label: string; onClick: () => void };
  onRemove: () => void;
  /** While a row's work runs, the buttons that change data wait. */
  busy?: boolean;
};

/** The 수정 · (toggle) · 삭제 buttons at the end of a console list's row. */
export function RowActions({ name, edit, toggle, onRemove, busy }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      {'to' in edit ? (
        <ButtonLink to={edit.to} variant="outline" size="sm" aria-label={`${name} 수정`}>
          수정
        </ButtonLink>
      ) : (
        <Button variant="outline" size="sm" aria-label={`${name} 수정`} onClick={edit.onClick}>
          수정
        </Button>
      )}
      {toggle && (
        <Button
          variant="outline"
          size="sm"
          aria-label={`${name} ${toggle.label}`}
          disabled={busy}
          onClick={toggle.onClick}
        >
          {toggle.label}
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        className="text-danger!"
        aria-label={`${name} 삭제`}
        disabled={busy}
        onClick={onRemove}
      >
        삭제
      </Button>
    </div>
  );
}
