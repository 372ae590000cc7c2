import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';

/** The server takes a thumb of up to 10 MB (POST …/boards/{_id}/thumb); it makes the web image itself. */
export const THUMB_MAX_BYTES = 10 * 1024 * 1024;
export const THUMB_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp';

/**
 * 대표 이미지 of a post on a board that uses thumbs: the current one (`current`, a URL) or the image
 * just chosen, previewed; choosing again replaces it, 취소 goes back to the current one.
 */
export function ThumbField({
  current,
  value,
  onChange,
}: {
  current: string | null;
  value: File | null;
  onChange: (file: File | null) => void;
}) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!value) return setPreview(null);
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);
  const shown = preview ?? current;

  const choose = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) return setError('대표 이미지는 이미지 파일만 올릴 수 있습니다');
    if (file.size > THUMB_MAX_BYTES) return setError('대표 이미지는 10MB 이하만 올릴 수 있습니다');
    onChange(file);
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-ink">
        대표 이미지 <span className="font-normal text-subtle">(JPG·PNG·GIF·WEBP, 10MB까지)</span>
      </legend>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line bg-surface">
          {shown ? (
            <img src={shown} alt="대표 이미지 미리보기" className="size-full object-cover" />
          ) : (
            <span className="text-xs text-subtle">이미지 없음</span>
          )}
        </div>
        <div className="flex flex-col items-start gap-1.5">
          <label
            htmlFor={inputId}
            className="inline-flex h-9 cursor-pointer items-center rounded-lg border border-line px-3 text-sm font-medium hover:border-ink focus-within:ring-2"
          >
            {shown ? '이미지 바꾸기' : '이미지 선택'}
          </label>
          <input
            id={inputId}
            type="file"
            accept={THUMB_ACCEPT}
            aria-label="대표 이미지 선택"
            className="sr-only"
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {value && (
            <span className="flex items-center gap-2 text-sm text-muted">
              <span className="max-w-48 truncate">{value.name}</span>
              <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
                취소<span className="sr-only"> 대표 이미지 {value.name}</span>
              </Button>
            </span>
          )}
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A post's 대표 이미지 in a board list (an empty square keeps the rows aligned when it has none). */
export function PostThumb({ src, className }: { src: string | null; className?: string }) {
  return (
    <span
      className={`flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-md border border-line bg-surface ${className ?? ''}`}
    >
      {src ? (
        <img src={src} alt="" loading="lazy" className="size-full object-cover" data-testid="post-thumb" />
      ) : (
        <span className="sr-only">대표 이미지 없음</span>
      )}
    </span>
  );
}
