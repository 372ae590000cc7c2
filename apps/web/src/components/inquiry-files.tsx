import {
  INQUIRY_FILE_MAX_BYTES,
  INQUIRY_FILES_MAX,
  type InquiryFile,
  inquiryFileAccept,
  inquiryFileExtension,
  inquiryFileMessages,
} from '@shop/contracts';
import { useId, useState } from 'react';
import { formatBytes } from '@/components/boards/state-badge.tsx';
import { saveBlob } from '@/components/console/files.ts';
import { Button } from '@/components/ui/button.tsx';
import { api, errorMessage } from '@/lib/api-client.ts';

/**
 * A 대량구매 문의's attachments (decision 0044): picked before sending (up to 5, 20 MB each, the
 * server's types, checked here in the server's words) and, once sent, downloaded with the session's
 * token — the files are private, so there is no public link to them.
 */

/** The problem with adding `picked` to `current`, or null. */
export function attachmentProblem(current: File[], picked: File[]): string | null {
  if (current.length + picked.length > INQUIRY_FILES_MAX) return inquiryFileMessages.tooMany;
  for (const f of picked) {
    if (!inquiryFileExtension(f.name)) return `${f.name}: ${inquiryFileMessages.type}`;
    if (f.size > INQUIRY_FILE_MAX_BYTES) return `${f.name}: ${inquiryFileMessages.tooLarge}`;
    if (f.size === 0) return `${f.name}: ${inquiryFileMessages.empty}`;
  }
  return null;
}

export function AttachmentPicker({
  files,
  onChange,
  held = 0,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  /** files the request already has (editing), counted against the 5 */
  held?: number;
}) {
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const room = INQUIRY_FILES_MAX - held - files.length;
  const choose = (list: FileList | null) => {
    const picked = [...(list ?? [])];
    const found = attachmentProblem([...Array(held).fill(null), ...files] as File[], picked);
    setProblem(found);
    if (!found) onChange([...files, ...picked]);
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-ink">
        첨부파일{' '}
        <span className="font-normal text-subtle">
          (선택, 최대 {INQUIRY_FILES_MAX}개, 파일당 20MB · 견적서, 도면, 사업자등록증 등)
        </span>
      </legend>
      {files.length > 0 && (
        <ul className="space-y-1.5 text-sm" aria-label="첨부할 파일">
          {files.map((f, i) => (
            <li
              key={`${f.name}-${f.size}-${f.lastModified}`}
              className="flex items-center justify-between gap-3 rounded-lg bg-surface px-3 py-2"
            >
              <span className="min-w-0 truncate">
                {f.name} <span className="text-subtle">({formatBytes(f.size)})</span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  setProblem(null);
                  onChange(files.filter((_, j) => j !== i));
                }}
              >
                빼기<span className="sr-only"> {f.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {room > 0 && (
        <div>
          <label
            htmlFor={inputId}
            className="inline-flex h-9 cursor-pointer items-center rounded-lg border border-line px-3 text-sm font-medium hover:border-ink focus-within:ring-2"
          >
            파일 선택
          </label>
          <input
            id={inputId}
            type="file"
            multiple
            className="sr-only"
            accept={inquiryFileAccept}
            aria-label="첨부파일 선택"
            onChange={(e) => {
              choose(e.target.files);
              e.target.value = '';
            }}
          />
        </div>
      )}
      <p className="text-[13px] text-subtle">PDF, 이미지, 엑셀·워드·파워포인트·한글 문서, ZIP, TXT</p>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/** The sent files with a download each: `path` is the file's download address for who is looking. */
export function InquiryFileList({
  files,
  path,
  onRemove,
}: {
  files: InquiryFile[];
  path: (file: InquiryFile) => string;
  onRemove?: (file: InquiryFile) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  if (files.length === 0) return null;
  const download = async (file: InquiryFile) => {
    setFailure(null);
    try {
      const { blob } = await api.download(path(file));
      saveBlob(blob, file.name);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <div>
      <ul className="space-y-1.5 text-sm" aria-label="첨부파일">
        {files.map((f) => (
          <li key={f._id} className="flex items-center justify-between gap-3 rounded-lg bg-surface px-3 py-2">
            <button
              type="button"
              className="min-w-0 truncate text-left font-medium text-ink underline-offset-2 hover:underline"
              onClick={() => download(f)}
            >
              {f.name} <span className="font-normal text-subtle">({formatBytes(f.size)})</span>
              <span className="sr-only"> 내려받기</span>
            </button>
            {onRemove && (
              <Button size="sm" variant="ghost" onClick={() => onRemove(f)}>
                삭제<span className="sr-only"> {f.name}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {failure && (
        <p role="alert" className="mt-1 text-sm text-danger">
          {failure}
        </p>
      )}
    </div>
  );
}
