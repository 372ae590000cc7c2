import { z } from 'zod';

/**
 * A 대량구매 문의's attached files (decision 0044): up to 5, 20 MB each, documents and images a
 * customer sends with a quote request. They are private: only the member who sent the request and
 * operators download them, never through the public `/res`.
 */
export const INQUIRY_FILES_MAX = 5;
export const INQUIRY_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** Extension → the content type the file is served with (the browser's claim is not trusted). */
export const inquiryFileTypes: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.heic': 'image/heic',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xls': 'application/vnd.ms-excel',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.doc': 'application/msword',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.hwp': 'application/x-hwp',
  '.hwpx': 'application/hwp+zip',
  '.zip': 'application/zip',
  '.txt': 'text/plain; charset=utf-8',
};

/** For `<input type="file" accept>`. */
export const inquiryFileAccept = Object.keys(inquiryFileTypes).join(',');

export const inquiryFileMessages = {
  tooMany: `파일은 ${INQUIRY_FILES_MAX}개까지 첨부할 수 있습니다`,
  tooLarge: '파일은 한 개에 20MB 이하만 첨부할 수 있습니다',
  type: '첨부할 수 없는 파일 형식입니다 (PDF, 이미지, 엑셀·워드·파워포인트·한글 문서, ZIP, TXT)',
  empty: '빈 파일은 첨부할 수 없습니다',
  bulkOnly: '파일은 대량구매 문의에만 첨부할 수 있습니다',
  notFound: '첨부파일을 찾을 수 없습니다',
} as const;

/** The extension (lower case, with the dot) when the name is one the shop takes, else null. */
export function inquiryFileExtension(name: string): string | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = name.slice(dot).toLowerCase();
  return ext in inquiryFileTypes ? ext : null;
}

export const inquiryFile = z.object({
  _id: z.string(),
  index: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  createdAt: z.string(),
});
export type InquiryFile = z.infer<typeof inquiryFile>;
