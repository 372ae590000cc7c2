import { z } from 'zod';

/** What a stored file belongs to, by the folder it was stored in. */
export const fileOwnerKinds = [
  'PRODUCT',
  'BRAND',
  'EDITOR',
  'BANNER',
  'POPUP',
  'EXHIBITION',
  'SHOWROOM',
  'REVIEW',
  'BOARD_POST',
  'INQUIRY',
  'OTHER',
] as const;
export type FileOwnerKind = (typeof fileOwnerKinds)[number];
export const fileOwnerKindLabel: Record<FileOwnerKind, string> = {
  PRODUCT: '상품 이미지',
  BRAND: '브랜드 로고',
  EDITOR: '에디터 이미지',
  BANNER: '배너',
  POPUP: '팝업',
  EXHIBITION: '기획전',
  SHOWROOM: '쇼룸',
  REVIEW: '리뷰',
  BOARD_POST: '게시글',
  INQUIRY: '대량구매 문의',
  OTHER: '기타',
};

/**
 * One stored upload (GET /api/console/files). `_id` is the storage key in base64url, since a key has
 * slashes; `url` is where /res serves it (null for private files such as inquiry attachments).
 */
export const consoleFile = z.object({
  _id: z.string(),
  key: z.string(),
  url: z.string().nullable(),
  size: z.number().int(),
  modifiedAt: z.string(),
  kind: z.enum(fileOwnerKinds),
  /** the row that uses the file (its folder's owner), or null: nothing refers to it any more */
  usedBy: z.object({ _id: z.string().nullable() }).nullable(),
});
export type ConsoleFile = z.infer<typeof consoleFile>;

export const filesQuery = z.object({
  used: z.enum(['true', 'false'], { error: '사용 여부가 올바르지 않습니다' }).optional(),
  kind: z.enum(fileOwnerKinds, { error: '파일 종류가 올바르지 않습니다' }).optional(),
});
export const filesEnvelope = z.object({
  summary: z.object({ totalCount: z.number().int(), totalSize: z.number().int() }),
  files: z.array(consoleFile),
});
export const fileParams = z.object({
  _id: z.string().regex(/^[A-Za-z0-9_-]{1,700}$/, '파일을 찾을 수 없습니다'),
});
