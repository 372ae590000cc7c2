import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { BOARD_FILE_MAX_BYTES, BOARD_FILES_MAX, type BoardPostDetail, boardMessages } from '@shop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { boardFiles, boardPosts } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { badRequest, conflict, notFound, refused, ShopError } from '../../http/errors.ts';
import { afterStoring, putFiles, removeFiles, replaceImage } from '../content/files.ts';
import type { BoardRow, PostRow } from './rows.ts';
import { postDir } from './rows.ts';
import { readPost } from './service.ts';

/**
 * A post's attached files (places 0–4, 20 MB each, on boards with files on) and its thumb image
 * (boards with thumb on). Files keep their own name for display and are stored under a random
 * name with the original extension, from a list of document and image types: nothing the browser
 * would run (no HTML, no SVG). `lock` says whose post may change: the author's (`/api/v1`) or
 * any (console).
 */

export type PostLock = (ctx: ShopContext, _post: string) => Promise<{ post: PostRow; board: BoardRow }>;

export const allowedExtensions = [
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.webp',
  '.pdf',
  '.hwp',
  '.hwpx',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.txt',
  '.zip',
];

/** The extension a file is stored under, or 400 when it is not one the boards take. */
export function storedExtension(name: string): string {
  const ext = path.extname(name).toLowerCase();
  if (!allowedExtensions.includes(ext)) {
    throw badRequest(
      'BOARD_FILE_TYPE',
      '첨부할 수 없는 파일 형식입니다 (이미지, PDF, 한글·오피스 문서, ZIP)',
    );
  }
  return ext;
}

/** The `index` field: a place 0–4, or absent for the first free place. */
export function parseFileIndex(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n >= BOARD_FILES_MAX) {
    throw badRequest('BAD_FILE_INDEX', boardMessages.fileIndex);
  }
  return n;
}

export type BoardUpload = { name: string; body: Buffer; fields: Record<string, string> };

/** Reads the multipart `file` (fields `_board`, `index` before it), up to 20 MB. */
export async function readBoardUpload(req: FastifyRequest, field: string): Promise<BoardUpload> {
  if (!req.isMultipart()) throw badRequest('MULTIPART_REQUIRED', '파일을 첨부해주세요');
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await req.file({ limits: { fileSize: BOARD_FILE_MAX_BYTES } });
  } catch {
    throw badRequest('BAD_MULTIPART', '파일 전송 형식이 올바르지 않습니다');
  }
  if (!part) throw badRequest('FILE_REQUIRED', '파일을 첨부해주세요');
  if (part.fieldname !== field) throw badRequest('FILE_FIELD', `파일은 ${field} 항목으로 보내주세요`);
  let body: Buffer;
  try {
    body = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ShopError(413, 'FILE_TOO_LARGE', boardMessages.fileTooLarge);
    }
    throw badRequest('BAD_MULTIPART', '파일 전송 형식이 올바르지 않습니다');
  }
  if (body.length === 0) throw badRequest('FILE_EMPTY', '빈 파일은 올릴 수 없습니다');
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const one = Array.isArray(value) ? value[0] : value;
    if (one && one.type === 'field' && typeof one.value === 'string') fields[name] = one.value;
  }
  const name = (part.filename || 'file').normalize('NFC').slice(-200);
  return { name, body, fields };
}

export async function putPostFile(
  ctx: ShopContext,
  lock: PostLock,
  _post: string,
  index: number | null,
  upload: BoardUpload,
): Promise<BoardPostDetail> {
  const ext = storedExtension(upload.name);
  const first = await lock(ctx, _post); // 403/404/422 before storing anything
  if (!first.board.useFiles) throw refused('BOARD_FILES_OFF', boardMessages.filesOff);
  const dir = postDir(_post);
  const file = { name: `${randomUUID()}${ext}`, body: upload.body };
  await putFiles(ctx, dir, [file]);
  const replaced = await afterStoring(ctx, dir, [file], () =>
    inTransaction(ctx, async (ctx) => {
      await lock(ctx, _post);
      const held = await ctx.db
        .select()
        .from(boardFiles)
        .where(eq(boardFiles._post, _post))
        .orderBy(asc(boardFiles.index));
      const place = index ?? [0, 1, 2, 3, 4].find((i) => !held.some((h) => h.index === i));
      if (place === undefined) throw conflict('BOARD_FILES_FULL', boardMessages.filesFull);
      const old = held.find((h) => h.index === place);
      const values = { name: upload.name, file: file.name, size: upload.body.length };
      if (old) await ctx.db.update(boardFiles).set(values).where(eq(boardFiles._id, old._id));
      else await ctx.db.insert(boardFiles).values({ _post, index: place, ...values, createdAt: ctx.now });
      await ctx.db.update(boardPosts).set({ updatedAt: ctx.now }).where(eq(boardPosts._id, _post));
      return old?.file ?? null;
    }),
  );
  if (replaced) await removeFiles(ctx, dir, [replaced]);
  return readPost(ctx, _post);
}

export async function deletePostFile(
  ctx: ShopContext,
  lock: PostLock,
  _post: string,
  _id: string,
): Promise<BoardPostDetail> {
  const removed = await inTransaction(ctx, async (ctx) => {
    await lock(ctx, _post);
    const [row] = await ctx.db
      .delete(boardFiles)
      .where(and(eq(boardFiles._id, _id), eq(boardFiles._post, _post)))
      .returning();
    if (!row) throw notFound('BOARD_FILE_NOT_FOUND', boardMessages.fileNotFound);
    return row.file;
  });
  await removeFiles(ctx, postDir(_post), [removed]);
  return readPost(ctx, _post);
}

/** POST /boards/{_id}/thumb: the post's card image (800×500 WebP), replacing the last one. */
export async function putPostThumb(
  ctx: ShopContext,
  lock: PostLock,
  _post: string,
  upload: Buffer,
): Promise<BoardPostDetail> {
  const first = await lock(ctx, _post);
  if (!first.board.useThumb) throw refused('BOARD_THUMB_OFF', boardMessages.thumbOff);
  await replaceImage(ctx, postDir(_post), 'thumb', upload, (stem) =>
    inTransaction(ctx, async (ctx) => {
      const { post } = await lock(ctx, _post);
      await ctx.db
        .update(boardPosts)
        .set({ thumb: stem, updatedAt: ctx.now })
        .where(eq(boardPosts._id, _post));
      return post.thumb;
    }),
  );
  return readPost(ctx, _post);
}
