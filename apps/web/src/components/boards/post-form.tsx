import { zodResolver } from '@hookform/resolvers/zod';
import {
  BOARD_CONTENT_MAX,
  BOARD_FILE_MAX_BYTES,
  BOARD_FILES_MAX,
  BOARD_SUBJECT_MAX,
  type BoardFile,
  boardPostEditInput,
} from '@shop/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox, TextAreaField, TextField } from '@/components/ui/field.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { formatBytes } from './state-badge.tsx';
import { ThumbField } from './thumb-field.tsx';

type PostFormInput = z.input<typeof boardPostEditInput>;
type PostFormOutput = z.output<typeof boardPostEditInput>;

/** `thumb`: a new 대표 이미지 to upload after the post is saved (null keeps the current one). */
export type PostDraft = PostFormOutput & { files: File[]; removeFiles: string[]; thumb: File | null };

/**
 * Writing or modifying a post: subject, content, 비밀글 (not on a secret board, where every post is
 * one), a 대표 이미지 where the board uses thumbs, and up to five attachments of 20 MB. A refusal
 * keeps what was typed and chosen.
 */
export function PostForm({
  initial,
  existingFiles = [],
  useFiles,
  useThumb = false,
  currentThumb = null,
  secretBoard,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: PostFormInput;
  existingFiles?: BoardFile[];
  useFiles: boolean;
  /** the board takes a 대표 이미지 (`useThumb`); `currentThumb` is the post's present one */
  useThumb?: boolean;
  currentThumb?: string | null;
  secretBoard: boolean;
  submitLabel: string;
  onSubmit: (draft: PostDraft) => Promise<unknown>;
  onCancel: () => void;
}) {
  const fileInputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [thumb, setThumb] = useState<File | null>(null);
  const [removeFiles, setRemoveFiles] = useState<string[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PostFormInput, unknown, PostFormOutput>({
    resolver: zodResolver(boardPostEditInput),
    defaultValues: initial ?? { subject: '', content: '', secret: false },
  });
  const kept = existingFiles.filter((f) => !removeFiles.includes(f._id));
  const room = BOARD_FILES_MAX - kept.length - files.length;

  const choose = (list: FileList | null) => {
    setFileError(null);
    const chosen = [...(list ?? [])];
    const tooBig = chosen.find((f) => f.size > BOARD_FILE_MAX_BYTES);
    if (tooBig) return setFileError(`${tooBig.name}: 파일은 20MB 이하만 올릴 수 있습니다`);
    if (chosen.length > room) return setFileError(`파일은 ${BOARD_FILES_MAX}개까지 첨부할 수 있습니다`);
    setFiles([...files, ...chosen]);
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit({ ...values, files, removeFiles, thumb: useThumb ? thumb : null });
    } catch (error) {
      if (isApiError(error) && error.details?.length) {
        for (const d of error.details) {
          if (d.path === 'subject' || d.path === 'content') setError(d.path, { message: d.message });
        }
      }
      setFailure(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="게시글 작성">
      <TextField
        label="제목"
        required
        maxLength={BOARD_SUBJECT_MAX}
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextAreaField
        label="내용"
        required
        rows={10}
        maxLength={BOARD_CONTENT_MAX}
        error={errors.content?.message}
        {...register('content')}
      />
      {!secretBoard && <Checkbox label="비밀글 (작성자와 관리자만 볼 수 있습니다)" {...register('secret')} />}
      {useThumb && <ThumbField current={currentThumb} value={thumb} onChange={setThumb} />}
      {useFiles && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-ink">
            첨부파일 <span className="font-normal text-subtle">(최대 {BOARD_FILES_MAX}개, 파일당 20MB)</span>
          </legend>
          <ul className="space-y-1.5 text-sm" aria-label="첨부한 파일">
            {kept.map((f) => (
              <li
                key={f._id}
                className="flex items-center justify-between gap-3 rounded-lg bg-surface px-3 py-2"
              >
                <span className="truncate">
                  {f.name} <span className="text-subtle">({formatBytes(f.size)})</span>
                </span>
                <Button size="sm" variant="ghost" onClick={() => setRemoveFiles([...removeFiles, f._id])}>
                  삭제<span className="sr-only"> {f.name}</span>
                </Button>
              </li>
            ))}
            {files.map((f, i) => (
              <li
                key={`${f.name}-${f.size}-${f.lastModified}`}
                className="flex items-center justify-between gap-3 rounded-lg bg-surface px-3 py-2"
              >
                <span className="truncate">
                  {f.name} <span className="text-subtle">({formatBytes(f.size)})</span>
                </span>
                <Button size="sm" variant="ghost" onClick={() => setFiles(files.filter((_, j) => j !== i))}>
                  빼기<span className="sr-only"> {f.name}</span>
                </Button>
              </li>
            ))}
          </ul>
          {room > 0 && (
            <div>
              <label
                htmlFor={fileInputId}
                className="inline-flex h-9 cursor-pointer items-center rounded-lg border border-line px-3 text-sm font-medium hover:border-ink focus-within:ring-2"
              >
                파일 선택
              </label>
              <input
                id={fileInputId}
                type="file"
                multiple
                className="sr-only"
                accept=".jpg,.jpeg,.png,.gif,.webp,.pdf,.hwp,.hwpx,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.zip"
                onChange={(e) => {
                  choose(e.target.files);
                  e.target.value = '';
                }}
              />
            </div>
          )}
          {fileError && (
            <p role="alert" className="text-sm text-danger">
              {fileError}
            </p>
          )}
        </fieldset>
      )}
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      )}
      <div className="flex justify-center gap-2 pt-2">
        <Button variant="outline" onClick={onCancel}>
          취소
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? '저장 중…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
