/** The server's limit for an uploaded image (apps/server storage/images.ts). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_ACCEPT = 'image/*';

/** Checked before sending, in the server's words; the server checks again. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  // Some systems send no type for an image (HEIC …): the server decides then.
  if (file.type && !file.type.startsWith('image/')) return '이미지 파일만 올릴 수 있습니다';
  if (file.size > MAX_IMAGE_BYTES) return '이미지는 10MB 이하만 올릴 수 있습니다';
  if (file.size === 0) return '빈 파일은 올릴 수 없습니다';
  return null;
}

/** Saves a downloaded file under its name (the bearer-token download cannot be a plain link). */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
