import { type ReactNode, useEffect, useState } from 'react';
import { IMAGE_ACCEPT, imageFileProblem } from '@/components/console/files.ts';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';

/** A picked file's object URL while it is shown, released afterwards. */
export function useObjectUrl(file: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * An image picked or removed but not sent yet: it goes up (or the saved one goes) after the text
 * of its content is saved, which may be a new item's first save. Removing a picked file only drops
 * it; removing the saved image marks it for deletion.
 */
export function usePendingImage() {
  const [file, setFile] = useState<Blob | null>(null);
  const [removed, setRemoved] = useState(false);
  return {
    file,
    removed,
    changed: !!file || removed,
    pick: (picked: Blob) => {
      setFile(picked);
      setRemoved(false);
    },
    remove: () => {
      if (file) setFile(null);
      else setRemoved(true);
    },
    /** sent: nothing pending any more */
    clear: () => {
      setFile(null);
      setRemoved(false);
    },
  };
}

export type PendingImage = ReturnType<typeof usePendingImage>;

/**
 * A content image with its title above it, as the popup and exhibition forms show theirs: the
 * saved image, or what is pending for it.
 */
export function TitledImageSlot({
  label,
  saved,
  pending,
  aspect,
  hint,
}: {
  label: string;
  saved: string | null;
  pending: PendingImage;
  aspect: string;
  hint: ReactNode;
}) {
  return (
    <div>
      <p className="mb-1.5 text-sm font-semibold text-ink">{label}</p>
      <ImageSlot
        label={label}
        saved={saved}
        file={pending.file}
        removed={pending.removed}
        aspect={aspect}
        hint={hint}
        onPick={pending.pick}
        onRemove={pending.remove}
      />
    </div>
  );
}

/**
 * One image of a piece of content (a slide, a popup, a thumbnail): the saved image or the picked
 * one, a focusable file picker and 삭제. Picked files are checked here in the server's words; the
 * screen decides when they are sent.
 */
export function ImageSlot({
  label,
  saved,
  file,
  removed = false,
  onPick,
  onRemove,
  hint,
  aspect = 'aspect-[16/6]',
  className,
  alt = '',
  testId,
  fit = 'cover',
}: {
  /** names the picker and the delete button for screen readers ("1번 슬라이드 이미지") */
  label: string;
  saved: string | null;
  file: Blob | null;
  /** the saved image is marked for deletion */
  removed?: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
  hint?: ReactNode;
  aspect?: string;
  className?: string;
  alt?: string;
  testId?: string;
  /** contain: banners of any proportion are shown whole */
  fit?: 'cover' | 'contain';
}) {
  const picked = useObjectUrl(file);
  const [problem, setProblem] = useState<string>();
  const src = picked ?? (removed ? null : saved);

  const pick = (chosen: File | undefined) => {
    setProblem(undefined);
    if (!chosen) return;
    const refused = imageFileProblem(chosen);
    if (refused) setProblem(refused);
    else onPick(chosen);
  };

  return (
    <div className={cn('space-y-2', className)}>
      <div
        className={cn(
          'relative grid w-full place-items-center overflow-hidden rounded-lg border border-line bg-surface',
          aspect,
        )}
      >
        {src ? (
          <img
            src={src}
            alt={alt}
            className={cn('size-full', fit === 'cover' ? 'object-cover' : 'object-contain')}
            data-testid={testId}
          />
        ) : (
          <span className="px-3 text-center text-[13px] text-subtle">
            {removed ? '저장하면 이미지가 삭제됩니다' : '이미지 없음'}
          </span>
        )}
        {picked && (
          <span className="absolute top-2 left-2 rounded-md bg-ink/80 px-2 py-0.5 text-[11px] font-semibold text-white">
            저장 전
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label
          className={cn(
            buttonClass({ variant: 'outline', size: 'sm' }),
            'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500',
          )}
        >
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            aria-label={`${label} 선택`}
            onChange={(e) => {
              pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {src ? '이미지 바꾸기' : '이미지 올리기'}
        </label>
        {src && (
          <Button
            variant="ghost"
            size="sm"
            className="text-danger!"
            aria-label={`${label} 삭제`}
            onClick={onRemove}
          >
            삭제
          </Button>
        )}
      </div>
      {problem ? (
        <p role="alert" className="text-[13px] font-medium text-danger">
          {problem}
        </p>
      ) : (
        hint && <p className="text-[13px] text-muted">{hint}</p>
      )}
    </div>
  );
}
